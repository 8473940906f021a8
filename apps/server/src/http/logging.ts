import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

/** Where log lines go and from which level; Fastify's own pino writes them. */
export interface LogOptions {
  level: string;
  /** A writable stream for the JSON lines; stdout when absent (tests pass their own). */
  stream?: { write(line: string): void };
}

/** Fields that may hold a secret or a person's address wherever they appear in a log line. */
const REDACTED_FIELDS = ['authorization', 'password', 'newPassword', 'token', 'email', 'to'];

/** What a database error says of itself that is safe to log (its `detail` quotes the row's values). */
const DATABASE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

/** An error in a log line (the shape Fastify's `err` serializer returns). */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The `at …` lines of a stack, without its first line (the message, which may hold values). */
const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * An error as a log line shows it. A failed query (Drizzle's DrizzleQueryError, whose message and stack
 * carry the parameters: password hashes, emails) keeps its SQL text and drops the parameters; database
 * errors keep their SQLSTATE, constraint and message and drop `detail`, which quotes the row's values.
 * Only the fields named here are logged, never an error's other own properties.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const query = (error as { query?: unknown }).query;
  const fields = error as Partial<Record<(typeof DATABASE_ERROR_FIELDS)[number], unknown>>;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: typeof query === 'string' ? `Failed query: ${query}` : error.message,
    ...Object.fromEntries(
      DATABASE_ERROR_FIELDS.filter((key) => typeof fields[key] === 'string').map((key) => [key, fields[key]]),
    ),
    stack: stackFrames(error.stack) ?? '',
    ...(cause !== undefined && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/**
 * Fastify's logger options: JSON lines with the request id on each (`reqId`), requests logged by method and
 * path only (a query string can carry a reset token), errors through serializeError, and secret or
 * personal fields censored wherever they appear.
 */
export function loggerOptions(options: LogOptions): FastifyServerOptions['logger'] {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: {
      paths: REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]),
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => serializeError(error),
    },
  };
}

const requestLog = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Make the request's own logger (whose lines carry its reqId) the current one for everything the request
 * runs, services and work after its commit included (@fastify/request-context's way).
 */
export function trackRequestLogger(server: FastifyInstance): void {
  server.addHook('onRequest', (request, _reply, done) => requestLog.run(request.log, done));
}

/** The logger of the request being served, else `fallback` (start-up, scheduled jobs). */
export const currentLogger = (fallback: FastifyBaseLogger): FastifyBaseLogger =>
  requestLog.getStore() ?? fallback;
