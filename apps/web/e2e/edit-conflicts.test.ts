import { expect, type Page, test } from '@playwright/test';
import { editedMeanwhileBy, type VegetationIssue } from '@verge/domain';
import { api, unique } from './api';
import { DEMO, DEMO_PASSWORD } from './env';
import { expectOutboxEmpty, localAsset, readTable } from './localStore';
import { IssueForm } from './pages/IssueForm';
import { apiUser, IssuesScreen } from './pages/IssuesScreen';
import { logInAs, OFFLINE_SHELL, waitForOfflineShell } from './pages/session';

test.use(OFFLINE_SHELL);

async function editComment(page: Page, issueId: number, comment: string): Promise<void> {
  await page.goto(`/vegetation-issues/edit/${issueId}`);
  await page.getByLabel('Comments').fill(comment);
  await new IssueForm(page).save();
  await expect(page).toHaveURL(/\/vegetation-issues$/);
}

test('two people edit the same issue at once: the later edit wins and the record says what was overwritten, until dismissed', async ({
  browser,
}) => {
  // Two sessions, each logging in and syncing, and an offline round trip: 1.2 min on a loaded 2-core machine.
  test.setTimeout(180_000);
  // A second client admin of the same company, so the two edits have different authors.
  const admin = await apiUser(DEMO.clientAdmin);
  const username = unique('second.admin').replace(/\s+/g, '.').toLowerCase();
  await api(
    'usersCreate',
    {
      user_name: username,
      email: `${username}@e2e.verge.local`,
      first_name: 'Robin',
      last_name: 'Second',
      password: 'e2e-pass-1',
      user_role: 'Admin',
    },
    admin.token,
  );

  const first = await (await browser.newContext()).newPage();
  await logInAs(first, DEMO.clientAdmin, DEMO_PASSWORD);
  const { issues } = await localAsset(first);
  // One no earlier attempt left a notice on (a retry runs against the same server).
  const issue = issues.find(
    (i) => i.id > 0 && i.isInteractive && i.original_issue_id === null && !i.editNotices?.length,
  )!;
  const second = await (await browser.newContext()).newPage();
  await logInAs(second, username, 'e2e-pass-1');

  // The first admin edits offline; the second edits online afterwards and is sent at once.
  const earlier = unique('Edited first, offline');
  const later = unique('Edited second, online');
  await waitForOfflineShell(first);
  await first.context().setOffline(true);
  await editComment(first, issue.id, earlier);
  await editComment(second, issue.id, later);
  await expectOutboxEmpty(second);

  // Back online, the first edit arrives last but was made first: the later value stays, the earlier is kept
  // in the notice, naming who edited meanwhile.
  await first.context().setOffline(false);
  await expectOutboxEmpty(first);
  await first.reload();
  await expect
    .poll(
      async () =>
        (await readTable<VegetationIssue>(first, 'issues')).find((i) => i.id === issue.id)?.comments,
      {
        timeout: 30_000,
      },
    )
    .toBe(later);
  const screen = new IssuesScreen(first);
  await screen.open(`?issueId=${issue.id}`);
  const notice = first.getByRole('dialog').getByTestId('edit-notice');
  await expect(notice).toContainText(editedMeanwhileBy('Robin Second'));
  await expect(notice).toContainText(earlier);
  await first.screenshot({ path: test.info().outputPath('edit-notice-1280.png') });

  // The issue's History, newest first: the offline edit that arrived last, merged with the one made meanwhile,
  // then the second admin's edit; read from the device's store, pulled with the issue.
  const history = first.getByRole('dialog').getByTestId('history-entry');
  await expect(history.nth(0)).toContainText('Edited by Nora Lindqvist');
  await expect(history.nth(0)).toContainText(', offline');
  await expect(history.nth(0)).toContainText(
    `Comments: ${earlier} kept as Edited meanwhile, after an edit by Robin Second`,
  );
  await expect(history.nth(1)).toContainText('Edited by Robin Second');
  await expect(history.nth(1)).toContainText(`→ ${later}`);
  await expect(history.nth(1)).not.toContainText('offline');

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await expectOutboxEmpty(first);
  const snapshot = await api('syncAsset', { assetId: issue.assetId, userId: admin.userId }, admin.token);
  const onServer = snapshot.issues.find((i) => i.id === issue.id);
  expect(onServer?.comments).toBe(later);
  expect(onServer?.editNotices ?? []).toEqual([]);
});
