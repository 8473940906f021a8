import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queueTestCulvert, queueTestInspection, queueTestIssue, testPhoto } from '../../../test/testRecords';
import { assignIssuesToProvider, assignIssuesToUser } from '../../core/assignments';
import { addPhotos } from '../../core/photos';
import { beginSession, primeTokens } from '../../core/session';
import { addAssetSpecies } from '../../core/species';
import { db } from '../../core/store/db';
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
    await addPhotos('culvert-inspection', inspection.uuid, [testPhoto(), testPhoto()], { assetId: 1 });
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

  it('names the asset of a species change, the field user and the provider of an assignment', async () => {
    await db.assets.put({
      id: 4,
      asset_name: 'Range Road 190',
      latitude: 54,
      longitude: -115,
      companyId: 1,
      vegetationSpecies: [],
    });
    const thistle = { id: 1, species: 'Canada Thistle', score: 1, reference_photo_url: null, vegeTypeId: 1 };
    await addAssetSpecies(4, [thistle]);
    await addAssetSpecies(99, [thistle]);
    await db.users.put({
      id: 77,
      user_name: 'northern.field',
      email: 'field@example.com',
      first_name: 'Nora',
      last_name: 'Field',
      userRoleId: 3,
      is_active: true,
      companyId: 1,
      assignedIssues: [],
      assetIds: [4],
    });
    await db.thirdPartyCompanies.put({
      id: 8,
      company_name: 'Clearcut Vegetation Services',
      company_tag: 'CVS',
      company_type: 'thirdParty',
      vegetationIssues: [],
    });
    await assignIssuesToUser(4, { userId: 77, issueIds: [1, 2] });
    await assignIssuesToUser(4, { userId: 78, issueIds: [5] });
    await assignIssuesToProvider(4, { company_id: 8, original_issue_ids: [3] });
    const commands = await db.outbox.toArray();

    const { result } = renderHook(() => usePendingNames(commands));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(commands.map((command) => describeCommand(command, result.current!))).toEqual([
      '1 species added to the species list of asset Range Road 190',
      '1 species added to the species list of an asset',
      '2 issues assigned to Nora Field',
      '1 issue assigned to a field user',
      '1 issue assigned to Clearcut Vegetation Services',
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
