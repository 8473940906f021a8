import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, APP_VERSION, type ApiErrorBody } from '@verge/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { tokenService } from './auth/tokens';
import { type Config, fastifyTrustProxy } from './config';
import type { AppContext } from './context';
import { allHandlers } from './contractHandlers';
import type { DbHandle } from './db/client';
import { scopedDb } from './db/requestTransaction';
import { ApiError, fromDatabaseError, RetryLaterError } from './errors';
import { serviceProviderSummaryJobHandler } from './features/alertDelivery';
import { registerMapTiles } from './features/mapTiles';
import { registerPhotoFiles } from './features/photos';
import { OPEN_BODY_MAX_BYTES } from './http/bodyLimits';
import { registerCompression } from './http/compression';
import { currentLogger, type LogOptions, loggerOptions, trackRequestLogger } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { registerContract } from './http/registerContract';
import { registerSecurityHeaders } from './http/securityHeaders';
import { createJobWorker, type JobWorker } from './jobs/worker';
import { registerRequestBudget } from './limits/requestBudget';
import { createMailTransport, mailDropDir } from './mail/mailer';
import { mailJobHandler } from './mail/mailQueue';
import { openPhotoStore } from './photos/openPhotoStore';
import type { PhotoStore } from './photos/photoStore';

export interface BuildOptions {
  config: Config;
  handle: DbHandle;
  /** The sync pulls' database (a read replica); the primary `handle` without it. */
  readHandle?: DbHandle;
  /** Without it the server logs nothing (tests). */
  logger?: LogOptions;
  photoStore?: PhotoStore;
}

function errorBody(error: ApiError): ApiErrorBody {
  return {
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
  };
}

/** Fastify's own failures (body too large, bad JSON, unknown media type) in the API's error format. */
function fromFrameworkError(error: { code?: string; statusCode?: number; message: string }): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('too_large', 'The upload is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type', 'Unsupported content type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('validation', 'The request body is not valid JSON');
    default:
      if (error.statusCode === 400) return new ApiError('validation', error.message);
      return null;
  }
}

export async function buildApp(
  options: BuildOptions,
): Promise<{ server: FastifyInstance; context: AppContext }> {
  const { config, handle } = options;
  const server = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    // Unique across replicas and restarts, so a request id quoted from a 500 finds its log lines.
    genReqId: () => randomUUID(),
    // Each call has its own (http/bodyLimits.ts); this is for the routes outside the contract, which take none.
    bodyLimit: OPEN_BODY_MAX_BYTES,
    // Behind a load balancer TRUST_PROXY names it, so the per-address limits see the real client.
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  const context: AppContext = {
    config,
    handle,
    // Inside a command call, the call's transaction (http/registerContract.ts).
    get db() {
      return scopedDb(handle.db);
    },
    readDb: (options.readHandle ?? handle).db,
    tokens: tokenService(config.jwtSecret, config.tokenTtlSeconds),
    // Made just below: the worker runs jobs with this very context.
    get jobs() {
      return worker;
    },
    photos: options.photoStore ?? openPhotoStore(config),
    // Inside a request, that request's logger: its lines carry the request id.
    get log() {
      return currentLogger(server.log);
    },
  };
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    timeoutMs: config.smtpTimeoutMs,
    mailDrop: mailDropDir(config),
    log: server.log,
  });
  // What the worker does with each kind of job.
  const worker: JobWorker = createJobWorker(context, [
    mailJobHandler(transport),
    serviceProviderSummaryJobHandler(context),
  ]);
  trackRequestLogger(server);

  registerSecurityHeaders(server, config);
  server.addHook('onSend', async (request, reply) => {
    reply.header('X-App-Version', APP_VERSION);
    reply.header('X-Request-Id', request.id);
  });

  server.setErrorHandler((error, request, reply) => {
    const known =
      error instanceof ApiError
        ? error
        : (fromDatabaseError(error) ?? fromFrameworkError(error as { code?: string; message: string }));
    if (known instanceof RetryLaterError) reply.header('Retry-After', String(known.retryAfterSeconds));
    // A store that is full or down (507, 503) is the operator's to fix: logged with what lay beneath.
    if (known && known.status >= 500) request.log.error({ err: known.cause ?? known }, known.message);
    if (known) return reply.status(known.status).send(errorBody(known));
    request.log.error({ err: error }, 'unhandled error');
    // No detail of the failure goes out; the request id finds its log line.
    return reply
      .status(500)
      .send(
        errorBody(new ApiError('internal', `Something went wrong on the server (request ${request.id})`)),
      );
  });

  await registerCompression(server);
  registerRequestBudget(server, context);
  registerContract(server, context, allHandlers(context));
  registerPhotoFiles(server, context);
  await registerMapTiles(server, config.mapArchive);
  registerOpenApi(server);

  const index = join(config.webDist, 'index.html');
  if (existsSync(index)) {
    // The build wrote .br and .gz beside each text file (apps/web/scripts/precompress.ts).
    await server.register(fastifyStatic, { root: config.webDist, wildcard: false, preCompressed: true });
  }
  server.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method === 'GET' && !path.startsWith(API_PREFIX) && existsSync(index)) {
      // Page routes belong to the web app; it decides what an unknown path shows.
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(new ApiError('not_found', `No route ${request.method} ${path}`)));
  });

  return { server, context };
}
