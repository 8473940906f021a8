import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { API_PREFIX } from '@verge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIssueRow } from '../../test/directRows';
import { call, createTestApp, newIssue, type TestApp, testImage, uploadIssuePhoto } from '../../test/testApp';
import { createWorld, type World } from '../../test/world';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

let app: TestApp;
let world: World;
let webDist: string;

/** A web build as apps/web/scripts/precompress.ts leaves it: each text file with its .br and .gz. */
const INDEX = `<!doctype html><title>Verge</title>${'<!-- shell -->'.repeat(100)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

async function writeBuild(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  for (const [name, text] of [
    ['index.html', INDEX],
    ['assets/app.js', SCRIPT],
  ]) {
    await writeFile(join(dir, name), text);
    await writeFile(join(dir, `${name}.br`), brotliCompressSync(text));
    await writeFile(join(dir, `${name}.gz`), gzipSync(text));
  }
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'verge-web-'));
  await writeBuild(webDist);
  app = await createTestApp({ webDist });
  world = await createWorld(app);
  for (let i = 0; i < 5; i++) {
    await insertIssueRow(app.context.db, {
      assetId: world.client.assetId,
      areaId: world.client.areaIds[0],
      userId: world.client.field.id,
    });
  }
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers });

function assetSyncUrl(): string {
  const { field, assetId } = world.client;
  return `${API_PREFIX}/update/asset?obj=${encodeURIComponent(JSON.stringify({ userId: field.id, assetId }))}`;
}

const asField = () => ({ authorization: `Bearer ${world.client.field.token}` });

describe('API compression', () => {
  it('sends a sync answer as brotli or gzip per Accept-Encoding, each decoding to the plain JSON', async () => {
    const plain = await get(assetSyncUrl(), asField());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const json = JSON.parse(plain.body) as { issues: unknown[] };
    expect(json.issues).toHaveLength(5);

    const br = await get(assetSyncUrl(), { ...asField(), 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const gz = await get(assetSyncUrl(), { ...asField(), 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    // Stamps such as the sync's `since` move between calls; the records do not.
    const decoded = (bytes: Buffer) => (JSON.parse(bytes.toString('utf8')) as { issues: unknown[] }).issues;
    expect(decoded(brotliDecompressSync(br.rawPayload))).toEqual(json.issues);
    expect(decoded(gunzipSync(gz.rawPayload))).toEqual(json.issues);
  });

  it('sends an answer under the threshold as it is, and nothing compressed without Accept-Encoding', async () => {
    const small = await call(app, 'health', undefined);
    expect(JSON.stringify(small.body).length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    const health = await get(`${API_PREFIX}/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual(small.body);

    const identity = await get(assetSyncUrl(), { ...asField(), 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveProperty('issues');
  });

  it('sends photos as stored: a JPEG is compressed already', async () => {
    const { field, areaIds } = world.client;
    const issue = await call(app, 'issuesCreate', newIssue(areaIds[0], field.id), field.token);
    const bytes = await testImage(1600, 1200);
    const uploaded = await uploadIssuePhoto(app, issue.body.uuid, field.token, bytes);
    const served = await get(`${API_PREFIX}/photos/file/${uploaded.body.key}`, {
      'accept-encoding': 'br, gzip',
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(served.headers['content-encoding']).toBeUndefined();
  });
});

describe('precompressed web build', () => {
  it('sends the .br or .gz file the build made for a script, per Accept-Encoding', async () => {
    const br = await get('/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    const gz = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(gzipSync(SCRIPT));
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page shell precompressed, at its own path and for a page route', async () => {
    for (const url of ['/index.html', '/issues']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });
});
