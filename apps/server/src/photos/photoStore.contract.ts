import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferContent, type PhotoContent, type PhotoStore, readPhoto } from './photoStore';

/** A store under test, with a way to see everything it holds (temporary files and objects included). */
export interface StoreUnderTest {
  store: PhotoStore;
  /** Every file or object the store's backing holds, whatever its name. */
  everything(): Promise<string[]>;
  close(): Promise<void>;
}

const newKey = () => `${randomUUID()}.jpg`;

/** Content that claims `size` bytes but streams `bytes`, or fails after them. */
const lying = (bytes: Buffer, size: number, fail = false): PhotoContent => ({
  size,
  open: () =>
    Readable.from(
      (async function* () {
        yield bytes;
        if (fail) throw new Error('the upload broke off');
      })(),
    ),
});

/**
 * What every photo store must do (PhotoStore in photoStore.ts), run against each one: disk, and S3 on a
 * real S3-protocol server. Files go in whole or not at all, come out byte for byte, as streams.
 */
export function photoStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`${name} photo store`, () => {
    let subject: StoreUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.close());

    it('gives back the original and the thumbnail byte for byte, as streams of the stored length', async () => {
      const original = randomBytes(70_000);
      const thumbnail = randomBytes(3_000);
      const key = newKey();
      await subject.store.put(key, bufferContent(original), thumbnail);
      const file = await subject.store.get(key, 'original');
      expect(file?.size).toBe(original.length);
      expect(file?.body).toBeInstanceOf(Readable);
      file?.body.destroy();
      expect(await readPhoto(subject.store, key, 'original')).toEqual(original);
      expect(await readPhoto(subject.store, key, 'thumbnail')).toEqual(thumbnail);
    });

    it('stores a 12 MB original streamed in pieces (several parts on S3) intact', async () => {
      const original = randomBytes(12 * 1024 * 1024);
      const pieces: PhotoContent = {
        size: original.length,
        open: () =>
          Readable.from(
            Array.from({ length: 48 }, (_, i) => original.subarray(i * 262_144, (i + 1) * 262_144)),
          ),
      };
      const key = newKey();
      await subject.store.put(key, pieces, randomBytes(100));
      expect((await readPhoto(subject.store, key, 'original'))?.equals(original)).toBe(true);
      await subject.store.remove(key);
    });

    it('answers null for a missing or malformed key, and removes both files of a key', async () => {
      expect(await subject.store.get(newKey(), 'original')).toBeNull();
      expect(await subject.store.get('../../etc/passwd', 'original')).toBeNull();
      await expect(
        subject.store.put('not-a-key', bufferContent(randomBytes(10)), randomBytes(10)),
      ).rejects.toThrow();
      const key = newKey();
      await subject.store.put(key, bufferContent(randomBytes(500)), randomBytes(50));
      await subject.store.remove(key);
      expect(await subject.store.get(key, 'original')).toBeNull();
      expect(await subject.store.get(key, 'thumbnail')).toBeNull();
      await subject.store.remove(newKey());
    });

    it('refuses an original shorter than its stated length, or one that breaks off, and keeps nothing of it', async () => {
      const before = await subject.everything();
      const bytes = randomBytes(40_000);
      for (const content of [lying(bytes, bytes.length + 1), lying(bytes, bytes.length * 2, true)]) {
        const key = newKey();
        await expect(subject.store.put(key, content, randomBytes(50))).rejects.toThrow();
        expect(await subject.store.get(key, 'original')).toBeNull();
        expect(await subject.store.get(key, 'thumbnail')).toBeNull();
      }
      expect(await subject.everything()).toEqual(before);
    });
  });
}
