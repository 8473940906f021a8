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
import type { UploadedFile } from '../../http/uploadSpool';
import { readPhoto } from '../../photos/photoStore';
import { storePhoto } from '../../photos/storePhoto';
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
 * Store the bytes (415 unless an image; thumbnail made) and record them under `uuid`. The row is written
 * only once both files are in place, and commits with the command; the files are removed again when the
 * row is refused (8 per record) or a concurrent retry recorded the uuid first. Files whose row never
 * commits (a crash in between) are unreferenced: nothing serves or lists a key without a row.
 */
async function addPhoto(
  app: AppContext,
  viewer: Viewer,
  photo: { uuid: string; targetType: PhotoTargetType; parentId: number; body: UploadedFile | undefined },
): Promise<string> {
  if (!photo.body || photo.body.size === 0) throw badRequest('The photo file is missing');
  const stored = await storePhoto(app.photos, photo.body);
  let inserted: boolean;
  try {
    inserted = await insertPhoto(app.db, { ...photo, userId: viewer.userId, stored });
  } catch (error) {
    await app.photos.remove(stored.key);
    throw error;
  }
  if (inserted) return stored.key;
  await app.photos.remove(stored.key);
  return storedKey(
    found(await findPhotoByUuid(app.db, photo.uuid), 'Photo'),
    photo.targetType,
    photo.parentId,
  );
}

/** A photo keyed by its own uuid: the one already stored under it (a retry), else stored now. */
async function keyedPhoto(
  app: AppContext,
  viewer: Viewer,
  photo: { uuid: string; targetType: PhotoTargetType; parentId: number; body: UploadedFile | undefined },
): Promise<string> {
  const existing = await findPhotoByUuid(app.db, photo.uuid);
  if (existing) return storedKey(existing, photo.targetType, photo.parentId);
  return addPhoto(app, viewer, photo);
}

/** Upload from the sync queue: keyed by the photo's own uuid, the parent found by its uuid. */
export async function uploadPhoto(
  app: AppContext,
  viewer: Viewer,
  request: UploadPhotoRequest,
  body: UploadedFile | undefined,
): Promise<string> {
  const parent = await writableParent(app, viewer, request.targetType, { uuid: request.parentUuid });
  return keyedPhoto(app, viewer, {
    uuid: request.uuid,
    targetType: request.targetType,
    parentId: parent.id,
    body,
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
  body: UploadedFile | undefined,
): Promise<string> {
  const parent = await writableParent(app, viewer, request.targetType, { id: request.parentId });
  return keyedPhoto(app, viewer, {
    uuid: request.uuid ?? randomUUID(),
    targetType: request.targetType,
    parentId: parent.id,
    body,
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
