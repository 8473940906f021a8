import type { FieldIssue } from '@verge/domain';
import { HttpError, NoResponseError, RequestPreconditionError, ResponseShapeError } from './errors';

/** A call's failure as structured clone carries it between a worker and the page (class instances lose their class). */
export type WireError =
  | {
      kind: 'http';
      status: number;
      code: string;
      message: string;
      details: FieldIssue[];
      retryAfter: string | null;
    }
  | { kind: 'noResponse'; cause: string }
  | { kind: 'precondition' | 'shape'; message: string; details: FieldIssue[] }
  | { kind: 'other'; message: string };

export function errorToWire(error: unknown): WireError {
  if (error instanceof HttpError) {
    const { status, code, message, details, retryAfter } = error;
    return { kind: 'http', status, code, message, details, retryAfter };
  }
  if (error instanceof NoResponseError) return { kind: 'noResponse', cause: String(error.cause) };
  if (error instanceof RequestPreconditionError) {
    return { kind: 'precondition', message: error.message, details: error.details };
  }
  if (error instanceof ResponseShapeError)
    return { kind: 'shape', message: error.message, details: error.details };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** The failure as the page would have caught it, had it made the call itself. */
export function errorFromWire(wire: WireError): Error {
  switch (wire.kind) {
    case 'http':
      return new HttpError(wire.status, wire.code, wire.message, wire.details, wire.retryAfter);
    case 'noResponse':
      return new NoResponseError(wire.cause);
    case 'precondition':
      return new RequestPreconditionError(wire.message, wire.details);
    case 'shape':
      return new ResponseShapeError(wire.message, wire.details);
    default:
      return new Error(wire.message);
  }
}
