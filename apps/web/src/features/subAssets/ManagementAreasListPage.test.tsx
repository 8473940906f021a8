import { cleanup, screen, waitFor } from '@testing-library/react';
import { areaFixture } from '@verge/domain/testing/referenceFixtures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPageAt, signInAsClient } from '../../../test/testProviders';
import { settle } from '../../core/commands/settle';
import { beginSession } from '../../core/session';
import type { CommandRow } from '../../core/store/commandRow';
import { db } from '../../core/store/db';
import { createSubAsset } from '../../core/subAssets';
import ManagementAreasListPage from './ManagementAreasListPage';

/**
 * Waits on this page's DOM, checked every 300 ms for up to 5 s, not testing-library's 50 ms for 1 s: a check of this
 * page (a DataGrid) in the test DOM takes about as long as the interval, and checks back to back leave the store's
 * reads, which fake-indexeddb runs on later turns of the event loop, no turn to run in; on a busy machine the
 * page's reads (its first one starts after the grid's first mount, about a second) take seconds.
 */
const onPage = <T,>(check: () => T) => waitFor(check, { interval: 300, timeout: 5_000 });

/** The areas' row, once the page's read has drawn it. */
const areaRow = () => onPage(() => screen.getByText('North Ditch'));

const openList = (id: number) =>
  renderPageAt('/management-areas-list/:id', `/management-areas-list/${id}`, <ManagementAreasListPage />);

describe('Management areas of a sub-asset', () => {
  beforeEach(async () => {
    await db.delete();
    await db.open();
    await beginSession(2);
    await signInAsClient(1);
    await db.areas.put(areaFixture({ id: 5, name: 'North Ditch' }));
  });
  afterEach(cleanup);

  it('keeps showing a sub-asset created offline once its create uploads, under its server id', async () => {
    const tempId = await createSubAsset({
      assetId: 1,
      sub_asset_name: 'Compressor Pad',
      latitude: 53.9,
      longitude: -116.5,
      selectedManagementArea: [5],
    });
    openList(tempId);
    expect(await areaRow()).toBeTruthy();

    const [command] = await db.outbox.toArray();
    await settle(command as CommandRow<'subAssetsCreate'>, { success: true, id: 88 });

    await onPage(() => expect(screen.getByLabelText('path').textContent).toBe('/management-areas-list/88'));
    expect(await areaRow()).toBeTruthy();
    expect(screen.queryByText(/No management areas/)).toBeNull();
  });
});
