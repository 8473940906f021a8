import { MESSAGES } from '@verge/domain';
import { ApiError } from '../errors';

const FULL = new Set(['ENOSPC', 'EDQUOT']);
const REFUSED = new Set(['EROFS', 'EACCES', 'EPERM']);

/** An ApiError that keeps what went wrong underneath, for the log line of the 5xx it becomes. */
function withCause(error: ApiError, cause: unknown): ApiError {
  error.cause = cause;
  return error;
}

export const storeFull = (cause: unknown) =>
  withCause(new ApiError('insufficient_storage', MESSAGES.photoStoreFull), cause);

export const storeUnavailable = (cause: unknown) =>
  withCause(new ApiError('unavailable', MESSAGES.photoStoreUnavailable), cause);

/** A file-system failure as the client should hear it: full 507, read-only or not allowed 503, else as is. */
export function fromFileSystemError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code && FULL.has(code)) return storeFull(error);
  if (code && REFUSED.has(code)) return storeUnavailable(error);
  return error;
}
