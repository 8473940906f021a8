import { expect, type Locator, type Page } from '@playwright/test';
import { selectedAssetCursor } from '../localStore';

/** The logged-in frame: navigation, top bar, avatar menu. */
export class Shell {
  readonly nav: Locator;
  readonly avatar: Locator;
  readonly heading: Locator;
  readonly syncButton: Locator;
  /** The warning before a logout would delete data not yet uploaded. */
  readonly logoutWarning: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main navigation' });
    this.avatar = page.getByTestId('avatar');
    this.heading = page.getByRole('heading', { level: 1 });
    this.syncButton = page.getByRole('button', { name: 'Sync Unsynced Data' });
    this.logoutWarning = page.getByRole('dialog', { name: 'Unsynced Data' });
  }

  /**
   * On `path` (with its title), and the page's own code loaded: the shell and its heading show while the page's
   * chunk still loads (PageLoading), and a test that goes offline then would see the page fail to load.
   */
  async expectOn(path: string, title?: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
    if (title) await expect(this.heading).toHaveText(title);
    await expect(this.page.getByRole('progressbar', { name: 'Loading', exact: true })).toHaveCount(0);
  }

  /**
   * Load the page (a reload, a goto, a screen's open) and wait for the sync that load starts to end: the selected
   * asset's sync cursor moves on. Right after a load the sync indicator has not come up yet, so waiting for it to go
   * alone proves nothing.
   */
  async syncAfter(load: () => Promise<unknown>): Promise<void> {
    const since = async () => (await selectedAssetCursor(this.page)).since;
    const before = await since();
    await load();
    await expect.poll(since, { message: 'a sync since the page loaded', timeout: 60_000 }).not.toBe(before);
    await this.waitForSyncIdle();
  }

  /** Wait until no sync run is going on. */
  async waitForSyncIdle(): Promise<void> {
    await expect(this.page.getByText('Syncing Data')).toHaveCount(0, { timeout: 60_000 });
  }

  async openAvatarMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
  }

  async chooseFromAvatarMenu(item: string): Promise<void> {
    await this.openAvatarMenu();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async logOut(): Promise<void> {
    await this.chooseFromAvatarMenu('Log Out');
  }

  navLink(label: string): Locator {
    return this.nav.getByRole('link', { name: label, exact: true });
  }
}
