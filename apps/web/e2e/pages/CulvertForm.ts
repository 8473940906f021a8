import type { Page } from '@playwright/test';
import { chooseOption } from './choose';

/**
 * Where this worker process puts the inlets of the culverts it fills in: a culvert within 10 m of another's inlet or
 * outlet asks first whether it repeats that one (issue 39), which only duplicate-warning.test.ts is about. A worker
 * restarted after a failure keeps its server, and the culverts the previous process saved there: each process takes
 * a column of its own, 13 m east of the last second's, and each culvert goes 12 m north of the one before it.
 */
const COLUMN = Math.floor(Date.now() / 1000) % 3600;
let filled = 0;
const inletOf = (n: number) => ({
  // 50 m north of where the API's test culverts lie.
  latitude: (53.91045 + n * 0.000108).toFixed(6),
  longitude: (-116.51 + COLUMN * 0.0002).toFixed(6),
});

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
    const inlet = inletOf(filled);
    filled += 1;
    await page.getByLabel('Inlet Latitude').fill(inlet.latitude);
    await page.getByLabel('Inlet Longitude').fill(inlet.longitude);
    await chooseOption(page.getByLabel('Has Markers?'), 'Yes');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click();
  }
}
