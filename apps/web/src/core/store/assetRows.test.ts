import { issueFixture } from '@verge/domain/testing/issueFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAssetRows } from './assetRows';
import { db } from './db';

beforeEach(async () => {
  await db.issues.clear();
});

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
/** Keys written since the last read, none of them posted. */
const keys = (...written: number[]) => ({ keys: new Set(written), rows: new Map() });

describe('readAssetRows', () => {
  it('reads the whole list: every shown row of the asset, none of another asset, no tombstone', async () => {
    const count = 50;
    await db.issues.bulkPut(
      Array.from({ length: count }, (_, i) =>
        issueFixture({ id: i + 1, assetId: i % 2 === 0 ? 7 : 8, hidden: i % 10 === 4 }),
      ),
    );
    await db.issues.put(issueFixture({ id: -3, assetId: 7 }));
    const rows = await readAssetRows(db.issues, 7, undefined, null);
    const expected = Array.from({ length: count }, (_, i) => i)
      .filter((i) => i % 2 === 0 && i % 10 !== 4)
      .map((i) => i + 1);
    expect(ids(rows)).toEqual([-3, ...expected]);
  });

  it('after a write reads only the written keys and keeps the other rows as the same objects', async () => {
    await db.issues.bulkPut([1, 2, 3].map((id) => issueFixture({ id, assetId: 7, comments: 'old' })));
    const before = await readAssetRows(db.issues, 7, undefined, null);
    await db.issues.bulkPut([
      issueFixture({ id: 2, assetId: 7, comments: 'new' }),
      issueFixture({ id: 4, assetId: 7 }),
      issueFixture({ id: 5, assetId: 8 }),
      issueFixture({ id: 3, assetId: 7, hidden: true }),
    ]);
    await db.issues.delete(1);
    // Key 6 was written and is gone again; 1 was deleted, 3 hidden: none of them is shown.
    const after = await readAssetRows(db.issues, 7, before, keys(1, 2, 3, 4, 5, 6));
    expect(ids(after)).toEqual([2, 4]);
    expect(after.find((row) => row.id === 2)?.comments).toBe('new');
    await db.issues.put(issueFixture({ id: 9, assetId: 7 }));
    const next = await readAssetRows(db.issues, 7, after, keys(9));
    expect(next.find((row) => row.id === 2)).toBe(after.find((row) => row.id === 2));
    expect(await readAssetRows(db.issues, 7, next, keys())).toBe(next);
    // Keys far apart are read one by one, close ones as a range: both see the same rows.
    await db.issues.bulkPut([
      issueFixture({ id: 2, assetId: 7, comments: 'newer' }),
      issueFixture({ id: 5_000, assetId: 7 }),
    ]);
    const sparse = await readAssetRows(db.issues, 7, next, keys(2, 5_000));
    expect(ids(sparse)).toEqual([2, 4, 9, 5_000]);
    expect(sparse.find((row) => row.id === 2)?.comments).toBe('newer');
  });

  it('takes the rows another context posted as they are and reads only the others', async () => {
    await db.issues.bulkPut([1, 2, 3].map((id) => issueFixture({ id, assetId: 7, comments: 'stored' })));
    const before = await readAssetRows(db.issues, 7, undefined, null);
    // Posted: 1 deleted, 2 as the worker stored it (this object), 8 of another asset; 3 was written, not posted.
    const posted = issueFixture({ id: 2, assetId: 7, comments: 'posted' });
    await db.issues.put(issueFixture({ id: 3, assetId: 7, comments: 'read' }));
    const after = await readAssetRows(db.issues, 7, before, {
      keys: new Set([1, 2, 3, 8]),
      rows: new Map<number, unknown>([
        [1, null],
        [2, posted],
        [8, issueFixture({ id: 8, assetId: 9 })],
      ]),
    });
    expect(ids(after)).toEqual([2, 3]);
    expect(after.find((row) => row.id === 2)).toBe(posted);
    expect(after.find((row) => row.id === 3)?.comments).toBe('read');
  });

  it('keeps each row in its place and adds new ones after, also when an earlier answer is built on again', async () => {
    const order = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
    await db.issues.bulkPut([1, 2, 3].map((id) => issueFixture({ id, assetId: 7 })));
    const first = await readAssetRows(db.issues, 7, undefined, null);
    await db.issues.bulkPut([1, 2, 10].map((id) => issueFixture({ id, assetId: 7, comments: 'changed' })));
    const second = await readAssetRows(db.issues, 7, first, keys(10, 2));
    expect(order(second)).toEqual([1, 2, 3, 10]);
    expect(second[1]?.comments).toBe('changed');
    expect(first[1]?.comments).not.toBe('changed');
    // The first answer again (its places were handed on to the second): still right.
    const again = await readAssetRows(db.issues, 7, first, keys(1));
    expect(order(again)).toEqual([1, 2, 3]);
    expect(again[0]?.comments).toBe('changed');
    expect(again[1]).toBe(first[1]);
    await db.issues.delete(2);
    const third = await readAssetRows(db.issues, 7, second, keys(2));
    expect(order(third)).toEqual([1, 3, 10]);
    await db.issues.bulkPut([3, 11].map((id) => issueFixture({ id, assetId: 7, comments: 'last' })));
    const fourth = await readAssetRows(db.issues, 7, third, keys(11, 3));
    expect(order(fourth)).toEqual([1, 3, 10, 11]);
    expect(fourth[1]?.comments).toBe('last');
  });
});
