import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { touches, usePacedLiveQuery } from './usePacedLiveQuery';
import { addWrittenKeys, MAX_WRITTEN_KEYS } from './writtenKeys';

// Unmounted after each test: a mounted hook would read again on later tests' writes, after the page is gone.
afterEach(cleanup);

beforeEach(async () => {
  await db.issues.clear();
  await db.areas.clear();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read of the asset's issue ids that takes at least `ms`, counting how often it runs. */
function slowRead(ms: number) {
  const counter = { reads: 0 };
  const read = async (assetId: number) => {
    counter.reads += 1;
    const rows = await db.issues.where('assetId').equals(assetId).toArray();
    await sleep(ms);
    return rows.map((row) => row.id).sort((a, b) => a - b);
  };
  return { counter, read };
}

/** Once the list has answered (empty), 20 issues of asset 7 written 5 ms apart; resolves when it lists all 20. */
async function writeTwentyIssues(current: () => number[] | undefined): Promise<void> {
  await waitFor(() => expect(current()).toEqual([]));
  await act(async () => {
    for (let id = 1; id <= 20; id++) {
      await db.issues.put(issueFixture({ id, assetId: 7 }));
      await sleep(5);
    }
  });
  await waitFor(() => expect(current()).toHaveLength(20), { timeout: 5_000 });
}

describe('usePacedLiveQuery', () => {
  it('reads on mount and again after a write to its table, not after writes elsewhere', async () => {
    await db.issues.put(issueFixture({ id: 1, assetId: 7 }));
    const { counter, read } = slowRead(0);
    const { result } = renderHook(() => usePacedLiveQuery(7, ['issues'], read));
    await waitFor(() => expect(result.current).toEqual([1]));
    await act(() => db.issues.put(issueFixture({ id: 2, assetId: 7 })));
    await waitFor(() => expect(result.current).toEqual([1, 2]));
    const reads = counter.reads;
    await act(async () => {
      await db.areas.put({ id: 5, assetId: 7 } as never);
      await sleep(50);
    });
    expect(counter.reads).toBe(reads);
  });

  it('gathers the writes made while a slow read runs into one later read', async () => {
    const { counter, read } = slowRead(60);
    const { result } = renderHook(() => usePacedLiveQuery(7, ['issues'], read));
    await writeTwentyIssues(() => result.current);
    // Dexie's own live query would have read 21 times; paced, the 20 writes come in a handful of reads.
    expect(counter.reads).toBeLessThanOrEqual(5);
  });

  it('counts the drawing of an answer in its pace, not only the read', async () => {
    const { counter, read } = slowRead(0);
    const { result } = renderHook(() => {
      const ids = usePacedLiveQuery(7, ['issues'], read);
      // Drawing each answer takes 30 ms (a long list filtered and sorted), its read almost nothing.
      const until = performance.now() + 30;
      while (performance.now() < until) {}
      return ids;
    });
    await writeTwentyIssues(() => result.current);
    expect(counter.reads).toBeLessThanOrEqual(5);
  });

  it('reads a change at once after its first read, however long that took (a screen drawn the first time)', async () => {
    let reads = 0;
    const read = async (assetId: number) => {
      reads += 1;
      const rows = await db.issues.where('assetId').equals(assetId).toArray();
      if (reads === 1) await sleep(300);
      return rows.map((row) => row.id);
    };
    const { result } = renderHook(() => usePacedLiveQuery(7, ['issues'], read));
    await waitFor(() => expect(result.current).toEqual([]));
    const written = performance.now();
    await act(() => db.issues.put(issueFixture({ id: 1, assetId: 7 })));
    await waitFor(() => expect(result.current).toEqual([1]));
    // Paced by the first read, it would have waited seven times its 300 ms.
    expect(performance.now() - written).toBeLessThan(1_000);
  });

  it('answers undefined for a new key until its own read answers', async () => {
    await db.issues.bulkPut([issueFixture({ id: 1, assetId: 7 }), issueFixture({ id: 2, assetId: 8 })]);
    const { read } = slowRead(40);
    const { result, rerender } = renderHook(({ key }) => usePacedLiveQuery(key, ['issues'], read), {
      initialProps: { key: 7 },
    });
    await waitFor(() => expect(result.current).toEqual([1]));
    rerender({ key: 8 });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual([2]));
  });

  it('holds its first read back until started, and keeps following once it has been', async () => {
    await db.issues.put(issueFixture({ id: 1, assetId: 7 }));
    const { counter, read } = slowRead(0);
    const { result, rerender } = renderHook(({ start }) => usePacedLiveQuery(7, ['issues'], read, start), {
      initialProps: { start: false },
    });
    await act(() => sleep(30));
    expect(counter.reads).toBe(0);
    expect(result.current).toBeUndefined();
    rerender({ start: true });
    await waitFor(() => expect(result.current).toEqual([1]));
    rerender({ start: false });
    await act(() => db.issues.put(issueFixture({ id: 2, assetId: 7 })));
    await waitFor(() => expect(result.current).toEqual([1, 2]));
    expect(counter.reads).toBe(2);
  });
});

describe('touches', () => {
  it('matches the parts of the named tables of the database only', () => {
    const parts = { 'idb://verge/issues/assetId': {}, 'idb://other/areas/': {} };
    expect(touches(parts, 'verge', ['issues'])).toBe(true);
    expect(touches(parts, 'verge', ['areas'])).toBe(false);
    expect(touches(parts, 'verge', ['issue'])).toBe(false);
  });

  it('passes over a write of no rows (an empty range)', async () => {
    const seen: Record<string, unknown>[] = [];
    const listen = (parts: Record<string, unknown>) => seen.push(parts);
    Dexie.on('storagemutated', listen);
    try {
      await db.issues.bulkPut([]);
      await db.issues.bulkDelete([]);
      await db.issues.put(issueFixture({ id: 1 }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      Dexie.on('storagemutated').unsubscribe(listen);
    }
    expect(seen.map((parts) => touches(parts, db.name, ['issues']))).toEqual([false, false, true]);
  });
});

/** The storagemutated parts of each write `writes` makes, as Dexie announces them. */
async function partsOf(writes: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  const listen = (parts: Record<string, unknown>) => seen.push(parts);
  Dexie.on('storagemutated', listen);
  try {
    await writes();
    await sleep(50);
  } finally {
    Dexie.on('storagemutated').unsubscribe(listen);
  }
  return seen;
}

describe('addWrittenKeys', () => {
  it('names the primary keys a put, a bulk put and a delete wrote in the watched tables', async () => {
    const seen = await partsOf(async () => {
      await db.issues.put(issueFixture({ id: 1 }));
      await db.issues.bulkPut(Array.from({ length: 120 }, (_, i) => issueFixture({ id: 100 + i })));
      await db.issues.delete(7);
      await db.areas.put({ id: 5, assetId: 7 } as never);
    });
    const keys = new Set<unknown>();
    for (const parts of seen)
      expect(addWrittenKeys(keys as Set<never>, parts, db.name, ['issues'])).not.toBeNull();
    expect([...keys].sort((a, b) => Number(a) - Number(b))).toEqual([
      1,
      7,
      ...Array.from({ length: 120 }, (_, i) => 100 + i),
    ]);
  });

  it('answers null for a clear (a range of keys) and for more keys than it follows one by one', async () => {
    const [cleared] = await partsOf(() => db.issues.clear());
    expect(addWrittenKeys(new Set(), cleared, db.name, ['issues'])).toBeNull();
    const [clearedAndPut] = await partsOf(() =>
      db.transaction('rw', db.issues, async () => {
        await db.issues.clear();
        await db.issues.put(issueFixture({ id: 1 }));
      }),
    );
    expect(addWrittenKeys(new Set(), clearedAndPut, db.name, ['issues'])).toBeNull();
    const [many] = await partsOf(() =>
      db.issues.bulkPut(Array.from({ length: MAX_WRITTEN_KEYS + 1 }, (_, i) => issueFixture({ id: i + 1 }))),
    );
    expect(addWrittenKeys(new Set(), many, db.name, ['issues'])).toBeNull();
  });
});
