import {
  API_PREFIX,
  type CallDefinition,
  type CallName,
  contract,
  fieldIssues,
  GEOMETRY_PARTS_MAX,
  GEOMETRY_VERTICES_MAX,
  ID_LIST_MAX,
  isCommandCall,
  PHOTO_MAX_BYTES,
} from '@verge/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Viewer } from '../auth/viewer';
import type { AppContext } from '../context';
import { ApiError, badRequest } from '../errors';
import { uploadSpoolDir } from '../photos/openPhotoStore';
import { registerUploadSpool, UploadedFile } from '../photos/uploadSpool';
import { authenticate } from './authenticate';
import { bodyLimit } from './bodyLimits';
import { applyCommand, commandContext, commandDetails, idempotencyKey } from './commandLedger';
import { type CallContext, type Handler, type Handlers, RawJson, type SuperViewer } from './handlers';

/** GET payloads and binary-upload requests travel as JSON in the `obj` query parameter. */
function rawInput(definition: CallDefinition, request: FastifyRequest): unknown {
  if (definition.method === 'POST' && definition.body !== 'binary') return request.body ?? undefined;
  const obj = (request.query as Record<string, unknown> | undefined)?.obj;
  if (obj === undefined || obj === '') return undefined;
  if (typeof obj !== 'string') throw badRequest('The obj query parameter must be JSON text');
  try {
    return JSON.parse(obj);
  } catch {
    throw badRequest('The obj query parameter is not valid JSON');
  }
}

/** The caps of the domain's lists; other array maxima (a position's two numbers) are shapes, not caps. */
const LIST_CAPS = new Set<number | bigint>([ID_LIST_MAX, GEOMETRY_VERTICES_MAX, GEOMETRY_PARTS_MAX]);

/** A list over its cap makes the request too large rather than wrong: 413. */
const overLongList = (error: z.ZodError) =>
  error.issues.find(
    (issue) => issue.code === 'too_big' && issue.origin === 'array' && LIST_CAPS.has(issue.maximum),
  );

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = fieldIssues(result.error);
  const tooLong = overLongList(result.error);
  if (tooLong?.code === 'too_big') {
    const list = tooLong.path.join('.') || 'request';
    throw new ApiError('too_large', `The list ${list} holds more than ${tooLong.maximum} items`, details);
  }
  throw badRequest(`Invalid ${what}`, details);
}

/** The handler's result as the JSON text to send; outside production checked against the contract. */
function answerText(app: AppContext, name: CallName, definition: CallDefinition, result: unknown): string {
  const text = result instanceof RawJson ? result.text : JSON.stringify(result);
  if (app.config.validateResponses) parse(definition.output, JSON.parse(text), `${name} response`);
  return text;
}

/** The caller each request's `onRequest` hook settled, for its handler. Kept only for the request's life. */
const viewers = new WeakMap<FastifyRequest, Viewer | SuperViewer | null>();

/**
 * The route of one call. Who asks is settled in `onRequest`, before a byte of the body is read: a call
 * without a valid token is answered 401 whatever body it announces, and only then does the route's body
 * limit (bodyLimits.ts) let a signed-in caller send megabytes. Command calls (POST, auth 'user') run in one
 * transaction with their Idempotency-Key's claim (commandLedger.ts).
 */
function callRoute(app: AppContext, name: CallName, handler: Handler<CallName>): RouteOptions {
  const definition: CallDefinition = contract[name];
  return {
    method: definition.method,
    url: `${API_PREFIX}${definition.path}`,
    bodyLimit: bodyLimit(definition),
    onRequest: async (request, reply) => {
      viewers.set(request, await authenticate(app, definition.auth, request, reply));
    },
    handler: async (request, reply) => {
      const viewer = viewers.get(request) ?? null;
      const input = parse(definition.input, rawInput(definition, request), 'request');
      const body =
        definition.body === 'binary' && request.body instanceof UploadedFile ? request.body : undefined;
      const context = { input, viewer, body, request, reply } as CallContext<CallName>;
      const command =
        isCommandCall(definition) && viewer
          ? {
              call: name,
              userId: viewer.userId,
              key: idempotencyKey(request),
              context: commandContext(request),
              details: commandDetails(input),
            }
          : null;
      const run = async () => answerText(app, name, definition, await handler(context));
      const transact = () => (command ? applyCommand(app, command, run) : run());
      const text = await (handler.beforeTransaction?.(context, transact) ?? transact());
      // As bytes: Fastify would measure a string's byte length, then Node encode it, two passes over a 128 MB pull.
      return reply.type('application/json; charset=utf-8').send(Buffer.from(text));
    },
  };
}

/**
 * Register one route per contract entry that has a handler (main.ts refuses to start when one is missing).
 * The photo uploads live in a plugin context of their own, the only one with the upload parser
 * (photos/uploadSpool.ts). In development and tests every response is checked against the contract too.
 */
export function registerContract(server: FastifyInstance, app: AppContext, handlers: Handlers): void {
  const named = (Object.keys(contract) as CallName[]).flatMap((name) => {
    const handler = handlers[name] as Handler<CallName> | undefined;
    const definition: CallDefinition = contract[name];
    return handler ? [{ name, handler, binary: definition.body === 'binary' }] : [];
  });
  for (const { name, handler } of named.filter((call) => !call.binary))
    server.route(callRoute(app, name, handler));
  server.register(async (uploads) => {
    registerUploadSpool(uploads, uploadSpoolDir(app.config), PHOTO_MAX_BYTES);
    for (const { name, handler } of named.filter((call) => call.binary))
      uploads.route(callRoute(app, name, handler));
  });
}
