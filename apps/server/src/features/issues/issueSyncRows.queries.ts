import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { interactiveSql } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { firstRow, intArray, rows } from '../../db/sql';
import { issueSyncRowsSql } from './issues.read';

/**
 * The body of issue_sync_rows_build(ids integer[]) (migration 0013): stores the sync rows of the issues `ids`,
 * built from the read shape in issues.read.ts, so the stored text and a live read can never differ in form.
 * PL/pgSQL keeps its plan per connection; a SQL function would plan the shape's fifteen subqueries on every call.
 */
export function issueSyncBuilderBody(): string {
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

/** What the builder's comment records (issueSyncRows.ts). */
export interface BuilderComment {
  version: number;
  hash: string;
  rebuilt: boolean;
}

/** The installed builder's comment, null when it has none. */
export async function readBuilderComment(db: Db): Promise<string | null> {
  const row = await firstRow<{ comment: string | null }>(
    db,
    sql`SELECT obj_description(${BUILDER}::regprocedure, 'pg_proc') AS comment`,
  );
  return row?.comment ?? null;
}

// The comment is JSON of numbers, a hex hash and a boolean: nothing in it needs quoting.
const commentOn = (comment: BuilderComment) =>
  sql.raw(`COMMENT ON FUNCTION ${BUILDER} IS '${JSON.stringify(comment)}'`);

export async function writeBuilderComment(db: Db, comment: BuilderComment): Promise<void> {
  await db.execute(commentOn(comment));
}

/** Replace the builder with `body`, with its comment, in one transaction: every later write builds with it. */
export async function replaceBuilder(db: Db, body: string, comment: BuilderComment): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION issue_sync_rows_build(ids integer[]) RETURNS void LANGUAGE plpgsql
          AS $build$${body}$build$`),
    );
    await tx.execute(commentOn(comment));
  });
}

/**
 * Rebuild every issue's row, `batchRows` issues per transaction in id order. Each batch first locks its issues as
 * a write does (FOR SHARE): a write in flight commits first and the batch then reads it, a later one waits for this
 * batch only and builds its own row after. Without the lock a batch could write over a row that a write had just
 * built with what it read before that write committed.
 */
export async function rebuildIssueSyncRows(db: Db, batchRows: number): Promise<void> {
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

/** Build the rows of the issues that have none (loaded with triggers off, as a restore without that table would). */
export const buildMissingIssueSyncRows = (db: Db): Promise<void> =>
  buildIssueSyncRows(
    db,
    sql`SELECT vi.id FROM vegetation_issues vi WHERE NOT EXISTS (SELECT FROM issue_sync_rows s WHERE s.id = vi.id)`,
  );

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
