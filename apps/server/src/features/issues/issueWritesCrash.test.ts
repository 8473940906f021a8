import { randomUUID } from 'node:crypto';
import { type CreateIssueRequest, IDEMPOTENCY_KEY_HEADER } from '@verge/domain';
import { issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  demoLogin,
  processCall,
  processDatabase,
  type ServerProcess,
  serverProcess,
} from '../../../test/serverProcess';
import { DEMO_USERS } from '../../seed/demoAccounts';

/**
 * DESIGN §8 "crash tests (kill -9 mid-write)": a client sends issue creates 8 at a time and the server is
 * killed in the middle; after the restart the client sends again every create it got no answer to, with the
 * same uuid and Idempotency-Key, as the app's outbox does. Nothing acknowledged is lost, nothing doubled.
 */
const CREATES = 200;
const AT_A_TIME = 8;
/** Answers received before the kill. */
const KILL_AFTER = 60;

let server: ServerProcess;
let dropDatabase = async () => {};

beforeAll(async () => {
  const database = await processDatabase();
  dropDatabase = database.drop;
  server = await serverProcess({ databaseUrl: database.url });
  await server.start();
}, 180_000);

afterAll(async () => {
  await server?.close();
  await dropDatabase();
});

interface Create {
  key: string;
  request: CreateIssueRequest;
}
interface Stored {
  id: number;
  uuid: string;
  comments: string;
  individual_count: number | null;
}

/** Send one create; its stored issue, or null when no answer came (the server died). */
async function send(token: string, create: Create): Promise<Stored | null> {
  const answer = await processCall<Stored>(server, 'POST', '/vegetationIssues', token, create.request, {
    [IDEMPOTENCY_KEY_HEADER]: create.key,
  }).catch(() => null);
  if (answer === null) return null;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

it('keeps every acknowledged create and stores each create once when the client re-sends after a kill -9', async () => {
  const { token, userId } = await demoLogin(server, DEMO_USERS.clientField.user_name);
  const readIssues = async () => {
    const { assets } = (
      await processCall<{ assets: { id: number }[] }>(server, 'GET', '/update', token, { userId })
    ).body;
    const { body } = await processCall<{ areas: { id: number }[]; issues: Stored[] }>(
      server,
      'GET',
      '/update/asset',
      token,
      { assetId: assets[0].id, userId },
    );
    return body;
  };
  const before = await readIssues();
  const creates: Create[] = Array.from({ length: CREATES }, (_, i) => ({
    key: randomUUID(),
    request: issueRequestFixture({
      uuid: randomUUID(),
      areaId: before.areas[0].id,
      userId,
      comments: `crash write ${i}`,
      individual_count: i,
    }),
  }));

  // 8 senders take the creates in order; the kill lands while they are mid-flight.
  const acknowledged = new Map<string, Stored>();
  let next = 0;
  let killed: Promise<void> | undefined;
  const sender = async () => {
    while (next < creates.length && !killed) {
      const create = creates[next++];
      const stored = await send(token, create);
      if (stored) acknowledged.set(create.request.uuid, stored);
      if (acknowledged.size >= KILL_AFTER) killed ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: AT_A_TIME }, sender));
  await killed;
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acknowledged.size).toBeLessThan(CREATES);

  // The outbox re-sends what it got no answer to, in order, the same way.
  await server.start();
  const unanswered = creates.filter((create) => !acknowledged.has(create.request.uuid));
  for (const create of unanswered) {
    const stored = await send(token, create);
    expect(stored, create.request.uuid).not.toBeNull();
    acknowledged.set(create.request.uuid, stored as Stored);
  }

  const after = await readIssues();
  const ours = after.issues.filter((issue) => issue.comments.startsWith('crash write '));
  expect(ours).toHaveLength(CREATES);
  expect(after.issues).toHaveLength(before.issues.length + CREATES);
  for (const [i, { request }] of creates.entries()) {
    const stored = ours.filter((issue) => issue.uuid === request.uuid);
    expect(stored, request.uuid).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: acknowledged.get(request.uuid)?.id,
      comments: `crash write ${i}`,
      individual_count: i,
    });
  }
}, 300_000);
