import { MESSAGES, REQUEST_ERRORS } from '@verge/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, configureApi } from './client';
import {
  HttpError,
  loadErrorMessage,
  NoResponseError,
  RequestPreconditionError,
  ResponseShapeError,
} from './errors';
import { getToken, primeTokens, setToken } from './tokens';

interface Sent {
  url: string;
  init: RequestInit;
}

function respond(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, requestInit?: RequestInit) => {
    sent.push({ url: String(url), init: requestInit ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status: init.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...init.headers },
    });
  });
  configureApi({ fetch: fetch as unknown as typeof globalThis.fetch });
  return sent;
}

const ISSUE_UUID = '123e4567-e89b-42d3-a456-426614174000';

beforeEach(() => {
  primeTokens({ user: 'user-token', admin: 'admin-token' });
  configureApi({ onVersion: null, baseUrl: '' });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('before sending', () => {
  it('refuses a call that needs a token when none is stored', async () => {
    primeTokens({ user: null });
    const sent = respond({});
    await expect(callApi('syncRelations')).rejects.toThrow(REQUEST_ERRORS.tokenMissing);
    expect(sent).toHaveLength(0);
  });

  it('refuses a call with a missing payload', async () => {
    const sent = respond({});
    await expect(callApi('issuesDelete', undefined as never)).rejects.toThrow(REQUEST_ERRORS.paramsMissing);
    expect(sent).toHaveLength(0);
  });

  it('refuses a payload that fails the contract, with field details', async () => {
    const sent = respond({});
    const error = await callApi('issuesDelete', { id: -3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestPreconditionError);
    expect((error as RequestPreconditionError).details[0].path).toBe('id');
    expect(sent).toHaveLength(0);
  });
});

describe('sending', () => {
  it('puts a GET payload in the obj query parameter and sends the bearer token', async () => {
    const sent = respond({ file: 'x', contentType: 'image/png' });
    await callApi('issuesImage', { key: 'a/b' });
    const url = new URL(sent[0].url, 'http://host');
    expect(url.pathname).toBe('/api/vegetationIssues/image');
    expect(JSON.parse(url.searchParams.get('obj') ?? '')).toEqual({ key: 'a/b' });
    expect((sent[0].init.headers as Record<string, string>).Authorization).toBe('Bearer user-token');
    expect(sent[0].init.method).toBe('GET');
  });

  it('posts JSON and uses the admin token for platform-admin calls', async () => {
    const sent = respond({ success: true, id: 4 });
    await callApi('adminCreateCompany', { company_name: 'A', company_tag: 'T', company_type: 'client' });
    expect(sent[0].init.method).toBe('POST');
    expect(JSON.parse(String(sent[0].init.body))).toEqual({
      company_name: 'A',
      company_tag: 'T',
      company_type: 'client',
    });
    expect((sent[0].init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it('sends a photo as the body with the request in obj', async () => {
    const sent = respond({ success: true, key: 'k1' });
    const file = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    const request = {
      uuid: ISSUE_UUID,
      targetType: 'vegetation-issue',
      parentUuid: ISSUE_UUID,
      fileType: 'image/jpeg',
    } as const;
    await callApi('photosUpload', request, { body: file });
    const url = new URL(sent[0].url, 'http://host');
    expect(JSON.parse(url.searchParams.get('obj') ?? '')).toEqual(request);
    expect(sent[0].init.body).toBe(file);
    expect((sent[0].init.headers as Record<string, string>)['Content-Type']).toBe('image/jpeg');
  });

  it('sends no Authorization header on open calls', async () => {
    const sent = respond({ token: 'abc' });
    await callApi('login', { username: 'u', password: 'p' });
    expect((sent[0].init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('after receiving', () => {
  it('replaces the stored token with X-Token and reports X-App-Version', async () => {
    const versions: string[] = [];
    configureApi({ onVersion: (v) => versions.push(v) });
    respond({ success: true }, { headers: { 'X-Token': 'fresh-token', 'X-App-Version': '9.9.9' } });
    await callApi('usersToggleActivation', { id: 2 });
    expect(getToken('user')).toBe('fresh-token');
    expect(versions).toEqual(['9.9.9']);
  });

  it('ignores X-Token when the session changed while the call was under way (logout, another login)', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    configureApi({
      fetch: (async () => {
        await answered;
        return new Response('{"success":true}', { headers: { 'X-Token': 'refreshed-old-session' } });
      }) as typeof globalThis.fetch,
    });
    const call = callApi('usersToggleActivation', { id: 2 });
    setToken('user', null);
    release();
    await call;
    expect(getToken('user')).toBeNull();
  });

  it('rejects a non-object answer, an array for a single object, and a non-array for a list', async () => {
    respond('"text"');
    await expect(callApi('usersToggleActivation', { id: 2 })).rejects.toThrow(REQUEST_ERRORS.notObject);
    respond([{ success: true }]);
    await expect(callApi('usersToggleActivation', { id: 2 })).rejects.toThrow(REQUEST_ERRORS.notSingle);
    respond({ id: 1 });
    await expect(callApi('alertsGet', { userId: 1 })).rejects.toThrow(REQUEST_ERRORS.notArray);
  });

  it('rejects an answer that does not match the contract', async () => {
    respond({ success: 'yes' });
    await expect(callApi('usersToggleActivation', { id: 2 })).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('turns an error status into an HttpError with the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond({ error: { code: 'forbidden', message: 'Not yours' } }, { status: 403 });
    const error = await callApi('usersToggleActivation', { id: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect((error as HttpError).message).toBe('Not yours');
    expect(loadErrorMessage(error)).toBe(MESSAGES.loadError);
  });
});

describe('no response', () => {
  it('a network failure is a NoResponseError, shown as the offline message', async () => {
    configureApi({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    const error = await callApi('syncRelations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoResponseError);
    expect(loadErrorMessage(error)).toBe(MESSAGES.offlineCached);
  });

  it('times out', async () => {
    configureApi({
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as unknown as typeof fetch,
    });
    await expect(callApi('syncRelations', undefined, { timeoutMs: 20 })).rejects.toBeInstanceOf(
      NoResponseError,
    );
  });
});
