import { cleanup, screen } from '@testing-library/react';
import type { SubAsset } from '@verge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPageAt, signInAsClient } from '../../../test/testProviders';
import { db } from '../../core/store/db';
import SubAssetFormPage from './SubAssetFormPage';

const pad: SubAsset = {
  id: 57,
  sub_asset_name: 'Compressor Pad',
  latitude: 53.9,
  longitude: -116.5,
  assetId: 1,
  managementAreaIds: [],
  updated_at: '2026-05-01T10:00:00.000Z',
  hidden: false,
};

const openEdit = (id: number) =>
  renderPageAt('/edit-sub-asset/:id', `/edit-sub-asset/${id}`, <SubAssetFormPage />, [
    { path: '/sub-assets', element: <p>Sub Assets list</p> },
  ]);

describe('Edit Sub Asset', () => {
  beforeEach(async () => {
    await db.delete();
    await db.open();
    await signInAsClient(1);
    await db.subAssets.put(pad);
  });
  afterEach(cleanup);

  it('opens a sub-asset by its server id', async () => {
    openEdit(57);
    expect(await screen.findByDisplayValue('Compressor Pad')).toBeTruthy();
  });

  it("follows a link drawn before the create uploaded (its temporary id) to the sub-asset's server id", async () => {
    await db.idMap.put({
      kind: 'subAsset',
      localId: -1,
      serverId: 57,
      uuid: 'b7c5e0f4-1d2a-4c1e-9a55-3f0e2d6b8a10',
    });
    openEdit(-1);
    expect(await screen.findByDisplayValue('Compressor Pad')).toBeTruthy();
    expect(screen.getByLabelText('path').textContent).toBe('/edit-sub-asset/57');
  });

  it('goes back to the list when the sub-asset is not on this device', async () => {
    openEdit(-2);
    expect(await screen.findByText('Sub Assets list')).toBeTruthy();
  });
});
