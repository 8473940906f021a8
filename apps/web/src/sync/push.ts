import type { CreateIssueRequest, Culvert, CulvertInspection, VegetationIssue } from '@verge/domain';
import type { Table } from 'dexie';
import { callApi } from '../api/client';
import { db, type OutboxItem, type OutboxKind } from '../local/db';
import { nextOutboxItem } from '../local/outbox';

export interface PushResult {
  uploaded: number;
  remaining: number;
  /** The error that stopped the run, when one did. */
  error: unknown;
}

class UnresolvedReferenceError extends Error {
  override readonly name = 'UnresolvedReferenceError';
}

async function serverIdFor(kind: OutboxKind, localId: number): Promise<number | null> {
  if (localId > 0) return localId;
  return (await db.idMap.get([kind, localId]))?.serverId ?? null;
}

async function recordMapping(
  kind: OutboxKind,
  localId: number,
  serverId: number,
  uuid: string,
): Promise<void> {
  await db.idMap.put({ kind, localId, serverId, uuid });
}

/**
 * Apply an upload's answer and take its item off the outbox, in one transaction. An answer whose item left the
 * outbox meanwhile — a logout wiped it — is dropped: writing it would put the previous user's rows back.
 */
async function complete(item: OutboxItem, tables: Table[], apply: () => Promise<void>): Promise<void> {
  await db.transaction('rw', [db.outbox, ...tables], async () => {
    if (!(await db.outbox.get(item.seq!))) return;
    await apply();
    await db.outbox.delete(item.seq!);
  });
}

async function uploadCulvert(item: OutboxItem & { kind: 'culvert' }, tempId: number): Promise<void> {
  const culvert: Culvert = await callApi('culvertsCreate', item.payload);
  await complete(item, [db.culverts, db.inspections, db.idMap], async () => {
    await db.culverts.delete(tempId);
    await db.culverts.put(culvert);
    await recordMapping('culvert', tempId, culvert.id, culvert.uuid);
    // Inspections of this culvert (stored and queued) now point at the server id.
    await db.inspections
      .where('culvertId')
      .equals(tempId)
      .modify((row) => {
        row.culvertId = culvert.id;
        delete row.culvertUuid;
      });
    await db.outbox
      .where('kind')
      .equals('inspection')
      .modify((queued) => {
        if (queued.kind === 'inspection' && queued.payload.culvertId === tempId) {
          queued.payload = { ...queued.payload, culvertId: culvert.id };
        }
      });
  });
}

async function uploadIssue(item: OutboxItem & { kind: 'issue' }, tempId: number): Promise<void> {
  const { originalIssueId } = item.payload;
  const resolvedOriginal = originalIssueId === null ? null : await serverIdFor('issue', originalIssueId);
  if (originalIssueId !== null && resolvedOriginal === null) {
    throw new UnresolvedReferenceError(`Original issue ${originalIssueId} has not been uploaded yet`);
  }
  const request: CreateIssueRequest = { ...item.payload, originalIssueId: resolvedOriginal };
  const issue: VegetationIssue = await callApi('issuesCreate', request);
  await complete(item, [db.issues, db.idMap], async () => {
    const local = await db.issues.get(tempId);
    await db.issues.delete(tempId);
    await db.issues.put({
      ...issue,
      subsequentIssueIds: mergeIds(issue.subsequentIssueIds, local?.subsequentIssueIds),
    });
    await recordMapping('issue', tempId, issue.id, issue.uuid);
    // The original's temporary follow-up marker becomes the real id.
    if (issue.original_issue_id !== null) {
      const original = await db.issues.get(issue.original_issue_id);
      if (original) {
        const ids = original.subsequentIssueIds.filter((id) => id !== tempId);
        if (!ids.includes(issue.id)) ids.push(issue.id);
        await db.issues.put({ ...original, subsequentIssueIds: ids });
      }
    }
    // Queued follow-ups of this issue and local rows that name it as their original.
    await db.outbox
      .where('kind')
      .equals('issue')
      .modify((queued) => {
        if (queued.kind === 'issue' && queued.payload.originalIssueId === tempId) {
          queued.payload = { ...queued.payload, originalIssueId: issue.id };
        }
      });
    await db.issues
      .where('original_issue_id')
      .equals(tempId)
      .modify((row) => {
        row.original_issue_id = issue.id;
      });
  });
}

/** Keep the local follow-up markers that are still pending next to the server's list. */
function mergeIds(serverIds: number[], localIds: number[] | undefined): number[] {
  const merged = new Set(serverIds);
  for (const id of localIds ?? []) if (id < 0) merged.add(id);
  return [...merged];
}

async function uploadInspection(item: OutboxItem & { kind: 'inspection' }, tempId: number): Promise<void> {
  const payload = { ...item.payload };
  if (payload.culvertId < 0) {
    const resolved = await serverIdFor('culvert', payload.culvertId);
    if (resolved !== null) {
      payload.culvertId = resolved;
      delete payload.culvertUuid;
    }
  }
  const inspection: CulvertInspection = await callApi('inspectionsCreate', payload);
  await complete(item, [db.inspections, db.idMap], async () => {
    await db.inspections.delete(tempId);
    await db.inspections.put(inspection);
    await recordMapping('inspection', tempId, inspection.id, inspection.uuid);
  });
}

async function uploadPhoto(item: OutboxItem & { kind: 'photo' }): Promise<void> {
  const uploaded = await callApi('photosUpload', item.payload, { body: item.blob });
  await complete(item, [db.issues, db.inspections], async () => {
    const table = item.payload.targetType === 'vegetation-issue' ? db.issues : db.inspections;
    const parent = await table.where('uuid').equals(item.payload.parentUuid).first();
    if (parent && !parent.photos.includes(uploaded.key)) {
      await table.update(parent.id, { photos: [...parent.photos, uploaded.key] });
    }
  });
}

async function upload(item: OutboxItem): Promise<void> {
  const tempId = -item.seq!;
  switch (item.kind) {
    case 'culvert':
      return uploadCulvert(item, tempId);
    case 'issue':
      return uploadIssue(item, tempId);
    case 'inspection':
      return uploadInspection(item, tempId);
    case 'photo':
      return uploadPhoto(item);
  }
}

/**
 * Upload the outbox in order (culverts → issues → inspections → photos), one item at a time, each removed
 * from the outbox once the server holds it, until the outbox is empty. Any failure stops the run; the
 * failed item and everything after it stay queued. The caller makes sure only one run happens at a time.
 */
export async function pushOutbox(): Promise<PushResult> {
  let uploaded = 0;
  for (;;) {
    const item = await nextOutboxItem();
    if (!item) return { uploaded, remaining: 0, error: null };
    try {
      await upload(item);
      uploaded += 1;
    } catch (error) {
      await db.outbox
        .update(item.seq!, {
          attempts: item.attempts + 1,
          lastError: error instanceof Error ? error.message : String(error),
        })
        .catch((dbError: unknown) => console.error('Recording the sync failure failed', dbError));
      return { uploaded, remaining: await db.outbox.count(), error };
    }
  }
}
