import type { PhotoTargetType, UploadPhotoRequest } from '@verge/domain';
import type { StoredPhoto } from '../store/storedPhoto';
import { newUuid } from '../store/uuid';
import { enqueue } from './enqueue';

/** What an edit does to a record's photos: the pictures taken or chosen, and the saved ones removed. */
export interface PhotoEdits {
  added: readonly Blob[];
  removedKeys: readonly string[];
}

/**
 * Queue photos of a record by the record's uuid, each keyed by its own uuid (a retry never stores one
 * twice). The record may still await sync, or be a synced record being edited: `dependsOn` then names
 * the edit, so the record is not shown as synced while its photos are still queued. Called inside the save's
 * saveTogether, so the record and its photos are stored together or not at all.
 */
export async function addPhotos(
  targetType: PhotoTargetType,
  parentUuid: string,
  photos: readonly StoredPhoto[],
  options: { assetId: number | null; dependsOn?: string[] },
): Promise<void> {
  for (const photo of photos) {
    const uuid = newUuid();
    const request: UploadPhotoRequest = {
      uuid,
      targetType,
      parentUuid,
      fileType: photo.type as UploadPhotoRequest['fileType'],
    };
    await enqueue('photosUpload', request, {
      uuid,
      assetId: options.assetId,
      dependsOn: options.dependsOn,
      photo,
    });
  }
}
