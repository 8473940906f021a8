import { inspectionFixture } from '@verge/domain/testing/culvertFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginSession } from '../../../core/session';
import { db } from '../../../core/store/db';
import { deleteInspections } from './deleteInspections';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await beginSession(7);
});

describe('deleteInspections', () => {
  it('hides each inspection at once and queues one delete command per inspection', async () => {
    const [first, second, kept] = [1, 2, 3].map((id) => inspectionFixture({ id }));
    await db.inspections.bulkPut([first, second, kept]);
    const failed = await deleteInspections([first, second], 1);
    expect(failed).toEqual([]);
    expect((await db.inspections.toArray()).map((i) => [i.id, i.hidden])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    const queued = await db.outbox.toArray();
    expect(queued.map((c) => [c.call, c.input])).toEqual([
      ['inspectionsDelete', { id: 1 }],
      ['inspectionsDelete', { id: 2 }],
    ]);
  });
});
