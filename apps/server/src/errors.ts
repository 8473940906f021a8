import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '@verge/domain';

/** An error with a status and a message fit to show; anything else becomes a logged 500. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** An error the client may retry after `retryAfterSeconds` (sent as Retry-After): a spent limit, a busy server. */
export class RetryLaterError extends ApiError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/** 429: a limit is spent. */
export class RateLimitedError extends RetryLaterError {
  constructor(message: string, retryAfterSeconds: number) {
    super('rate_limited', message, retryAfterSeconds);
  }
}

export const badRequest = (message: string, details?: FieldIssue[]) =>
  new ApiError('validation', message, details);
export const unauthorized = (message = 'Authentication required') => new ApiError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError('forbidden', message);
export const notFound = (what = 'Record') => new ApiError('not_found', `${what} not found`);
export const conflict = (message: string) => new ApiError('conflict', message);

/** Throw 404 unless the value exists: records of other companies answer the same as missing ones. */
export function found<T>(value: T | null | undefined, what?: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}

/** A PostgreSQL error code (SQLSTATE): five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

const CONSTRAINT_MESSAGES: Record<string, string> = {
  photos_max_per_record: 'A record holds at most 8 photos',
  users_user_name_key: 'That username is already taken',
};

/**
 * Database errors that are the caller's fault become clear API errors by SQLSTATE (ODK Central's
 * postgresErrorToProblem): invariants (class 23) 400/409, data exceptions (class 22) 400, a value too
 * big for an index row (54000) 413. Anything else is the server's fault: null, so it answers 500.
 */
export function fromDatabaseError(error: unknown): ApiError | null {
  const e = error as PgLikeError;
  const cause = (error as { cause?: PgLikeError }).cause;
  // Drizzle wraps what a query met, the pool's 503 for a connection not had in time (db/client.ts) included.
  if (cause instanceof ApiError) return cause;
  const pgError = e?.code && SQLSTATE.test(e.code) ? e : cause;
  if (!pgError?.code || !SQLSTATE.test(pgError.code)) return null;
  const known = pgError.constraint ? CONSTRAINT_MESSAGES[pgError.constraint] : undefined;
  switch (pgError.code) {
    case '23505':
      return conflict(known ?? 'A record with these values already exists');
    case '23514':
    case 'P0001':
      return badRequest(known ?? `Value breaks a rule of the data (${pgError.constraint ?? 'check'})`);
    case '23503':
      return badRequest('A referenced record does not exist');
    case '23502':
      return badRequest('A required value is missing');
    case '54000':
      return new ApiError('too_large', 'A value is too large to store');
    case 'XX000':
      return badRequest('A value has the wrong form');
    default:
      return pgError.code.startsWith('22') ? badRequest('A value has the wrong form') : null;
  }
}
