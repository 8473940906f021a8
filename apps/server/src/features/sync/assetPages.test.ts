import type { AssetSyncResponse } from '@verge/domain';
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

/** Every page of a full pull of `limit` rows, following nextCursor to the end. */
async function allPages(user: TestUser, assetId: number, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const res = await pull(user, assetId, { limit, cursor });
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor ?? undefined;
  } while (cursor);
  return pages;
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

  it('refuses a cursor of another pull, a broken cursor, and paging an incremental pull (400); 404 across companies', async () => {
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
    expect((await pull(client.admin, client.assetId, { since: first.body.since, cursor })).status).toBe(400);
    expect((await pull(client.admin, client.assetId, { since: first.body.since, limit: 2 })).status).toBe(
      400,
    );
    expect((await pull(client.admin, client.assetId, { limit: 0 })).status).toBe(400);
    expect((await pull(client.admin, client.assetId, { limit: 10_001 })).status).toBe(400);
  });
});
