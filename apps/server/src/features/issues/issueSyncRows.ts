import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { interactiveSql } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { Db, DbHandle } from '../../db/client';
import { firstRow, intArray, rows } from '../../db/sql';
import { issueSyncRowsSql } from './issues.read';

/**
 * The body of issue_sync_rows_build(ids integer[]) (migration 0013): stores the sync rows of the issues `ids`,
 * built from the read shape in issues.read.ts, so the stored text and a live read can never differ in form.
 * PL/pgSQL keeps its plan per connection; a SQL function would plan the shape's fifteen subqueries on every call.
 */
function builderBody(): string {
  const insert = sql`INSERT INTO issue_sync_rows
      (id, asset_id, user_id, original_issue_id, chain_user_id, hidden, updated_at, body)
    ${issueSyncRowsSql(sql`vi.id = ANY(ids)`)}
    ON CONFLICT (id) DO UPDATE SET asset_id = EXCLUDED.asset_id, user_id = EXCLUDED.user_id,
      original_issue_id = EXCLUDED.original_issue_id, chain_user_id = EXCLUDED.chain_user_id,
      hidden = EXCLUDED.hidden, updated_at = EXCLUDED.updated_at, body = EXCLUDED.body`;
  const query = new PgDialect().sqlToQuery(insert);
  if (query.params.length > 0) throw new Error('The issue read shape must not take parameters');
  return `BEGIN\n${query.sql};\nEND`;
}

/** The builder's signature, as regprocedure and COMMENT ON name it. */
const BUILDER = 'issue_sync_rows_build(integer[])';

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
  body: builderBody(),
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

// The comment is JSON of numbers, a hex hash and a boolean: nothing in it needs quoting.
const commentOn = (installed: Installed) =>
  sql.raw(`COMMENT ON FUNCTION ${BUILDER} IS '${JSON.stringify(installed)}'`);

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
  const row = await firstRow<{ comment: string | null }>(
    handle.db,
    sql`SELECT obj_description(${BUILDER}::regprocedure, 'pg_proc') AS comment`,
  );
  const installed = readInstalled(row?.comment ?? null);
  if (installed.version > shape.version || (installed.version === shape.version && installed.rebuilt)) {
    await buildIssueSyncRows(
      handle.db,
      sql`SELECT vi.id FROM vegetation_issues vi WHERE NOT EXISTS (SELECT FROM issue_sync_rows s WHERE s.id = vi.id)`,
    );
    return false;
  }
  const installing = { version: shape.version, hash: shapeHash(shape.body), rebuilt: false };
  if (installed.version < shape.version) {
    // From this commit on every write builds its issue's row in the new shape; the rebuild below does the rest.
    await handle.db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(`CREATE OR REPLACE FUNCTION issue_sync_rows_build(ids integer[]) RETURNS void LANGUAGE plpgsql
          AS $build$${shape.body}$build$`),
      );
      await tx.execute(commentOn(installing));
    });
  }
  await rebuildIssueSyncRows(handle.db, batchRows);
  await handle.db.execute(commentOn({ ...installing, rebuilt: true }));
  return true;
}

/**
 * Rebuild every issue's row, `batchRows` issues per transaction in id order. Each batch first locks its issues as
 * a write does (FOR SHARE): a write in flight commits first and the batch then reads it, a later one waits for this
 * batch only and builds its own row after. Without the lock a batch could write over a row that a write had just
 * built with what it read before that write committed.
 */
async function rebuildIssueSyncRows(db: Db, batchRows: number): Promise<void> {
  for (let after = 0; ; ) {
    const last = await db.transaction(async (tx) => {
      const batch = await rows<{ id: number }>(
        tx,
        sql`SELECT id FROM vegetation_issues WHERE id > ${after} ORDER BY id LIMIT ${batchRows} FOR SHARE`,
      );
      if (batch.length === 0) return null;
      await tx.execute(sql`SELECT issue_sync_rows_build(${intArray(batch.map((r) => r.id))})`);
      return batch[batch.length - 1].id;
    });
    if (last === null) return;
    after = last;
  }
}

/** Build the stored sync rows of the issues `ids` selects now (a bulk load that bypassed the triggers). */
export async function buildIssueSyncRows(db: Db, ids: SQL): Promise<void> {
  await db.execute(sql`SELECT issue_sync_rows_build(ARRAY(${ids}))`);
}

/**
 * SQL text expression: a JSON array of the stored issues `vi` (issue_sync_rows) matching `where`, each in the
 * read shape with the viewer's isInteractive appended. In no particular order: sorting 100,000 shapes (113 MB)
 * cost a full pull a tenth of its time. Text, not json: casting it would parse all of it again.
 */
export function issueSyncJsonText(viewer: Viewer, where: SQL): SQL {
  const interactive = interactiveSql(viewer, 'vi', true);
  return sql`(SELECT concat('[', string_agg(vi.body || CASE WHEN ${interactive}
        THEN ',"isInteractive":true}' ELSE ',"isInteractive":false}' END, ','), ']')
      FROM issue_sync_rows vi WHERE ${where})`;
}
