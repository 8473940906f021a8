import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOptions } from './choose';
import { MapProbe } from './MapProbe';
import { Snackbar } from './Snackbar';

/** /sub-assets, the sub-asset form and /management-areas-list/{id}. */
export class SubAssets {
  readonly table: Locator;
  readonly search: Locator;
  readonly createButton: Locator;
  readonly name: Locator;
  readonly latitude: Locator;
  readonly longitude: Locator;
  readonly assignPicker: Locator;
  readonly areasTable: Locator;
  readonly removeSelected: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('grid', { name: 'Sub assets' });
    this.search = page.getByRole('textbox', { name: 'Search sub assets' });
    this.createButton = page.getByRole('button', { name: 'Create New Sub Asset' });
    this.name = page.getByLabel('Sub Asset Name');
    this.latitude = page.getByLabel('Latitude', { exact: true });
    this.longitude = page.getByLabel('Longitude', { exact: true });
    this.assignPicker = page.getByRole('combobox', { name: 'Management Areas To Assign' });
    this.areasTable = page.getByRole('grid', { name: 'Management areas' });
    this.removeSelected = page.getByRole('button', { name: 'Remove Selected' });
  }

  async open(): Promise<void> {
    await this.page.goto('/sub-assets');
    await expect(this.table).toBeVisible();
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  /** Choose areas by exact name in a management-area picker. */
  async chooseAreas(picker: Locator, names: readonly string[]): Promise<void> {
    await chooseOptions(picker, names, { typed: true });
  }

  /** Click the form's map at an offset from its centre; returns the map probe. */
  async clickMap(dx = 0, dy = 0): Promise<MapProbe> {
    const map = new MapProbe(this.page);
    await map.waitLoaded();
    const box = await map.element.boundingBox();
    if (!box) throw new Error('The map has no box');
    await map.element.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } });
    return map;
  }

  async submit(label: 'Create Sub Asset' | 'Save Changes'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
  }

  async openAddAreaDialog(subAssetName: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Add management area to ${subAssetName}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Management Area' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** A snackbar message is shown (then closed). */
  async expectMessage(text: string): Promise<void> {
    await new Snackbar(this.page).expectAndClose(text);
  }

  areaRow(name: string): Locator {
    return this.areasTable
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name, exact: true }) });
  }
}
