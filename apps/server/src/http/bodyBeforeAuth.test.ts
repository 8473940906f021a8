import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { type OutgoingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, type CallName, contract, PHOTO_MAX_BYTES } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newIssue, type TestApp, testImage } from '../../test/testApp';
import { createWorld, insertCompany, type World } from '../../test/world';
import { uploadSpoolDir } from '../photos/openPhotoStore';

/**
 * On a listening server, since inject hands the whole body over at once: a request announces its body in its
 * headers and sends none of it, so only an answer that needs no body comes back.
 */
let app: TestApp;
let world: World;
let base: URL;
beforeAll(async () => {
  app = await createTestApp();
  world = await createWorld(app);
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  base = new URL(`http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`);
});
afterAll(() => app.close());

/** Longest a refusal may take: it needs no body, so it comes at once (the body never does). */
const PROMPTLY_MS = 2000;

const pathOf = (name: CallName, query = '') => `${API_PREFIX}${contract[name].path}${query}`;

/** The answer to headers announcing a body that never comes; fails when none arrives within PROMPTLY_MS. */
function withheldBody(
  path: string,
  headers: OutgoingHttpHeaders,
): Promise<{ status: number; body: { error?: { code: string } } }> {
  return new Promise((resolve, reject) => {
    const sent = request(new URL(path, base), { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        sent.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    sent.setTimeout(PROMPTLY_MS, () =>
      sent.destroy(new Error(`No answer within ${PROMPTLY_MS} ms: the server waits for the body`)),
    );
    sent.on('error', reject);
    // The headers go out; the body is withheld.
    sent.flushHeaders();
  });
}

/** Spool files of upload bodies (photos/uploadSpool.ts) now on disk. */
async function spooled(): Promise<string[]> {
  const files = await readdir(uploadSpoolDir(app.config)).catch(() => []);
  return files.filter((file) => file.endsWith('.upload'));
}

const TWENTY_MB = 20 * 1024 * 1024;

const photoQuery = (parentUuid: string) =>
  `?obj=${encodeURIComponent(
    JSON.stringify({
      uuid: randomUUID(),
      targetType: 'vegetation-issue',
      parentUuid,
      fileType: 'image/jpeg',
    }),
  )}`;

describe('authentication before the body', () => {
  /** Callers without a valid token: none, one that does not verify, and a deactivated user's. */
  async function refusedTokens(): Promise<[string, OutgoingHttpHeaders][]> {
    const { field } = await insertCompany(app, app.context.db, `Gone ${randomUUID()}`, 'client');
    await app.context.db.execute(sql`UPDATE users SET is_active = false WHERE id = ${field.id}`);
    return [
      ['no token', {}],
      ['a token that does not verify', { authorization: 'Bearer not-a-token' }],
      ['an inactive user’s token', { authorization: `Bearer ${field.token}` }],
    ];
  }

  it('answers a command without a valid token 401 while its announced 20 MB of JSON is withheld', async () => {
    for (const [caller, auth] of await refusedTokens()) {
      const answer = await withheldBody(pathOf('issuesCreate'), {
        ...auth,
        'content-type': 'application/json',
        'content-length': TWENTY_MB,
      });
      expect(answer.status, caller).toBe(401);
      expect(answer.body.error?.code, caller).toBe('unauthorized');
    }
  });

  it('answers a photo upload without a valid token 401 before spooling a byte', async () => {
    const issue = await call(
      app,
      'issuesCreate',
      newIssue(world.client.areaIds[0], world.client.field.id),
      world.client.field.token,
    );
    expect(issue.status).toBe(200);
    for (const [caller, auth] of await refusedTokens()) {
      const answer = await withheldBody(pathOf('photosUpload', photoQuery(issue.body.uuid)), {
        ...auth,
        'content-type': 'image/jpeg',
        'content-length': PHOTO_MAX_BYTES - 1,
      });
      expect(answer.status, caller).toBe(401);
      expect(await spooled(), caller).toEqual([]);
    }
  });
});

describe('body limits and parsers per route', () => {
  it('refuses a login announcing 100 KB with 413 without reading it', async () => {
    const answer = await withheldBody(pathOf('login'), {
      'content-type': 'application/json',
      'content-length': 100 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe('too_large');
  });

  it('refuses a signed-in command announcing 20 MB of JSON with 413 without reading it', async () => {
    const answer = await withheldBody(pathOf('issuesCreate'), {
      authorization: `Bearer ${world.client.field.token}`,
      'content-type': 'application/json',
      'content-length': TWENTY_MB,
    });
    expect(answer.status).toBe(413);
  });

  it('answers an image body 415 on routes other than the uploads, spooling nothing', async () => {
    const login = await withheldBody(pathOf('login'), {
      'content-type': 'image/jpeg',
      'content-length': 1000,
    });
    expect(login.status).toBe(415);
    expect(login.body.error?.code).toBe('unsupported_media_type');
    const command = await withheldBody(pathOf('issuesCreate'), {
      authorization: `Bearer ${world.client.field.token}`,
      'content-type': 'image/png',
      'content-length': 1000,
    });
    expect(command.status).toBe(415);
    expect(await spooled()).toEqual([]);
  });

  it('still takes a signed-in user’s photo upload, and leaves no spool file', async () => {
    const { field } = world.client;
    const issue = await call(app, 'issuesCreate', newIssue(world.client.areaIds[0], field.id), field.token);
    const answer = await fetch(new URL(pathOf('photosUpload', photoQuery(issue.body.uuid)), base), {
      method: 'POST',
      headers: { authorization: `Bearer ${field.token}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await testImage()),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { success: boolean }).success).toBe(true);
    expect(await spooled()).toEqual([]);
  });

  it('takes only the file on the upload routes: a JSON body there is 415', async () => {
    const { field } = world.client;
    const issue = await call(app, 'issuesCreate', newIssue(world.client.areaIds[0], field.id), field.token);
    const answer = await fetch(new URL(pathOf('photosUpload', photoQuery(issue.body.uuid)), base), {
      method: 'POST',
      headers: { authorization: `Bearer ${field.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ photo: 'not here' }),
    });
    expect(answer.status).toBe(415);
  });
});
