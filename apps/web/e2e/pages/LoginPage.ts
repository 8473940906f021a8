import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Log In' });
  }

  /** Open the login page and wait for the app's own: the one index.html shows first is disabled until then. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.submit).toBeEnabled();
  }

  async logIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
