import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOptions } from './choose';
import { FilteredTable } from './FilteredTable';
import { Shell } from './Shell';

/** A table with per-row links (Actions) and a search box: the provider and field-user tables. */
class LinkedRowsTable extends FilteredTable {
  readonly shell: Shell;

  constructor(page: Page, gridName: string) {
    super(page, gridName);
    this.shell = new Shell(page);
  }

  /** Follow a row's link (a text button, or on a phone an icon button named by the same text). */
  async follow(rowText: string, link: string): Promise<void> {
    await this.row(rowText).getByRole('link', { name: link }).click();
  }

  async search(text: string): Promise<void> {
    await this.page.getByPlaceholder(/^Search/).fill(text);
  }
}

/** /service-providers: the providers table, the Add Service Providers dialog and Remove. */
export class ServiceProvidersScreen extends LinkedRowsTable {
  readonly addButton: Locator;
  readonly removeButton: Locator;
  readonly addDialog: Locator;
  readonly removeDialog: Locator;

  constructor(page: Page) {
    super(page, 'Service providers');
    this.addButton = page.getByRole('button', { name: 'Add Service Providers' });
    this.removeButton = page.getByRole('button', { name: 'Remove', exact: true });
    this.addDialog = page.getByRole('dialog', { name: 'Add Service Providers' });
    this.removeDialog = page.getByRole('dialog', { name: 'Remove Service Providers' });
  }

  async open(): Promise<void> {
    await this.page.goto('/service-providers');
    await this.shell.expectOn('/service-providers', 'Assign To Service Providers');
  }

  async openAddDialog(): Promise<void> {
    await this.addButton.click();
    await expect(this.addDialog).toBeVisible();
    await expect(this.addDialog.getByRole('combobox', { name: 'Service Providers' })).toBeEnabled();
  }

  /** The companies the add dialog offers. */
  async offered(): Promise<string[]> {
    await this.addDialog.getByRole('combobox', { name: 'Service Providers' }).click();
    const names = await this.page.getByRole('option').allTextContents();
    await this.addDialog.getByRole('heading').click();
    return names;
  }

  async add(names: readonly string[]): Promise<void> {
    await chooseOptions(this.addDialog.getByRole('combobox', { name: 'Service Providers' }), names);
    await this.addDialog.getByRole('button', { name: 'Submit' }).click();
    await expect(this.addDialog).toBeHidden();
  }

  async remove(names: readonly string[]): Promise<void> {
    for (const name of names) await this.select(this.row(name));
    await this.removeButton.click();
    await expect(this.removeDialog).toContainText('Issues assigned to them are unassigned');
  }
}

/** /assign-issues: the field users table. */
export class FieldUsersScreen extends LinkedRowsTable {
  constructor(page: Page) {
    super(page, 'Field users');
  }

  async open(): Promise<void> {
    await this.page.goto('/assign-issues');
    await this.shell.expectOn('/assign-issues', 'Assign to Users');
  }
}

/**
 * An assigned-issue list (Delete, and for a provider Transfer Issues) or an assign page (filter panel, Cancel,
 * Assign) of a provider or a field user.
 */
export class AssignedIssuesScreen extends FilteredTable {
  readonly shell: Shell;
  readonly confirmDialog: Locator;
  readonly transferDialog: Locator;

  constructor(page: Page) {
    super(page, 'Issues');
    this.shell = new Shell(page);
    this.confirmDialog = page.getByRole('dialog', { name: /^(Assign Issues|Remove Assigned Issues)$/ });
    this.transferDialog = page.getByRole('dialog', { name: 'Select Service Providers' });
  }

  /** The row ids shown (every row of an issue's chain shows its assignments). */
  async ids(): Promise<number[]> {
    await expect(this.grid).toBeVisible();
    await expect(this.grid.getByRole('progressbar')).toHaveCount(0);
    const ids = await this.rows().evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
    return ids.sort((a, b) => a - b);
  }

  async expectIds(expected: readonly number[]): Promise<void> {
    await expect.poll(() => this.ids()).toEqual([...expected].sort((a, b) => a - b));
  }

  async selectIds(ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.select(this.rowById(id));
  }

  /** Press the page's action (Assign or Delete) and check the confirm dialog's question; not yet confirmed. */
  async ask(action: 'Assign' | 'Delete', question: string): Promise<void> {
    await this.page.getByRole('button', { name: action, exact: true }).click();
    await expect(this.confirmDialog).toContainText(question);
  }

  async confirm(): Promise<void> {
    await this.confirmDialog.getByRole('button', { name: /^(Assign|Delete)$/ }).click();
    await expect(this.confirmDialog).toBeHidden();
  }

  async openTransfer(): Promise<void> {
    await this.page.getByRole('button', { name: 'Transfer Issues' }).click();
    await expect(this.transferDialog).toBeVisible();
  }

  async transferTo(names: readonly string[]): Promise<void> {
    await chooseOptions(this.transferDialog.getByRole('combobox', { name: 'Service Providers' }), names);
    await this.transferDialog.getByRole('button', { name: 'Submit' }).click();
    await expect(this.transferDialog).toBeHidden();
  }

  /** Open an issue's Details dialog from its row. */
  async details(id: number): Promise<Locator> {
    await this.rowById(id).getByRole('button', { name: 'Issue Details' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
