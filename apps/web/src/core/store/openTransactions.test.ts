import { describe, expect, it } from 'vitest';
import { VergeDatabase } from './db';
import { releaseStore } from './openTransactions';

describe('releaseStore', () => {
  it('aborts the write in flight, so it leaves nothing, and closes the connection for good', async () => {
    const name = `release-${Date.now()}`;
    const database = new VergeDatabase(name);
    await database.open();
    let wrote: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const write = database.transaction('rw', database.syncCursors, async () => {
      await database.syncCursors.put({ key: 'app', since: '2026-11-29T00:00:00.000Z' });
      // Still in flight, as a sync page's write is while its rows are stored, when the page says stop.
      const rest = database.syncCursors.bulkPut(
        Array.from({ length: 2_000 }, (_, i) => ({ key: `asset-${i}`, since: null })),
      );
      wrote();
      await rest;
    });
    await written;
    releaseStore(database);
    await expect(write).rejects.toThrow();
    expect(database.isOpen()).toBe(false);
    await expect(database.syncCursors.get('app')).rejects.toThrow();

    const reopened = new VergeDatabase(name);
    expect(await reopened.syncCursors.get('app')).toBeUndefined();
    reopened.close();
  });
});
