import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** A download dialog ('Download Issues' unless named): how many records, and a button per file format. */
export class ExportDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title = 'Download Issues',
    private readonly noun: readonly [string, string] = ['issue', 'issues'],
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  async expectCount(count: number): Promise<void> {
    await expect(this.dialog).toContainText(
      `${count} ${count === 1 ? this.noun[0] : this.noun[1]} will be downloaded`,
    );
  }

  /** Click a format button and return the downloaded file's name and text. */
  async download(format: 'CSV' | 'KML' | 'GeoJSON'): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.dialog.getByRole('button', { name: format, exact: true }).click(),
    ]);
    const path = await download.path();
    await expect(this.dialog).toHaveCount(0);
    return { fileName: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }
}
