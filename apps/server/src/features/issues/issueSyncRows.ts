import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { DbHandle } from '../../db/client';
import {
  buildMissingIssueSyncRows,
  issueSyncBuilderBody,
  readBuilderComment,
  rebuildIssueSyncRows,
  replaceBuilder,
  writeBuilderComment,
} from './issueSyncRows.queries';

/**
 * The version of the stored issue shape, and the hash of its builder's body. Raise the version with every change
 * of the read shape (issues.read.ts): the test beside this file fails until `hash` is the new body's. During a
 * rolling deploy an instance finding an older version installed replaces the builder and rebuilds the rows; one
 * finding a newer version leaves it: its writes then build rows in the newer shape, which its pulls pass on.
 */
export const ISSUE_SYNC_SHAPE = {
  version: 1,
  hash: 'da92ecb66ad4d6b3b2076fba2f0968bffdba785a6f71b61d47bd94db10fe6714',
} as const;

/** A builder of the stored rows: its version and its PL/pgSQL body. */
export interface IssueSyncShape {
  version: number;
  body: string;
}

/** The shape this code reads and writes. */
export const currentIssueSyncShape = (): IssueSyncShape => ({
  version: ISSUE_SYNC_SHAPE.version,
  body: issueSyncBuilderBody(),
});

export const shapeHash = (body: string): string => createHash('sha256').update(body).digest('hex');

/** Issues rebuilt per transaction: each batch holds its issues' row locks for a moment only (about 60 ms). */
const REBUILD_BATCH_ROWS = 2_000;

/**
 * What the builder's comment records: its shape's version and hash, and whether every row was rebuilt since it
 * was installed (a start that died mid-rebuild leaves false, and the next start finishes it). The comment of an
 * older server (the hash alone) or none (migration 0013's placeholder) reads as version 0.
 */
const installedSchema = z.object({ version: z.number().int(), hash: z.string(), rebuilt: z.boolean() });
type Installed = z.infer<typeof installedSchema>;

function readInstalled(comment: string | null): Installed {
  try {
    const parsed = installedSchema.safeParse(JSON.parse(comment ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: an older server's bare hash.
  }
  return { version: 0, hash: comment ?? '', rebuilt: true };
}

/**
 * Install the builder of the stored sync rows when `shape` is newer than the one the database has, and rebuild
 * every issue's row with it, in batches; else build the rows of issues that have none (loaded with triggers off,
 * as a restore of the tables without this one would) with the builder installed, newer or not. Runs where
 * migrations run, under their lock, whichever instance starts first. True when every row was rebuilt.
 */
export async function installIssueSyncRows(
  handle: DbHandle,
  shape: IssueSyncShape = currentIssueSyncShape(),
  batchRows = REBUILD_BATCH_ROWS,
): Promise<boolean> {
  const installed = readInstalled(await readBuilderComment(handle.db));
  if (installed.version > shape.version || (installed.version === shape.version && installed.rebuilt)) {
    await buildMissingIssueSyncRows(handle.db);
    return false;
  }
  const installing = { version: shape.version, hash: shapeHash(shape.body), rebuilt: false };
  // From this commit on every write builds its issue's row in the new shape; the rebuild below does the rest.
  if (installed.version < shape.version) await replaceBuilder(handle.db, shape.body, installing);
  await rebuildIssueSyncRows(handle.db, batchRows);
  await writeBuilderComment(handle.db, { ...installing, rebuilt: true });
  return true;
}
