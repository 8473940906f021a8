import * as nodeFs from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreFileSystem } from '../src/photos/diskPhotoStore';

/** Every file under `root`, dot-files (temporary files) included. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

/** The error Node gives for a failed file call, with its code, errno and syscall. */
function systemError(code: string, errno: number, syscall: string, path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${syscall} failed, ${syscall} '${path}'`), {
    code,
    errno,
    syscall,
    path,
  });
}

/**
 * The real file system, on a disk with `free` bytes left: writes go through until the room is used, the
 * one that no longer fits writes what fits and fails with ENOSPC, as write(2) does on a full disk.
 */
export function fullDisk(free: number): StoreFileSystem {
  let room = free;
  return {
    ...nodeFs,
    async open(path, flags) {
      const file = await nodeFs.open(path, flags);
      return {
        sync: () => file.sync(),
        stat: () => file.stat(),
        close: () => file.close(),
        async write(data) {
          const fits = Math.min(room, data.length);
          room -= fits;
          if (fits < data.length) {
            await file.write(data.subarray(0, fits));
            throw systemError('ENOSPC', -28, 'write', path);
          }
          return file.write(data);
        },
      };
    },
  };
}

/** A disk mounted read-only (EROFS), or a folder the server may not write to (EACCES). */
export const refusingDisk = (code: 'EROFS' | 'EACCES', errno: number): StoreFileSystem => ({
  ...nodeFs,
  open: async (path) => {
    throw systemError(code, errno, 'open', path);
  },
});
