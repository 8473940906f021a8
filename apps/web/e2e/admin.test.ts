import { expect, test } from '@playwright/test';
import { MESSAGES } from '@verge/domain';
import { unique } from './api';
import { E2E_ADMIN } from './env';
import { AdminPage } from './pages/AdminPage';
import { MapProbe } from './pages/MapProbe';
import { logInAs } from './pages/session';

const AREA_FILE = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'North Ditch' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-114.01, 51.01],
            [-114.0, 51.01],
            [-114.0, 51.02],
            [-114.01, 51.02],
            [-114.01, 51.01],
          ],
        ],
      },
    },
  ],
});

test('a wrong platform-admin password says so', async ({ page }) => {
  const admin = new AdminPage(page);
  await admin.open();
  await admin.logIn(E2E_ADMIN.username, 'wrong');
  await expect(page.getByText(MESSAGES.adminLoginFailed, { exact: true })).toBeVisible();
});

test('past the attempt limit the platform-admin login says to wait, not that the password is wrong', async ({
  page,
  request,
}) => {
  // A username of its own: the limit counts per username, and the real admin must stay able to log in.
  const username = 'locked.out.admin';
  for (let attempt = 0; attempt < 10; attempt++) {
    const answer = await request.post('/api/admin/login', { data: { username, password: 'wrong' } });
    expect(answer.status()).toBe(401);
  }
  const admin = new AdminPage(page);
  await admin.open();
  await admin.logIn(username, 'wrong');
  await expect(page.getByText(MESSAGES.loginLocked, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.adminLoginFailed, { exact: true })).toBeHidden();
});

test('the platform admin sets up a company; its user logs in and sees the asset and area', async ({
  page,
}) => {
  const admin = new AdminPage(page);
  await admin.open();
  await admin.logIn(E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(admin.companies).toBeVisible();

  const companyName = unique('Prairie Roads');
  await admin.createCompany(companyName, 'PRR', 'Client');
  const details = await admin.openCompany(companyName);

  const assetName = unique('Highway 22');
  await admin.createAsset(details, assetName, 51.015, -114.005);

  // Import a management area from a GeoJSON file.
  await details.getByRole('grid', { name: 'Assets' }).getByRole('button', { name: 'Areas' }).click();
  const areas = admin.dialog(`Management Areas: ${assetName}`);
  await areas.locator('input[type="file"]').setInputFiles({
    name: 'areas.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(AREA_FILE),
  });
  await expect(areas.getByText('North Ditch')).toBeVisible();
  await areas.getByRole('button', { name: 'Close' }).last().click();

  const username = unique('prairie.admin').replace(/\s+/g, '.').toLowerCase();
  await admin.createUser(details, {
    username,
    email: `${username}@example.com`,
    first: 'Pat',
    last: 'Ross',
    password: 'prairie-pass',
    role: 'Admin',
  });
  const users = details.getByRole('grid', { name: 'Users' });
  await users
    .getByRole('row', { name: new RegExp(username) })
    .getByRole('button', { name: /Assign Assets/ })
    .click();
  const assign = admin.dialog('Assets of Pat Ross');
  await assign.getByLabel(assetName).check();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign).toBeHidden();
  await expect(users.getByRole('button', { name: 'Assign Assets (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Admin Logout' }).click();
  await expect(page.getByText(MESSAGES.adminLogoutSuccess)).toBeVisible();

  const shell = await logInAs(page, username, 'prairie-pass');
  await expect(page.getByLabel('Asset')).toContainText(assetName);
  await expect(shell.avatar).toHaveText('PR');
  // One management area: the overview goes straight to the issue list.
  await page.goto('/overview');
  await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
});

test('the platform admin draws a management area on the map', async ({ page }) => {
  await page.route(/arcgisonline|\/tile\//, (route) => route.abort());
  const admin = new AdminPage(page);
  await admin.open();
  await admin.logIn(E2E_ADMIN.username, E2E_ADMIN.password);
  const details = await admin.openCompany('Northern Pipelines Ltd');
  await details.getByRole('grid', { name: 'Assets' }).getByRole('button', { name: 'Areas' }).first().click();
  const dialog = page.getByRole('dialog');
  const probe = new MapProbe(page);
  await probe.waitLoaded();
  await page.waitForTimeout(1500);
  await probe.waitIdle();
  const map = dialog.getByTestId('map');
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const corners = [
    [cx - 60, cy - 40],
    [cx + 60, cy - 40],
    [cx + 60, cy + 40],
    [cx - 60, cy + 40],
  ];
  for (const [x, y] of corners) {
    await page.mouse.move(x, y);
    await page.mouse.click(x, y);
    await page.waitForTimeout(150);
  }
  await page.mouse.move(corners[0][0], corners[0][1]);
  await page.mouse.click(corners[0][0], corners[0][1]);
  await expect(dialog.getByText('Polygon drawn.', { exact: false })).toBeVisible();
  const name = unique('Drawn Area');
  await dialog.getByLabel('Area Name').fill(name);
  await dialog.getByRole('button', { name: 'Save Area' }).click();
  await expect(dialog.getByText(name)).toBeVisible();
});
