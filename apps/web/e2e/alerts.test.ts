import { expect, test } from '@playwright/test';
import { MESSAGES } from '@verge/domain';
import { DEMO, DEMO_PASSWORD } from './env';
import { AlertsScreen } from './pages/AlertsScreen';
import { logInAs } from './pages/session';
import { screenshotAtBothWidths } from './pages/viewports';

test('a client admin creates a New Issue alert, is not offered it again, and deletes it', async ({
  page,
}, testInfo) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const alerts = new AlertsScreen(page);
  await alerts.open();
  await alerts.deleteButton.click();
  await alerts.snackbar.expectAndClose(MESSAGES.noAlertsSelected);

  expect(await alerts.offeredTypes()).toEqual(['Service Provider Summary', 'New Issue']);
  // A type must be chosen.
  await alerts.createDialog.getByRole('button', { name: 'Create' }).click();
  await expect(alerts.createDialog.getByText('The Alert Type field is required')).toBeVisible();
  await screenshotAtBothWidths(page, testInfo, 'create-alert');
  await alerts.chooseAndCreate('New Issue');
  await alerts.snackbar.expectAndClose(MESSAGES.alertCreated);
  await expect(alerts.createDialog).toBeHidden();
  await expect(alerts.row('New Issue')).toHaveCount(1);
  await screenshotAtBothWidths(page, testInfo, 'alerts');

  expect(await alerts.offeredTypes()).toEqual(['Service Provider Summary']);
  await alerts.closeDialog();

  await alerts.select('New Issue');
  await alerts.deleteSelected();
  await alerts.snackbar.expectAndClose(MESSAGES.alertRemoved);
  await expect(alerts.row('New Issue')).toHaveCount(0);
  await page.reload();
  await expect(alerts.createButton).toBeEnabled();
  await expect(alerts.row('New Issue')).toHaveCount(0);
});

test('a provider admin is offered only the three service-provider alert types', async ({ page }) => {
  await logInAs(page, DEMO.providerAdmin, DEMO_PASSWORD);
  const alerts = new AlertsScreen(page);
  await alerts.open();
  expect(await alerts.offeredTypes()).toEqual([
    'Assigned Issue',
    'Issue Deleted Notification',
    'Issue Complete',
  ]);
});

test('offline, creating an alert fails with the message and adds nothing', async ({ page, context }) => {
  await logInAs(page, DEMO.clientAdmin, DEMO_PASSWORD);
  const alerts = new AlertsScreen(page);
  await alerts.open();
  await context.setOffline(true);
  try {
    await alerts.createButton.click();
    await alerts.chooseAndCreate('New Issue');
    await alerts.snackbar.expectAndClose(MESSAGES.alertCreateFailed);
    await expect(alerts.createDialog).toBeVisible();
    await alerts.closeDialog();
  } finally {
    await context.setOffline(false);
  }
  await page.reload();
  await expect(alerts.createButton).toBeEnabled();
  await expect(alerts.row('New Issue')).toHaveCount(0);
});
