import { expect, test } from '@playwright/test';
import { MESSAGES } from '@verge/domain';
import { createClientWithAsset } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { logInAs } from './pages/session';

const pathOf = (url: URL) => url.pathname + url.search;

test.describe('without login', () => {
  test('every app route goes to the login home; public routes open', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/vegetation-issues',
      '/culvert-asset-view',
      '/users',
      '/feedback',
      '/sub-assets',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
    }
    await page.goto('/reset-password-form');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByLabel('Confirm Email')).toBeVisible();
    await page.goto('/reset-password-form?x=abc');
    await expect(page.getByLabel('Repeat New Password')).toBeVisible();
    await page.goto('/reset-password?x=abc');
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Platform Admin' })).toBeVisible();
    await page.goto('/somewhere/else');
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('third-party admin', () => {
  test('sees no client-only entries and is sent away from client-only routes', async ({ page }) => {
    const shell = await logInAs(page, DEMO.providerAdmin, DEMO_PASSWORD);
    await expect(shell.navLink('Vegetation Issues')).toBeVisible();
    await expect(shell.navLink('Assign to Users')).toBeVisible();
    await expect(shell.navLink('Asset Overview')).toHaveCount(0);
    await expect(shell.navLink('Assign To Service Providers')).toHaveCount(0);
    await expect(shell.navLink('Sub Assets')).toHaveCount(0);

    const redirects: [string, string][] = [
      ['/overview', '/dashboard'],
      ['/sub-assets', '/dashboard'],
      ['/add-sub-asset', '/dashboard'],
      ['/service-providers', '/dashboard'],
      ['/species-customization', '/dashboard'],
      ['/vegetation-issues/edit/1', '/vegetation-issues'],
      ['/culvert/add', '/culvert-asset-view'],
      ['/culverts/edit/1', '/culvert-asset-view'],
      ['/culvert-inspections/add', '/culvert-inspections'],
      ['/culvert-inspections/edit/1', '/culvert-inspections'],
    ];
    for (const [from, to] of redirects) {
      await page.goto(from);
      await expect(page, `${from} → ${to}`).toHaveURL((url) => url.pathname === to);
    }
    // A follow-up of a given culvert is allowed.
    await page.goto('/culvert-inspections/add?siteCulvertId=C-001');
    await expect(page).toHaveURL((url) => pathOf(url) === '/culvert-inspections/add?siteCulvertId=C-001');
  });
});

test.describe('client field user', () => {
  test('has no admin-only entries and is sent away from admin-only routes', async ({ page }) => {
    const shell = await logInAs(page, DEMO.clientField, DEMO_PASSWORD);
    await expect(shell.navLink('Asset Overview')).toBeVisible();
    await expect(shell.navLink('Assign to Users')).toHaveCount(0);
    await expect(shell.navLink('Assign To Service Providers')).toHaveCount(0);
    await expect(shell.page.getByText('Asset Setup')).toHaveCount(0);
    await expect(shell.navLink('Users')).toBeVisible();
    for (const path of [
      '/assign-issues',
      '/service-providers',
      '/user-issue-list/1',
      '/species-customization',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname === '/dashboard');
    }
    // Client company: the edit route is allowed; an unknown issue says so and goes back to the list.
    await page.goto('/vegetation-issues/edit/999999');
    await expect(page.getByText(MESSAGES.issueEditUnavailable)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  });
});

test.describe('client admin', () => {
  test('sees Asset Setup and the assignment entries; an unknown culvert edit goes back', async ({ page }) => {
    const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
    for (const label of [
      'Asset Overview',
      'Assign To Service Providers',
      'Assign to Users',
      'Sub Assets',
      'Species Customization',
    ]) {
      await expect(shell.navLink(label)).toBeVisible();
    }
    await page.goto('/service-providers');
    await expect(shell.heading).toHaveText('Assign To Service Providers');
    await page.goto('/culverts/edit/999999');
    await expect(page.getByText(MESSAGES.culvertNotFound)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/culvert-asset-view');
    await page.goto('/culvert-inspections/edit/abc');
    await expect(page.getByText(MESSAGES.inspectionNotFound)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/culvert-inspections');
  });
});

test.describe('asset overview', () => {
  test('an asset with exactly one management area goes to the issue list', async ({ page }) => {
    const client = await createClientWithAsset(1);
    await logInAs(page, client.username, client.password);
    await page.goto('/overview');
    await expect(page).toHaveURL((url) => url.pathname === '/vegetation-issues');
  });

  test('an asset with several management areas shows the overview', async ({ page }) => {
    const client = await createClientWithAsset(2);
    const shell = await logInAs(page, client.username, client.password);
    await page.goto('/overview');
    await expect(shell.heading).toHaveText('Asset Overview');
    await expect(page.getByRole('grid', { name: 'Management areas' }).getByText('Area 2')).toBeVisible();
  });

  test('a company without assets says so', async ({ page }) => {
    const client = await createClientWithAsset(0, false);
    await logInAs(page, client.username, client.password);
    await expect(page.getByText(MESSAGES.companyNoAssets)).toBeVisible();
  });
});
