import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './choose';

export class AdminPage {
  readonly companies: Locator;

  constructor(readonly page: Page) {
    this.companies = page.getByRole('grid', { name: 'Companies' });
  }

  async open(): Promise<void> {
    await this.page.goto('/admin');
  }

  async logIn(username: string, password: string): Promise<void> {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log In' }).click();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async createCompany(name: string, tag: string, type: 'Client' | 'Third Party'): Promise<void> {
    await this.page.getByRole('button', { name: 'Create Company' }).click();
    const dialog = this.dialog('Create Company');
    await dialog.getByLabel('Company Name').fill(name);
    await dialog.getByLabel('Company Tag').fill(tag);
    await chooseOption(dialog.getByLabel('Company Type'), type);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  }

  async openCompany(name: string): Promise<Locator> {
    await this.page.getByLabel('Search companies').fill(name);
    await this.companies.getByText(name, { exact: true }).click();
    const details = this.page.getByTestId('company-details');
    await expect(details.getByRole('heading', { name })).toBeVisible();
    return details;
  }

  async createAsset(details: Locator, name: string, latitude: number, longitude: number): Promise<void> {
    await details.getByRole('button', { name: 'Create Asset' }).click();
    const dialog = this.dialog('Create Asset');
    await dialog.getByLabel('Asset Name').fill(name);
    await dialog.getByLabel('Latitude').fill(String(latitude));
    await dialog.getByLabel('Longitude').fill(String(longitude));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(details.getByRole('grid', { name: 'Assets' }).getByText(name)).toBeVisible();
  }

  async createUser(
    details: Locator,
    user: {
      username: string;
      email: string;
      first: string;
      last: string;
      password: string;
      role: 'Admin' | 'Field User';
    },
  ): Promise<void> {
    await details.getByRole('button', { name: 'Create User' }).click();
    const dialog = this.dialog('Create User');
    await dialog.getByLabel('Username').fill(user.username);
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('First Name').fill(user.first);
    await dialog.getByLabel('Last Name').fill(user.last);
    await dialog.getByLabel('Password').fill(user.password);
    await chooseOption(dialog.getByLabel('Role'), user.role);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(details.getByRole('grid', { name: 'Users' }).getByText(user.username)).toBeVisible();
  }
}
