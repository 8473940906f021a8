import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The Download Issues dialog: how many issues, and a button per file format. */
export class ExportDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Download Issues' });
  }

  async expectCount(count: number): Promise<void> {
    await expect(this.dialog).toContainText(
      `${count} ${count === 1 ? 'issue' : 'issues'} will be downloaded`,
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
