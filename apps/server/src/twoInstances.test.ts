import { randomUUID } from 'node:crypto';
import {
  API_PREFIX,
  type AppSyncResponse,
  type AssetSyncResponse,
  IDEMPOTENCY_KEY_HEADER,
  type UploadPhotoRequest,
  type VegetationIssue,
} from '@verge/domain';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3Server';
import {
  demoLogin,
  emptyPostgresDatabase,
  processCall,
  type ServerProcess,
  serverProcess,
} from '../test/serverProcess';
import { type SmtpSink, startSmtpSink } from '../test/smtpSink';
import { newIssue, testImage } from '../test/testApp';
import { migrationFiles } from './db/migrate';
import { SUMMARY_JOB } from './features/alertDelivery';
import { DEMO_USERS } from './seed/demoAccounts';

/**
 * Issue 14 point 7: two server processes on one PostgreSQL database, one S3 store and one SMTP server, a
 * client's calls sent to either. Instance B reads its sync pulls through DATABASE_READ_URL (the same
 * database, standing in for a replica). Runs only on PostgreSQL (vitest.config.ts): PGlite is one process.
 */
const JOB_POLL_MS = 200;
/** The hourly tasks first run this long after a start (jobs/scheduler.ts FIRST_CHECK_MS). */
const FIRST_HOURLY_CHECK_MS = 30_000;

let a: ServerProcess;
let b: ServerProcess;
let s3: TestS3Server;
let sink: SmtpSink;
let sql: pg.Client;
let dropDatabase = async () => {};
let startedAt = 0;

beforeAll(async () => {
  [s3, sink] = await Promise.all([startS3Server(), startSmtpSink()]);
  const database = await emptyPostgresDatabase();
  dropDatabase = database.drop;
  const env = {
    PHOTO_STORE: 's3',
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint ?? '',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: sink.url,
    JOB_POLL_MS: String(JOB_POLL_MS),
  };
  a = await serverProcess({ databaseUrl: database.url, env });
  b = await serverProcess({ databaseUrl: database.url, env: { ...env, DATABASE_READ_URL: database.url } });
  // Both at once on an empty database: one migrates and seeds while the other waits, then finds it done.
  startedAt = Date.now();
  await Promise.all([a.start(), b.start()]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  await sql?.end();
  await Promise.all([a?.close(), b?.close()]);
  await dropDatabase();
  await Promise.all([s3?.close(), sink?.close()]);
});

/** Alternate between the instances: call n goes to A when n is even, else to B. */
const instance = (n: number) => (n % 2 === 0 ? a : b);

async function ok<T>(
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  input: unknown,
): Promise<T> {
  const answer = await processCall<T>(server, method, path, token, input);
  expect(answer.status, `${method} ${path} on ${server === a ? 'A' : 'B'}`).toBe(200);
  return answer.body;
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailsTo = (email: string, subject: RegExp) =>
  sink.received.filter((mail) => mail.to.includes(email) && subject.test(mail.data));

const emailOf = async (userName: string) =>
  (await sql.query<{ email: string }>('SELECT email FROM users WHERE user_name = $1', [userName])).rows[0]
    .email;

it('started together on an empty database: each migration applied once, the demo seeded once', async () => {
  const applied = await sql.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  expect(applied.rows.map((row) => row.name)).toEqual(migrationFiles());
  const admins = await sql.query('SELECT id FROM users WHERE user_name = $1', [
    DEMO_USERS.clientAdmin.user_name,
  ]);
  expect(admins.rowCount).toBe(1);
});

it('pages a full asset pull across both instances with one cursor', async () => {
  const { token, userId } = await demoLogin(a, DEMO_USERS.clientAdmin.user_name);
  const { assets } = await ok<AppSyncResponse>(b, 'GET', '/update', token, { userId });
  const assetId = assets[0].id;
  const whole = await ok<AssetSyncResponse>(a, 'GET', '/update/asset', token, { assetId, userId });
  const tables = ['areas', 'issues', 'subAssets', 'culverts', 'culvertInspections'] as const;
  const paged = Object.fromEntries(tables.map((table) => [table, [] as number[]]));
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page: AssetSyncResponse = await ok(instance(pages), 'GET', '/update/asset', token, {
      assetId,
      userId,
      limit: 60,
      ...(cursor ? { cursor } : {}),
    });
    for (const table of tables) paged[table].push(...page[table].map((row) => row.id));
    cursor = page.nextCursor ?? undefined;
    pages += 1;
  } while (cursor);
  expect(pages).toBeGreaterThanOrEqual(4);
  for (const table of tables) {
    expect(
      paged[table].sort((x, y) => x - y),
      table,
    ).toEqual(whole[table].map((row) => row.id).sort((x, y) => x - y));
  }
  await ok(b, 'GET', '/update/relations', token, undefined);
});

it('a create sent to A and retried on B stores one issue, mails once, and its photo reads back from B', async () => {
  sink.clear();
  const admin = await demoLogin(a, DEMO_USERS.clientAdmin.user_name);
  const field = await demoLogin(b, DEMO_USERS.clientField.user_name);
  await ok(b, 'POST', '/alerts/create', admin.token, { userId: field.userId, alert_type: 'New Issue' });
  const { assets } = await ok<AppSyncResponse>(a, 'GET', '/update', admin.token, { userId: admin.userId });
  const { areas } = await ok<AssetSyncResponse>(b, 'GET', '/update/asset', admin.token, {
    assetId: assets[0].id,
    userId: admin.userId,
  });
  const request = newIssue(areas[0].id, admin.userId);
  const key = { [IDEMPOTENCY_KEY_HEADER]: request.uuid };
  const sent = await processCall<VegetationIssue>(a, 'POST', '/vegetationIssues', admin.token, request, key);
  const retried = await processCall<VegetationIssue>(
    b,
    'POST',
    '/vegetationIssues',
    admin.token,
    request,
    key,
  );
  expect([sent.status, retried.status]).toEqual([200, 200]);
  expect(retried.body).toEqual(sent.body);
  const stored = await sql.query('SELECT id FROM vegetation_issues WHERE uuid = $1', [request.uuid]);
  expect(stored.rows).toEqual([{ id: sent.body.id }]);

  // Both workers poll every JOB_POLL_MS: the alert's one job is taken by one of them, and mailed once.
  const fieldEmail = await emailOf(DEMO_USERS.clientField.user_name);
  await until(() => mailsTo(fieldEmail, /New Issue/i).length > 0, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 10 * JOB_POLL_MS));
  expect(mailsTo(fieldEmail, /New Issue/i)).toHaveLength(1);

  const photo: UploadPhotoRequest = {
    uuid: randomUUID(),
    targetType: 'vegetation-issue',
    parentUuid: request.uuid,
    fileType: 'image/jpeg',
  };
  const bytes = await testImage(800, 600);
  const uploaded = await fetch(
    `${a.base}${API_PREFIX}/photos/upload?obj=${encodeURIComponent(JSON.stringify(photo))}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'image/jpeg' },
      body: bytes,
    },
  );
  expect(uploaded.status).toBe(200);
  const { key: photoKey } = (await uploaded.json()) as { key: string };
  const served = await fetch(`${b.base}${API_PREFIX}/photos/file/${photoKey}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  expect(await s3.keys()).toContain(`originals/${photoKey}`);
});

it('counts wrong logins sent alternately to A and B against one limit', async () => {
  const attempt = (n: number) =>
    processCall(instance(n), 'POST', '/login', null, {
      username: DEMO_USERS.providerField.user_name,
      password: 'not-the-password',
    });
  const statuses: number[] = [];
  for (let n = 0; n < 12; n++) statuses.push((await attempt(n)).status);
  // loginPerUsername: 10 failed logins per 15 minutes (config.ts), on whichever instance they land.
  expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
});

it('queues the weekly digest once and mails it once, with both instances scheduling it', async () => {
  const admin = await demoLogin(b, DEMO_USERS.clientAdmin.user_name);
  const subscribed = await processCall(a, 'POST', '/alerts/create', admin.token, {
    userId: admin.userId,
    alert_type: 'Service Provider Summary',
  });
  expect(subscribed.status).toBe(200);
  // Each instance's first hourly check comes FIRST_HOURLY_CHECK_MS after its start; wait past both.
  const adminEmail = await emailOf(DEMO_USERS.clientAdmin.user_name);
  const digest = /service provider summary/i;
  await until(
    () =>
      Date.now() > startedAt + FIRST_HOURLY_CHECK_MS + 10 * JOB_POLL_MS &&
      mailsTo(adminEmail, digest).length > 0,
    FIRST_HOURLY_CHECK_MS + 30_000,
  );
  await new Promise((resolve) => setTimeout(resolve, 10 * JOB_POLL_MS));
  const jobs = await sql.query('SELECT key FROM jobs WHERE kind = $1', [SUMMARY_JOB]);
  expect(jobs.rowCount).toBe(1);
  expect(mailsTo(adminEmail, digest)).toHaveLength(1);
}, 90_000);
