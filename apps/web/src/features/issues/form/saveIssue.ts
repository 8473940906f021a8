import {
  applyIssueRules,
  type DuplicateWarning,
  type FieldIssue,
  fullName,
  type IssueFields,
  issueRuleLookups,
  type ManagementArea,
  type Relations,
  type User,
} from '@verge/domain';
import type { LocalIssue } from '../../../core/issues';
import { createIssue, editIssue, type NewIssueRequest, removeIssuePhoto } from '../../../core/issues';
import { addPhotos, type PhotoEdits, storePhotos } from '../../../core/photos';
import { newUuid, saveTogether } from '../../../core/saving';
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
 * A new issue: queued with its local copy (reference names included, so it shows offline) and its photos,
 * keyed by a fresh uuid, all stored or none. Returns the temporary id.
 */
export async function addIssue(
  fields: IssueFields,
  extra: {
    userId: number;
    user: User | null;
    assetId: number;
    originalIssueId: number | null;
    thirdPartyCompanyIds: number[];
    photos: readonly Blob[];
    /** The answer to the duplicate warning, when the user was warned. */
    duplicateWarning?: DuplicateWarning;
  },
  context: IssueSaveContext,
): Promise<number> {
  const request: NewIssueRequest = {
    ...fields,
    uuid: newUuid(),
    userId: extra.userId,
    originalIssueId: extra.originalIssueId,
    thirdPartyCompanyIds: extra.thirdPartyCompanyIds,
    ...(extra.duplicateWarning && { duplicateWarning: extra.duplicateWarning }),
  };
  const photos = await storePhotos(extra.photos);
  return saveTogether(async () => {
    const id = await createIssue(request, {
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
    await addPhotos('vegetation-issue', request.uuid, photos, { assetId: extra.assetId });
    return id;
  });
}

/**
 * Edit a synced issue: the edit, the removed photos and the added ones are queued together, all or none (the photos
 * wait on the edit), and the local row shows the new values at once, online or not.
 */
export async function updateIssue(
  existing: LocalIssue,
  fields: IssueFields,
  photos: PhotoEdits,
  context: IssueSaveContext,
): Promise<void> {
  const added = await storePhotos(photos.added);
  await saveTogether(async () => {
    const edit = await editIssue(existing, fields, issueNames(fields, context.relations, context.areas));
    for (const fileKey of photos.removedKeys) await removeIssuePhoto(existing, fileKey, [edit]);
    await addPhotos('vegetation-issue', existing.uuid, added, {
      assetId: existing.assetId,
      dependsOn: [edit],
    });
  });
}
