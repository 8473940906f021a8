import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';
import { TEMPORARY_FILE } from './diskPhotoStore';
import { diskPhotoRoot, uploadSpoolDir } from './openPhotoStore';
import { SPOOL_FILE } from './uploadSpool';

/**
 * Older than this, a temporary file is a crash's leftover: a live upload writes to its file all along,
 * and another replica sharing the folder may be mid-upload, so fresh ones are left alone.
 */
export const TEMPORARY_FILE_MAX_AGE_MS = 60 * 60 * 1000;

async function removeStale(dir: string, pattern: RegExp, before: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => pattern.test(n))) {
    const path = join(dir, name);
    const modified = await stat(path).then(
      (s) => s.mtimeMs,
      () => Number.POSITIVE_INFINITY,
    );
    if (modified < before) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * At start, remove what a killed server left half-written: spooled upload bodies and the disk store's
 * temporary files. Neither is ever served (no photo row names them); this only gives the space back.
 */
export async function sweepTemporaryFiles(config: Config, now = Date.now()): Promise<number> {
  const before = now - TEMPORARY_FILE_MAX_AGE_MS;
  const photos = diskPhotoRoot(config);
  const counts = await Promise.all([
    removeStale(uploadSpoolDir(config), SPOOL_FILE, before),
    removeStale(join(photos, 'originals'), TEMPORARY_FILE, before),
    removeStale(join(photos, 'thumbnails'), TEMPORARY_FILE, before),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}
