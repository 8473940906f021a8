import { type Download, expect, type Locator, type Page } from '@playwright/test';

/** The issue detail dialog: title, risk assessment, buttons and the information card. */
export class IssueDetail {
  readonly dialog: Locator;
  readonly title: Locator;
  readonly risk: Locator;
  readonly photos: Locator;
  /** The card's 'n of m photos uploaded'. */
  readonly photoCount: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ has: page.getByTestId('issue-detail-card') });
    this.title = this.dialog.locator('.MuiDialogTitle-root');
    this.risk = this.dialog.getByTestId('risk-assessment');
    this.photos = this.dialog.getByTestId('record-photos');
    this.photoCount = this.dialog.getByTestId('photo-upload-count');
  }

  /** Open the issue list with ?issueId= (and original=true): the list opens this dialog. */
  async openFromList(issueId: number, original = false): Promise<void> {
    await this.page.goto(`/vegetation-issues?issueId=${issueId}${original ? '&original=true' : ''}`);
    await expect(this.dialog).toBeVisible();
  }

  /** A card line's value by its label. */
  field(label: string): Locator {
    return this.dialog.locator(`[data-field="${label}"]`);
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** One photo by its place on the card ('Photo 2'): its thumbnail, status, and Retry, Remove and Pending changes. */
  photo(place: number): Locator {
    return this.photos.getByRole('group', { name: `Photo ${place}`, exact: true });
  }

  thumbnails(): Locator {
    return this.photos.getByRole('img');
  }

  /** Every image of the locator has loaded with real pixels. */
  async expectImagesLoaded(images: Locator): Promise<void> {
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      await expect
        .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  }

  async downloadPdf(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.button('Export to PDF').click();
    return download;
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(this.dialog).toHaveCount(0);
  }
}
