import { join } from 'node:path';
import type { Config } from '../config';
import { diskPhotoStore } from './diskPhotoStore';
import type { PhotoStore } from './photoStore';

/** The disk store's folder: originals/ and thumbnails/ under it. */
export const diskPhotoRoot = (config: Config) => join(config.dataDir, 'photos');

/** Where photo upload bodies are spooled while their request is handled. */
export const uploadSpoolDir = (config: Config) => join(config.dataDir, 'uploads');

export function openPhotoStore(config: Config): PhotoStore {
  return diskPhotoStore(diskPhotoRoot(config));
}
