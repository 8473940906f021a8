import { randomUUID } from 'node:crypto';
import type {
  AddPhotoToExistingRequest,
  FileResponse,
  PhotoTargetType,
  RemovePhotoRequest,
  UploadPhotoRequest,
} from '@verge/domain';
import { requireClient } from '../../access/roles';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, found, notFound } from '../../errors';
import { photoDecodes } from '../../photos/photoDecodes';
import { readPhoto } from '../../photos/photoStore';
import { type StoredPhoto, storePhoto } from '../../photos/storePhoto';
import type { UploadedFile } from '../../photos/uploadSpool';
import {
  findParent,
  findPhotoByUuid,
  findVisiblePhoto,
  hidePhoto,
  insertPhoto,
  type PhotoParent,
} from './photos.queries';

/**
 * The record a photo is added to or removed from. Issues: only when interactive for the viewer (their
 * company's, or assigned to them). Inspections: client-company users only.
 */
async function writableParent(
  app: AppContext,
  viewer: Viewer,
  targetType: PhotoTargetType,
  match: { uuid: string } | { id: number },
): Promise<PhotoParent> {
  if (targetType === 'culvert-inspection') requireClient(viewer);
  const parent = found(
    await findParent(app.db, viewer, targetType, match),
    targetType === 'vegetation-issue' ? 'Issue' : 'Inspection',
  );
  if (!parent.interactive) throw forbidden('This issue is not assigned to you');
  return parent;
}

/** A retried upload answers the key already stored, provided it is the same photo of the same record. */
function storedKey(
  stored: { key: string; target_type: PhotoTargetType; parent_id: number },
  targetType: PhotoTargetType,
  parentId: number,
): string {
  if (stored.target_type !== targetType || stored.parent_id !== parentId) {
    throw conflict('A photo with this uuid belongs to another record');
  }
  return stored.key;
}

/**
 * Check, decode and store an upload's file before its command's transaction opens, so that no database
 * connection waits on the decode: 400 without a file; 413 or 415 (storePhoto.ts); 503 when the instance's
 * decodes are all taken (photoDecodes.ts). The files stay unreferenced until the transaction records them:
 * nothing serves or lists a key without a row. What the transaction does not record, discardPhoto removes.
 */
export async function stagePhoto(app: AppContext, body: UploadedFile | undefined): Promise<StoredPhoto> {
  if (!body || body.size === 0) throw badRequest('The photo file is missing');
  return storePhoto(app.photos, body, photoDecodes(app.config));
}

/**
 * Remove staged files no row took (the command refused or rolled back, a retry, a concurrent twin). A failure
 * to remove is logged, not answered: the files are unreferenced, and the answer is the command's.
 */
export async function discardPhoto(app: AppContext, stored: StoredPhoto): Promise<void> {
  await app.photos.remove(stored.key).catch((error: unknown) => {
    app.log.warn({ err: error, key: stored.key }, 'a photo no row took could not be removed');
  });
}

/**
 * The key of the photo under `uuid`: the one already recorded (a retry), else the staged files recorded now.
 * The row commits with the command; a concurrent retry that recorded the uuid first answers its key.
 */
async function keyedPhoto(
  app: AppContext,
  viewer: Viewer,
  photo: { uuid: string; targetType: PhotoTargetType; parentId: number; stored: StoredPhoto },
): Promise<string> {
  const existing = await findPhotoByUuid(app.db, photo.uuid);
  if (existing) return storedKey(existing, photo.targetType, photo.parentId);
  if (await insertPhoto(app.db, { ...photo, userId: viewer.userId })) return photo.stored.key;
  return storedKey(
    found(await findPhotoByUuid(app.db, photo.uuid), 'Photo'),
    photo.targetType,
    photo.parentId,
  );
}

/** Upload from the sync queue: keyed by the photo's own uuid, the parent found by its uuid. */
export async function uploadPhoto(
  app: AppContext,
  viewer: Viewer,
  request: UploadPhotoRequest,
  stored: StoredPhoto,
): Promise<string> {
  const parent = await writableParent(app, viewer, request.targetType, { uuid: request.parentUuid });
  return keyedPhoto(app, viewer, {
    uuid: request.uuid,
    targetType: request.targetType,
    parentId: parent.id,
    stored,
  });
}

/**
 * Add a photo to a synced record, keyed by the photo's uuid like an upload. A request without one (a
 * client that predates it) gets a fresh uuid: each such call is a new photo.
 */
export async function addPhotoToExisting(
  app: AppContext,
  viewer: Viewer,
  request: AddPhotoToExistingRequest,
  stored: StoredPhoto,
): Promise<string> {
  const parent = await writableParent(app, viewer, request.targetType, { id: request.parentId });
  return keyedPhoto(app, viewer, {
    uuid: request.uuid ?? randomUUID(),
    targetType: request.targetType,
    parentId: parent.id,
    stored,
  });
}

/** Hide a photo of a record (the file stays: synced data is never deleted). */
export async function removePhoto(
  app: AppContext,
  viewer: Viewer,
  request: RemovePhotoRequest,
): Promise<void> {
  const parent = await writableParent(app, viewer, request.targetType, { id: request.parentId });
  if (!(await hidePhoto(app.db, request.targetType, parent.id, request.fileKey))) throw notFound('Photo');
}

/** A live photo of a record the viewer may open, as base64. */
export async function photoFile(app: AppContext, viewer: Viewer, key: string): Promise<FileResponse> {
  const photo = found(await findVisiblePhoto(app.db, viewer, key), 'Photo');
  const bytes = found(await readPhoto(app.photos, photo.key, 'original'), 'Photo');
  return { file: bytes.toString('base64'), contentType: photo.content_type };
}

/** The original files of photos by key, in order; files missing from the store are left out. */
export async function photoOriginals(app: AppContext, keys: string[]): Promise<Buffer[]> {
  const files = await Promise.all(keys.map((key) => readPhoto(app.photos, key, 'original')));
  return files.filter((file): file is Buffer => file !== null);
}
