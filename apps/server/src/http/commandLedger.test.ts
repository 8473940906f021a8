import { randomUUID } from 'node:crypto';
import { API_PREFIX, IDEMPOTENCY_KEY_HEADER } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertIssueRow } from '../../test/directRows';
import { command, type TestApp, testImage } from '../../test/testApp';
import { setupWorld, type TestClient, type World } from '../../test/world';
import { firstRow } from '../db/sql';
import { pruneAppliedCommands } from './appliedCommands.queries';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const issueOf = (client: TestClient) =>
  insertIssueRow(app.context.db, {
    assetId: client.assetId,
    areaId: client.areaIds[0],
    userId: client.field.id,
  });

const hidden = async (issueId: number) =>
  (
    await firstRow<{ hidden: boolean }>(
      app.context.db,
      sql`SELECT hidden FROM vegetation_issues WHERE id = ${issueId}`,
    )
  )?.hidden;

const keyStored = async (key: string) =>
  (
    await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM applied_commands WHERE key = ${key}`,
    )
  )?.n === 1;

const count = async (table: 'feedback' | 'photos', column: 'user_id' | 'issue_id', id: number) =>
  (
    await firstRow<{ n: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${sql.raw(column)} = ${id}`,
    )
  )?.n;

describe('Idempotency-Key on command calls', () => {
  it('answers 409 to a key another user applied, and applies nothing', async () => {
    const key = randomUUID();
    const ours = await issueOf(world.client);
    const theirs = await issueOf(world.rival);
    expect((await command(app, 'issuesDelete', { id: ours }, world.client.admin.token, key)).status).toBe(
      200,
    );
    const reused = await command(app, 'issuesDelete', { id: theirs }, world.rival.admin.token, key);
    expect(reused.status).toBe(409);
    expect(reused.error?.code).toBe('conflict');
    expect(await hidden(theirs)).toBe(false);
  });

  it('answers 409 to a key the same user applied for another call, and applies nothing', async () => {
    const key = randomUUID();
    const { admin } = world.client;
    const issue = await issueOf(world.client);
    expect((await command(app, 'issuesDelete', { id: issue }, admin.token, key)).status).toBe(200);
    const other = await command(
      app,
      'usersAssignIssues',
      { userId: world.client.field.id, issueIds: [issue] },
      admin.token,
      key,
    );
    expect(other.status).toBe(409);
  });

  it('stores no key for a refused command, so its retry is judged afresh', async () => {
    const key = randomUUID();
    const { admin } = world.client;
    const foreign = await issueOf(world.rival);
    expect((await command(app, 'issuesDelete', { id: foreign }, admin.token, key)).status).toBe(404);
    expect(await keyStored(key)).toBe(false);
    const ours = await issueOf(world.client);
    expect((await command(app, 'issuesDelete', { id: ours }, admin.token, key)).status).toBe(200);
    expect(await hidden(ours)).toBe(true);
    expect(await keyStored(key)).toBe(true);
  });

  it('applies concurrent duplicates once: one feedback row, one photo', async () => {
    const { field } = world.client;
    const feedback = { userId: field.id, feedbackContent: 'The map is great' };
    const feedbackKey = randomUUID();
    const before = await count('feedback', 'user_id', field.id);
    const answers = await Promise.all([
      command(app, 'usersFeedback', feedback, field.token, feedbackKey),
      command(app, 'usersFeedback', feedback, field.token, feedbackKey),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await count('feedback', 'user_id', field.id)).toBe(before! + 1);

    // A client that sends no photo uuid: only the key tells the two apart from two photos.
    const issue = await issueOf(world.client);
    const photo = {
      targetType: 'vegetation-issue' as const,
      parentId: issue,
      fileType: 'image/jpeg' as const,
    };
    const file = { bytes: await testImage(), contentType: 'image/jpeg' };
    const photoKey = randomUUID();
    const added = await Promise.all([
      command(app, 'photosAddToExisting', photo, field.token, photoKey, file),
      command(app, 'photosAddToExisting', photo, field.token, photoKey, file),
    ]);
    expect(added.map((a) => a.status)).toEqual([200, 200]);
    expect(added[1].body).toEqual(added[0].body);
    expect(await count('photos', 'issue_id', issue)).toBe(1);
  });

  it('refuses a key that is not a 36-character uuid with 400, applying nothing', async () => {
    const issue = await issueOf(world.client);
    const res = await app.server.inject({
      method: 'POST',
      url: `${API_PREFIX}/vegetationIssues/delete`,
      headers: {
        authorization: `Bearer ${world.client.admin.token}`,
        [IDEMPOTENCY_KEY_HEADER]: 'not-a-uuid',
      },
      payload: { id: issue },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe(IDEMPOTENCY_KEY_HEADER);
    expect(await hidden(issue)).toBe(false);
  });

  it('forgets keys past their retention, and only those', async () => {
    const [old, recent] = [randomUUID(), randomUUID()];
    await app.context.db.execute(
      sql`INSERT INTO applied_commands (key, user_id, call, response, created_at) VALUES
            (${old}, ${world.client.admin.id}, 'issuesDelete', '{"success":true}', now() - interval '31 days'),
            (${recent}, ${world.client.admin.id}, 'issuesDelete', '{"success":true}', now() - interval '29 days')`,
    );
    await pruneAppliedCommands(app.context.db, 30);
    expect(await keyStored(old)).toBe(false);
    expect(await keyStored(recent)).toBe(true);
  });
});
