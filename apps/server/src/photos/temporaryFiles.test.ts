import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { filesUnder } from '../../test/failingDisk';
import { type Config, loadConfig } from '../config';
import { sweepTemporaryFiles, TEMPORARY_FILE_MAX_AGE_MS } from './temporaryFiles';

let config: Config;
beforeEach(async () => {
  config = loadConfig({}, { dataDir: await mkdtemp(join(tmpdir(), 'verge-sweep-')), jwtSecret: 'x' });
});
afterEach(() => rm(config.dataDir, { recursive: true, force: true }));

async function file(path: string, ageMs: number): Promise<void> {
  const full = join(config.dataDir, path);
  await mkdir(join(full, '..'), { recursive: true });
  await writeFile(full, 'partial');
  const time = new Date(Date.now() - ageMs);
  await utimes(full, time, time);
}

it('removes stale spool and temporary files at start, and leaves photos and fresh work alone', async () => {
  const key = `${randomUUID()}.jpg`;
  const hour = TEMPORARY_FILE_MAX_AGE_MS;
  await file(`uploads/${randomUUID()}.upload`, hour + 1000);
  await file(`photos/originals/.${key}.0123456789abcdef.tmp`, hour + 1000);
  await file(`photos/thumbnails/.${key}.0123456789abcdef.tmp`, hour + 1000);
  const fresh = `uploads/${randomUUID()}.upload`;
  await file(fresh, 1000);
  await file(`photos/originals/${key}`, 10 * hour);
  await file(`photos/thumbnails/${key}`, 10 * hour);

  expect(await sweepTemporaryFiles(config)).toBe(3);
  expect((await filesUnder(config.dataDir)).sort()).toEqual(
    [fresh, `photos/originals/${key}`, `photos/thumbnails/${key}`].sort(),
  );
});

it('sweeps nothing, quietly, where no folder exists yet', async () => {
  expect(await sweepTemporaryFiles(config)).toBe(0);
});
