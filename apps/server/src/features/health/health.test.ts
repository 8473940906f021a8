import { APP_VERSION } from '@verge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    mapTileUrl: 'http://tiles.test/{z}/{y}/{x}.png',
    mapTileAttribution: 'Test imagery',
    lsdWmsUrl: 'http://grid.test/wms',
    offlineTileUrl: 'http://offline.test/{z}/{x}/{y}.jpg',
    lsdWmsOffline: true,
  });
});
afterAll(() => app.close());

describe('open calls', () => {
  it('GET /api/health answers with the version and the database kind, without a token', async () => {
    const res = await call(app, 'health', undefined);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: APP_VERSION, database: app.context.handle.kind });
  });

  it('GET /api/config gives the web app the configured map sources, and which may be stored offline, without a token', async () => {
    const res = await call(app, 'clientConfig', undefined);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mapTileUrl: 'http://tiles.test/{z}/{y}/{x}.png',
      mapTileAttribution: 'Test imagery',
      lsdWmsUrl: 'http://grid.test/wms',
      offlineTileUrl: 'http://offline.test/{z}/{x}/{y}.jpg',
      lsdWmsOffline: true,
    });
  });
});
