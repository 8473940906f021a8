import { issueFixture } from '@verge/domain/testing/issueFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAssetRows } from './assetRows';
import { db } from './db';

beforeEach(async () => {
  await db.issues.clear();
});

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

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
    const after = await readAssetRows(db.issues, 7, before, new Set([1, 2, 3, 4, 5, 6]));
    expect(ids(after)).toEqual([2, 4]);
    expect(after.find((row) => row.id === 2)?.comments).toBe('new');
    await db.issues.put(issueFixture({ id: 9, assetId: 7 }));
    const next = await readAssetRows(db.issues, 7, after, new Set([9]));
    expect(next.find((row) => row.id === 2)).toBe(after.find((row) => row.id === 2));
    expect(await readAssetRows(db.issues, 7, next, new Set())).toBe(next);
    // Keys far apart are read one by one, close ones as a range: both see the same rows.
    await db.issues.bulkPut([
      issueFixture({ id: 2, assetId: 7, comments: 'newer' }),
      issueFixture({ id: 5_000, assetId: 7 }),
    ]);
    const sparse = await readAssetRows(db.issues, 7, next, new Set([2, 5_000]));
    expect(ids(sparse)).toEqual([2, 4, 9, 5_000]);
    expect(sparse.find((row) => row.id === 2)?.comments).toBe('newer');
  });
});
