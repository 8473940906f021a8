import type { CreateCulvertRequest, CreateIssueRequest } from '@verge/domain';
import { culvertRequestFixture, inspectionRequestFixture } from '@verge/domain/testing/culvertFixture';
import { issueFixture, issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { createCulvert } from '../src/core/culverts';
import { createInspection } from '../src/core/inspections';
import { createIssue } from '../src/core/issues';
import type { StoredPhoto } from '../src/core/photos';
import { newUuid } from '../src/core/saving';

const NOW = '2026-06-01T10:00:00.000Z';

/**
 * For tests: queue a new issue the way the issue form does (the command in the outbox, its row in the local
 * store under a temporary id), from the shared fixtures; override what a test is about.
 */
export async function queueTestIssue(
  overrides: Partial<CreateIssueRequest> = {},
): Promise<{ id: number; uuid: string }> {
  const request = issueRequestFixture({ uuid: newUuid(), ...overrides });
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

/** For tests: queue a new culvert 'C-1' on asset 1 the way the culvert form does (no points set). */
export async function queueTestCulvert(
  overrides: Partial<CreateCulvertRequest> = {},
): Promise<{ id: number; uuid: string }> {
  const request = culvertRequestFixture({ inlet_location: null, outlet_location: null, ...overrides });
  return { id: await createCulvert(request), uuid: request.uuid };
}

/** For tests: queue an inspection of a culvert (one awaiting sync is named by its uuid too). */
export async function queueTestInspection(culvert: { id: number; uuid: string }) {
  return createInspection(
    inspectionRequestFixture({
      userId: 7,
      culvertId: culvert.id,
      culvertUuid: culvert.id < 0 ? culvert.uuid : undefined,
      inspection_date: NOW,
    }),
    { user: 'Sam Okafor', culvert: 'C-1', culvertStatus: 'Good', actionsTaken: [], actionsRequired: [] },
    1,
  );
}

/** For tests: a photo as the device stores it (a few bytes of JPEG type). */
export function testPhoto(): StoredPhoto {
  return {
    bytes: new TextEncoder().encode('x').buffer as ArrayBuffer,
    type: 'image/jpeg',
    name: 'photo.jpg',
  };
}
