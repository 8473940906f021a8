import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { IssueForm, pngBuffer } from './pages/IssueForm';
import { IssuesScreen } from './pages/IssuesScreen';
import { LoginPage } from './pages/LoginPage';
import { logInAs } from './pages/session';

/** What Safari on a phone does and Chromium does not: the details a crew with an iPhone meets first. */

const PORTRAIT = { width: 390, height: 844 } as const;
/** A notched phone's insets, upright (the notch at the top, the home indicator at the bottom) and on its side. */
const NOTCH_UPRIGHT = { top: 47, bottom: 34, left: 0, right: 0 } as const;
const NOTCH_SIDEWAYS = { top: 0, bottom: 21, left: 47, right: 47 } as const;
type Insets = typeof NOTCH_UPRIGHT | typeof NOTCH_SIDEWAYS;

/** iOS Safari zooms the page into a focused field whose text is smaller than this, and stays zoomed. */
const NO_ZOOM_PX = 16;

/**
 * Every field that can take focus, named, with its text size: text entries, the date fields' editable sections,
 * and the inputs hidden behind MUI's fields (a select's native input; a date field's value input, which the form
 * focuses when the date is wrong). Controls that take no typing (checkboxes, sliders, file inputs) do not zoom.
 */
function fieldTextSizes(page: Page): Promise<{ field: string; px: number }[]> {
  return page.evaluate(() => {
    const untyped = new Set(['hidden', 'checkbox', 'radio', 'range', 'file', 'button', 'submit', 'reset']);
    return [...document.querySelectorAll<HTMLElement>('input, textarea, select, [contenteditable="true"]')]
      .filter((field) => !(field instanceof HTMLInputElement && untyped.has(field.type)))
      .filter((field) => field.getClientRects().length > 0)
      .map((field) => ({
        field:
          field.getAttribute('aria-label') ??
          (field as HTMLInputElement).labels?.[0]?.textContent ??
          field.getAttribute('placeholder') ??
          `${field.tagName.toLowerCase()}.${[...field.classList].join('.')}`,
        px: Number.parseFloat(getComputedStyle(field).fontSize),
      }));
  });
}

/** At least `count` fields on the screen, and every one at 16 px or more. */
async function expectNoZoomOnFocus(page: Page, where: string, count: number): Promise<void> {
  const fields = await fieldTextSizes(page);
  expect(fields.length, `fields on ${where}`).toBeGreaterThanOrEqual(count);
  expect(
    fields.filter(({ px }) => px < NO_ZOOM_PX).map(({ field, px }) => `${field}: ${px}px`),
    `fields under ${NO_ZOOM_PX}px on ${where}`,
  ).toEqual([]);
}

/** Give the page a notched phone's safe-area insets (what `env(safe-area-inset-*)` reads). */
async function emulateNotch(page: Page, insets: Insets): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
}

/** The element's box lies inside the safe area: clear of the notch and of the home indicator. */
async function expectInSafeArea(element: Locator, insets: Insets, what: string): Promise<void> {
  const viewport = element.page().viewportSize();
  if (!viewport) throw new Error('No viewport');
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what} is not on screen`);
  expect
    .soft(
      {
        top: box.y >= insets.top,
        left: box.x >= insets.left,
        right: box.x + box.width <= viewport.width - insets.right,
        bottom: box.y + box.height <= viewport.height - insets.bottom,
      },
      `${what} (${JSON.stringify(box)}) inside the safe area`,
    )
    .toEqual({ top: true, left: true, right: true, bottom: true });
}

test.describe('on a phone', () => {
  test.use({ viewport: PORTRAIT });

  test('every field a tap can focus is 16 px or more, so Safari does not zoom in: login, issue form, filters', async ({
    page,
  }, testInfo) => {
    const login = new LoginPage(page);
    await login.open('/');
    await expectNoZoomOnFocus(page, 'the login page', 2);
    await page.screenshot({ path: testInfo.outputPath('login-390.png') });

    await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
    const form = new IssueForm(page);
    await form.openAdd();
    // Problem found, Weeds: the species, stage, distribution and action fields show too.
    await form.fillWeeds();
    // Area, date, selects, the species and action lists, comments and the rest.
    await expectNoZoomOnFocus(page, 'the issue form', 8);
    await page.getByRole('button', { name: 'Follow Up Existing Issue' }).click();
    const pick = page.getByRole('dialog', { name: 'Pick An Issue To Follow Up' });
    await expect(pick.getByRole('list', { name: 'Issues' })).toBeVisible();
    await expectNoZoomOnFocus(page, 'the pick dialog', 1);
    await page.keyboard.press('Escape');
    await expect(pick).toBeHidden();

    const issues = new IssuesScreen(page);
    await issues.open();
    await issues.openFilters();
    await expect(issues.filterPanel.getByRole('button', { name: 'Apply' })).toBeVisible();
    await expectNoZoomOnFocus(page, 'the issue filter panel', 5);
  });

  test('the photo picker offers the camera (Take Photo) and existing photos (Add Photos, several at once)', async ({
    browser,
  }, testInfo) => {
    // A phone as the app detects it: the camera is offered on mobile devices. Not Safari's agent, whose notice to
    // install the app would come up over the form (browser.test.ts covers it).
    const context = await browser.newContext({
      viewport: PORTRAIT,
      userAgent:
        'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
    const form = new IssueForm(page);
    await form.openAdd();
    const camera = page.getByTestId('camera-input');
    const library = page.getByTestId('photo-input');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).not.toHaveAttribute('multiple');
    await expect(library).toHaveAttribute('accept', 'image/*');
    await expect(library).not.toHaveAttribute('capture');
    await expect(library).toHaveAttribute('multiple');
    await expect(page.getByRole('button', { name: 'Take Photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Photos' })).toBeVisible();
    await camera.setInputFiles([{ name: 'camera.png', mimeType: 'image/png', buffer: pngBuffer(1) }]);
    await expect(page.getByTestId('photo-count')).toHaveText('1 / 8');
    await page.getByTestId('photo-count').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('issue-form-photos-390.png') });
    await context.close();
  });

  test('nothing sits under the notch or the home indicator, upright or on its side', async ({
    page,
  }, testInfo) => {
    await emulateNotch(page, NOTCH_UPRIGHT);
    const login = new LoginPage(page);
    await login.open('/');
    // A snackbar at the bottom edge: a failed login's.
    await login.logIn(DEMO.clientAdmin, 'not-the-password');
    const snackbar = page.locator('.MuiSnackbar-root .MuiAlert-root');
    await expect(snackbar).toBeVisible();
    await expectInSafeArea(snackbar, NOTCH_UPRIGHT, 'the snackbar');
    await snackbar.getByRole('button', { name: 'Close' }).click();

    await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
    const topBar = page.locator('header .MuiToolbar-root');
    await expectInSafeArea(topBar, NOTCH_UPRIGHT, 'the top bar');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expectInSafeArea(nav, NOTCH_UPRIGHT, 'the navigation drawer');
    await page.screenshot({ path: testInfo.outputPath('notch-drawer-390.png') });
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    // A dialog full-screen on a phone: its title, close button and last row clear of both.
    const form = new IssueForm(page);
    await form.openAdd();
    await page.getByRole('button', { name: 'Follow Up Existing Issue' }).click();
    const pick = page.getByRole('dialog', { name: 'Pick An Issue To Follow Up' });
    await expectInSafeArea(pick.locator('.MuiDialogTitle-root'), NOTCH_UPRIGHT, "the dialog's title");
    await expectInSafeArea(
      pick.locator('.MuiDialogTitle-root').getByRole('button', { name: 'Close' }),
      NOTCH_UPRIGHT,
      "the dialog's Close",
    );
    await expectInSafeArea(pick.locator('.MuiDialogContent-root'), NOTCH_UPRIGHT, "the dialog's content");
    await page.screenshot({ path: testInfo.outputPath('notch-dialog-390.png') });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: PORTRAIT.height, height: PORTRAIT.width });
    await emulateNotch(page, NOTCH_SIDEWAYS);
    await expectInSafeArea(page.getByRole('button', { name: 'Open navigation' }), NOTCH_SIDEWAYS, 'the menu');
    await expectInSafeArea(page.getByRole('button', { name: 'Account menu' }), NOTCH_SIDEWAYS, 'the account');
    await expectInSafeArea(page.getByRole('heading', { level: 1 }), NOTCH_SIDEWAYS, "the page's title");
    // Scrolled to its end, the page's last buttons stay above the home indicator.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectInSafeArea(form.saveButton, NOTCH_SIDEWAYS, 'the Save button');
    await page.screenshot({ path: testInfo.outputPath('notch-sideways-844.png') });
  });
});

test('installable: the manifest names the app with its icons; index.html has the home-screen icon and metas', async ({
  page,
}) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
  const metas = {
    'apple-mobile-web-app-capable': 'yes',
    'mobile-web-app-capable': 'yes',
    'apple-mobile-web-app-title': 'Verge',
    // The app draws its own bar under the status bar (viewport-fit=cover, the top bar padded by the inset).
    'apple-mobile-web-app-status-bar-style': 'black-translucent',
  };
  for (const [name, content] of Object.entries(metas))
    await expect(head.locator(`meta[name="${name}"]`), name).toHaveAttribute('content', content);

  const pngSize = async (href: string) => {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    const bytes = await response.body();
    // The PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
    expect(bytes.subarray(1, 4).toString('latin1'), href).toBe('PNG');
    return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
  };
  const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await pngSize(touchIcon ?? '')).toBe('180x180');

  const manifestHref = await head.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'Verge',
    short_name: 'Verge',
    description: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#121212',
    background_color: '#121212',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  for (const icon of icons) expect(await pngSize(icon.src), icon.src).toBe(icon.sizes);
  const any = icons.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any'));
  expect(any.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  expect(icons.some((icon) => icon.purpose?.split(' ').includes('maskable'))).toBe(true);
});
