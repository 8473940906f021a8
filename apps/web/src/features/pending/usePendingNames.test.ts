import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { primeTokens } from '../../api/tokens';
import { addPhotos } from '../../commands/photoCommands';
import { db } from '../../local/db';
import { beginSession } from '../../local/session';
import { queueTestCulvert, queueTestInspection, queueTestIssue } from '../../local/testRecords';
import { describeCommand } from './describeCommand';
import { usePendingNames } from './usePendingNames';

beforeEach(async () => {
  primeTokens({ user: 'token' });
  await Promise.all(db.tables.map((table) => table.clear()));
  await beginSession(7);
});

describe('usePendingNames', () => {
  it('names the records the queued commands refer to, photos by their parent and place', async () => {
    await queueTestIssue();
    const culvert = await queueTestCulvert();
    const inspection = await queueTestInspection(culvert);
    const photo = () => new Blob(['x'], { type: 'image/jpeg' });
    await addPhotos('culvert-inspection', inspection.uuid, [photo(), photo()], { assetId: 1 });
    const commands = await db.outbox.toArray();

    const { result } = renderHook(() => usePendingNames(commands));
    await waitFor(() => expect(result.current).toBeDefined());
    const names = result.current!;
    expect(commands.map((command) => describeCommand(command, names))).toEqual([
      'New issue',
      'New culvert C-1',
      'Inspection of culvert C-1',
      'Photo 1 of inspection at C-1',
      'Photo 2 of inspection at C-1',
    ]);
  });

  it('reads only the records named, not whole tables', async () => {
    await queueTestIssue();
    const commands = await db.outbox.toArray();
    const reads = [db.issues, db.culverts, db.inspections, db.subAssets].map((table) =>
      vi.spyOn(table, 'toArray'),
    );
    const { result } = renderHook(() => usePendingNames(commands));
    await waitFor(() => expect(result.current).toBeDefined());
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });
});
