import { randomUUID } from 'node:crypto';
import { issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  demoLogin,
  processCall,
  processDatabase,
  type ServerProcess,
  serverProcess,
  withProcessDatabase,
} from '../../test/serverProcess';
import { type SmtpSink, startSmtpSink } from '../../test/smtpSink';
import { rows } from '../db/sql';
import { DEMO_USERS } from '../seed/demoAccounts';

/**
 * Issue 13 point 9: a server killed (kill -9) during a job's mail send loses no mail and sends none twice
 * (as docs/architecture.md, jobs, defines it). A real server process mails the sink; its short lease lets the
 * restarted server retry the interrupted job within the test.
 */
const LEASE_SECONDS = 15;
let server: ServerProcess;
let sink: SmtpSink;
let database: { url: string; drop: () => Promise<void> };
let admin: { token: string; userId: number; email: string };
let field: { token: string; userId: number };
let areaId: number;

async function api<T>(path: string, token: string, input: unknown, method: 'GET' | 'POST' = 'POST') {
  const answer = await processCall<T>(server, method, path, token, input);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

/** The field user logs an issue; the client admin's New Issue alert is queued with it. */
const logIssue = () =>
  api<{ id: number }>(
    '/vegetationIssues',
    field.token,
    issueRequestFixture({ uuid: randomUUID(), areaId, userId: field.userId }),
  );

/** Log an issue and wait until its alert's DATA is at the sink, the final reply held. */
async function sendHeldAlert() {
  sink.clear();
  const held = sink.holdNext();
  await logIssue();
  await held.reached;
  return held;
}

/** Until the restarted server's retry (after the killed claim's lease) has reached the sink. */
const untilReceived = (count: number) =>
  vi.waitFor(() => expect(sink.received).toHaveLength(count), {
    timeout: (LEASE_SECONDS + 20) * 1000,
    interval: 100,
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await processDatabase();
  server = await serverProcess({
    databaseUrl: database.url,
    env: {
      SMTP_URL: sink.url,
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      // 12 waits of 1.2 s fit in the lease (config.ts); generous for a busy machine.
      SMTP_TIMEOUT_MS: '1200',
      JOB_POLL_MS: '200',
      JOB_RETRY_BASE_MS: '1000',
    },
  });
  await server.start();
  const adminLogin = await demoLogin(server, DEMO_USERS.clientAdmin.user_name);
  admin = { ...adminLogin, email: `${DEMO_USERS.clientAdmin.user_name}@demo.verge.local` };
  field = await demoLogin(server, DEMO_USERS.clientField.user_name);
  await api('/alerts/create', admin.token, { userId: admin.userId, alert_type: 'New Issue' });
  const { assets } = await api<{ assets: { id: number }[] }>(
    '/update',
    field.token,
    { userId: field.userId },
    'GET',
  );
  const { areas } = await api<{ areas: { id: number }[] }>(
    '/update/asset',
    field.token,
    { assetId: assets[0].id, userId: field.userId },
    'GET',
  );
  areaId = areas[0].id;
}, 180_000);

afterAll(async () => {
  await server?.close();
  await sink?.close();
  await database?.drop();
});

it('sends a mail whose send the kill cut off before the reply once, after the lease', async () => {
  const held = await sendHeldAlert();
  await server.kill();
  // The connection is gone before the reply: the mail server drops the message (RFC 5321 §3.8).
  await vi.waitFor(() => expect(sink.connections()).toBe(0));
  held.release();
  await held.answered;
  expect(sink.received).toEqual([]);

  await server.start();
  await untilReceived(1);
  expect(sink.received[0].to).toEqual([admin.email]);
  expect(sink.delivered()).toHaveLength(1);
}, 120_000);

it('sends a mail answered 250 just before the kill at most once more, with the same Message-ID', async () => {
  const held = await sendHeldAlert();
  // Frozen before the 250 arrives, the server can never mark the job done: the kill lands between the two.
  await server.pause();
  held.release();
  await held.answered;
  await server.kill();
  expect(sink.received).toHaveLength(1);

  await server.start();
  await untilReceived(2);
  const [first, repeat] = sink.received;
  expect(repeat.messageId).toBe(first.messageId);
  expect(sink.delivered()).toEqual([first]);
  expect(first.to).toEqual([admin.email]);
}, 120_000);

it('ends with every job done, the interrupted ones after one more attempt, and no mail more', async () => {
  // Nothing is sent meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(sink.received).toHaveLength(2);
  await server.kill();
  const jobs = await withProcessDatabase(server, database.url, (handle) =>
    rows<{ kind: string; attempts: number; done: boolean; to: string | null }>(
      handle.db,
      sql`SELECT kind, attempts, done_at IS NOT NULL AS done, payload->>'to' AS to FROM jobs
          ORDER BY id`,
    ),
  );
  expect(jobs.filter((job) => !job.done)).toEqual([]);
  expect(jobs.filter((job) => job.kind === 'mail')).toEqual([
    { kind: 'mail', attempts: 2, done: true, to: admin.email },
    { kind: 'mail', attempts: 2, done: true, to: admin.email },
  ]);
}, 60_000);
