import { expect, type Locator } from '@playwright/test';

/**
 * Choose an option of a single select (a MUI select or autocomplete) as a user would: open its list, click the
 * option, and see the list close. On a loaded machine a click can land while the list is still opening and be
 * lost, leaving the list open over what comes next: then the option is clicked again.
 */
export async function chooseOption(field: Locator, option: string): Promise<void> {
  const list = field.page().getByRole('listbox');
  await expect(async () => {
    if (!(await list.isVisible())) await field.click();
    await list.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(list).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Pick options of a multi-select (an autocomplete) by exact name, then close its list. The list may stay open
 * after a pick, where a click on the field would close it; Escape closes the list only (not a dialog around it).
 * `typed`: each name is typed into the field first, for a list too long to show every option at once.
 */
export async function chooseOptions(
  field: Locator,
  options: readonly string[],
  { typed = false }: { typed?: boolean } = {},
): Promise<void> {
  const list = field.page().getByRole('listbox');
  for (const option of options) {
    if (!(await list.isVisible())) await field.click();
    if (typed) await field.fill(option);
    await list.getByRole('option', { name: option, exact: true }).click();
  }
  // The focus stays in the field after a pick.
  if (await list.isVisible()) await field.page().keyboard.press('Escape');
  await expect(list).toBeHidden();
}
