import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, contract } from '@verge/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { loadTrustProxy } from '../config';
import { contentSecurityPolicy, inlineScriptHashes, sourceOf } from './securityHeaders';

const BOOT_SCRIPT = "document.documentElement.setAttribute('data-boot', 'login');";
const INDEX = `<!doctype html><html><head><script>${BOOT_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;
const bootHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

let webDist: string;
let app: TestApp;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'verge-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(webDist, 'assets', 'app.js'), 'console.log("app");');
  app = await createTestApp({
    webDist,
    mapTileUrl: 'https://tiles.example.com/imagery/{z}/{y}/{x}.jpg',
    lsdWmsUrl: 'https://maps.example.org:8443/ats/wms',
    trustProxy: loadTrustProxy('10.0.0.0/8'),
  });
});
afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const policy = String(response.headers['content-security-policy']);
  expect(policy).toContain(`script-src 'self' ${bootHash};`);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain(
    "img-src 'self' data: blob: https://tiles.example.com https://maps.example.org:8443;",
  );
  expect(policy).toContain("connect-src 'self' https://tiles.example.com https://maps.example.org:8443;");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Served over plain HTTP (PUBLIC_URL is http://localhost): no HSTS.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on an API answer', async () => {
    const response = await app.server.inject({ method: 'GET', url: `${API_PREFIX}/health` });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on a static file, index.html and a page route served as index.html', async () => {
    for (const url of ['/assets/app.js', '/', '/issues/12']) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response);
    }
  });

  it('are on errors and 404s', async () => {
    const { method, path } = contract.syncRelations;
    const refused = await app.server.inject({ method, url: `${API_PREFIX}${path}` });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused);
    const badJson = await app.server.inject({
      method: 'POST',
      url: `${API_PREFIX}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson);
    const missing = await app.server.inject({ method: 'GET', url: `${API_PREFIX}/no-such-call` });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    const noPhoto = await app.server.inject({ method: 'GET', url: `${API_PREFIX}/photos/file/nothing` });
    expect(noPhoto.statusCode).toBe(404);
    expectSecurityHeaders(noPhoto);
  });

  it('add HSTS when the trusted balancer says the request came over HTTPS, not when anyone else says so', async () => {
    const proto = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const viaBalancer = await app.server.inject({
      method: 'GET',
      url: `${API_PREFIX}/health`,
      remoteAddress: '10.1.2.3',
      headers: proto,
    });
    expect(viaBalancer.headers['strict-transport-security']).toBe('max-age=31536000');
    const direct = await app.server.inject({
      method: 'GET',
      url: `${API_PREFIX}/health`,
      remoteAddress: '203.0.113.7',
      headers: proto,
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS with an https PUBLIC_URL', () => {
  it('is on every answer', async () => {
    const secure = await createTestApp({ publicUrl: 'https://verge.example.com' });
    try {
      const response = await secure.server.inject({ method: 'GET', url: `${API_PREFIX}/health` });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

describe('the policy’s parts', () => {
  it('takes a template’s scheme and host; a picked subdomain is a wildcard; a relative one is this origin', () => {
    expect(sourceOf('https://server.arcgisonline.com/ArcGIS/rest/services/x/{z}/{y}/{x}')).toBe(
      'https://server.arcgisonline.com',
    );
    expect(sourceOf('https://{s}.tile.example.net/{z}/{x}/{y}.png')).toBe('https://*.tile.example.net');
    expect(sourceOf('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('hashes inline scripts only, not those with a src', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([bootHash]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script>\n</script>')).toHaveLength(1);
  });

  it('names each map origin once, and none for a relative template', () => {
    const policy = contentSecurityPolicy(
      {
        mapTileUrl: '/tiles/{z}/{x}/{y}.png',
        lsdWmsUrl: 'https://wms.example.com/wms',
        offlineTileUrl: null,
      },
      [],
    );
    expect(policy).toContain("connect-src 'self' https://wms.example.com;");
    expect(policy).toContain("script-src 'self';");
  });

  it('lets a device fetch the offline imagery source, when one is configured', () => {
    const policy = contentSecurityPolicy(
      {
        mapTileUrl: 'https://server.arcgisonline.com/tile/{z}/{y}/{x}',
        lsdWmsUrl: 'https://wms.example.com/wms',
        offlineTileUrl: 'https://offline.example.com/{z}/{x}/{y}.jpg',
      },
      [],
    );
    const sources = 'https://server.arcgisonline.com https://wms.example.com https://offline.example.com';
    expect(policy).toContain(`img-src 'self' data: blob: ${sources};`);
    expect(policy).toContain(`connect-src 'self' ${sources};`);
  });
});
