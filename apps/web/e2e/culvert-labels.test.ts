import { type Browser, expect, type Page, test } from '@playwright/test';
import { CULVERT_LABEL_TEXT, culvertLinkPath } from '@verge/domain';
import { CHROMIUM_ARGS } from '../playwright.config';
import { createClientWithAsset, userToken } from './api';
import { readLabelSheet } from './labelSheet';
import { type CulvertSetup, CulvertsScreen, createCulverts } from './pages/CulvertsScreen';
import { rowWithCell, tickRow } from './pages/gridRows';
import { LoginPage } from './pages/LoginPage';
import { Snackbar } from './pages/Snackbar';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

// Offline navigation to a label's link needs the service worker.
test.use(OFFLINE_SHELL);

const CULVERTS: CulvertSetup[] = [
  { site: 'TAG-1', at: [-116.5, 53.9], fish: true, markers: true, diameter: 0.5, length: 10 },
  { site: 'TAG-2', at: [-116.49, 53.9], fish: false, markers: true, diameter: 0.5, length: 10 },
  { site: 'TAG 3/B', at: [-116.48, 53.9], fish: false, markers: false, diameter: 1, length: 12 },
];

/** A fresh client company whose asset holds the three culverts. */
async function companyWithCulverts() {
  const client = await createClientWithAsset(0);
  const token = await userToken(client.username, client.password);
  await createCulverts(token, client.userId, client.assetId!, CULVERTS);
  return { ...client, assetId: client.assetId! };
}

/** The culvert's card, opened over the list. */
const card = (page: Page, site: string) => page.getByRole('dialog', { name: site });

test('Print Labels makes a label sheet offline whose QR codes open each culvert, offline too', async ({
  page,
  context,
}, testInfo) => {
  const client = await companyWithCulverts();
  const shell = await logInAs(page, client.username, client.password);
  await waitForOfflineShell(page);
  await shell.chooseFromAvatarMenu('Culverts');
  const culverts = new CulvertsScreen(page);
  await culverts.open();
  await culverts.expectSiteIds(CULVERTS.map((c) => c.site));
  await tickRow(rowWithCell(culverts.grid, 'TAG-1'));
  await tickRow(rowWithCell(culverts.grid, 'TAG 3/B'));

  await context.setOffline(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: CULVERT_LABEL_TEXT.print }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Culvert labels - ${client.assetName}.pdf`);
  const pdf = testInfo.outputPath('labels.pdf');
  await download.saveAs(pdf);
  const sheet = await readLabelSheet(pdf, 2);
  // The ticked culverts only, each with its road and the asset, and a code that is its link.
  for (const text of ['TAG-1', 'Range Road TAG-1', 'TAG 3/B', 'Range Road TAG 3/B', client.assetName]) {
    expect(sheet.text).toContain(text);
  }
  expect(sheet.text).not.toContain('TAG-2');
  const origin = new URL(page.url()).origin;
  expect(sheet.codes).toEqual([
    `${origin}${culvertLinkPath({ assetId: client.assetId, siteCulvertId: 'TAG-1' })}`,
    `${origin}${culvertLinkPath({ assetId: client.assetId, siteCulvertId: 'TAG 3/B' })}`,
  ]);

  // A phone's camera app opens the code's link: still offline, the culvert's card opens from the device.
  await page.goto(sheet.codes[1]);
  await expect(card(page, 'TAG 3/B')).toBeVisible();
  await expect(card(page, 'TAG 3/B').getByTestId('culvert-link')).toHaveText(sheet.codes[1]);
  await expect(page).toHaveURL((url) => url.pathname === '/culvert-asset-view' && url.search === '');
  // Closed, it stays closed: the link opened it once.
  await page.keyboard.press('Escape');
  await expect(card(page, 'TAG 3/B')).toBeHidden();
  await page.reload();
  await culverts.expectSiteIds(CULVERTS.map((c) => c.site));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A culvert the asset does not hold, and an asset the user does not have, say so.
  await page.goto(culvertLinkPath({ assetId: client.assetId, siteCulvertId: 'NOT-HERE' }));
  await new Snackbar(page).expectAndClose(CULVERT_LABEL_TEXT.notFound('NOT-HERE'));
  await page.goto(culvertLinkPath({ assetId: client.assetId + 100_000, siteCulvertId: 'TAG-1' }));
  await new Snackbar(page).expectAndClose(CULVERT_LABEL_TEXT.notYourAsset);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a label link opened logged out opens the culvert after the login, in the culvert tool', async ({
  page,
}) => {
  const client = await companyWithCulverts();
  await page.goto(culvertLinkPath({ assetId: client.assetId, siteCulvertId: 'TAG-2' }));
  const login = new LoginPage(page);
  await expect(login.submit).toBeEnabled();
  await login.logIn(client.username, client.password);
  await expect(card(page, 'TAG-2')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(card(page, 'TAG-2')).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByText('Culvert Inspections'),
  ).toBeVisible();
});

/** A browser with a camera (Chromium's stand-in device), granted to the page. */
async function phoneWithCamera(browser: Browser) {
  const withCamera = await browser.browserType().launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  const context = await withCamera.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['camera'],
    serviceWorkers: 'block',
  });
  return { withCamera, page: await context.newPage() };
}

test('on a phone, Scan reads a label with the camera and opens its culvert; another code is refused', async ({
  browser,
  baseURL,
}) => {
  const client = await companyWithCulverts();
  const { withCamera, page } = await phoneWithCamera(browser);
  try {
    // Chromium reads codes itself on Android and macOS, not on Linux: this stand-in for the browser's detector
    // returns what the test puts in front of the "camera"; the dialog, camera and link handling are the app's.
    await page.addInitScript(() => {
      const scope = window as unknown as { scannedCode: string | null; BarcodeDetector: unknown };
      scope.scannedCode = null;
      scope.BarcodeDetector = class {
        async detect() {
          return scope.scannedCode === null ? [] : [{ rawValue: scope.scannedCode, format: 'qr_code' }];
        }
      };
    });
    const shell = await logInAs(page, client.username, client.password);
    await shell.chooseFromAvatarMenu('Culverts');
    await page.goto('/culvert-asset-view');
    await page.getByRole('button', { name: CULVERT_LABEL_TEXT.scan }).click();
    const scanner = page.getByRole('dialog', { name: CULVERT_LABEL_TEXT.scanTitle });
    await expect(scanner.getByLabel('Camera')).toBeVisible();
    await expect
      .poll(() => scanner.getByLabel('Camera').evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(1);

    await page.evaluate(() => {
      (window as unknown as { scannedCode: string }).scannedCode =
        'https://elsewhere.example/culverts?asset=1&siteCulvertId=X';
    });
    await expect(scanner.getByText(CULVERT_LABEL_TEXT.notACulvertLabel)).toBeVisible();
    await scanner.getByLabel('Camera').evaluate((video: HTMLVideoElement) => {
      (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks = (
        video.srcObject as MediaStream
      ).getTracks();
    });

    const link = `${new URL(baseURL!).origin}${culvertLinkPath({ assetId: client.assetId, siteCulvertId: 'TAG-1' })}`;
    await page.evaluate((code) => {
      (window as unknown as { scannedCode: string }).scannedCode = code;
    }, link);
    await expect(card(page, 'TAG-1')).toBeVisible();
    await expect(scanner).toBeHidden();
    // The camera is let go once the label is read.
    expect(
      await page.evaluate(() =>
        (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((t) => t.readyState),
      ),
    ).toEqual(['ended']);
  } finally {
    await withCamera.close();
  }
});
