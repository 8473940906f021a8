/**
 * The in-browser floor of a first sync (DESIGN §9), bundled for the page by bench/firstSync.ts: one fetch of the
 * whole asset in one answer, JSON.parse, and a Dexie bulkPut per table, one transaction each, into a database
 * with the app's own schema (its class, under another name).
 */
import type { AssetSyncResponse } from '@verge/domain';
import { VergeDatabase } from '../apps/web/src/local/db';

export interface FloorTimes {
  fetchMs: number;
  parseMs: number;
  writeMs: number;
  totalMs: number;
  rows: number;
}

async function floor(url: string, token: string): Promise<FloorTimes> {
  const start = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`The full pull answered ${response.status}`);
  const text = await response.text();
  const fetched = performance.now();
  const body = JSON.parse(text) as AssetSyncResponse;
  const parsed = performance.now();
  const db = new VergeDatabase('verge-floor');
  await db.open();
  const tables = [
    [db.areas, body.areas],
    [db.subAssets, body.subAssets],
    [db.assetSpecies, body.assetAssociatedSpecies],
    [db.issues, body.issues],
    [db.culverts, body.culverts],
    [db.inspections, body.culvertInspections],
  ] as const;
  let rows = 0;
  for (const [table, list] of tables) {
    await db.transaction('rw', table, () =>
      (table as { bulkPut(r: unknown[]): Promise<unknown> }).bulkPut(list),
    );
    rows += list.length;
  }
  const written = performance.now();
  db.close();
  return {
    fetchMs: fetched - start,
    parseMs: parsed - fetched,
    writeMs: written - parsed,
    totalMs: written - start,
    rows,
  };
}

(globalThis as { vergeFloor?: typeof floor }).vergeFloor = floor;
