import { issueFixture } from '@verge/domain/testing/issueFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAssetRows } from './chunkedRead';
import { db } from './db';

beforeEach(() => db.issues.clear());

describe('readAssetRows', () => {
  it("reads every row of the asset in id order across chunk borders, local (negative) ids first, no other asset's", async () => {
    const ids = [-2, -1, 1, 2, 3, 4, 5, 6, 7];
    await db.issues.bulkPut(ids.map((id) => issueFixture({ id, assetId: 7 })));
    await db.issues.bulkPut([issueFixture({ id: 8, assetId: 9 }), issueFixture({ id: -3, assetId: 9 })]);
    for (const chunk of [1, 2, 3, 9, 100]) {
      const rows = await readAssetRows(db.issues, 7, chunk);
      expect(rows.map((row) => row.id)).toEqual(ids);
    }
    expect(await readAssetRows(db.issues, 9, 2)).toHaveLength(2);
  });
});
