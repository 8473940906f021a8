import { expect, type Locator, type Page } from '@playwright/test';
import type { AdminPage } from './AdminPage';
import { chooseOption } from './choose';
import { rowWithCell, tickRow } from './gridRows';
import { Snackbar } from './Snackbar';

/** A user as the Create User dialogs take one (the platform admin's and this screen's). */
export type NewUser = Parameters<AdminPage['createUser']>[1];

/** /users: the company's users, the Create User dialog and the deactivate and reactivate dialogs. */
export class UsersScreen {
  readonly table: Locator;
  readonly search: Locator;
  readonly createButton: Locator;
  readonly deactivateButton: Locator;
  readonly reactivateButton: Locator;
  readonly createDialog: Locator;
  readonly snackbar: Snackbar;

  constructor(readonly page: Page) {
    this.table = page.getByRole('grid', { name: 'Users' });
    this.search = page.getByRole('textbox', { name: 'Search users' });
    this.createButton = page.getByRole('button', { name: 'Create User' });
    this.deactivateButton = page.getByRole('button', { name: 'Deactivate', exact: true });
    this.reactivateButton = page.getByRole('button', { name: 'Reactivate', exact: true });
    this.createDialog = page.getByRole('dialog', { name: 'Create User' });
    this.snackbar = new Snackbar(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/users');
    await expect(this.table).toBeVisible();
  }

  row(username: string): Locator {
    return rowWithCell(this.table, username);
  }

  async expectRole(username: string, role: string): Promise<void> {
    await expect(this.row(username).getByRole('gridcell', { name: role, exact: true })).toBeVisible();
  }

  /** Fill the open Create User dialog; fields left out stay as they are. */
  async fill(user: Partial<NewUser>): Promise<void> {
    const field = (label: string) => this.createDialog.getByLabel(label, { exact: true });
    if (user.username !== undefined) await field('Username').fill(user.username);
    if (user.email !== undefined) await field('Email').fill(user.email);
    if (user.first !== undefined) await field('First Name').fill(user.first);
    if (user.last !== undefined) await field('Last Name').fill(user.last);
    if (user.password !== undefined) await field('Password').fill(user.password);
    const { role } = user;
    if (role !== undefined) {
      await chooseOption(this.createDialog.getByRole('combobox', { name: 'Role' }), role);
    }
  }

  async submitCreate(): Promise<void> {
    await this.createDialog.getByRole('button', { name: 'Create' }).click();
  }

  async select(username: string): Promise<void> {
    await tickRow(this.row(username));
  }

  async deactivateSelected(): Promise<void> {
    await this.deactivateButton.click();
    const confirm = this.page.getByRole('dialog', { name: 'Deactivate User' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
  }

  async reactivate(label: string): Promise<void> {
    await this.reactivateButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Reactivate User' });
    await chooseOption(dialog.getByRole('combobox', { name: 'Deactivated User' }), label);
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await expect(dialog).toBeHidden();
  }
}
