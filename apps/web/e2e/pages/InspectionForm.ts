import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { api } from '../api';
import { IssueForm } from './IssueForm';
import { MapProbe } from './MapProbe';

/** The Add / Edit Culvert Inspection form: the issue form's field helpers, plus the culvert and action fields. */
export class InspectionForm extends IssueForm {
  readonly culvert: Locator;

  constructor(page: Page) {
    super(page);
    this.culvert = page.getByRole('textbox', { name: 'Culvert', exact: true });
  }

  override async openAdd(query = ''): Promise<void> {
    await this.page.goto(`/culvert-inspections/add${query}`);
    await expect(this.saveButton).toBeVisible();
  }

  async openEdit(id: number | string): Promise<void> {
    await this.page.goto(`/culvert-inspections/edit/${id}`);
    await expect(this.saveButton).toBeVisible();
  }

  /** A date field's value ('yyyy-MM-dd'), held by the picker's hidden input (named after the form value). */
  dateValue(name: 'date' | 'next_inspection_date'): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  /** A date picker field (its year, month and day sections) by its label. */
  dateField(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  /** Type a date ('yyyy-MM-dd') into a date field's sections, or clear it when ''. */
  async typeDate(label: string, date: string): Promise<void> {
    await this.dateField(label).getByRole('spinbutton').first().click();
    await this.page.keyboard.press('ControlOrMeta+a');
    if (date === '') await this.page.keyboard.press('Backspace');
    else await this.page.keyboard.type(date.replaceAll('-', ''));
  }

  /** Open a date field's calendar; returns the calendar's day that is marked 'One year from today'. */
  async openCalendar(label: string): Promise<Locator> {
    await this.dateField(label)
      .locator('..')
      .getByRole('button', { name: /choose date/i })
      .click();
    return this.page.getByRole('gridcell', { description: 'One year from today' });
  }

  /** An action list's switch ('Actions Taken', 'Actions Required'). */
  actionsSwitch(label: string): Locator {
    return this.page.getByRole('switch', { name: label });
  }

  /** Pick a culvert in the Select Culvert dialog, searching by its site id. */
  async selectCulvert(siteId: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Select Culvert' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Select Culvert' });
    await dialog.getByRole('textbox', { name: 'Search by Site Culvert Id' }).fill(siteId.toLowerCase());
    await dialog.getByRole('button', { name: new RegExp(siteId) }).click();
    await expect(dialog).toBeHidden();
    await expect(this.culvert).toHaveValue(siteId);
  }

  /** Open the See Culverts map dialog and wait for its map. */
  async openCulvertsMap(): Promise<MapProbe> {
    await this.page.getByRole('button', { name: 'See Culverts' }).click();
    const map = new MapProbe(this.page);
    await map.waitLoaded();
    return map;
  }

  /** Click the pin in the middle of the See Culverts map: its culvert is chosen and the dialog closes. */
  async clickMiddlePin(map: MapProbe, siteId: string): Promise<void> {
    await map.clickMiddleMarker();
    await expect(this.page.getByRole('dialog', { name: 'Culverts' })).toBeHidden();
    await expect(this.culvert).toHaveValue(siteId);
  }

  /**
   * Pick a culvert in the See Culverts map dialog: move the map to its marker, check its site-id label is drawn,
   * and click the pin.
   */
  async pickOnMap(siteId: string, position: [number, number]): Promise<void> {
    const map = await this.openCulvertsMap();
    await map.moveTo(position, 17);
    await expect.poll(() => map.renderedCount(['marker-label'])).toBeGreaterThan(0);
    await this.clickMiddlePin(map, siteId);
  }

  /** Risk and status, the fields every inspection needs. */
  async fillRequired(risk: string, status: string): Promise<void> {
    await this.choose('Risk', risk);
    await this.choose('Culvert Status', status);
  }
}

/** A culvert on the asset, made through the API, its inlet and outlet 20 m apart around the given point. */
export async function apiCulvert(
  token: string,
  assetId: number,
  siteId: string,
  [lng, lat]: [number, number],
) {
  return api(
    'culvertsCreate',
    {
      uuid: randomUUID(),
      assetId,
      site_culvert_id: siteId,
      road_name: 'Test Road',
      is_fish_habitat: false,
      has_markers: true,
      length: 12,
      diameter: 0.6,
      direction_of_flow: 'North',
      inlet_location: { type: 'Point', coordinates: [lng - 0.0001, lat] },
      outlet_location: { type: 'Point', coordinates: [lng + 0.0001, lat] },
    },
    token,
  );
}

/** One year after today, as the form's date fields hold it. */
export function oneYearFromToday(): string {
  const at = new Date();
  at.setFullYear(at.getFullYear() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
