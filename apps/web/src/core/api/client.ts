import {
  API_PREFIX,
  APP_VERSION,
  apiErrorSchema,
  type CallDefinition,
  type CallInput,
  type CallName,
  type CallOutput,
  COMMAND_CONTEXT_HEADER,
  type CommandContext,
  type Contract,
  contract,
  fieldIssues,
  IDEMPOTENCY_KEY_HEADER,
  PHOTO_UPLOAD_TIMEOUT_MS,
  REQUEST_ERRORS,
  REQUEST_TIMEOUT_MS,
} from '@verge/domain';
import { z } from 'zod';
import { environment } from './environment';
import { HttpError, NoResponseError, RequestPreconditionError, ResponseShapeError } from './errors';
import { noteServerReached } from './reachability';
import { getToken, setToken, type TokenKind } from './tokens';

export { configureApi } from './environment';

export interface CallOptions {
  /** The file of a binary upload (photos); the call's request then travels in the `obj` query parameter. */
  body?: Blob;
  signal?: AbortSignal;
  /** Override the time-out (20 s, 15 s for binary uploads). */
  timeoutMs?: number;
  /** A queued command's uuid: the server applies a call with the same key once and repeats its first answer. */
  idempotencyKey?: string;
  /** A queued command's circumstances on the device, for the record's history. */
  context?: CommandContext;
}

/** The arguments of a call: none for calls without input, else the input (checked against the contract). */
export type CallArgs<N extends CallName> = Contract[N]['input'] extends z.ZodVoid
  ? [input?: undefined, options?: CallOptions]
  : [input: CallInput<N>, options?: CallOptions];

function tokenKindOf(definition: CallDefinition): TokenKind {
  return definition.auth === 'super' ? 'admin' : 'user';
}

function takesInput(definition: CallDefinition): boolean {
  return !(definition.input instanceof z.ZodVoid);
}

function validateInput(name: CallName, definition: CallDefinition, input: unknown): unknown {
  if (!takesInput(definition)) return undefined;
  if (input === undefined || input === null) throw new RequestPreconditionError(REQUEST_ERRORS.paramsMissing);
  const parsed = definition.input.safeParse(input);
  if (!parsed.success) {
    throw new RequestPreconditionError(`Invalid ${name} request`, fieldIssues(parsed.error));
  }
  return parsed.data;
}

function requestUrl(definition: CallDefinition, payload: unknown): string {
  const path = `${environment.baseUrl}${API_PREFIX}${definition.path}`;
  const inQuery = definition.method === 'GET' || definition.body === 'binary';
  if (!inQuery || payload === undefined) return path;
  return `${path}?obj=${encodeURIComponent(JSON.stringify(payload))}`;
}

/** The spec's shape checks before the field-level validation: object, single object, or array. */
function checkShape(definition: CallDefinition, body: unknown): void {
  const expectsArray = definition.output instanceof z.ZodArray;
  if (expectsArray) {
    if (!Array.isArray(body)) throw new ResponseShapeError(REQUEST_ERRORS.notArray);
    return;
  }
  if (typeof body !== 'object' || body === null) throw new ResponseShapeError(REQUEST_ERRORS.notObject);
  if (Array.isArray(body)) throw new ResponseShapeError(REQUEST_ERRORS.notSingle);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Make one call of the contract: check the token and the payload before sending, send it the way the
 * contract says (JSON body, `obj` query parameter, or file body), honour X-Token and X-App-Version, and
 * check the answer against the contract before handing it back.
 */
export async function callApi<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<CallOutput<N>> {
  const [input, options = {}] = args as [unknown, CallOptions | undefined];
  const definition: CallDefinition = contract[name];
  const kind = tokenKindOf(definition);
  const token = getToken(kind);
  if (definition.auth !== 'open' && !token) throw new RequestPreconditionError(REQUEST_ERRORS.tokenMissing);
  const payload = validateInput(name, definition, input);

  const headers: Record<string, string> = { Accept: 'application/json', 'X-App-Version': APP_VERSION };
  if (token && definition.auth !== 'open') headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.context) headers[COMMAND_CONTEXT_HEADER] = JSON.stringify(options.context);
  let body: BodyInit | undefined;
  if (definition.body === 'binary') {
    if (!options.body) throw new RequestPreconditionError(REQUEST_ERRORS.paramsMissing);
    body = options.body;
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
  } else if (definition.method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }

  const timeoutMs =
    options.timeoutMs ?? (definition.body === 'binary' ? PHOTO_UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
    timeoutMs,
  );
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  let responseBody: unknown;
  try {
    response = await environment.fetch(requestUrl(definition, payload), {
      method: definition.method,
      headers,
      body,
      signal: controller.signal,
      cache: 'no-store',
    });
    responseBody = await readJson(response);
    noteServerReached(true);
  } catch (error) {
    // A call its caller dropped says nothing of the way to the server.
    if (!options.signal?.aborted) noteServerReached(false);
    throw new NoResponseError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  // A refresh belongs to the session that sent the call: after a logout or another login meanwhile, it is stale
  // and must not bring the old session back.
  const refreshed = response.headers.get('X-Token');
  if (refreshed && getToken(kind) === token) setToken(kind, refreshed);
  const serverVersion = response.headers.get('X-App-Version');
  if (serverVersion && environment.onVersion) environment.onVersion(serverVersion);

  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(responseBody);
    const retryAfter = response.headers.get('Retry-After');
    const error = parsed.success
      ? new HttpError(
          response.status,
          parsed.data.error.code,
          parsed.data.error.message,
          parsed.data.error.details,
          retryAfter,
        )
      : new HttpError(
          response.status,
          'http',
          `${definition.method} ${definition.path} answered ${response.status}`,
          [],
          retryAfter,
        );
    console.error(`${name} failed`, error);
    throw error;
  }

  checkShape(definition, responseBody);
  const result = definition.output.safeParse(responseBody);
  if (!result.success) {
    const error = new ResponseShapeError(`Unexpected ${name} response`, fieldIssues(result.error));
    console.error(error.message, error.details);
    throw error;
  }
  return result.data as CallOutput<N>;
}
