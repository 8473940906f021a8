import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './choose';
import { rowWithCell, tickRow } from './gridRows';
import { Snackbar } from './Snackbar';

/** /alerts: the user's alerts, Delete for the selected ones and the Create New Alert dialog. */
export class AlertsScreen {
  readonly table: Locator;
  readonly createButton: Locator;
  readonly deleteButton: Locator;
  readonly createDialog: Locator;
  readonly typePicker: Locator;
  readonly snackbar: Snackbar;

  constructor(readonly page: Page) {
    this.table = page.getByRole('grid', { name: 'Alerts' });
    this.createButton = page.getByRole('button', { name: 'Create New Alert' });
    this.deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    this.createDialog = page.getByRole('dialog', { name: 'Create New Alert' });
    this.typePicker = this.createDialog.getByRole('combobox', { name: 'Alert Type' });
    this.snackbar = new Snackbar(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/alerts');
    await expect(this.table).toBeVisible();
    await expect(this.createButton).toBeEnabled();
  }

  row(type: string): Locator {
    return rowWithCell(this.table, type);
  }

  /** The types the Create New Alert dialog offers (the dialog is left open, its list closed). */
  async offeredTypes(): Promise<string[]> {
    await this.createButton.click();
    await this.typePicker.click();
    const options = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return options;
  }

  async chooseAndCreate(type: string): Promise<void> {
    await chooseOption(this.typePicker, type);
    await this.createDialog.getByRole('button', { name: 'Create' }).click();
  }

  async closeDialog(): Promise<void> {
    await this.createDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(this.createDialog).toBeHidden();
  }

  async select(type: string): Promise<void> {
    await tickRow(this.row(type));
  }

  async deleteSelected(): Promise<void> {
    await this.deleteButton.click();
    const confirm = this.page.getByRole('dialog', { name: 'Delete Alerts' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
