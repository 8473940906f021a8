import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { assignChainToCompany, insertIssueRow } from '../../../test/directRows';
import { readMailDrop } from '../../../test/mailDrop';
import { subscribe, type TestApp } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { rows } from '../../db/sql';
import { startScheduledJobs } from '../../scheduledTasks';
import { isoWeek } from './isoWeek';
import {
  SUMMARY_JOB,
  scheduleServiceProviderSummary,
  serviceProviderSummary,
} from './serviceProviderSummary';

let app: TestApp;
let world: World;
const NOW = new Date('2026-07-08T12:00:00Z');

setupWorld(async (started) => {
  ({ app, world } = started);
  const { client, provider, rival } = world;
  await subscribe(app, [client.admin, client.field, rival.admin], 'Service Provider Summary');
  const issue = (
    assetId: number,
    areaId: number,
    extra: { originalIssueId?: number; hasIssue?: boolean; inspectionDate?: string } = {},
  ) => insertIssueRow(app.context.db, { assetId, areaId, userId: client.field.id, ...extra });
  // Open chain on the main asset.
  const open = await issue(client.assetId, client.areaIds[0]);
  // Chain resolved two days before NOW by a follow-up.
  const resolved = await issue(client.assetId, client.areaIds[1]);
  await issue(client.assetId, client.areaIds[1], {
    originalIssueId: resolved,
    hasIssue: false,
    inspectionDate: '2026-07-06T09:00:00Z',
  });
  // Chain resolved long ago: assigned, not open, not resolved this week.
  const old = await issue(client.assetId, client.areaIds[0], {
    hasIssue: false,
    inspectionDate: '2026-05-01T09:00:00Z',
  });
  // Open chain on the asset the field user does not work on.
  const elsewhere = await issue(client.otherAssetId, client.otherAreaId);
  // Not assigned to anyone.
  await issue(client.assetId, client.areaIds[0]);
  for (const chain of [open, resolved, old, elsewhere])
    await assignChainToCompany(app.context.db, chain, provider.companyId);
});

describe('isoWeek', () => {
  it('names ISO-8601 weeks, including those that straddle a new year', () => {
    expect(isoWeek(new Date('2026-11-22T23:59:00Z'))).toBe('2026-W47');
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
    expect(isoWeek(NOW)).toBe('2026-W28');
  });
});

/** The mails with this week's digest subject. */
const digestsOf = async (period: string) =>
  (await readMailDrop(app)).filter((m) => m.subject === `Verge: service provider summary, week ${period}`);

describe('serviceProviderSummary', () => {
  it('mails each subscribed client user the counts per provider on the assets they may open', async () => {
    expect(await scheduleServiceProviderSummary(app.context, NOW)).toBe(true);
    const mails = await digestsOf('2026-W28');
    const byRecipient = new Map(mails.map((m) => [m.to, m]));
    // The rival has no service provider: no mail.
    expect(mails).toHaveLength(2);
    expect([...byRecipient.keys()].sort()).toEqual(
      [world.client.admin.email, world.client.field.email].sort(),
    );
    const admin = byRecipient.get(world.client.admin.email)!;
    expect(admin.text).toContain(
      'Brush Busters\n  Issues assigned: 4\n  Still open: 2\n  Resolved in the last 7 days: 1',
    );
    const field = byRecipient.get(world.client.field.email)!;
    expect(field.text).toContain(
      'Brush Busters\n  Issues assigned: 3\n  Still open: 1\n  Resolved in the last 7 days: 1',
    );
  });

  it('runs once per ISO week: a second schedule (another replica) or a rerun of the job mails nobody twice', async () => {
    expect(await scheduleServiceProviderSummary(app.context, new Date('2026-07-12T20:00:00Z'))).toBe(false);
    // The job run again (as after a crash before it was marked done) queues no mail twice.
    expect(await serviceProviderSummary(app.context, NOW)).toBe(0);
    expect(await digestsOf('2026-W28')).toHaveLength(2);
    expect(await scheduleServiceProviderSummary(app.context, new Date('2026-07-13T01:00:00Z'))).toBe(true);
    expect(await digestsOf('2026-W29')).toHaveLength(2);
    const runs = await rows<{ key: string }>(
      app.context.db,
      sql`SELECT key FROM jobs WHERE kind = ${SUMMARY_JOB} AND done_at IS NOT NULL ORDER BY key`,
    );
    expect(runs.map((r) => r.key)).toEqual(['2026-W28', '2026-W29']);
  });
});

describe('startScheduledJobs', () => {
  it('schedules this week’s digest shortly after start, runs it, and stops when asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const period = isoWeek(new Date());
    const stop = startScheduledJobs(app.context);
    try {
      vi.advanceTimersByTime(30_000);
      // The worker, woken by the digest's commit, runs it and sends its mails by itself.
      await vi.waitFor(async () => {
        const jobs = await rows<{ kind: string; key: string | null; done: boolean }>(
          app.context.db,
          sql`SELECT kind, key, done_at IS NOT NULL AS done FROM jobs ORDER BY id DESC LIMIT 3`,
        );
        expect(jobs).toEqual([
          { kind: 'mail', key: expect.stringContaining(period), done: true },
          { kind: 'mail', key: expect.stringContaining(period), done: true },
          { kind: SUMMARY_JOB, key: period, done: true },
        ]);
      });
    } finally {
      await stop();
      vi.useRealTimers();
    }
    expect(await digestsOf(period)).toHaveLength(2);
  });
});
