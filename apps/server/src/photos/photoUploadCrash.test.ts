import { randomUUID } from 'node:crypto';
import { readdir, stat, utimes } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { API_PREFIX, type UploadPhotoRequest } from '@verge/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { filesUnder } from '../../test/failingDisk';
import {
  demoLogin,
  processCall,
  processDatabase,
  type ServerProcess,
  serverProcess,
} from '../../test/serverProcess';
import { DEMO_USERS } from '../seed/demoAccounts';
import { TEMPORARY_FILE_MAX_AGE_MS } from './temporaryFiles';

/**
 * Issue 13 point 9: a server killed (kill -9) in the middle of a photo upload loses nothing and keeps no
 * part of it as a photo; the client's retry with the same photo uuid then stores it once. A real server
 * process on the test database (embedded, or a copy of the PostgreSQL template when TEST_DATABASE_URL is set).
 */
let server: ServerProcess;
let dropDatabase = async () => {};

async function api<T>(
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  input: unknown,
): Promise<T> {
  const answer = await processCall<T>(server, method, path, token, input);
  expect(answer.status, `${method} ${path}`).toBe(200);
  return answer.body;
}

/** Send the photo; with `cut` only that many bytes of it, the request left hanging open. */
function sendPhoto(token: string, photo: UploadPhotoRequest, bytes: Buffer, cut?: number) {
  const req = httpRequest({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: `${API_PREFIX}/photos/upload?obj=${encodeURIComponent(JSON.stringify(photo))}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'image/jpeg',
      'content-length': bytes.length,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  if (cut === undefined) req.end(bytes);
  else req.write(bytes.subarray(0, cut));
  return { req, answer };
}

const spoolFiles = async () => {
  const dir = join(server.dataDir, 'uploads');
  return Promise.all(
    (await readdir(dir).catch(() => [] as string[])).map(async (name) => ({
      path: join(dir, name),
      size: (await stat(join(dir, name))).size,
    })),
  );
};

beforeAll(async () => {
  const database = await processDatabase();
  dropDatabase = database.drop;
  server = await serverProcess({ databaseUrl: database.url, env: { PHOTO_STORE: 'disk' } });
  await server.start();
}, 180_000);

afterAll(async () => {
  await server.close();
  await dropDatabase();
});

it('keeps nothing of a photo whose upload the kill cut off, and stores the retry once', async () => {
  const { token, userId } = await demoLogin(server, DEMO_USERS.clientAdmin.user_name);
  const { assets } = await api<{ assets: { id: number }[] }>('GET', '/update', token, { userId });
  const issuePhotos = async () => {
    const { issues } = await api<{ issues: { uuid: string; photos: string[] }[] }>(
      'GET',
      '/update/asset',
      token,
      {
        assetId: assets[0].id,
        userId,
      },
    );
    return issues;
  };
  const issue = (await issuePhotos()).find((i) => i.photos.length === 0);
  expect(issue).toBeDefined();
  const photo: UploadPhotoRequest = {
    uuid: randomUUID(),
    targetType: 'vegetation-issue',
    parentUuid: issue!.uuid,
    fileType: 'image/jpeg',
  };
  const bytes = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const photosRoot = join(server.dataDir, 'photos');
  const photoFilesBefore = await filesUnder(photosRoot);

  // Half the body sent, the server spooling it: kill -9.
  const { req, answer } = sendPhoto(token, photo, bytes, Math.floor(bytes.length / 2));
  answer.catch(() => undefined);
  const deadline = Date.now() + 20_000;
  while (!(await spoolFiles()).some((f) => f.size > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.kill();
  req.destroy();
  const partial = await spoolFiles();
  expect(partial).toHaveLength(1);
  expect(partial[0].size).toBeGreaterThan(0);
  expect(partial[0].size).toBeLessThan(bytes.length);
  expect(await filesUnder(photosRoot)).toEqual(photoFilesBefore);

  // The partial body is a crash's leftover: aged past the sweep's threshold, the restart removes it.
  const longAgo = new Date(Date.now() - TEMPORARY_FILE_MAX_AGE_MS - 60_000);
  await utimes(partial[0].path, longAgo, longAgo);
  await server.start();
  expect(await spoolFiles()).toEqual([]);
  expect((await issuePhotos()).find((i) => i.uuid === issue!.uuid)?.photos).toEqual([]);
  expect(await filesUnder(photosRoot)).toEqual(photoFilesBefore);

  // The client's retry of the same photo uuid stores it; a second retry answers the same key.
  const first = await sendPhoto(token, photo, bytes).answer;
  expect(first.status).toBe(200);
  const { key } = JSON.parse(first.body) as { key: string };
  const again = await sendPhoto(token, photo, bytes).answer;
  expect(JSON.parse(again.body).key).toBe(key);
  expect((await issuePhotos()).find((i) => i.uuid === issue!.uuid)?.photos).toEqual([key]);
  const served = await fetch(`${server.base}${API_PREFIX}/photos/file/${key}`);
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  expect((await filesUnder(photosRoot)).length).toBe(photoFilesBefore.length + 2);
}, 240_000);
