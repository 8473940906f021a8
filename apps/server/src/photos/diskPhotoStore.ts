import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  bufferContent,
  PHOTO_KEY_PATTERN,
  type PhotoContent,
  type PhotoStore,
  type PhotoVariant,
} from './photoStore';
import { fromFileSystemError } from './photoStoreErrors';

/** A file opened for writing: what the store calls on it (Node's FileHandle fits). */
export interface WritableFile {
  write(data: Uint8Array): Promise<{ bytesWritten: number }>;
  sync(): Promise<void>;
  stat(): Promise<{ size: number }>;
  close(): Promise<void>;
}

/**
 * The file calls the disk store writes through. Node's own by default; tests pass one whose writes fail
 * with the error a full or read-only disk gives, since a real one cannot be made here without root mounts.
 */
export interface StoreFileSystem {
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  open(path: string, flags: 'wx'): Promise<WritableFile>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: true }): Promise<void>;
}

/** Temporary files sit beside their target as `.<name>.<random>.tmp`: never a key, so never served. */
export const TEMPORARY_FILE = /^\..+\.[0-9a-f]{16}\.tmp$/;

const FOLDERS: Record<PhotoVariant, string> = { original: 'originals', thumbnail: 'thumbnails' };

/**
 * Write `source` to `target` so that `target` is either absent or complete: into a temporary file in
 * the same folder, flushed to disk, its length checked against `size`, then renamed into place. On any
 * failure the temporary file is removed.
 */
async function writeAtomically(
  fs: StoreFileSystem,
  target: string,
  source: Readable,
  size: number,
): Promise<void> {
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(8).toString('hex')}.tmp`);
  let file: WritableFile | undefined;
  try {
    file = await fs.open(temporary, 'wx');
    let written = 0;
    for await (const chunk of source) written += (await file.write(chunk as Buffer)).bytesWritten;
    await file.sync();
    const stored = (await file.stat()).size;
    if (written !== size || stored !== size) {
      throw new Error(`Photo store wrote ${written} bytes (${stored} on disk) of ${size}`);
    }
    await file.close();
    file = undefined;
    await fs.rename(temporary, target);
  } catch (error) {
    source.destroy();
    await file?.close().catch(() => undefined);
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Photos under `root`/originals and `root`/thumbnails, each file written whole or not at all. */
export function diskPhotoStore(root: string, fs: StoreFileSystem = nodeFs): PhotoStore {
  const path = (key: string, variant: PhotoVariant) => {
    if (!PHOTO_KEY_PATTERN.test(key)) throw new Error(`Invalid photo key ${key}`);
    return join(root, FOLDERS[variant], key);
  };
  const write = (key: string, variant: PhotoVariant, content: PhotoContent) =>
    writeAtomically(fs, path(key, variant), content.open(), content.size);
  return {
    async put(key, original, thumbnail) {
      try {
        await fs.mkdir(join(root, FOLDERS.original), { recursive: true });
        await fs.mkdir(join(root, FOLDERS.thumbnail), { recursive: true });
        await write(key, 'original', original);
        await write(key, 'thumbnail', bufferContent(thumbnail)).catch(async (error) => {
          // Both files or neither: an original without its thumbnail is taken back.
          await fs.rm(path(key, 'original'), { force: true });
          throw error;
        });
      } catch (error) {
        throw fromFileSystemError(error);
      }
    },
    async get(key, variant) {
      if (!PHOTO_KEY_PATTERN.test(key)) return null;
      try {
        const file = await nodeFs.open(path(key, variant), 'r');
        const { size } = await file.stat().catch(async (error) => {
          await file.close();
          throw error;
        });
        return { size, body: file.createReadStream() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw fromFileSystemError(error);
      }
    },
    async remove(key) {
      await fs.rm(path(key, 'original'), { force: true });
      await fs.rm(path(key, 'thumbnail'), { force: true });
    },
  };
}
