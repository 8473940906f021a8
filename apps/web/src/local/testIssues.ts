import { issueFixture, issueRequestFixture } from '@verge/domain/testing/issueFixture';
import type { QueuedIssueRequest } from './db';
import { saveNewIssue } from './outbox';
import { newUuid } from './uuid';

/**
 * For tests: queue a new issue the way the issue form does (the request in the outbox, its row in the local
 * store under a temporary id), from the shared fixtures; override what a test is about.
 */
export async function queueTestIssue(
  overrides: Partial<QueuedIssueRequest> = {},
): Promise<{ id: number; uuid: string }> {
  const payload: QueuedIssueRequest = issueRequestFixture({ uuid: newUuid(), ...overrides });
  const { uuid, originalIssueId, ...fields } = payload;
  const {
    id: _id,
    uuid: _uuid,
    subsequentIssueIds: _subsequent,
    updated_at: _updated,
    hidden: _hidden,
    ...display
  } = issueFixture({ ...fields, original_issue_id: originalIssueId });
  const id = await saveNewIssue(payload, display);
  return { id, uuid };
}
