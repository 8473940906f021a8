import { expect, type Locator, type Page } from '@playwright/test';

/** The Pending changes screen: every queued change with its state, Retry, Edit and Discard. */
export class PendingChanges {
  readonly changes: Locator;

  constructor(readonly page: Page) {
    this.changes = page.getByTestId('pending-change');
  }

  async open(): Promise<void> {
    await this.page.goto('/pending-changes');
    await expect(this.page.getByRole('heading', { name: 'Pending changes' })).toBeVisible();
  }

  change(text: string | RegExp): Locator {
    return this.changes.filter({ hasText: text });
  }

  /** Discard a change and confirm; returns the confirmation's text (it names what goes with it). */
  async discard(text: string | RegExp, confirmLabel: string | RegExp = /^Discard/): Promise<string> {
    await this.change(text).getByRole('button', { name: 'Discard' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Discard change' });
    const said = (await dialog.textContent()) ?? '';
    await dialog.getByRole('button', { name: confirmLabel }).click();
    await expect(dialog).toBeHidden();
    return said;
  }
}
