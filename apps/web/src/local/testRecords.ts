import { issueFixture, issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { createCulvert } from '../commands/culvertCommands';
import { createInspection } from '../commands/inspectionCommands';
import { createIssue, type NewIssueRequest } from '../commands/issueCommands';
import { newUuid } from './uuid';

const NOW = '2026-06-01T10:00:00.000Z';

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

/** For tests: queue a new culvert 'C-1' on asset 1 the way the culvert form does. */
export async function queueTestCulvert(): Promise<{ id: number; uuid: string }> {
  const uuid = newUuid();
  const id = await createCulvert({
    uuid,
    assetId: 1,
    site_culvert_id: 'C-1',
    road_name: 'Range Road 190',
    is_fish_habitat: false,
    has_markers: true,
    length: 12,
    diameter: 0.6,
    direction_of_flow: 'North',
    inlet_location: null,
    outlet_location: null,
  });
  return { id, uuid };
}

/** For tests: queue an inspection of a culvert (one awaiting sync is named by its uuid too). */
export async function queueTestInspection(culvert: { id: number; uuid: string }) {
  return createInspection(
    {
      uuid: newUuid(),
      userId: 7,
      culvertId: culvert.id,
      culvertUuid: culvert.id < 0 ? culvert.uuid : undefined,
      hidden: false,
      inspection_date: NOW,
      next_inspection_date: '2027-06-01',
      comments: '',
      risk_score: 1,
      culvertStatusId: 1,
      actionsTakenIds: [],
      actionsRequiredIds: [],
    },
    { user: 'Sam Okafor', culvert: 'C-1', culvertStatus: 'Good', actionsTaken: [], actionsRequired: [] },
    1,
  );
}
