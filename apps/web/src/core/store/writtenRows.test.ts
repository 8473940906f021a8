import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import Dexie from 'dexie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readAssetRows } from './assetRows';
import { db, type LocalIssue } from './db';
import { usePacedLiveQuery } from './usePacedLiveQuery';
import { type PostedRows, postedRowsOf, publishWrittenRows, receiveWrittenRows } from './writtenRows';

// No table is cleared between these tests: a clear is a write of a range, after which no posted row of the table
// is trusted for a while. Each test writes its own ids.
afterEach(cleanup);
// Opened first: opening announces every table whole, which is no write.
beforeAll(() => db.open());

/** Publishes this context's writes to `tables` into a list (and on to the receiving side when `deliver`). */
function publish(tables: string[], deliver = true) {
  const posts: { tag: number; rows: PostedRows }[] = [];
  const stop = publishWrittenRows(tables, (tag, rows) => {
    posts.push({ tag, rows });
    if (deliver) receiveWrittenRows(tag, rows);
  });
  return { posts, stop };
}

/** Runs `writes`, giving each announcement's posted rows of `table` as seen while it is announced. */
async function announced(table: string, writes: () => Promise<unknown>) {
  const seen: (ReadonlyMap<unknown, unknown> | undefined)[] = [];
  const listen = (parts: Record<string, unknown>) => seen.push(postedRowsOf(parts, db.name, table));
  Dexie.on('storagemutated', listen);
  try {
    await writes();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    Dexie.on('storagemutated').unsubscribe(listen);
  }
  return seen;
}

describe('publishWrittenRows', () => {
  it('posts the rows a transaction stored in the published tables once it commits, the last write of a key winning', async () => {
    const { posts, stop } = publish(['issues']);
    try {
      const first = issueFixture({ id: 101, assetId: 7, comments: 'first' });
      const again = issueFixture({ id: 101, assetId: 7, comments: 'again' });
      const other = issueFixture({ id: 102, assetId: 7 });
      const seen = await announced('issues', () =>
        db.transaction('rw', [db.issues, db.areas], async () => {
          await db.issues.bulkPut([first, other]);
          await db.issues.put(again);
          await db.issues.delete(103);
          await db.areas.put({ id: 104, assetId: 7 } as never);
          expect(posts).toHaveLength(0);
        }),
      );
      expect(posts).toHaveLength(1);
      const [{ rows }] = posts;
      expect([...rows.keys()]).toEqual(['issues']);
      expect([...(rows.get('issues') ?? [])]).toEqual([
        [101, again],
        [102, other],
        [103, null],
      ]);
      // The commit's announcement carries its tag: the page finds the rows while every reader hears it.
      expect(seen).toHaveLength(1);
      expect(seen[0]?.get(101)).toBe(again);
    } finally {
      stop();
    }
  });

  it('posts nothing for a transaction that fails, nor for one that writes no published table', async () => {
    const { posts, stop } = publish(['issues']);
    try {
      await expect(
        db.transaction('rw', db.issues, async () => {
          await db.issues.put(issueFixture({ id: 111, assetId: 7 }));
          throw new Error('the page was refused');
        }),
      ).rejects.toThrow('the page was refused');
      await db.areas.put({ id: 112, assetId: 7 } as never);
      expect(posts).toHaveLength(0);
      expect(await db.issues.get(111)).toBeUndefined();
    } finally {
      stop();
    }
  });
});

describe('postedRowsOf', () => {
  it('has nothing for a write that posted nothing, and does not trust a posted key another write named lately', async () => {
    const [untagged] = await announced('issues', () => db.issues.put(issueFixture({ id: 121, assetId: 7 })));
    expect(untagged).toBeUndefined();
    const { stop } = publish(['issues']);
    try {
      const [rows] = await announced('issues', () =>
        db.issues.bulkPut([121, 122].map((id) => issueFixture({ id, assetId: 7, comments: 'page' }))),
      );
      // 121 was written elsewhere just before: its announcement may have overtaken this one's, so it is read.
      expect([...(rows?.keys() ?? [])]).toEqual([122]);
    } finally {
      stop();
    }
  });

  it('has nothing when the rows have not arrived when the commit is announced', async () => {
    const { posts, stop } = publish(['issues'], false);
    try {
      const [rows] = await announced('issues', () => db.issues.put(issueFixture({ id: 131, assetId: 7 })));
      expect(posts).toHaveLength(1);
      expect(rows).toBeUndefined();
    } finally {
      stop();
    }
  });
});

describe('a paced list with posted rows', () => {
  it('shows the rows a page posted as they are, without reading them back', async () => {
    await db.issues.bulkPut([141, 142].map((id) => issueFixture({ id, assetId: 17 })));
    const { result } = renderHook(() =>
      usePacedLiveQuery<number, LocalIssue[]>(17, ['issues'], (assetId, previous, written) =>
        readAssetRows(db.issues, assetId, previous, written),
      ),
    );
    await waitFor(() => expect(result.current?.map((row) => row.id).sort()).toEqual([141, 142]));
    const { stop } = publish(['issues']);
    try {
      const page = [143, 144].map((id) => issueFixture({ id, assetId: 17, comments: 'page' }));
      await act(() =>
        db.transaction('rw', db.issues, async () => {
          await db.issues.bulkPut(page);
          await db.issues.delete(141);
        }),
      );
      await waitFor(() => expect(result.current?.map((row) => row.id).sort()).toEqual([142, 143, 144]));
      // The very objects stored: a read would have given copies.
      expect(result.current?.find((row) => row.id === 143)).toBe(page[0]);
    } finally {
      stop();
    }
  });
});
