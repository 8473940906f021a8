import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './env';
import { logInAs } from './pages/session';

test('switching tool on the other tool’s route redirects; on a common route it stays', async ({ page }) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/vegetation-issues');
  await shell.chooseFromAvatarMenu('Culverts');
  await shell.expectOn('/culvert-asset-view', 'Culverts');
  await expect(shell.navLink('Culvert Inspections')).toBeVisible();
  await expect(shell.navLink('Vegetation Issues')).toHaveCount(0);

  await page.goto('/culvert-inspections');
  await shell.chooseFromAvatarMenu('Vegetation');
  await shell.expectOn('/dashboard', 'Dashboard');
  await expect(shell.navLink('Vegetation Issues')).toBeVisible();

  await page.goto('/users');
  await shell.chooseFromAvatarMenu('Culverts');
  await shell.expectOn('/users', 'Users');
  await expect(shell.navLink('Culverts')).toBeVisible();
  // The tool choice, once shown, persists across reloads.
  await page.reload();
  await expect(shell.navLink('Culverts')).toBeVisible();
});

test('the map/list toggle shows on the issue list and is remembered', async ({ page }) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Map View' })).toHaveCount(0);
  await page.goto('/vegetation-issues');
  await page.getByRole('button', { name: 'Map View' }).click();
  await expect(page.getByTestId('map')).toBeVisible();
  await page.reload();
  await shell.waitForSyncIdle();
  await expect(page.getByTestId('map')).toBeVisible();
  await page.getByRole('button', { name: 'List View' }).click();
  await expect(page.getByRole('grid', { name: 'Vegetation issues' })).toBeVisible();
});

test('add and edit pages have an Exit button that asks first, in the page’s own words', async ({ page }) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/vegetation-issues/add');
  await expect(shell.heading).toHaveText('Add Issue');
  await page.getByRole('button', { name: 'Exit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exit Adding Issue' });
  await expect(dialog).toContainText('Are you sure you want to exit adding an issue?');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await shell.expectOn('/vegetation-issues/add');
  await page.getByRole('button', { name: 'Exit' }).click();
  await dialog.getByRole('button', { name: 'Exit' }).click();
  await shell.expectOn('/vegetation-issues', 'Vegetation Issues');
  await expect(page.getByRole('button', { name: 'Exit' })).toHaveCount(0);
});

test('leaving a form with unsaved changes asks first; a saved form leaves without asking', async ({
  page,
}) => {
  const shell = await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  await page.goto('/culvert/add');
  await page.getByLabel('Site Culvert Id').fill('UNSAVED-1');
  await shell.chooseFromAvatarMenu('Send Feedback');
  const dialog = page.getByRole('dialog', { name: 'Exit Adding Culvert' });
  await expect(dialog).toContainText('Are you sure you want to exit adding a culvert?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await shell.expectOn('/culvert/add');
  await expect(page.getByLabel('Site Culvert Id')).toHaveValue('UNSAVED-1');
  await shell.chooseFromAvatarMenu('Send Feedback');
  await page
    .getByRole('dialog', { name: 'Exit Adding Culvert' })
    .getByRole('button', { name: 'Exit' })
    .click();
  await shell.expectOn('/feedback', 'Feedback');
});
