import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOptions } from './choose';
import { rowWithCell, tickRow } from './gridRows';
import { Snackbar } from './Snackbar';

/**
 * Species customization: /species-customization (the assets, each with 'Show species list' and an add button,
 * and the 'Select New Species' dialog) and /species-list/{id} (one asset's list and 'Remove Species').
 */
export class SpeciesScreen {
  readonly assets: Locator;
  readonly search: Locator;
  readonly addDialog: Locator;
  readonly list: Locator;
  readonly listTitle: Locator;
  readonly removeButton: Locator;
  readonly removeDialog: Locator;
  readonly snackbar: Snackbar;

  constructor(readonly page: Page) {
    this.assets = page.getByRole('grid', { name: 'Assets' });
    this.search = page.getByRole('textbox', { name: 'Search assets' });
    this.addDialog = page.getByRole('dialog', { name: 'Select New Species' });
    this.list = page.getByRole('grid', { name: 'Species' });
    this.listTitle = page.getByRole('heading', { level: 1 });
    this.removeButton = page.getByRole('button', { name: 'Remove Species', exact: true });
    this.removeDialog = page.getByRole('dialog', { name: 'Remove Species' });
    this.snackbar = new Snackbar(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/species-customization');
    await expect(this.assets).toBeVisible();
  }

  asset(name: string): Locator {
    return rowWithCell(this.assets, name);
  }

  /** Open the 'Select New Species' dialog of an asset. */
  async openAdd(assetName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Add new species to ${assetName}` }).click();
    await expect(this.addDialog).toBeVisible();
  }

  /** The options the open add dialog offers ('species - vegetation type'). */
  async addOptions(): Promise<string[]> {
    await this.addDialog.getByRole('combobox', { name: 'Species' }).click();
    const options = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return options;
  }

  /** Add species to an asset through its dialog; the dialog closes and says so. */
  async add(assetName: string, options: string[]): Promise<void> {
    await this.openAdd(assetName);
    await chooseOptions(this.addDialog.getByRole('combobox', { name: 'Species' }), options);
    await this.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expect(this.addDialog).toBeHidden();
    await this.snackbar.expectAndClose('Selected species have been added.');
  }

  /** Go to an asset's species list from the assets table. */
  async showList(assetName: string): Promise<void> {
    await this.page.getByRole('link', { name: `Show species list of ${assetName}` }).click();
    await expect(this.listTitle).toHaveText(`${assetName} Species List`);
  }

  /** The species names the list shows. */
  async names(): Promise<string[]> {
    await expect(this.list).toBeVisible();
    return (await this.list.locator('.MuiDataGrid-row [data-field="species"]').allTextContents()).sort();
  }

  /** Tick species and remove them through the 'Remove Species' dialog. */
  async remove(names: string[]): Promise<void> {
    for (const name of names) await tickRow(rowWithCell(this.list, name));
    await this.removeButton.click();
    await expect(this.removeDialog).toContainText('Are you sure you want to remove selected species?');
    await this.removeDialog.getByRole('button', { name: 'Remove' }).click();
    await expect(this.removeDialog).toBeHidden();
    await this.snackbar.expectAndClose('Selected species have been removed.');
  }
}
