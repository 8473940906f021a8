import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, chooseOptions } from './choose';

/** The Add / Edit vegetation issue form. */
export class IssueForm {
  readonly riskSlider: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.riskSlider = page.getByRole('slider');
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
  }

  async openAdd(query = ''): Promise<void> {
    await this.page.goto(`/vegetation-issues/add${query}`);
    await expect(this.saveButton).toBeVisible();
  }

  /** A select field (MUI TextField select) by its label. */
  select(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  async choose(label: string, option: string): Promise<void> {
    await chooseOption(this.select(label), option);
  }

  /** The first option of a select field; returns its text. */
  async chooseFirst(label: string): Promise<string> {
    await this.select(label).click();
    const option = this.page.getByRole('option').first();
    const text = (await option.textContent()) ?? '';
    await option.click();
    return text;
  }

  /** A multi-select (autocomplete) by its label: pick the options, then close the list. */
  async chooseMany(label: string, options: string[]): Promise<void> {
    await chooseOptions(this.select(label), options);
  }

  /** The options a multi-select (autocomplete) offers, in its order; the list is closed again. */
  async offered(label: string): Promise<string[]> {
    await this.page.getByLabel(label, { exact: true }).click();
    const options = await this.page.getByRole('option').allTextContents();
    await this.page.keyboard.press('Escape');
    return options;
  }

  chips(label: string): Locator {
    return this.page
      .locator('.MuiAutocomplete-root')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('.MuiChip-label');
  }

  yesNo(question: string): Locator {
    return this.page.getByRole('radiogroup', { name: question });
  }

  async answer(question: string, yes: boolean): Promise<void> {
    await this.yesNo(question)
      .getByRole('radio', { name: yes ? 'Yes' : 'No' })
      .check();
  }

  async setRisk(position: 0 | 1 | 2 | 3): Promise<void> {
    await this.riskSlider.focus();
    await this.page.keyboard.press('Home');
    for (let i = 0; i < position; i += 1) await this.page.keyboard.press('ArrowRight');
  }

  /** Field helper text of a labelled field ('The Comments field is required'). */
  helperOf(label: string): Locator {
    return this.page
      .locator('.MuiFormControl-root')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('.MuiFormHelperText-root');
  }

  /** A Weeds issue with a problem found, species, stage, distribution and further action. */
  async fillWeeds(species = 'Canada Thistle'): Promise<void> {
    await this.answer('Problem Vegetation Identified', true);
    await this.choose('Type of Problem', 'Weeds');
    await this.choose('Physiological Stage', 'Flowering');
    await this.chooseMany('Weed Species', [species]);
    await this.choose('Distribution', 'Small Patch');
    await this.answer('Further Action Required', true);
    await this.chooseMany('Required Actions', ['Mowing']);
  }

  async useMyLocation(): Promise<void> {
    const button = this.page.getByRole('button', { name: 'Use My Location' });
    await expect(button).toBeEnabled({ timeout: 20_000 });
    await button.click();
    await expect(this.page.getByTestId('gps-point')).toBeVisible();
  }

  async addPhotos(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.page.getByTestId('photo-input').setInputFiles(files);
    await expect(this.page.getByTestId('photo-count')).toHaveText(`${files.length} / 8`);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}

/** A small valid PNG (a solid square) of the given colour, for photo uploads. */
export function pngBuffer(seed: number): Buffer {
  // 1×1 PNGs differing by one colour byte; the CRCs are computed, so the file is valid.
  const crcTable = Array.from({ length: 256 }, (_v, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const pixels = deflateSync(Buffer.from([0, seed & 0xff, 128, 64]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
