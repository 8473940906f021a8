import {
  ASSET_PAGE_MAX_ROWS,
  ASSET_PAGE_ROWS,
  type AssetSyncResponse,
  START_OVER_SINCE,
} from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertCulvertRow, insertInspectionRow, insertIssueRow } from '../../../test/directRows';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type TestUser, type World } from '../../../test/world';
import { subAssets } from '../../db/schema';
import { encodeCursor } from './pageCursor';

let app: TestApp;
let world: World;

/** Rows on the client's main asset over every paged table, some stamped alike as a bulk import stamps them. */
setupWorld(async (started) => {
  ({ app, world } = started);
  const { client } = world;
  const db = app.context.db;
  const sameStamp = '2026-03-01T08:00:00.123456Z';
  const issues: number[] = [];
  for (let i = 0; i < 7; i++) {
    issues.push(
      await insertIssueRow(db, {
        assetId: client.assetId,
        areaId: client.areaIds[i % 2],
        userId: client.field.id,
        originalIssueId: i === 3 ? issues[0] : null,
        updatedAt: i < 4 ? sameStamp : undefined,
      }),
    );
  }
  await insertIssueRow(db, {
    assetId: client.assetId,
    areaId: client.areaIds[0],
    userId: client.field.id,
    hidden: true,
  });
  for (let i = 0; i < 3; i++) {
    const culvert = await insertCulvertRow(db, client.assetId);
    await insertInspectionRow(db, { culvertId: culvert, assetId: client.assetId, userId: client.field.id });
  }
  await db
    .insert(subAssets)
    .values({ asset_id: client.assetId, sub_asset_name: 'Valve 7', latitude: 53.93, longitude: -116.57 });
  // An issue stamped alike on the other asset: its key sits among this asset's and must not leak in.
  await insertIssueRow(db, {
    assetId: client.otherAssetId,
    areaId: client.otherAreaId,
    userId: client.admin.id,
    updatedAt: sameStamp,
  });
});

type Page = AssetSyncResponse;
const PAGED = ['areas', 'subAssets', 'issues', 'culverts', 'culvertInspections'] as const;

function pull(user: TestUser, assetId: number, request: { cursor?: string; limit?: number; since?: string }) {
  return call(app, 'syncAsset', { assetId, userId: user.id, ...request }, user.token);
}

/** Every page of a pull of `limit` rows (the changes since `since`, else the full snapshot), to the end. */
async function allPages(user: TestUser, assetId: number, limit?: number, since?: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const res = await pull(user, assetId, { limit, cursor, since });
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
const rowCount = (page: Page) => PAGED.reduce((n, t) => n + page[t].length, 0);

/** What a device holds after applying `pages` in order to `held`: each table's rows by id, the last write kept. */
function applyPages(pages: Page[], held = new Map<string, Map<number, unknown>>()) {
  for (const page of pages) {
    for (const table of PAGED) {
      const rows = held.get(table) ?? new Map<number, unknown>();
      for (const row of page[table] as { id: number }[]) rows.set(row.id, row);
      held.set(table, rows);
    }
  }
  return held;
}

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

describe('GET /update/asset in pages', () => {
  it('sends in pages of any size exactly the rows of the whole snapshot, with totals first and one since', async () => {
    const { field } = world.client;
    const whole = await pull(field, world.client.assetId, {});
    expect(whole.status).toBe(200);
    expect(whole.body.nextCursor).toBeNull();
    for (const limit of [1, 2, 3, 5, 1000]) {
      const pages = await allPages(field, world.client.assetId, limit);
      const rows = pages.reduce((n, p) => n + PAGED.reduce((m, t) => m + p[t].length, 0), 0);
      expect(pages.slice(0, -1).every((p) => PAGED.reduce((m, t) => m + p[t].length, 0) === limit)).toBe(
        true,
      );
      expect(Math.ceil(rows / limit)).toBeLessThanOrEqual(pages.length);
      for (const table of PAGED) {
        const paged = byId(pages.flatMap((p) => p[table] as { id: number }[]));
        expect(paged, `${table} in pages of ${limit}`).toEqual(byId(whole.body[table] as { id: number }[]));
        expect(pages[0].totals?.[table]).toBe(whole.body[table].length);
      }
      expect(pages[0].assetAssociatedSpecies).toEqual(whole.body.assetAssociatedSpecies);
      expect(
        pages.slice(1).every((p) => p.totals === undefined && p.assetAssociatedSpecies.length === 0),
      ).toBe(true);
      expect(new Set(pages.map((p) => p.since)).size).toBe(1);
      expect(pages.at(-1)?.nextCursor).toBeNull();
    }
    expect(whole.body.issues.length).toBe(7);
  });

  it('sends in the next incremental pull what changed while the pages were fetched', async () => {
    const { client } = world;
    const db = app.context.db;
    const first = await pull(client.field, client.assetId, { limit: 4 });
    // Two areas and the sub-asset, then the first issue.
    expect(first.body.issues).toHaveLength(1);
    const sentIssue = first.body.issues[0].id;
    // Meanwhile: a sent row changes, a new row arrives, then the remaining pages are fetched.
    await db.execute(sql`UPDATE vegetation_issues SET comments = 'Changed mid-pull' WHERE id = ${sentIssue}`);
    const added = await insertIssueRow(db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
    });
    const pages = [first.body];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await pull(client.field, client.assetId, { limit: 4, cursor });
      pages.push(next.body);
      cursor = next.body.nextCursor;
    }
    const since = pages.at(-1)!.since;
    expect(since).toBe(first.body.since);
    const changes = await pull(client.field, client.assetId, { since });
    expect(changes.status).toBe(200);
    const changed = changes.body.issues.find((i) => i.id === sentIssue);
    expect(changed?.comments).toBe('Changed mid-pull');
    expect(changes.body.issues.map((i) => i.id)).toContain(added);
    await db.execute(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${added}`);
  });

  it('refuses a cursor of another pull (full or incremental), a broken cursor, a limit over the maximum (400); 404 across companies', async () => {
    const { client, rival } = world;
    const first = await pull(client.admin, client.assetId, { limit: 2 });
    const cursor = first.body.nextCursor!;
    expect(cursor).toEqual(expect.any(String));
    expect((await pull(client.admin, client.assetId, { limit: 2, cursor })).status).toBe(200);
    // The admin's cursor on the admin's other asset, by the field user, by another company's admin.
    expect((await pull(client.admin, client.otherAssetId, { limit: 2, cursor })).status).toBe(400);
    expect((await pull(client.field, client.assetId, { limit: 2, cursor })).status).toBe(400);
    expect((await pull(rival.admin, rival.assetId, { limit: 2, cursor })).status).toBe(400);
    expect((await pull(rival.admin, client.assetId, { limit: 2, cursor })).status).toBe(404);
    const forged = encodeCursor({
      assetId: rival.assetId,
      userId: client.admin.id,
      changesSince: null,
      since: first.body.since,
      table: 'issues',
      updatedAt: '2026-01-01T00:00:00.000000Z',
      id: 1,
    });
    expect((await pull(client.admin, rival.assetId, { limit: 2, cursor: forged })).status).toBe(404);
    for (const broken of ['x', Buffer.from('[1,2,3]').toString('base64url'), `${cursor}!`]) {
      const res = await pull(client.admin, client.assetId, { limit: 2, cursor: broken });
      expect(res.status, broken).toBe(400);
    }
    const badTable = Buffer.from(
      JSON.stringify([
        1,
        client.assetId,
        client.admin.id,
        first.body.since,
        'users',
        '2026-01-01T00:00:00.000000Z',
        1,
      ]),
    ).toString('base64url');
    expect((await pull(client.admin, client.assetId, { cursor: badTable })).status).toBe(400);
    // A full pull's cursor with a since, an incremental pull's without it or with another since.
    expect((await pull(client.admin, client.assetId, { since: first.body.since, cursor })).status).toBe(400);
    const since = daysAgo(30);
    const changes = await pull(client.admin, client.assetId, { since, limit: 2 });
    const changesCursor = changes.body.nextCursor!;
    expect(changesCursor).toEqual(expect.any(String));
    expect((await pull(client.admin, client.assetId, { since, cursor: changesCursor })).status).toBe(200);
    expect((await pull(client.admin, client.assetId, { cursor: changesCursor })).status).toBe(400);
    const otherSince = { since: daysAgo(29), cursor: changesCursor };
    expect((await pull(client.admin, client.assetId, otherSince)).status).toBe(400);
    expect((await pull(client.admin, client.assetId, { limit: 0 })).status).toBe(400);
    const over = await pull(client.admin, client.assetId, { since, limit: ASSET_PAGE_MAX_ROWS + 1 });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('limit');
  });
  it('pages an incremental pull like a full one: every changed row and tombstone once, the since on the last page', async () => {
    const { field } = world.client;
    const since = daysAgo(30);
    const [whole] = await allPages(field, world.client.assetId, ASSET_PAGE_MAX_ROWS, since);
    expect(whole.nextCursor).toBeNull();
    // The tombstone is among the changes; the stamped-alike issues are older than the since.
    expect(whole.issues.some((i) => i.hidden)).toBe(true);
    expect(whole.issues.every((i) => Date.parse(i.updated_at) > Date.parse(since))).toBe(true);
    expect(whole.removed).toEqual({ assetSpecies: [] });
    expect(whole.totals).toBeUndefined();
    for (const limit of [1, 2, 3, 5]) {
      const pages = await allPages(field, world.client.assetId, limit, since);
      expect(pages.length).toBe(Math.ceil(rowCount(whole) / limit) + (rowCount(whole) % limit === 0 ? 1 : 0));
      expect(pages.every((p) => rowCount(p) <= limit)).toBe(true);
      for (const table of PAGED) {
        const paged = byId(pages.flatMap((p) => p[table] as { id: number }[]));
        expect(paged, `${table} in pages of ${limit}`).toEqual(byId(whole[table] as { id: number }[]));
      }
      // A device that stopped after any page but the last would start over, not go on from there.
      expect(pages.slice(0, -1).every((p) => p.since === START_OVER_SINCE)).toBe(true);
      expect(Date.parse(pages.at(-1)!.since)).toBeGreaterThanOrEqual(Date.parse(whole.since) - 1000);
    }
  });

  it('pages an incremental pull without a limit by ASSET_PAGE_ROWS, as a full one', async () => {
    const { admin } = world.client;
    const assetId = world.client.otherAssetId;
    await app.context.db.execute(sql`INSERT INTO sub_assets (asset_id, sub_asset_name, latitude, longitude)
      SELECT ${assetId}, 'Valve ' || n, 53.9, -116.5 FROM generate_series(1, ${ASSET_PAGE_ROWS + 10}) n`);
    for (const since of [undefined, daysAgo(1)]) {
      const pages = await allPages(admin, assetId, undefined, since);
      expect(pages.map(rowCount)).toEqual([ASSET_PAGE_ROWS, rowCount(pages[1])]);
      expect(rowCount(pages[1])).toBeGreaterThan(10);
      expect(pages[0].nextCursor).toEqual(expect.any(String));
    }
    await app.context.db.execute(sql`DELETE FROM sub_assets WHERE asset_id = ${assetId}`);
  });

  it('loses no change made while an incremental pull is paged: it comes in a later page or the next pull', async () => {
    const { client } = world;
    const db = app.context.db;
    const since = daysAgo(30);
    const limit = 4;
    const first = await pull(client.field, client.assetId, { since, limit });
    // Two areas and the sub-asset, then the first issue.
    expect(first.body.issues).toHaveLength(1);
    const sentIssue = first.body.issues[0].id;
    const [culvert] = (await pull(client.field, client.assetId, { since, limit: ASSET_PAGE_MAX_ROWS })).body
      .culverts;
    const pending = (
      await pull(client.field, client.assetId, { since, limit: ASSET_PAGE_MAX_ROWS })
    ).body.issues
      .filter((i) => i.id !== sentIssue && !i.hidden)
      .map((i) => i.id);
    // Meanwhile: a sent row changes, a row of a table already sent changes, rows not yet sent change or go, a
    // new row arrives; then the remaining pages are fetched.
    await db.execute(sql`UPDATE vegetation_issues SET comments = 'Changed mid-pull' WHERE id = ${sentIssue}`);
    await db.execute(
      sql`UPDATE management_areas SET name = 'Renamed mid-pull' WHERE id = ${client.areaIds[0]}`,
    );
    await db.execute(sql`UPDATE culverts SET road_name = 'Cleared mid-pull' WHERE id = ${culvert.id}`);
    await db.execute(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${pending[0]}`);
    const added = await insertIssueRow(db, {
      assetId: client.assetId,
      areaId: client.areaIds[1],
      userId: client.field.id,
    });
    const pages = [first.body];
    for (let cursor = first.body.nextCursor; cursor; ) {
      const next = await pull(client.field, client.assetId, { since, limit, cursor });
      expect(rowCount(next.body)).toBeLessThanOrEqual(limit);
      pages.push(next.body);
      cursor = next.body.nextCursor;
    }
    const held = applyPages(pages);
    const nextSince = pages.at(-1)!.since;
    expect(nextSince).not.toBe(START_OVER_SINCE);
    applyPages(await allPages(client.field, client.assetId, limit, nextSince), held);
    const get = <T>(table: (typeof PAGED)[number], id: number) => held.get(table)?.get(id) as T | undefined;
    expect(get<{ comments: string }>('issues', sentIssue)?.comments).toBe('Changed mid-pull');
    expect(get<{ name: string }>('areas', client.areaIds[0])?.name).toBe('Renamed mid-pull');
    expect(get<{ road_name: string }>('culverts', culvert.id)?.road_name).toBe('Cleared mid-pull');
    expect(get<{ hidden: boolean }>('issues', pending[0])?.hidden).toBe(true);
    expect(get<{ hidden: boolean }>('issues', added)?.hidden).toBe(false);
    await db.execute(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${added}`);
  });
});
