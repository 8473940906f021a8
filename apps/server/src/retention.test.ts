import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertIssueRow } from '../test/directRows';
import type { TestApp } from '../test/testApp';
import { setupWorld, type World } from '../test/world';
import { firstRow, rows } from './db/sql';
import { runHourly } from './scheduledTasks';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

/** An instant `days` from now (negative: in the past), as PostgreSQL reads it. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The names (keys, tokens, fields) of the rows a query finds, sorted. */
const names = async (query: ReturnType<typeof sql>) =>
  (await rows<{ name: string }>(app.context.db, query)).map((row) => row.name.trim()).sort();

describe('the hourly retention', () => {
  let issueId: number;
  let issueUpdatedAt: string;
  const tokens = {
    expiredLongAgo: randomUUID(),
    usedLongAgo: randomUUID(),
    expiredToday: randomUUID(),
    valid: randomUUID(),
  };

  beforeAll(async () => {
    const db = app.context.db;
    await db.execute(
      sql`INSERT INTO jobs (kind, key, payload, run_at, done_at, failed_at, created_at) VALUES
            ('retention-test', 'done-31', '{}', now(), ${daysFromNow(-31)}, NULL, ${daysFromNow(-32)}),
            ('retention-test', 'done-29', '{}', now(), ${daysFromNow(-29)}, NULL, ${daysFromNow(-30)}),
            ('retention-test', 'failed-31', '{}', now(), NULL, ${daysFromNow(-31)}, ${daysFromNow(-32)}),
            ('retention-test', 'failed-29', '{}', now(), NULL, ${daysFromNow(-29)}, ${daysFromNow(-30)}),
            ('retention-test', 'retrying-100', '{}', ${daysFromNow(1)}, NULL, NULL, ${daysFromNow(-100)})`,
    );
    const user = world.client.field.id;
    await db.execute(
      sql`INSERT INTO password_reset_tokens (token, user_id, expires_at, used_at, created_at) VALUES
            (${tokens.expiredLongAgo}, ${user}, ${daysFromNow(-2)}, NULL, ${daysFromNow(-2.1)}),
            (${tokens.usedLongAgo}, ${user}, ${daysFromNow(-2)}, ${daysFromNow(-2.05)}, ${daysFromNow(-2.1)}),
            (${tokens.expiredToday}, ${user}, ${daysFromNow(-0.5)}, NULL, ${daysFromNow(-0.6)}),
            (${tokens.valid}, ${user}, ${daysFromNow(0.02)}, NULL, now())`,
    );
    issueId = await insertIssueRow(db, {
      assetId: world.client.assetId,
      areaId: world.client.areaIds[0],
      userId: world.client.field.id,
    });
    await db.execute(
      sql`INSERT INTO edit_notices (target_type, record_id, field, overwritten_value, by_user_id, at, dismissed, created_at)
          VALUES ('vegetation-issue', ${issueId}, 'dismissed-91', '"a"', ${user}, now(), true, ${daysFromNow(-91)}),
                 ('vegetation-issue', ${issueId}, 'dismissed-89', '"b"', ${user}, now(), true, ${daysFromNow(-89)}),
                 ('vegetation-issue', ${issueId}, 'open-200', '"c"', ${user}, now(), false, ${daysFromNow(-200)})`,
    );
    issueUpdatedAt = await updatedAt(issueId);
    await runHourly(app.context);
  });

  const updatedAt = async (id: number) =>
    (
      await firstRow<{ at: string }>(
        app.context.db,
        sql`SELECT updated_at::text AS at FROM vegetation_issues WHERE id = ${id}`,
      )
    )?.at ?? '';

  it('forgets jobs done or given up more than 30 days ago, and keeps a job still being retried', async () => {
    expect(await names(sql`SELECT key AS name FROM jobs WHERE kind = 'retention-test'`)).toEqual([
      'done-29',
      'failed-29',
      'retrying-100',
    ]);
  });

  it('forgets reset tokens a day past their expiry, used or not, and keeps the rest', async () => {
    expect(
      await names(
        sql`SELECT token AS name FROM password_reset_tokens WHERE token IN (${sql.join(
          Object.values(tokens).map((token) => sql`${token}`),
          sql`, `,
        )})`,
      ),
    ).toEqual([tokens.expiredToday, tokens.valid].sort());
  });

  it('forgets notices dismissed and made more than 90 days ago, keeps open ones, and marks nothing changed', async () => {
    expect(await names(sql`SELECT field AS name FROM edit_notices WHERE record_id = ${issueId}`)).toEqual([
      'dismissed-89',
      'open-200',
    ]);
    expect(await updatedAt(issueId)).toBe(issueUpdatedAt);
  });
});
