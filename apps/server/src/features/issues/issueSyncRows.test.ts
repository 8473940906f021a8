import { randomUUID } from 'node:crypto';
import type { VegetationIssue } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertIssueRow } from '../../../test/directRows';
import { call, newIssue, type TestApp } from '../../../test/testApp';
import { setupWorld, type TestUser, type World } from '../../../test/world';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { firstRow, rows } from '../../db/sql';
import {
  currentIssueSyncShape,
  ISSUE_SYNC_SHAPE,
  type IssueSyncShape,
  installIssueSyncRows,
  shapeHash,
} from './issueSyncRows';
import { issueSyncJsonText } from './issueSyncRows.queries';
import { issuesJsonArray } from './issues.read';

/*
 * The asset sync sends issues from their stored read shapes (issue_sync_rows). Whatever is written, and however
 * (straight to the tables, several writes in one transaction), each stored row must be what a live read of the
 * issue shows each viewer at that moment.
 */

let app: TestApp;
let world: World;

setupWorld(async (started) => {
  ({ app, world } = started);
});

const run = (query: SQL) => app.context.db.execute(query);

const viewerOf = (
  user: TestUser,
  companyId: number,
  companyType: 'client' | 'thirdParty',
  roleId: 1 | 3,
): Viewer => ({
  userId: user.id,
  isSuper: false,
  companyId,
  companyType,
  roleId,
  firstName: '',
  lastName: '',
});

const byId = (issues: VegetationIssue[]) => [...issues].sort((a, b) => a.id - b.id);

async function storedIssues(viewer: Viewer, where: SQL): Promise<VegetationIssue[]> {
  const row = await firstRow<{ issues: string }>(
    app.context.db,
    sql`SELECT ${issueSyncJsonText(viewer, where)} AS issues`,
  );
  return byId(JSON.parse(row!.issues));
}

async function liveIssues(viewer: Viewer, where: SQL): Promise<VegetationIssue[]> {
  const row = await firstRow<{ issues: VegetationIssue[] }>(
    app.context.db,
    sql`SELECT ${issuesJsonArray(viewer, where)} AS issues`,
  );
  return byId(row!.issues);
}

const storedCount = async (assetId: number) =>
  Number(
    (await firstRow<{ n: string }>(
      app.context.db,
      sql`SELECT count(*) AS n FROM issue_sync_rows WHERE asset_id = ${assetId}`,
    ))!.n,
  );

/** Every viewer of the client's asset: the client's admin and field user, the provider's admin and field user. */
const viewers = (): Viewer[] => [
  viewerOf(world.client.admin, world.client.companyId, 'client', 1),
  viewerOf(world.client.field, world.client.companyId, 'client', 3),
  viewerOf(world.provider.admin, world.provider.companyId, 'thirdParty', 1),
  viewerOf(world.provider.field, world.provider.companyId, 'thirdParty', 3),
];

async function expectStoredAsLive(assetId: number): Promise<void> {
  const onAsset = sql`vi.asset_id = ${assetId}`;
  for (const viewer of viewers()) {
    const live = await liveIssues(viewer, onAsset);
    expect(live.length).toBeGreaterThan(0);
    expect(await storedIssues(viewer, onAsset)).toEqual(live);
  }
  // Every issue has its stored row: the comparison above read them, not the on-the-spot fallback.
  const issues = await firstRow<{ n: string }>(
    app.context.db,
    sql`SELECT count(*) AS n FROM vegetation_issues WHERE asset_id = ${assetId}`,
  );
  expect(await storedCount(assetId)).toBe(Number(issues!.n));
}

describe('the stored sync rows of issues', () => {
  it('show each viewer what a live read shows after writes of every kind straight to the tables', async () => {
    const { client, provider } = world;
    const db = app.context.db;
    const original = await insertIssueRow(db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.admin.id,
    });
    const followUp = await insertIssueRow(db, {
      assetId: client.assetId,
      areaId: client.areaIds[0],
      userId: client.field.id,
      originalIssueId: original,
    });
    const other = await insertIssueRow(db, {
      assetId: client.assetId,
      areaId: client.areaIds[1],
      userId: client.field.id,
    });
    await expectStoredAsLive(client.assetId);

    await run(
      sql`INSERT INTO issue_species (issue_id, species_id) VALUES (${original}, 1), (${original}, 8)`,
    );
    await run(sql`INSERT INTO issue_required_actions (issue_id, action_id) VALUES (${followUp}, 20)`);
    await run(
      sql`INSERT INTO issue_company_assignments (issue_id, company_id) VALUES (${original}, ${provider.companyId})`,
    );
    await run(
      sql`INSERT INTO issue_user_assignments (issue_id, user_id) VALUES (${original}, ${provider.field.id})`,
    );
    await run(sql`INSERT INTO photos (uuid, key, target_type, issue_id, content_type, byte_size, user_id)
                  VALUES (${randomUUID()}, ${`issues/${randomUUID()}.jpg`}, 'vegetation-issue', ${other}, 'image/jpeg', 100, ${client.field.id})`);
    await run(sql`INSERT INTO edit_notices (target_type, record_id, field, overwritten_value, by_user_id, at)
                  VALUES ('vegetation-issue', ${followUp}, 'comments', '"Old words"', ${client.admin.id}, now())`);
    await run(
      sql`UPDATE management_areas SET name = 'KP 12 crossing (renamed)' WHERE id = ${client.areaIds[0]}`,
    );
    await run(sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${client.admin.id}`);
    await run(sql`UPDATE vegetation_issues SET comments = 'Sprayed', risk_score = 10 WHERE id = ${other}`);
    await expectStoredAsLive(client.assetId);

    await run(sql`DELETE FROM issue_user_assignments WHERE issue_id = ${original}`);
    await run(sql`DELETE FROM issue_species WHERE issue_id = ${original} AND species_id = 8`);
    await run(sql`UPDATE photos SET hidden = true WHERE issue_id = ${other}`);
    await run(sql`UPDATE edit_notices SET dismissed = true WHERE record_id = ${followUp}`);
    await run(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${followUp}`);
    await expectStoredAsLive(client.assetId);
  });

  it('are built after the last write of a transaction that writes an issue several times', async () => {
    const { client } = world;
    const id = await app.context.db.transaction(async (tx) => {
      const created = await insertIssueRow(tx, {
        assetId: client.assetId,
        areaId: client.areaIds[1],
        userId: client.admin.id,
      });
      await tx.execute(sql`INSERT INTO issue_species (issue_id, species_id) VALUES (${created}, 3)`);
      await tx.execute(
        sql`UPDATE vegetation_issues SET comments = 'Written twice in one transaction' WHERE id = ${created}`,
      );
      await tx.execute(sql`INSERT INTO issue_required_actions (issue_id, action_id) VALUES (${created}, 21)`);
      return created;
    });
    const [stored] = await storedIssues(viewers()[0], sql`vi.id = ${id}`);
    expect(stored.comments).toBe('Written twice in one transaction');
    expect(stored.speciesIds).toEqual([3]);
    expect(stored.actionsRequiredIds).toEqual([21]);
    await expectStoredAsLive(client.assetId);
  });

  it('are what the asset sync sends; an issue loaded without one gets it when the server starts', async () => {
    const { client } = world;
    const id = await app.context.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      return insertIssueRow(tx, {
        assetId: client.assetId,
        areaId: client.areaIds[0],
        userId: client.field.id,
      });
    });
    expect(await storedIssues(viewers()[1], sql`vi.id = ${id}`)).toEqual([]);
    expect(await installIssueSyncRows(app.context.handle)).toBe(false);
    const res = await call(
      app,
      'syncAsset',
      { assetId: client.assetId, userId: client.field.id },
      client.field.token,
    );
    expect(res.status).toBe(200);
    const sent = byId(res.body.issues);
    expect(sent).toEqual(
      await liveIssues(viewers()[1], sql`vi.asset_id = ${client.assetId} AND NOT vi.hidden`),
    );
    expect(sent.map((i) => i.id)).toContain(id);
    await expectStoredAsLive(client.assetId);
  });

  it('are rebuilt, every one, over the builder of an older server (its comment a bare hash)', async () => {
    const { client } = world;
    expect(await installIssueSyncRows(app.context.handle)).toBe(false);
    await run(sql`UPDATE issue_sync_rows SET body = '{"id":0'`);
    await run(sql`COMMENT ON FUNCTION issue_sync_rows_build(integer[]) IS 'an older shape'`);
    expect(await installIssueSyncRows(app.context.handle)).toBe(true);
    await expectStoredAsLive(client.assetId);
  });

  it('are the version the code names: raise ISSUE_SYNC_SHAPE.version, and set its hash, with the shape', () => {
    expect(shapeHash(currentIssueSyncShape().body)).toBe(ISSUE_SYNC_SHAPE.hash);
  });
});

/** A shape `by` versions newer than the code's: the same rows, each marked with its version. */
function newerShape(by: number): IssueSyncShape {
  const version = ISSUE_SYNC_SHAPE.version + by;
  const mark = `UPDATE issue_sync_rows SET body = body || ',"shapeVersion":${version}' WHERE id = ANY(ids);`;
  return { version, body: currentIssueSyncShape().body.replace(/\nEND$/, `\n${mark}\nEND`) };
}

const installed = async () =>
  JSON.parse(
    (await firstRow<{ comment: string }>(
      app.context.db,
      sql`SELECT obj_description('issue_sync_rows_build(integer[])'::regprocedure, 'pg_proc') AS comment`,
    ))!.comment,
  ) as { version: number; rebuilt: boolean };

/** The shape versions the stored rows are in (null: the code's own), and how many transactions wrote them. */
async function storedShapes(): Promise<{ versions: (number | null)[]; writers: number }> {
  const found = await rows<{ version: number | null; writers: string }>(
    app.context.db,
    sql`SELECT ((body || '}')::json ->> 'shapeVersion')::int AS version, count(DISTINCT xmin::text) AS writers
        FROM issue_sync_rows GROUP BY 1 ORDER BY 1`,
  );
  return { versions: found.map((r) => r.version), writers: Number(found[0]?.writers ?? 0) };
}

const issueCount = async () =>
  Number(
    (await firstRow<{ n: string }>(app.context.db, sql`SELECT count(*) AS n FROM vegetation_issues`))!.n,
  );

describe('the stored shape of issues across versions (a rolling deploy)', () => {
  it('a newer instance replaces the builder and rebuilds every row, a batch per transaction', async () => {
    const issues = await issueCount();
    expect(issues).toBeGreaterThan(4);
    expect(await installIssueSyncRows(app.context.handle, newerShape(1), 2)).toBe(true);
    const shapes = await storedShapes();
    expect(shapes.versions).toEqual([ISSUE_SYNC_SHAPE.version + 1]);
    expect(shapes.writers).toBe(Math.ceil(issues / 2));
    expect(await installed()).toMatchObject({ version: ISSUE_SYNC_SHAPE.version + 1, rebuilt: true });
  });

  it('an older instance leaves the newer shape in place, and its writes are stored in that shape', async () => {
    const { client } = world;
    expect(await installIssueSyncRows(app.context.handle)).toBe(false);
    expect(await installed()).toMatchObject({ version: ISSUE_SYNC_SHAPE.version + 1, rebuilt: true });
    const res = await call(
      app,
      'issuesCreate',
      newIssue(client.areaIds[0], client.admin.id),
      client.admin.token,
    );
    expect(res.status).toBe(200);
    expect((await storedShapes()).versions).toEqual([ISSUE_SYNC_SHAPE.version + 1]);
  });

  it('a write while the rows are rebuilt is kept, in the new shape', async () => {
    const { client } = world;
    const db = app.context.db;
    const [first] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM vegetation_issues WHERE asset_id = ${client.assetId} ORDER BY id LIMIT 1`,
    );
    let rebuild: Promise<boolean> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE vegetation_issues SET comments = 'Written during the rebuild' WHERE id = ${first.id}`,
      );
      // The issue's row is built now, as at the commit, and stays locked until the commit.
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
      rebuild = installIssueSyncRows(app.context.handle, newerShape(2), 2);
      // PostgreSQL: commit once the rebuild waits for this write. PGlite has one connection: the rebuild runs after.
      if (app.context.handle.kind === 'postgres') await waitForLockWait(db);
    });
    expect(await rebuild).toBe(true);
    const [stored] = await storedIssues(viewers()[0], sql`vi.id = ${first.id}`);
    expect(stored.comments).toBe('Written during the rebuild');
    expect((await storedShapes()).versions).toEqual([ISSUE_SYNC_SHAPE.version + 2]);
  });
});

/** Resolves once some statement waits for a lock (another connection's). */
async function waitForLockWait(db: Db): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const waiting = await firstRow<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM pg_locks WHERE NOT granted`,
    );
    if (Number(waiting!.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The rebuild never waited for the write');
}
