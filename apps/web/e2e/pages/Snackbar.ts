import { expect, type Locator, type Page } from '@playwright/test';

/** The app's snackbar: one message at a time (the newest replaces the one shown), with a Close button. */
export class Snackbar {
  readonly shown: Locator;

  constructor(readonly page: Page) {
    // By CSS, not role: while a modal dialog is open the snackbar is outside the accessibility tree.
    this.shown = page.locator('.MuiSnackbar-root .MuiAlert-root');
  }

  /**
   * `text` comes up, then it is closed. The newest message replaces the one shown, so it is waited for first
   * without touching the others (closing one just as it is replaced would close the wanted one); only a
   * background report held back behind another message needs that one closed.
   */
  async expectAndClose(text: string): Promise<void> {
    const wanted = this.shown.filter({ hasText: text });
    const seen = await wanted.waitFor({ state: 'visible', timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    if (!seen) {
      await expect(async () => {
        if (await wanted.isVisible()) return;
        const current = this.shown.first();
        if (await current.isVisible())
          await current.getByRole('button', { name: 'Close' }).click({ timeout: 1000 });
        throw new Error(`'${text}' is not shown yet`);
      }).toPass({ timeout: 20_000 });
    }
    // It may hide by itself before the click lands: either way it is gone afterwards.
    await wanted
      .getByRole('button', { name: 'Close' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await expect(wanted).toBeHidden();
  }
}
