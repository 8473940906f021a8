import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { CreateIssueRequest } from '@verge/domain';
import { issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { userToken } from '../api';
import { DEMO_PASSWORD } from '../env';
import { FilteredTable } from './FilteredTable';

/** The vegetation issues screen: tabs, filter panel, table, toolbar and row actions. */
export class IssuesScreen extends FilteredTable {
  readonly deleteButton: Locator;
  readonly downloadButton: Locator;
  readonly enterDataButton: Locator;

  constructor(page: Page) {
    super(page, 'Vegetation issues');
    this.deleteButton = page.getByRole('button', { name: 'Delete Selected' });
    this.downloadButton = page.getByRole('button', { name: 'Download' });
    this.enterDataButton = page.getByRole('button', { name: 'Enter Data' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/vegetation-issues${query}`);
    // A link may open an issue's dialog at once, hiding the page from the accessibility tree.
    await expect(this.page.getByRole('tab', { name: 'Table', includeHidden: true })).toBeAttached();
  }

  tab(name: 'Map' | 'Table'): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** Switch to the table tab and wait for rows (or the empty table). */
  async showTable(): Promise<void> {
    await this.tab('Table').click();
    await expect(this.tab('Table')).toHaveAttribute('aria-selected', 'true');
    await expect(this.grid).toBeVisible();
  }

  /** Open the Download Issues dialog (the button is enabled once the list's rows are read). */
  async openDownload(): Promise<void> {
    await this.downloadButton.click();
    await expect(this.page.getByRole('dialog', { name: 'Download Issues' })).toBeVisible();
  }
}

/** A demo user's token and id, for calls made beside the browser. */
export async function apiUser(username: string) {
  const token = await userToken(username, DEMO_PASSWORD);
  const { userId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).data as {
    userId: number;
  };
  return { token, userId };
}

/**
 * A new issue in the given area, recorded through the API by the given user, inspected now (so it sorts first):
 * the shared valid request fixture with a fresh uuid; override what a test is about.
 */
export function issueRequest(
  areaId: number,
  userId: number,
  comments: string,
  overrides: Partial<CreateIssueRequest> = {},
): CreateIssueRequest {
  return issueRequestFixture({
    uuid: randomUUID(),
    inspection_date: new Date().toISOString(),
    areaId,
    userId,
    comments,
    ...overrides,
  });
}
