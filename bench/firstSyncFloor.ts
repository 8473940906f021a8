/**
 * The in-browser floor of a first sync (DESIGN §9), bundled for the page by bench/firstSync.ts: the whole asset in
 * the largest pages the server gives (ASSET_PAGE_MAX_ROWS; it answers no more in one), each parsed as it comes,
 * then a Dexie bulkPut per table, one transaction each, into a database with the app's own schema (its class,
 * under another name).
 */
import { ASSET_PAGE_MAX_ROWS, type AssetSyncResponse } from '@verge/domain';
import { VergeDatabase } from '../apps/web/src/core/store/db';

export interface FloorTimes {
  fetchMs: number;
  parseMs: number;
  writeMs: number;
  totalMs: number;
  rows: number;
}

type Lists = Pick<
  AssetSyncResponse,
  'areas' | 'subAssets' | 'assetAssociatedSpecies' | 'issues' | 'culverts' | 'culvertInspections'
>;

/** `url` is the asset pull's address without a query; `input` its request but for the page size and cursor. */
async function floor(url: string, input: Record<string, unknown>, token: string): Promise<FloorTimes> {
  const start = performance.now();
  let fetchMs = 0;
  let parseMs = 0;
  const body: Lists = {
    areas: [],
    subAssets: [],
    assetAssociatedSpecies: [],
    issues: [],
    culverts: [],
    culvertInspections: [],
  };
  let cursor: string | null = null;
  do {
    const pageStart = performance.now();
    const query = { ...input, limit: ASSET_PAGE_MAX_ROWS, ...(cursor ? { cursor } : {}) };
    const response = await fetch(`${url}?obj=${encodeURIComponent(JSON.stringify(query))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`The full pull answered ${response.status}`);
    const text = await response.text();
    const fetched = performance.now();
    const page = JSON.parse(text) as AssetSyncResponse;
    for (const key of Object.keys(body) as (keyof Lists)[]) (body[key] as unknown[]).push(...page[key]);
    cursor = page.nextCursor ?? null;
    fetchMs += fetched - pageStart;
    parseMs += performance.now() - fetched;
  } while (cursor);
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
    fetchMs,
    parseMs,
    writeMs: written - parsed,
    totalMs: written - start,
    rows,
  };
}

(globalThis as { vergeFloor?: typeof floor }).vergeFloor = floor;
