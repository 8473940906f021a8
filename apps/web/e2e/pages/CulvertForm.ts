import type { Page } from '@playwright/test';
import { chooseOption } from './choose';

/**
 * Culverts filled in so far by this worker: each goes 50 m north of the last, as a culvert within 10 m of another's
 * inlet or outlet asks first whether it repeats that one (issue 39), which only duplicate-warning.test.ts is about.
 */
let filled = 0;

export class CulvertForm {
  constructor(readonly page: Page) {}

  async fill(culvert: {
    siteId: string;
    road: string;
    diameterCm: number;
    lengthM: number;
    flow: string;
  }): Promise<void> {
    const page = this.page;
    await page.getByLabel('Site Culvert Id').fill(culvert.siteId);
    await page.getByLabel('Road Name').fill(culvert.road);
    await chooseOption(page.getByLabel('Fish Habitat'), 'No');
    await page.getByLabel('Direction of Flow').fill(culvert.flow);
    await page.getByLabel('Diameter (cm)').fill(String(culvert.diameterCm));
    await page.getByLabel('Length (m)').fill(String(culvert.lengthM));
    filled += 1;
    await page.getByLabel('Inlet Latitude').fill((53.91 + filled * 0.00045).toFixed(6));
    await page.getByLabel('Inlet Longitude').fill('-116.51');
    await chooseOption(page.getByLabel('Has Markers?'), 'Yes');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }
}
