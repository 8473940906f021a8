import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readMailDrop } from '../../test/mailDrop';
import { type SmtpSink, startSmtpSink } from '../../test/smtpSink';
import { call, createTestApp, newIssue, type TestApp } from '../../test/testApp';
import { createWorld, type World } from '../../test/world';
import { buildApp } from '../app';
import { inRequestTransaction } from '../db/requestTransaction';
import { rows } from '../db/sql';
import type { MailMessage } from '../mail/mailer';
import { queueMail } from '../mail/mailQueue';
import { retryDelayMs } from './worker';

const RETRY_BASE_MS = 200;
const MAX_ATTEMPTS = 3;

let smtp: SmtpSink;
let app: TestApp;
let world: World;

// A server mailing through a real SMTP server, retrying soon (tests cannot wait a minute).
beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await createTestApp({
    smtpUrl: smtp.url,
    jobPollMs: 50,
    jobRetryBaseMs: RETRY_BASE_MS,
    jobMaxAttempts: MAX_ATTEMPTS,
  });
  world = await createWorld(app);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
afterEach(() => smtp.clear());

const message = (to: string, subject: string): MailMessage => ({ to, subject, text: `About ${subject}` });

interface JobRow {
  attempts: number;
  last_error: string | null;
  done: boolean;
  failed: boolean;
}
const mailJobs = (subject: string) =>
  rows<JobRow>(
    app.context.db,
    sql`SELECT attempts, last_error, done_at IS NOT NULL AS done, failed_at IS NOT NULL AS failed
        FROM jobs WHERE kind = 'mail' AND payload->>'subject' = ${subject} ORDER BY id`,
  );

describe('retryDelayMs', () => {
  it('doubles with each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
  });
});

describe('the mail queue', () => {
  it('queues mail with the transaction: a rolled-back change sends nothing, a committed one always does', async () => {
    const { client } = world;
    const inTransaction = (fn: () => Promise<void>) =>
      inRequestTransaction(app.context.handle.db, fn, (error) => {
        throw error;
      });
    await expect(
      inTransaction(async () => {
        await queueMail(app.context, [message(client.admin.email, 'rolled back')]);
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    await inTransaction(async () => {
      await queueMail(app.context, [message(client.admin.email, 'committed')]);
    });
    await app.context.jobs.drain();
    expect(await mailJobs('rolled back')).toEqual([]);
    expect(await mailJobs('committed')).toEqual([
      { attempts: 1, last_error: null, done: true, failed: false },
    ]);
    expect(smtp.received.map((m) => m.to)).toEqual([[client.admin.email]]);
  });

  it('sends each message exactly once when two servers’ workers claim at the same time', async () => {
    const second = await buildApp({ config: app.config, handle: app.context.handle });
    const addresses = Array.from({ length: 24 }, (_, i) => `reader${i}@verge.example`);
    await queueMail(
      app.context,
      addresses.map((to) => message(to, 'two workers')),
    );
    await Promise.all([app.context.jobs.drain(), second.context.jobs.drain()]);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
    const jobs = await mailJobs('two workers');
    expect(jobs).toHaveLength(24);
    expect(jobs.every((job) => job.done && job.attempts === 1)).toBe(true);
  });

  it('gives every job its own Message-ID and keeps it when the job runs again', async () => {
    const to = world.client.admin.email;
    await queueMail(app.context, [message(to, 'named one'), message(to, 'named two')]);
    await app.context.jobs.drain();
    // A crash between the server's 250 and the mark as done: the job runs again.
    await app.context.db.execute(
      sql`UPDATE jobs SET done_at = NULL WHERE kind = 'mail' AND payload->>'subject' = 'named one'`,
    );
    await app.context.jobs.drain();
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^<verge-job\.\d+\.\d+@verge\.local>$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(smtp.delivered()).toHaveLength(2);
  });

  it('retries with growing waits and gives up after the last attempt, keeping the error', async () => {
    smtp.refuse(MAX_ATTEMPTS);
    await queueMail(app.context, [message(world.client.admin.email, 'refused')]);
    await vi.waitFor(
      async () => {
        await app.context.jobs.drain();
        expect((await mailJobs('refused'))[0].failed).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    const [job] = await mailJobs('refused');
    expect(job).toMatchObject({ attempts: MAX_ATTEMPTS, done: false });
    expect(job.last_error).toContain('451');
    expect(smtp.received).toEqual([]);
    const [first, second, third] = smtp.attempts;
    expect(second - first).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    expect(third - second).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS);
  });

  it('never slows or fails a save: a refusing mail server gets the alert after a retry, once', async () => {
    const { client } = world;
    await app.context.db.execute(
      sql`INSERT INTO alerts (user_id, alert_type) VALUES (${client.admin.id}, 'New Issue')`,
    );
    // The server holds its first answer (451) until the save has answered.
    let answerMailServer = () => {};
    smtp.refuse(
      1,
      new Promise<void>((resolve) => {
        answerMailServer = resolve;
      }),
    );
    app.context.jobs.start();
    try {
      const started = Date.now();
      const saved = await call(
        app,
        'issuesCreate',
        newIssue(client.areaIds[0], client.field.id),
        client.field.token,
      );
      expect(saved.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      // The worker, woken by the commit, is already waiting on the mail server.
      await vi.waitFor(() => expect(smtp.attempts).toHaveLength(1), { timeout: 5_000, interval: 20 });
      answerMailServer();
      const subject = `Verge: new vegetation issue ${saved.body.id} on Acme Pipelines Pipeline`;
      await vi.waitFor(async () => expect((await mailJobs(subject))[0]?.done).toBe(true), {
        timeout: 10_000,
        interval: 50,
      });
      const [job] = await mailJobs(subject);
      expect(job).toMatchObject({ attempts: 2, failed: false });
      expect(job.last_error).toContain('451');
    } finally {
      await app.context.jobs.stop();
    }
    expect(smtp.attempts).toHaveLength(2);
    expect(smtp.received.map((m) => m.to)).toEqual([[client.admin.email]]);
    // With SMTP_URL nothing goes to the mail drop.
    expect(await readMailDrop(app)).toEqual([]);
  });
});
