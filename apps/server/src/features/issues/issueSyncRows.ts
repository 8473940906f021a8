import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { interactiveSql } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { Db, DbHandle } from '../../db/client';
import { firstRow } from '../../db/sql';
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
 * Install the builder of the stored sync rows when the read shape in code is not the one the database has
 * (its hash is the function's comment), and rebuild every issue's row with it; else build the rows of issues
 * that have none (loaded with triggers off, as a restore of the tables without this one would). Runs where
 * migrations run, under their lock, whichever instance starts first. True when the builder was replaced.
 */
export async function installIssueSyncRows(handle: DbHandle): Promise<boolean> {
  const body = builderBody();
  const hash = createHash('sha256').update(body).digest('hex');
  const current = await firstRow<{ hash: string | null }>(
    handle.db,
    sql`SELECT obj_description(${BUILDER}::regprocedure, 'pg_proc') AS hash`,
  );
  if (current?.hash === hash) {
    await buildIssueSyncRows(
      handle.db,
      sql`SELECT vi.id FROM vegetation_issues vi WHERE NOT EXISTS (SELECT FROM issue_sync_rows s WHERE s.id = vi.id)`,
    );
    return false;
  }
  await handle.exec(`BEGIN;
    CREATE OR REPLACE FUNCTION issue_sync_rows_build(ids integer[]) RETURNS void LANGUAGE plpgsql
      AS $build$${body}$build$;
    COMMENT ON FUNCTION ${BUILDER} IS '${hash}';
    SELECT issue_sync_rows_build(ARRAY(SELECT id FROM vegetation_issues));
    COMMIT;`);
  return true;
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
