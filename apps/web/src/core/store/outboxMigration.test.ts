import { Blob as NodeBlob } from 'node:buffer';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { V1_STORES, VergeDatabase } from './db';
import { MARKER_INDEX } from './issueMarkerIndex';
import { photoBlob } from './storedPhoto';

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
    expect((commands[2] as unknown as { blob: unknown }).blob).toEqual({ size: 1 });
    expect(commands.every((c) => !c.parked && c.nextAttemptAt === 0 && c.undo.length === 0)).toBe(true);
    expect(commands.some((c) => 'kind' in c || 'payload' in c)).toBe(false);
    v3.close();
  });
});

describe('local schema v5 → v6', () => {
  it('turns photos queued as Blobs into their bytes, type and name, and they still upload as the same file', async () => {
    const name = `photo-migration-${Date.now()}`;
    const v5 = new Dexie(name);
    v5.version(1).stores(V1_STORES);
    v5.version(2).stores({ idMap: '[kind+localId], uuid' });
    v5.version(3).stores({ outbox: '++seq, uuid, call' });
    v5.version(5).stores({ [MARKER_INDEX]: 'chunk' });
    await v5.open();
    const base = { dependsOn: [], baseVersion: null, assetId: 1, createdAt: 5, attempts: 0, parked: false };
    // Node's Blob: fake-indexeddb clones it as a browser's IndexedDB does (happy-dom's would become a plain object).
    const file = new NodeBlob(['jpeg bytes'], { type: 'image/jpeg' });
    await v5.table('outbox').bulkAdd([
      { ...base, call: 'issuesUpdate', uuid: 'a'.repeat(36), input: { id: 4 }, nextAttemptAt: 0, undo: [] },
      {
        ...base,
        call: 'photosUpload',
        uuid: 'b'.repeat(36),
        input: { parentUuid: 'p' },
        blob: file,
        undo: [],
      },
    ]);
    v5.close();

    const v6 = new VergeDatabase(name);
    const [edit, upload] = await v6.outbox.toArray();
    expect(edit.call).toBe('issuesUpdate');
    expect('photo' in edit).toBe(false);
    expect(upload.photo).toMatchObject({ type: 'image/jpeg', name: 'photo.jpg' });
    expect('blob' in upload).toBe(false);
    expect(await photoBlob(upload.photo!).text()).toBe('jpeg bytes');
    v6.close();
  });
});
