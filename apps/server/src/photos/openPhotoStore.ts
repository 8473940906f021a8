import { join } from 'node:path';
import type { Config } from '../config';
import { diskPhotoStore } from './diskPhotoStore';
import type { PhotoStore } from './photoStore';
import { s3PhotoStore } from './s3PhotoStore';

/** The disk store's folder: originals/ and thumbnails/ under it. */
export const diskPhotoRoot = (config: Config) => join(config.dataDir, 'photos');

/** Where photo upload bodies are spooled while their request is handled. */
export const uploadSpoolDir = (config: Config) => join(config.dataDir, 'uploads');

/** The photo store PHOTO_STORE names. */
export function openPhotoStore(config: Config): PhotoStore {
  const settings = config.photoStore;
  return settings.kind === 's3' ? s3PhotoStore(settings) : diskPhotoStore(diskPhotoRoot(config));
}
