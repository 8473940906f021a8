import {
  type CallInput,
  type IssueFields,
  issueEditableFields,
  type RemovePhotoRequest,
} from '@verge/domain';
import { db, type LocalIssue } from '../store/db';
import { discardCommand } from './discard';
import { enqueue } from './enqueue';
import { sameEdit } from './sameEdit';
import { staleEdit } from './staleEdit';

/** A new issue as queued: a follow-up of an issue still awaiting sync names it by its temporary id. */
export type NewIssueRequest = CallInput<'issuesCreate'>;

/**
 * Record a new issue (an original, a follow-up or a copy): its local copy under the temporary id, and a
 * follow-up's temporary marker in its original's follow-up list (the real id replaces it on upload).
 */
export async function createIssue(
  request: NewIssueRequest,
  display: Omit<LocalIssue, 'id' | 'uuid' | 'subsequentIssueIds' | 'updated_at' | 'hidden'>,
): Promise<number> {
  const { tempId } = await enqueue(
    'issuesCreate',
    request,
    { uuid: request.uuid, assetId: display.assetId },
    async (local) => {
      await local.put<LocalIssue>('issues', {
        ...display,
        id: local.tempId,
        uuid: request.uuid,
        hidden: false,
        updated_at: new Date().toISOString(),
        subsequentIssueIds: [],
      });
      if (request.originalIssueId === null) return;
      const original = await local.get<LocalIssue>('issues', request.originalIssueId);
      if (original && !original.subsequentIssueIds.includes(local.tempId)) {
        await local.update<LocalIssue>('issues', original.id, {
          subsequentIssueIds: [...original.subsequentIssueIds, local.tempId],
        });
      }
    },
  );
  return tempId;
}

/**
 * Edit a synced issue: the local row takes the new values (and reference names) at once; follow-ups move
 * with their original's area. Returns the command's uuid, for the photos added with the edit to wait on.
 */
export async function editIssue(
  existing: LocalIssue,
  fields: IssueFields,
  names: Partial<LocalIssue>,
): Promise<string> {
  const merge = staleEdit(
    existing,
    fields,
    Object.keys(issueEditableFields) as (keyof IssueFields & string)[],
  );
  const { uuid } = await enqueue(
    'issuesUpdate',
    { id: existing.id, ...fields, ...merge },
    {
      assetId: existing.assetId,
      baseVersion: existing.updated_at,
      supersedes: sameEdit('issuesUpdate', existing.id),
    },
    async (local) => {
      await local.put<LocalIssue>('issues', { ...existing, ...fields, ...names });
      if (fields.areaId === existing.areaId) return;
      for (const followUp of existing.subsequentIssueIds) {
        await local.update<LocalIssue>('issues', followUp, { areaId: fields.areaId, area: names.area ?? '' });
      }
    },
  );
  return uuid;
}

/** Delete a synced issue: hidden on the device at once (spec 1 §4), deleted on the server when sent. */
export async function deleteSyncedIssue(issue: LocalIssue): Promise<void> {
  await enqueue('issuesDelete', { id: issue.id }, { assetId: issue.assetId }, async (local) => {
    await local.update<LocalIssue>('issues', issue.id, { hidden: true });
  });
}

/**
 * Delete an issue still awaiting sync: it never reached the server, so its queued create goes with
 * everything waiting on it (photos, follow-ups recorded on it). A local row with no create queued (left by an
 * interrupted save) goes too.
 */
export async function discardQueuedIssue(issue: LocalIssue): Promise<void> {
  const discarded = await discardCommand(-issue.id);
  if (discarded.length === 0) await db.issues.delete(issue.id);
}

/** Remove a saved photo from a synced issue. */
export async function removeIssuePhoto(
  issue: LocalIssue,
  fileKey: string,
  dependsOn: string[],
): Promise<void> {
  const request: RemovePhotoRequest = { targetType: 'vegetation-issue', parentId: issue.id, fileKey };
  await enqueue('photosRemove', request, { assetId: issue.assetId, dependsOn }, async (local) => {
    const row = await local.get<LocalIssue>('issues', issue.id);
    if (row)
      await local.update<LocalIssue>('issues', issue.id, { photos: row.photos.filter((k) => k !== fileKey) });
  });
}
