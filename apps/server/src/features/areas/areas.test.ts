import { managementAreaSchema } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, squareAround, type World } from '../../../test/world';
import { firstRow, rows } from '../../db/sql';

let app: TestApp;
let world: World;
let root: string;
setupWorld((started) => {
  ({ app, world } = started);
  root = world.superUser.token;
});

const areaCount = async (assetId: number) =>
  (await firstRow<{ n: number }>(
    app.context.db,
    sql`SELECT count(*)::int AS n FROM management_areas WHERE asset_id = ${assetId}`,
  ))!.n;

/** A shape as PostGIS gives it back: ST_AsGeoJSON keeps 9 decimals. */
function asStored<T>(shape: T): T {
  return JSON.parse(
    JSON.stringify(shape, (_key, value) => (typeof value === 'number' ? Number(value.toFixed(9)) : value)),
  );
}

/** A bow-tie: a closed ring that crosses itself, well-formed GeoJSON but an invalid polygon. */
const bowTie = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-116.5, 53.9],
      [-116.49, 53.91],
      [-116.49, 53.9],
      [-116.5, 53.91],
      [-116.5, 53.9],
    ] as [number, number][],
  ],
};

describe('adminAssetAreas', () => {
  it('lists the live areas of an asset in the management-area read shape', async () => {
    const res = await call(app, 'adminAssetAreas', { assetId: world.client.assetId }, root);
    expect(res.status).toBe(200);
    expect(res.body.map((a) => a.id)).toEqual(world.client.areaIds);
    const first = managementAreaSchema.parse(res.body[0]);
    expect(first).toMatchObject({ assetId: world.client.assetId, subAssetId: null, hidden: false });
    expect(first.shape).toEqual(asStored(squareAround(-116.5765, 53.9333)));
  });

  it('answers 404 for an unknown asset, 400 for a bad id, 401 and 403', async () => {
    expect((await call(app, 'adminAssetAreas', { assetId: 999_999 }, root)).status).toBe(404);
    expect((await call(app, 'adminAssetAreas', { assetId: 0 }, root)).status).toBe(400);
    expect((await call(app, 'adminAssetAreas', { assetId: world.client.assetId })).status).toBe(401);
    const asUser = await call(
      app,
      'adminAssetAreas',
      { assetId: world.client.assetId },
      world.client.admin.token,
    );
    expect(asUser.status).toBe(403);
  });
});

describe('adminCreateArea', () => {
  it('stores the polygon and returns its id', async () => {
    const shape = squareAround(-116.4, 53.8, 0.002);
    const res = await call(
      app,
      'adminCreateArea',
      { assetId: world.rival.assetId, name: 'Compressor Yard', shape, image_label: 'CY-1' },
      root,
    );
    expect(res.status).toBe(200);
    const row = await firstRow<{ name: string; image_label: string; shape: unknown; asset_id: number }>(
      app.context.db,
      sql`SELECT name, image_label, asset_id, ST_AsGeoJSON(shape)::json AS shape FROM management_areas WHERE id = ${res.body.id}`,
    );
    expect(row).toEqual({
      name: 'Compressor Yard',
      image_label: 'CY-1',
      asset_id: world.rival.assetId,
      shape: asStored(shape),
    });
  });

  it('refuses a self-intersecting polygon with the reason, an open ring and a blank name (400)', async () => {
    const before = await areaCount(world.rival.assetId);
    const crossed = await call(
      app,
      'adminCreateArea',
      { assetId: world.rival.assetId, name: 'Bow', shape: bowTie },
      root,
    );
    expect(crossed.status).toBe(400);
    expect(crossed.error?.message).toMatch(/invalid shape: Self-intersection/);
    const open = { ...bowTie, coordinates: [bowTie.coordinates[0].slice(0, 4)] };
    const openRes = await call(
      app,
      'adminCreateArea',
      { assetId: world.rival.assetId, name: 'Open', shape: open },
      root,
    );
    expect(openRes.status).toBe(400);
    const blank = { assetId: world.rival.assetId, name: ' ', shape: squareAround(0, 0) };
    expect((await call(app, 'adminCreateArea', blank, root)).status).toBe(400);
    expect(await areaCount(world.rival.assetId)).toBe(before);
  });

  it('answers 404 for an unknown asset and 400 for a sub-asset of another asset', async () => {
    const shape = squareAround(-116.4, 53.8);
    expect((await call(app, 'adminCreateArea', { assetId: 999_999, name: 'X', shape }, root)).status).toBe(
      404,
    );
    const sub = await firstRow<{ id: number }>(
      app.context.db,
      sql`INSERT INTO sub_assets (asset_id, sub_asset_name, latitude, longitude)
          VALUES (${world.client.assetId}, 'Valve 7', 53.93, -116.57) RETURNING id`,
    );
    const wrong = await call(
      app,
      'adminCreateArea',
      { assetId: world.rival.assetId, name: 'X', shape, subAssetId: sub!.id },
      root,
    );
    expect(wrong.status).toBe(400);
    const right = await call(
      app,
      'adminCreateArea',
      { assetId: world.client.assetId, name: 'Valve 7 pad', shape, subAssetId: sub!.id },
      root,
    );
    expect(right.status).toBe(200);
  });

  it('answers 401 without a token and 403 to a company admin', async () => {
    const input = { assetId: world.client.assetId, name: 'X', shape: squareAround(0, 0) };
    expect((await call(app, 'adminCreateArea', input)).status).toBe(401);
    expect((await call(app, 'adminCreateArea', input, world.client.admin.token)).status).toBe(403);
  });
});

describe('adminUpdateArea', () => {
  it('renames, reshapes and hides an area, bumping updated_at; hidden areas leave the list', async () => {
    const [areaId] = world.rival.areaIds;
    const before = await firstRow<{ updated_at: string }>(
      app.context.db,
      sql`SELECT updated_at::text FROM management_areas WHERE id = ${areaId}`,
    );
    const shape = squareAround(-116.41, 53.81);
    const res = await call(app, 'adminUpdateArea', { id: areaId, name: 'Renamed', shape }, root);
    expect(res.body).toEqual({ success: true });
    const row = await firstRow<{ name: string; shape: unknown; updated_at: string }>(
      app.context.db,
      sql`SELECT name, ST_AsGeoJSON(shape)::json AS shape, updated_at::text FROM management_areas WHERE id = ${areaId}`,
    );
    expect(row).toMatchObject({ name: 'Renamed', shape: asStored(shape) });
    expect(row!.updated_at > before!.updated_at).toBe(true);
    await call(app, 'adminUpdateArea', { id: areaId, hidden: true }, root);
    const list = await call(app, 'adminAssetAreas', { assetId: world.rival.assetId }, root);
    expect(list.body.map((a) => a.id)).not.toContain(areaId);
    const kept = await rows(
      app.context.db,
      sql`SELECT 1 FROM management_areas WHERE id = ${areaId} AND hidden`,
    );
    expect(kept).toHaveLength(1);
  });

  it('refuses an invalid shape (400) and an unknown area (404)', async () => {
    const [, areaId] = world.rival.areaIds;
    expect((await call(app, 'adminUpdateArea', { id: areaId, shape: bowTie }, root)).status).toBe(400);
    expect((await call(app, 'adminUpdateArea', { id: 999_999, name: 'X' }, root)).status).toBe(404);
    expect((await call(app, 'adminUpdateArea', { id: areaId, name: '' }, root)).status).toBe(400);
  });

  it('answers 401 without a token and 403 to a company admin', async () => {
    const input = { id: world.client.areaIds[0], name: 'X' };
    expect((await call(app, 'adminUpdateArea', input)).status).toBe(401);
    expect((await call(app, 'adminUpdateArea', input, world.client.admin.token)).status).toBe(403);
  });
});

describe('adminImportAreas', () => {
  const ring = (lng: number, lat: number) => squareAround(lng, lat).coordinates;

  it('imports each polygon feature of a GeoJSON FeatureCollection, naming them, skipping points', async () => {
    const assetId = world.client.otherAssetId;
    const content = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'North Ditch' },
          geometry: { type: 'Polygon', coordinates: ring(-116.52, 53.93) },
        },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-116.52, 53.93] } },
        {
          type: 'Feature',
          properties: null,
          geometry: { type: 'MultiPolygon', coordinates: [ring(-116.53, 53.93), ring(-116.54, 53.93)] },
        },
      ],
    });
    const res = await call(app, 'adminImportAreas', { assetId, format: 'geojson', content }, root);
    expect(res.status).toBe(200);
    expect(res.body.ids).toHaveLength(2);
    const stored = await rows<{ name: string; kind: string }>(
      app.context.db,
      sql`SELECT name, GeometryType(shape) AS kind FROM management_areas WHERE id IN (${sql.join(
        res.body.ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    expect(stored).toEqual([
      { name: 'North Ditch', kind: 'POLYGON' },
      { name: 'Area 2', kind: 'MULTIPOLYGON' },
    ]);
  });

  it('imports a bare geometry and a single Feature', async () => {
    const assetId = world.client.otherAssetId;
    const bare = JSON.stringify({ type: 'Polygon', coordinates: ring(-116.55, 53.93) });
    const one = await call(app, 'adminImportAreas', { assetId, format: 'geojson', content: bare }, root);
    expect(one.body.ids).toHaveLength(1);
    const feature = JSON.stringify({
      type: 'Feature',
      properties: { name: 'Pad' },
      geometry: { type: 'Polygon', coordinates: ring(-116.56, 53.93) },
    });
    const two = await call(app, 'adminImportAreas', { assetId, format: 'geojson', content: feature }, root);
    expect(two.body.ids).toHaveLength(1);
  });

  it('imports KML placemarks with polygons (altitude dropped), skipping lines', async () => {
    const assetId = world.rival.otherAssetId;
    const before = await areaCount(assetId);
    const coords = ring(-116.35, 53.8)[0]
      .map(([x, y]) => `${x},${y},0`)
      .join(' ');
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
  <Placemark><name>Wetland Buffer</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
  <Placemark><name>Access Road</name><LineString><coordinates>-116.35,53.8,0 -116.34,53.81,0</coordinates></LineString></Placemark>
</Document></kml>`;
    const res = await call(app, 'adminImportAreas', { assetId, format: 'kml', content }, root);
    expect(res.status).toBe(200);
    expect(res.body.ids).toHaveLength(1);
    const list = await call(app, 'adminAssetAreas', { assetId }, root);
    const imported = list.body.find((a) => a.id === res.body.ids[0]);
    expect(imported?.name).toBe('Wetland Buffer');
    expect(imported?.shape).toEqual(asStored(squareAround(-116.35, 53.8)));
    expect(await areaCount(assetId)).toBe(before + 1);
  });

  it('refuses, creating nothing, a file without polygons, unparseable files and any invalid polygon', async () => {
    const assetId = world.rival.otherAssetId;
    const before = await areaCount(assetId);
    const points = JSON.stringify({ type: 'Point', coordinates: [-116.3, 53.8] });
    const none = await call(app, 'adminImportAreas', { assetId, format: 'geojson', content: points }, root);
    expect(none.status).toBe(400);
    expect(none.error?.message).toBe('The file holds no polygon to import as a management area');
    const notJson = await call(
      app,
      'adminImportAreas',
      { assetId, format: 'geojson', content: '{oops' },
      root,
    );
    expect(notJson.status).toBe(400);
    expect(notJson.error?.message).toMatch(/not valid GeoJSON/);
    const notKml = await call(
      app,
      'adminImportAreas',
      { assetId, format: 'kml', content: '<kml><Document>' },
      root,
    );
    expect(notKml.status).toBe(400);
    const html = await call(
      app,
      'adminImportAreas',
      { assetId, format: 'kml', content: '<html></html>' },
      root,
    );
    expect(html.status).toBe(400);
    const mixed = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Good' },
          geometry: { type: 'Polygon', coordinates: ring(-116.3, 53.8) },
        },
        { type: 'Feature', properties: { name: 'Crossed' }, geometry: bowTie },
      ],
    });
    const bad = await call(app, 'adminImportAreas', { assetId, format: 'geojson', content: mixed }, root);
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^Area 'Crossed' has an invalid shape/);
    const malformed = JSON.stringify({ type: 'MultiPolygon', coordinates: 'north field' });
    const garbled = await call(
      app,
      'adminImportAreas',
      { assetId, format: 'geojson', content: malformed },
      root,
    );
    expect(garbled.status).toBe(400);
    expect(garbled.error?.message).toMatch(/^Area 'Area 1' has an invalid shape/);
    expect(await areaCount(assetId)).toBe(before);
  });

  it('answers 404 for an unknown asset, 400 for an unknown format, 401 and 403', async () => {
    const content = JSON.stringify({ type: 'Polygon', coordinates: ring(0, 0) });
    expect(
      (await call(app, 'adminImportAreas', { assetId: 999_999, format: 'geojson', content }, root)).status,
    ).toBe(404);
    const shp = { assetId: world.client.assetId, format: 'shp', content };
    expect((await call(app, 'adminImportAreas', shp as never, root)).status).toBe(400);
    const input = { assetId: world.client.assetId, format: 'geojson' as const, content };
    expect((await call(app, 'adminImportAreas', input)).status).toBe(401);
    expect((await call(app, 'adminImportAreas', input, world.client.admin.token)).status).toBe(403);
  });
});
