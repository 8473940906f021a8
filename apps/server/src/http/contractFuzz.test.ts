import {
  API_PREFIX,
  type CallDefinition,
  type CallName,
  contract,
  IDEMPOTENCY_KEY_HEADER,
  idSchema,
  localIdSchema,
  uuidSchema,
} from '@verge/domain';
import { mutatedInput } from '@verge/domain/testing/mutatedInput';
import { type Overrides, validInput } from '@verge/domain/testing/zodArbitrary';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { insertCulvertRow, insertInspectionRow, insertIssueRow } from '../../test/directRows';
import { databaseFingerprint } from '../../test/fingerprint';
import { createTestApp, type TestApp, testImage } from '../../test/testApp';
import { createWorld, type TestUser, type World } from '../../test/world';
import type { Limits } from '../config';
import { rows } from '../db/sql';

/*
 * The property-based fuzz suite (DESIGN §8): every contract call gets valid-shaped requests generated from
 * its input schema and the same spoiled in one place, sent as each kind of caller. Whatever comes in, the
 * answer is never a 5xx, and a refused request (4xx) leaves every table as it was. FUZZ_RUNS and FUZZ_SEED
 * run more cases or other ones; a failure prints the call, the caller and the request (fast-check's
 * counterexample) and the seed that replays it.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

let app: TestApp;
let world: World;
/** Ids and uuids of records that exist, so generated requests reach past the not-found checks. */
let known: { ids: number[]; uuids: string[] };
let fingerprint: Record<string, string>;
let photo: Buffer;

beforeAll(async () => {
  // The fuzz sends thousands of requests from one address, failed logins among them: no limit may stop it.
  const unlimited = { max: 1_000_000, windowSeconds: 60 };
  const limits: Limits = {
    loginPerUsername: unlimited,
    loginPerAddress: unlimited,
    resetPerEmail: unlimited,
    resetPerAddress: unlimited,
    requestsPerToken: unlimited,
    requestsPerAddress: unlimited,
  };
  app = await createTestApp({ limits });
  world = await createWorld(app);
  const db = app.context.db;
  for (const company of [world.client, world.rival]) {
    await insertIssueRow(db, {
      assetId: company.assetId,
      areaId: company.areaIds[0],
      userId: company.field.id,
    });
    const culvertId = await insertCulvertRow(db, company.assetId);
    await insertInspectionRow(db, { culvertId, assetId: company.assetId, userId: company.field.id });
  }
  const ids = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM companies UNION SELECT id FROM users UNION SELECT id FROM assets
        UNION SELECT id FROM management_areas UNION SELECT id FROM vegetation_issues
        UNION SELECT id FROM culverts UNION SELECT id FROM culvert_inspections ORDER BY id`,
  );
  const uuids = await rows<{ uuid: string }>(
    db,
    sql`SELECT uuid FROM vegetation_issues UNION SELECT uuid FROM culverts UNION SELECT uuid FROM culvert_inspections`,
  );
  known = { ids: ids.map((r) => r.id), uuids: uuids.map((r) => r.uuid) };
  fingerprint = await databaseFingerprint(db);
  photo = await testImage(64, 48);
}, 180_000);
afterAll(() => app?.close());

interface Caller {
  role: string;
  token?: string;
  userId?: number;
}

/** Who sends a call: a wrong caller must be refused (401/403/404) as cleanly as a wrong request. */
function callers(auth: CallDefinition['auth']): fc.Arbitrary<Caller> {
  const as = (role: string, user?: TestUser): Caller => ({ role, token: user?.token, userId: user?.id });
  if (auth === 'open') return fc.constant(as('anonymous'));
  const { client, provider, rival, superUser } = world;
  if (auth === 'super') return fc.constantFrom(as('super user', superUser), as('client admin', client.admin));
  const signedIn = fc.constantFrom(
    as('client admin', client.admin),
    as('client field user', client.field),
    as('third-party admin', provider.admin),
    as('third-party field user', provider.field),
    as('other company admin', rival.admin),
  );
  const stranger = fc.constantFrom(as('anonymous'), { role: 'bad token', token: 'not-a-jwt' });
  return fc.oneof({ weight: 6, arbitrary: signedIn }, { weight: 1, arbitrary: stranger });
}

/** A request naming a user (`userId`) names the caller, as the app sends it. */
const fromCaller = (input: unknown, caller: Caller): unknown =>
  caller.userId !== undefined && input !== null && typeof input === 'object' && 'userId' in input
    ? { ...input, userId: caller.userId }
    : input;

/** Binary uploads: the file as a client might send it, or something that is not one. */
const upload = fc.record({
  contentType: fc.constantFrom(
    'image/jpeg',
    'image/png',
    'application/octet-stream',
    'multipart/form-data; boundary=x',
    'text/plain',
  ),
  bytes: fc.oneof(
    fc.constant('photo'),
    fc.constant('truncated photo'),
    fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
  ),
});

/** Request text that is not JSON at all, in place of the request. */
const BROKEN_TEXT = ['{', '{"a":', 'null', '[]', '"text"', '\u0000', 'NaN'];

interface Sent {
  caller: Caller;
  input: unknown;
  raw?: string;
  file?: { contentType: string; bytes: Buffer | string };
  idempotencyKey?: string;
}

async function send(name: CallName, sent: Sent) {
  const definition: CallDefinition = contract[name];
  const headers: Record<string, string> = {};
  if (sent.caller.token) headers.authorization = `Bearer ${sent.caller.token}`;
  if (sent.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = sent.idempotencyKey;
  const text = sent.raw ?? (sent.input === undefined ? undefined : JSON.stringify(sent.input));
  const inQuery = definition.method === 'GET' || definition.body === 'binary';
  let payload: string | Buffer | undefined;
  if (definition.body === 'binary' && sent.file) {
    headers['content-type'] = sent.file.contentType;
    payload =
      sent.file.bytes === 'photo'
        ? photo
        : sent.file.bytes === 'truncated photo'
          ? photo.subarray(0, 100)
          : sent.file.bytes;
  } else if (!inQuery && text !== undefined) {
    headers['content-type'] = 'application/json';
    payload = text;
  }
  return app.server.inject({
    method: definition.method,
    url: `${API_PREFIX}${definition.path}${inQuery && text !== undefined ? `?obj=${encodeURIComponent(text)}` : ''}`,
    headers,
    payload,
  });
}

/** Never a 5xx; after a 4xx every table as it was. */
async function check(name: CallName, sent: Sent): Promise<void> {
  const response = await send(name, sent);
  expect(response.statusCode, `${name} answered ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const after = await databaseFingerprint(app.context.db);
  if (response.statusCode >= 400)
    expect(after, `${name} refused with ${response.statusCode} yet stored`).toEqual(fingerprint);
  fingerprint = after;
}

const overrides = (): Overrides =>
  new Map<z.ZodType, fc.Arbitrary<unknown>>([
    [
      idSchema,
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...known.ids) },
        { weight: 1, arbitrary: validInput(idSchema) },
      ),
    ],
    [localIdSchema, fc.oneof(fc.constantFrom(...known.ids), fc.integer({ min: -50, max: -1 }))],
    [uuidSchema, fc.oneof(fc.constantFrom(...known.uuids), fc.uuid())],
  ]);

/**
 * One fuzz case of `name`: a caller, a request (mostly in the caller's own name), for uploads a file, and
 * for commands sometimes an Idempotency-Key; a spoiled case is sometimes not JSON at all.
 */
function cases(name: CallName, spoiled: boolean): fc.Arbitrary<Sent> {
  const definition: CallDefinition = contract[name];
  const valid = validInput(definition.input, overrides());
  const ownName = fc.nat(3).map((n) => n > 0);
  return fc.tuple(callers(definition.auth), ownName).chain(([caller, own]) => {
    const shaped = own ? valid.map((input) => fromCaller(input, caller)) : valid;
    return fc.record({
      caller: fc.constant(caller),
      input: spoiled ? mutatedInput(shaped) : shaped,
      raw: spoiled
        ? fc.oneof(
            { weight: 8, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constantFrom(...BROKEN_TEXT) },
          )
        : fc.constant(undefined),
      file: definition.body === 'binary' ? upload : fc.constant(undefined),
      idempotencyKey: fc.option(fc.uuid(), { nil: undefined }),
    });
  });
}

describe(`every contract call, ${RUNS} valid-shaped and ${RUNS} spoiled requests each (seed ${SEED})`, () => {
  it.each(Object.keys(contract) as CallName[])(
    '%s: no 5xx, nothing stored when refused',
    async (name) => {
      fingerprint = await databaseFingerprint(app.context.db);
      for (const spoiled of [false, true]) {
        await fc.assert(
          fc.asyncProperty(cases(name, spoiled), (sent) => check(name, sent)),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
    },
    120_000,
  );
});
