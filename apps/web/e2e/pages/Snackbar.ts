import { expect, type Locator, type Page } from '@playwright/test';

/** The app's snackbar: one message at a time (the newest replaces the one shown), with a Close button. */
export class Snackbar {
  readonly shown: Locator;

  constructor(readonly page: Page) {
    // By CSS, not role: while a modal dialog is open the snackbar is outside the accessibility tree.
    this.shown = page.locator('.MuiSnackbar-root .MuiAlert-root');
  }

  /** `text` comes up (messages queued in front of it are dismissed), then it is closed. */
  async expectAndClose(text: string): Promise<void> {
    const wanted = this.shown.filter({ hasText: text });
    await expect(async () => {
      const current = this.shown.first();
      await expect(current).toBeVisible({ timeout: 1000 });
      const currentText = (await current.textContent()) ?? '';
      if (!currentText.includes(text)) {
        await current.getByRole('button', { name: 'Close' }).click({ timeout: 1000 });
        throw new Error(`'${currentText}' is shown instead of '${text}'`);
      }
    }).toPass({ timeout: 20_000 });
    // It may hide by itself before the click lands: either way it is gone afterwards.
    await wanted
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await expect(wanted).toBeHidden();
  }
}
