import { type FieldIssue, MESSAGES, REQUEST_ERRORS } from '@verge/domain';

/** The call could not be made as asked: no token, no payload, or a payload that fails the contract. */
export class RequestPreconditionError extends Error {
  override readonly name = 'RequestPreconditionError';
  constructor(
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
  }
}

/** No response at all: the network is down, the server is unreachable, or the time-out passed. */
export class NoResponseError extends Error {
  override readonly name = 'NoResponseError';
  constructor(override readonly cause?: unknown) {
    super(REQUEST_ERRORS.noResponse);
  }
}

/** The server answered with a status other than 2xx. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldIssue[] = [],
    /** The server's Retry-After header (seconds or an HTTP date), when it sent one. */
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

/** The server answered 2xx with a body that is not what the contract promises. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
  }
}

export function isNoResponse(error: unknown): error is NoResponseError {
  return error instanceof NoResponseError;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** The snackbar text for a failed load: offline-and-cached for network errors, the generic one otherwise. */
export function loadErrorMessage(error: unknown): string {
  return isNoResponse(error) ? MESSAGES.offlineCached : MESSAGES.loadError;
}
