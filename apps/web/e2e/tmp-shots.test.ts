import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectNoSidewaysScroll } from './layout';
import { localAsset } from './localStore';
import { OfflineMapsScreen, tileServer } from './pages/OfflineMapsScreen';
import { logInAs, OFFLINE_SHELL, waitForAssetLoaded } from './pages/session';

test.use(OFFLINE_SHELL);
for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`shots ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
    await waitForAssetLoaded(page);
    const { assetId } = await localAsset(page);
    await page.goto('/overview');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-overview-${size.name}.png`, fullPage: true });
    const screen = new OfflineMapsScreen(page);
    await screen.open();
    await screen.choose(250, 12, 16);
    await page.screenshot({ path: `/tmp/shot-om-prepare-${size.name}.png`, fullPage: true });
    await tileServer({ delayMs: 150 });
    await screen.downloadButton.click();
    await expect.poll(() => screen.doneTiles()).toBeGreaterThan(30);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `/tmp/shot-om-progress-${size.name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(screen.stored(assetId)).toContainText('Paused');
    await tileServer({ delayMs: 0, failingZoom: 12 });
    await screen.stored(assetId).getByRole('button', { name: 'Resume' }).click();
    await expect(screen.stored(assetId)).toContainText('missing', { timeout: 60_000 });
    await tileServer({ failingZoom: null });
    await page.screenshot({ path: `/tmp/shot-om-list-${size.name}.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: `/tmp/shot-om-list-light-${size.name}.png`, fullPage: true });
  });
}
