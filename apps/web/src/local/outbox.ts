import type { CreateCulvertRequest, PhotoTargetType, UploadPhotoRequest } from '@verge/domain';
import {
  db,
  type LocalCulvert,
  type LocalInspection,
  type LocalIssue,
  OUTBOX_KINDS,
  type OutboxItem,
  type OutboxKind,
  type QueuedInspectionRequest,
  type QueuedIssueRequest,
} from './db';
import { newUuid } from './uuid';

type SaveListener = () => void;
const saveListeners = new Set<SaveListener>();

/** The sync engine listens here: every local save is followed by a sync run. */
export function onLocalSave(listener: SaveListener): () => void {
  saveListeners.add(listener);
  return () => saveListeners.delete(listener);
}

function announceSave(): void {
  for (const listener of saveListeners) listener();
}

const base = (uuid: string, assetId: number | null) => ({
  uuid,
  assetId,
  createdAt: Date.now(),
  attempts: 0,
  lastError: null,
});

/**
 * Queue a new culvert and store its local copy under the temporary id (the negated outbox row number).
 * Returns the temporary id.
 */
export async function saveNewCulvert(
  payload: CreateCulvertRequest,
  display: Omit<LocalCulvert, 'id' | 'uuid' | 'assetId' | 'hidden' | 'updated_at'>,
): Promise<number> {
  const id = await db.transaction('rw', [db.outbox, db.culverts], async () => {
    const seq = await db.outbox.add({ kind: 'culvert', payload, ...base(payload.uuid, payload.assetId) });
    const tempId = -Number(seq);
    await db.culverts.put({
      ...display,
      id: tempId,
      uuid: payload.uuid,
      assetId: payload.assetId,
      hidden: false,
      updated_at: new Date().toISOString(),
    });
    return tempId;
  });
  announceSave();
  return id;
}

/**
 * Queue a new issue. A follow-up adds a temporary negative marker to its original's follow-up list,
 * replaced by the real id once it uploads.
 */
export async function saveNewIssue(
  payload: QueuedIssueRequest,
  display: Omit<LocalIssue, 'id' | 'uuid' | 'subsequentIssueIds' | 'updated_at' | 'hidden'>,
): Promise<number> {
  const id = await db.transaction('rw', [db.outbox, db.issues], async () => {
    const seq = await db.outbox.add({ kind: 'issue', payload, ...base(payload.uuid, display.assetId) });
    const tempId = -Number(seq);
    await db.issues.put({
      ...display,
      id: tempId,
      uuid: payload.uuid,
      hidden: false,
      updated_at: new Date().toISOString(),
      subsequentIssueIds: [],
    });
    if (payload.originalIssueId !== null) {
      const original = await db.issues.get(payload.originalIssueId);
      if (original && !original.subsequentIssueIds.includes(tempId)) {
        await db.issues.put({ ...original, subsequentIssueIds: [...original.subsequentIssueIds, tempId] });
      }
    }
    return tempId;
  });
  announceSave();
  return id;
}

/** Queue a new inspection; on a culvert awaiting sync it names the culvert by culvertUuid. */
export async function saveNewInspection(
  payload: QueuedInspectionRequest,
  display: Omit<LocalInspection, 'id' | 'uuid' | 'updated_at' | 'hidden' | 'culvertId' | 'culvertUuid'>,
  assetId: number | null,
): Promise<number> {
  const id = await db.transaction('rw', [db.outbox, db.inspections], async () => {
    const seq = await db.outbox.add({ kind: 'inspection', payload, ...base(payload.uuid, assetId) });
    const tempId = -Number(seq);
    await db.inspections.put({
      ...display,
      id: tempId,
      uuid: payload.uuid,
      culvertId: payload.culvertId,
      ...(payload.culvertUuid ? { culvertUuid: payload.culvertUuid } : {}),
      hidden: false,
      updated_at: new Date().toISOString(),
    });
    return tempId;
  });
  announceSave();
  return id;
}

/** Queue photos of a record by the record's uuid (the parent may itself still await sync). */
export async function savePhotos(
  targetType: PhotoTargetType,
  parentUuid: string,
  files: Blob[],
  assetId: number | null,
): Promise<void> {
  if (files.length === 0) return;
  await db.outbox.bulkAdd(
    files.map((blob) => {
      const uuid = newUuid();
      const payload: UploadPhotoRequest = {
        uuid,
        targetType,
        parentUuid,
        fileType: (blob.type || 'image/jpeg') as UploadPhotoRequest['fileType'],
      };
      return { kind: 'photo', payload, blob, ...base(uuid, assetId) } satisfies OutboxItem;
    }),
  );
  announceSave();
}

/** The next item to upload: culverts, then issues, then inspections, then photos; oldest first. */
export async function nextOutboxItem(): Promise<OutboxItem | undefined> {
  for (const kind of OUTBOX_KINDS) {
    const item = await db.outbox.where('kind').equals(kind).first();
    if (item) return item;
  }
  return undefined;
}

export async function countByKind(): Promise<Record<OutboxKind, number>> {
  const counts = { culvert: 0, issue: 0, inspection: 0, photo: 0 } satisfies Record<OutboxKind, number>;
  await db.outbox.each((item) => {
    counts[item.kind] += 1;
  });
  return counts;
}
