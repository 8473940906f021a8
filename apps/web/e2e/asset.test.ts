import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { readSetting, readTable } from './localStore';
import { chooseOption, chooseOptions } from './pages/choose';
import { logInAs } from './pages/session';

interface IssueRow {
  id: number;
  assetId: number;
}

test('switching the asset clears filters, map position and cached data, then loads the new asset', async ({
  page,
}) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await shell.syncAfter(() => page.goto('/vegetation-issues'));

  // Apply a filter: the badge counts one active group and the set is saved.
  await page.getByText('Filters', { exact: true }).click();
  await chooseOptions(page.getByRole('combobox', { name: 'Risk Scores' }), ['High Risk']);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('filter-badge')).toContainText('1');
  expect(await readTable(page, 'filterSets')).toHaveLength(1);

  const firstAsset = await readSetting<number>(page, 'selectedAssetId');
  const before = await readTable<IssueRow>(page, 'issues');
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((issue) => issue.assetId === firstAsset)).toBe(true);

  // Pretend the map had been moved.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('verge');
        open.onsuccess = () => {
          const tx = open.result.transaction('settings', 'readwrite');
          tx.objectStore('settings').put({
            key: 'mapPosition',
            value: { longitude: -116, latitude: 54, zoom: 15 },
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

  const assets = await readTable<{ id: number; asset_name: string }>(page, 'assets');
  expect(assets).toHaveLength(2);
  const other = assets.find((asset) => asset.id !== firstAsset)!;
  await chooseOption(page.getByRole('combobox', { name: 'Asset', exact: true }), other.asset_name);
  await shell.waitForSyncIdle();

  await expect.poll(() => readSetting<number>(page, 'selectedAssetId')).not.toBe(firstAsset);
  await shell.waitForSyncIdle();
  const secondAsset = await readSetting<number>(page, 'selectedAssetId');
  expect(await readTable(page, 'filterSets')).toHaveLength(0);
  expect(await readSetting(page, 'mapPosition')).toBeNull();
  await expect
    .poll(async () => {
      const rows = await readTable<IssueRow>(page, 'issues');
      return rows.length > 0 && rows.every((issue) => issue.assetId === secondAsset);
    })
    .toBe(true);
  const cursors = await readTable<{ key: string; since: string | null }>(page, 'syncCursors');
  expect(cursors.find((m) => m.key === String(secondAsset))?.since).toBeTruthy();
  await expect(page.getByTestId('filter-badge')).not.toContainText('1');
});
