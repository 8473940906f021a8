import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AreaShape,
  assetCorridorShapes,
  boundingBoxTileCount,
  type CorridorShape,
  corridorTiles,
  type GeoLineString,
  type GeoPoint,
  OFFLINE_MAP,
  type ZoomRange,
} from '@verge/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { rows } from '../apps/server/src/db/sql';
import { seedOnFirstStart } from '../apps/server/src/seed/seedOnFirstStart';
import { openBenchDatabase, POSTGRES_URL, scratchPostgres } from './benchDatabase';
import { buildLargeAsset } from './largeAsset';

/**
 * Offline maps (issue 38): how many imagery tiles, and about how many MB, an asset's corridor takes at zooms 12–17
 * with the default 250 m buffer, against its buffered bounding box, and how long working the corridor out takes.
 * For the demo assets and the large asset (DESIGN §9), built on PostgreSQL (BENCH_POSTGRES_URL).
 */
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(BENCH_DIR, 'offline-maps-results.md');
const ZOOMS: ZoomRange = { min: OFFLINE_MAP.minZoom, max: OFFLINE_MAP.maxZoom };

/** A pipeline as the issue pictures it: 100 km north-east across central Alberta, a vertex each kilometre. */
const PIPELINE_100_KM: CorridorShape = {
  type: 'LineString',
  coordinates: Array.from({ length: 101 }, (_, i): [number, number] => [
    -116 + i * 0.0104,
    53.5 + i * 0.0063,
  ]),
};

/** What an asset's corridor is drawn around (assetCorridorShapes), read as the device holds it. */
async function assetShapes(db: Parameters<typeof rows>[0], assetId: number): Promise<CorridorShape[]> {
  const areas = await rows<{ shape: AreaShape }>(
    db,
    sql`SELECT ST_AsGeoJSON(shape)::json AS shape FROM management_areas WHERE asset_id = ${assetId} AND NOT hidden`,
  );
  const issues = await rows<{ gps_point: GeoPoint | null; gps_track: GeoLineString | null }>(
    db,
    sql`SELECT ST_AsGeoJSON(gps_point)::json AS gps_point, ST_AsGeoJSON(gps_track)::json AS gps_track
        FROM vegetation_issues WHERE asset_id = ${assetId} AND NOT hidden`,
  );
  const culverts = await rows<{ inlet_location: GeoPoint | null; outlet_location: GeoPoint | null }>(
    db,
    sql`SELECT ST_AsGeoJSON(inlet_location)::json AS inlet_location, ST_AsGeoJSON(outlet_location)::json AS outlet_location
        FROM culverts WHERE asset_id = ${assetId} AND NOT hidden`,
  );
  return assetCorridorShapes({ areas, issues, culverts });
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const megabytes = (tiles: number) => fmt((tiles * OFFLINE_MAP.estimatedTileBytes) / 1_000_000, 1);

async function main(): Promise<void> {
  const scratch = await scratchPostgres(POSTGRES_URL);
  const handle = await openBenchDatabase({ url: scratch.url });
  try {
    const config = loadConfig(
      { NODE_ENV: 'production' },
      { dataDir: join(BENCH_DIR, '.data', 'corridor'), jwtSecret: 'bench-secret-bench-secret-bench-secret' },
    );
    const { server, context } = await buildApp({ config, handle, logger: { level: 'error' } });
    await seedOnFirstStart(context);
    await server.close();
    const large = await buildLargeAsset(handle);
    const assets = await rows<{ id: number; asset_name: string }>(
      handle.db,
      sql`SELECT id, asset_name FROM assets ORDER BY id`,
    );
    const lines: string[] = [];
    const measured = [
      ...(await Promise.all(
        assets.map(async (asset) => ({
          name: asset.id === large.assetId ? `${asset.asset_name} (the large asset)` : asset.asset_name,
          shapes: await assetShapes(handle.db, asset.id),
        })),
      )),
      { name: 'a straight 100 km pipeline, its line alone', shapes: [PIPELINE_100_KM] },
    ];
    for (const { name, shapes } of measured) {
      const started = performance.now();
      const corridor = corridorTiles(shapes, OFFLINE_MAP.bufferMetres, ZOOMS);
      const ms = performance.now() - started;
      const box = boundingBoxTileCount(shapes, OFFLINE_MAP.bufferMetres, ZOOMS);
      const perZoom = [...corridor.byZoom].map(([z, keys]) => `${z}: ${fmt(keys.size)}`).join(', ');
      lines.push(
        `| ${name} | ${fmt(shapes.length)} | ${fmt(corridor.count)} (${megabytes(corridor.count)} MB) | ${fmt(box)} (${megabytes(box)} MB) | ${fmt(box / Math.max(1, corridor.count), 1)}× | ${fmt(ms)} ms | ${perZoom} |`,
      );
      console.log(lines.at(-1));
    }
    const text = [
      '# Offline maps: corridor against bounding box',
      '',
      `Run \`npx tsx bench/offlineCorridor.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores (${cpus()[0]?.model.trim()}).`,
      `Zooms ${ZOOMS.min}–${ZOOMS.max}, buffer ${OFFLINE_MAP.bufferMetres} m; MB at ${OFFLINE_MAP.estimatedTileBytes / 1000} kB a tile (the`,
      "estimate shown before a download); 'shapes' are areas, issue points and tracks, and culvert ends. The time is the",
      'corridor worked out once, in Node on this machine. The large asset is a compact block (a 50-wide grid of areas),',
      'so its box is nearly its corridor; a pipeline is where the box goes wrong.',
      '',
      '| asset | shapes | corridor tiles | bounding box tiles | box / corridor | time | corridor tiles per zoom |',
      '| ----- | -----: | -------------: | -----------------: | -------------: | ---: | ----------------------- |',
      ...lines,
      '',
    ].join('\n');
    writeFileSync(RESULTS, text);
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

await main();
