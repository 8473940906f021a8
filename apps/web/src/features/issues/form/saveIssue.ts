import {
  type AddPhotoToExistingRequest,
  applyIssueRules,
  type FieldIssue,
  fullName,
  type IssueFields,
  issueRuleLookups,
  type ManagementArea,
  type Relations,
  type User,
} from '@verge/domain';
import { callApi } from '../../../api/client';
import { db, type LocalIssue, type QueuedIssueRequest } from '../../../local/db';
import { saveNewIssue, savePhotos } from '../../../local/outbox';
import { newUuid } from '../../../local/uuid';
import { requestSync } from '../../../sync/engine';
import { issueNames } from './issueDisplay';

export interface IssueSaveContext {
  relations: Relations;
  areas: readonly ManagementArea[];
}

/** The fields after the shared issue rules (the server runs the same), or the rules they break. */
export function checkedIssueFields(
  fields: IssueFields,
  relations: Relations,
): { fields: IssueFields; problems: FieldIssue[] } {
  const { issue, problems } = applyIssueRules(fields, issueRuleLookups(relations));
  return { fields: issue, problems };
}

/**
 * A new issue: queued in the outbox with its local copy (reference names included, so it shows offline)
 * and its photos, keyed by a fresh uuid. Returns the temporary id.
 */
export async function addIssue(
  fields: IssueFields,
  extra: {
    userId: number;
    user: User | null;
    assetId: number;
    originalIssueId: number | null;
    thirdPartyCompanyIds: number[];
    photos: Blob[];
  },
  context: IssueSaveContext,
): Promise<number> {
  const payload: QueuedIssueRequest = {
    ...fields,
    uuid: newUuid(),
    userId: extra.userId,
    originalIssueId: extra.originalIssueId,
    thirdPartyCompanyIds: extra.thirdPartyCompanyIds,
  };
  const id = await saveNewIssue(payload, {
    ...fields,
    ...issueNames(fields, context.relations, context.areas),
    assetId: extra.assetId,
    userId: extra.userId,
    user: extra.user ? fullName(extra.user) : '',
    original_issue_id: extra.originalIssueId,
    thirdPartyCompanyIds: extra.thirdPartyCompanyIds,
    assignedUserIds: [],
    photos: [],
    isInteractive: true,
  });
  await savePhotos('vegetation-issue', payload.uuid, extra.photos, extra.assetId);
  return id;
}

/**
 * Edit a synced issue online: the fields, then removed and added photos; the local row takes the new
 * values at once and a pull brings the server's rows (the photo keys, follow-ups moved with the area).
 */
export async function updateIssue(
  existing: LocalIssue,
  fields: IssueFields,
  photos: { added: Blob[]; removedKeys: string[] },
  context: IssueSaveContext,
): Promise<void> {
  const result = await callApi('issuesUpdate', { id: existing.id, ...fields });
  if (!result.success) throw new Error('Issue update refused');
  for (const fileKey of photos.removedKeys) {
    await callApi('photosRemove', { targetType: 'vegetation-issue', parentId: existing.id, fileKey });
  }
  const addedKeys: string[] = [];
  for (const blob of photos.added) {
    const fileType = (blob.type || 'image/jpeg') as AddPhotoToExistingRequest['fileType'];
    const uploaded = await callApi(
      'photosAddToExisting',
      { targetType: 'vegetation-issue', parentId: existing.id, fileType },
      { body: blob },
    );
    addedKeys.push(uploaded.key);
  }
  const names = issueNames(fields, context.relations, context.areas);
  await db.transaction('rw', db.issues, async () => {
    await db.issues.put({
      ...existing,
      ...fields,
      ...names,
      photos: [...existing.photos.filter((key) => !photos.removedKeys.includes(key)), ...addedKeys],
    });
    if (fields.areaId !== existing.areaId) {
      await db.issues
        .where('original_issue_id')
        .equals(existing.id)
        .modify({ areaId: fields.areaId, area: names.area });
    }
  });
  void requestSync({ reason: 'save', push: false });
}
