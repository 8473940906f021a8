import { issueFixture, issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { createIssue, type NewIssueRequest } from '../commands/issueCommands';
import { newUuid } from './uuid';

/**
 * For tests: queue a new issue the way the issue form does (the command in the outbox, its row in the local
 * store under a temporary id), from the shared fixtures; override what a test is about.
 */
export async function queueTestIssue(
  overrides: Partial<NewIssueRequest> = {},
): Promise<{ id: number; uuid: string }> {
  const request: NewIssueRequest = issueRequestFixture({ uuid: newUuid(), ...overrides });
  const { uuid, originalIssueId, ...fields } = request;
  const {
    id: _id,
    uuid: _uuid,
    subsequentIssueIds: _subsequent,
    updated_at: _updated,
    hidden: _hidden,
    ...display
  } = issueFixture({ ...fields, original_issue_id: originalIssueId });
  const id = await createIssue(request, display);
  return { id, uuid };
}
