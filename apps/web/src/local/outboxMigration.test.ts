import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { V1_STORES, VergeDatabase } from './db';

describe('local schema v2 → v3', () => {
  it('turns the queued creates into commands under the same seq, nothing lost', async () => {
    const name = `outbox-migration-${Date.now()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(V1_STORES);
    v2.version(2).stores({ idMap: '[kind+localId], uuid' });
    await v2.open();
    const base = { assetId: 1, createdAt: 5, attempts: 2, lastError: 'offline' };
    const issueUuid = '00000000-0000-4000-8000-000000000001';
    await v2.table('outbox').bulkAdd([
      { ...base, kind: 'issue', uuid: issueUuid, payload: { uuid: issueUuid, originalIssueId: null } },
      {
        ...base,
        kind: 'issue',
        uuid: 'b'.repeat(36),
        payload: { uuid: 'b'.repeat(36), originalIssueId: -1 },
      },
      {
        ...base,
        kind: 'photo',
        uuid: 'c'.repeat(36),
        payload: { uuid: 'c'.repeat(36), parentUuid: issueUuid },
        blob: { size: 1 },
      },
    ]);
    v2.close();

    const v3 = new VergeDatabase(name);
    const commands = await v3.outbox.toArray();
    expect(commands.map((c) => [c.seq, c.call, c.uuid, c.attempts, c.lastError])).toEqual([
      [1, 'issuesCreate', issueUuid, 2, 'offline'],
      [2, 'issuesCreate', 'b'.repeat(36), 2, 'offline'],
      [3, 'photosUpload', 'c'.repeat(36), 2, 'offline'],
    ]);
    expect(commands[1].input).toEqual({ uuid: 'b'.repeat(36), originalIssueId: -1 });
    expect(commands[2].blob).toEqual({ size: 1 });
    expect(commands.every((c) => !c.parked && c.nextAttemptAt === 0 && c.undo.length === 0)).toBe(true);
    expect(commands.some((c) => 'kind' in c || 'payload' in c)).toBe(false);
    v3.close();
  });
});
