import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  API_PREFIX,
  type ApiErrorBody,
  type CallInput,
  type CallName,
  type CallOutput,
  type CreateCulvertRequest,
  type CreateInspectionRequest,
  type CreateIssueRequest,
  contract,
  IDEMPOTENCY_KEY_HEADER,
} from '@verge/domain';
import { culvertRequestFixture, inspectionRequestFixture } from '@verge/domain/testing/culvertFixture';
import { issueRequestFixture } from '@verge/domain/testing/issueFixture';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type DbHandle, type DbOptions, openPglite, openPostgres, pgliteHandle } from '../src/db/client';
import type { LogOptions } from '../src/http/logging';
import { withDatabase } from './globalSetup';

export interface TestApp {
  server: FastifyInstance;
  context: AppContext;
  config: Config;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database copied from the run's template, and how to drop it. */
export async function copyPostgresTemplate(template: {
  url: string;
  template: string;
}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `verge_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  return {
    url: withDatabase(template.url, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: template.url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

interface TestDatabase {
  handle: DbHandle;
  /** With `readDb` options: a second handle on the same database, standing in for a read replica. */
  readHandle?: DbHandle;
  drop: () => Promise<void>;
}

async function openTestDatabase(options: DbOptions, readOptions?: DbOptions): Promise<TestDatabase> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    const handle = await openPglite({ loadDataDir: new Blob([dump]), ...options });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const readHandle = readOptions && pgliteHandle(client, readOptions);
    return { handle, readHandle, drop: async () => {} };
  }
  const { url, drop } = await copyPostgresTemplate(template);
  const readHandle = readOptions && (await openPostgres(url, readOptions));
  return { handle: await openPostgres(url, options), readHandle, drop };
}

/**
 * A fresh server on its own copy of the template database, with its own data folder. `db` and `readDb`
 * options (a statement logger, say) apply to the primary handle and to a read handle for the sync pulls.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: LogOptions; db?: DbOptions; readDb?: DbOptions } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'verge-test-'));
  const { handle, readHandle, drop } = await openTestDatabase(options.db ?? {}, options.readDb);
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { dataDir, jwtSecret: 'test-secret-test-secret-test-secret', validateResponses: true, ...overrides },
  );
  const { server, context } = await buildApp({ config, handle, readHandle, logger: options.logger });
  await server.ready();
  return {
    server,
    context,
    config,
    close: async () => {
      await server.close();
      // On PGlite the read handle shares the primary's client: closing the primary closes both.
      if (readHandle?.kind === 'postgres') await readHandle.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallResult<N extends CallName> {
  status: number;
  /** The parsed body: the call's output on success. */
  body: CallOutput<N>;
  /** The error object on failure. */
  error: ApiErrorBody['error'] | undefined;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Make a contract call through app.inject exactly as a client would send it. */
export function call<N extends CallName>(
  app: TestApp,
  name: N,
  input: CallInput<N> | undefined,
  token?: string,
  file?: { bytes: Buffer; contentType: string },
): Promise<CallResult<N>> {
  return send(app, name, input, { token, file });
}

/** Make a command call carrying `key` as its Idempotency-Key, as the outbox engine sends it. */
export function command<N extends CallName>(
  app: TestApp,
  name: N,
  input: CallInput<N>,
  token: string,
  key: string,
  file?: { bytes: Buffer; contentType: string },
): Promise<CallResult<N>> {
  return send(app, name, input, { token, file, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

/** Make a call with extra request headers. */
export async function send<N extends CallName>(
  app: TestApp,
  name: N,
  input: CallInput<N> | undefined,
  options: {
    token?: string;
    file?: { bytes: Buffer; contentType: string };
    headers?: Record<string, string>;
  },
): Promise<CallResult<N>> {
  const { token, file } = options;
  const definition = contract[name];
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const useQuery = definition.method === 'GET' || ('body' in definition && definition.body === 'binary');
  const query = useQuery && input !== undefined ? `?obj=${encodeURIComponent(JSON.stringify(input))}` : '';
  let payload: string | Buffer | undefined;
  if (file) {
    headers['content-type'] = file.contentType;
    payload = file.bytes;
  } else if (!useQuery && input !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input);
  }
  const response = await app.server.inject({
    method: definition.method,
    url: `${API_PREFIX}${definition.path}${query}`,
    headers,
    payload,
  });
  const parsed = response.body ? (JSON.parse(response.body) as unknown) : undefined;
  const isError = response.statusCode >= 400;
  return {
    status: response.statusCode,
    body: parsed as CallOutput<N>,
    error: isError ? (parsed as ApiErrorBody).error : undefined,
    headers: response.headers,
  };
}

/** A valid issue request (the shared fixture) with a fresh uuid; a test overrides what it is about. */
export function newIssue(
  areaId: number,
  userId: number,
  overrides: Partial<CreateIssueRequest> = {},
): CreateIssueRequest {
  return issueRequestFixture({ uuid: randomUUID(), areaId, userId, ...overrides });
}

export function newCulvert(
  assetId: number,
  overrides: Partial<CreateCulvertRequest> = {},
): CreateCulvertRequest {
  return culvertRequestFixture({
    assetId,
    site_culvert_id: `C-${Math.floor(Math.random() * 100000)}`,
    direction_of_flow: 'North to South',
    ...overrides,
  });
}

export function newInspection(
  culvertId: number,
  userId: number,
  overrides: Partial<CreateInspectionRequest> = {},
): CreateInspectionRequest {
  return inspectionRequestFixture({
    userId,
    culvertId,
    inspection_date: '2026-06-02T09:00:00.000Z',
    next_inspection_date: '2027-06-02',
    comments: 'Inlet partly blocked by debris',
    risk_score: 5,
    culvertStatusId: 2,
    actionsTakenIds: [1],
    actionsRequiredIds: [22],
    ...overrides,
  });
}

/** The smallest valid JPEG-ish images are awkward to hand-write; tests make real ones with sharp. */
export async function testImage(width = 400, height = 300): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** Subscribe each user (with their own token) to the alert of `type`; fails the test when one is refused. */
export async function subscribe(
  app: TestApp,
  users: readonly { id: number; token: string }[],
  type: CallInput<'alertsCreate'>['alert_type'],
): Promise<void> {
  for (const user of users) {
    const answer = await call(app, 'alertsCreate', { userId: user.id, alert_type: type }, user.token);
    if (answer.status !== 200)
      throw new Error(`Subscribing user ${user.id} to ${type} answered ${answer.status}`);
  }
}

/** Upload `bytes` (a JPEG) as a new photo of the issue with uuid `issueUuid`. */
export function uploadIssuePhoto(
  app: TestApp,
  issueUuid: string,
  token: string,
  bytes: Buffer,
): Promise<CallResult<'photosUpload'>> {
  return call(
    app,
    'photosUpload',
    { uuid: randomUUID(), targetType: 'vegetation-issue', parentUuid: issueUuid, fileType: 'image/jpeg' },
    token,
    { bytes, contentType: 'image/jpeg' },
  );
}
