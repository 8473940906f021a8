import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@verge/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder, fullDisk, refusingDisk } from '../../test/failingDisk';
import { ApiError } from '../errors';
import { diskPhotoStore, type StoreFileSystem } from './diskPhotoStore';
import { bufferContent } from './photoStore';
import { photoStoreContract } from './photoStore.contract';

photoStoreContract('disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'verge-photos-'));
  return {
    store: diskPhotoStore(root),
    everything: () => filesUnder(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('disk photo store on a full or read-only disk', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'verge-photos-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const put = (fs: StoreFileSystem, original = randomBytes(100_000)) =>
    diskPhotoStore(root, fs)
      .put(`${randomUUID()}.jpg`, bufferContent(original), randomBytes(4_000))
      .then(
        () => null,
        (error: unknown) => error,
      );

  it('answers 507 with the full-store text when the original does not fit, and leaves no partial file', async () => {
    const error = await put(fullDisk(30_000));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 507,
      code: 'insufficient_storage',
      message: MESSAGES.photoStoreFull,
    });
    expect((error as ApiError).cause).toMatchObject({ code: 'ENOSPC' });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('takes the original back when its thumbnail no longer fits', async () => {
    const error = await put(fullDisk(100_000 + 1_000));
    expect(error).toMatchObject({ status: 507 });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('answers 503 with the unavailable text on a read-only disk or a folder it may not write', async () => {
    for (const fs of [refusingDisk('EROFS', -30), refusingDisk('EACCES', -13)]) {
      const error = await put(fs);
      expect(error).toMatchObject({
        status: 503,
        code: 'unavailable',
        message: MESSAGES.photoStoreUnavailable,
      });
      expect(await filesUnder(root)).toEqual([]);
    }
  });

  it('stores whole when the disk has just enough room', async () => {
    expect(await put(fullDisk(104_000))).toBeNull();
    expect((await filesUnder(root)).sort()).toEqual([
      expect.stringMatching(/^originals\/[0-9a-f-]{36}\.jpg$/),
      expect.stringMatching(/^thumbnails\/[0-9a-f-]{36}\.jpg$/),
    ]);
  });
});
