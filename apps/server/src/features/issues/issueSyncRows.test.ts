import { randomUUID } from 'node:crypto';
import type { VegetationIssue } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertIssueRow } from '../../../test/directRows';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type TestUser, type World } from '../../../test/world';
import type { Viewer } from '../../auth/viewer';
import { firstRow } from '../../db/sql';
import { installIssueSyncRows, issueSyncJsonText } from './issueSyncRows';
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

  it('are rebuilt, every one, when the read shape in code is not the one installed', async () => {
    const { client } = world;
    expect(await installIssueSyncRows(app.context.handle)).toBe(false);
    await run(sql`UPDATE issue_sync_rows SET body = '{"id":0'`);
    await run(sql`COMMENT ON FUNCTION issue_sync_rows_build(integer[]) IS 'an older shape'`);
    expect(await installIssueSyncRows(app.context.handle)).toBe(true);
    await expectStoredAsLive(client.assetId);
  });
});
