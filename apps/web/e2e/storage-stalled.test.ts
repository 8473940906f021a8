import { expect, test } from '@playwright/test';
import { LOCAL_DB_NAMES } from '@verge/domain';
import { STORAGE_STALLED } from '../src/app/storageStalledMessages';
import { unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { CulvertForm } from './pages/CulvertForm';
import { logInAs } from './pages/session';

test('a local database that does not answer is said so, with the unsynced work kept on the device, and the app starts once it answers', async ({
  page,
  context,
}, testInfo) => {
  // A crew's phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  // One change waits for the server, which the app cannot reach (the pages themselves still load).
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/culvert/add');
  const form = new CulvertForm(page);
  await form.fill({
    siteId: unique('HOLD').replace(/\s+/g, '-'),
    road: 'Held Road',
    diameterCm: 60,
    lengthM: 12,
    flow: 'North',
  });
  await form.save();
  await shell.expectOn('/culvert-asset-view', 'Culverts');

  // Another page of the app's origin holds the settings store as WebKit's wedged transaction does: a read-write
  // transaction kept open by one request after another.
  const holder = await context.newPage();
  await holder.goto('/favicon.svg');
  await holder.evaluate(
    (name) =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const store = open.result.transaction('settings', 'readwrite').objectStore('settings');
          const again = () => {
            store.get('token').onsuccess = again;
          };
          again();
          resolve();
        };
      }),
    LOCAL_DB_NAMES.production,
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: STORAGE_STALLED.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(STORAGE_STALLED.unsynced(1))).toBeVisible();
  await expect(page.getByText(STORAGE_STALLED.nextStep)).toBeVisible();
  await expect(page.getByRole('button', { name: STORAGE_STALLED.tryAgain })).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('storage-stalled-phone.png') });

  // The store answers again (the holder is closed): the app starts by itself, the change still queued.
  await holder.close();
  await expect(page.getByRole('heading', { name: STORAGE_STALLED.title })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(shell.avatar).toHaveAttribute('data-unsynced', 'true');
});
