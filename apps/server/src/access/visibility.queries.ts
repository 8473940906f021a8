import { type SQL, sql } from 'drizzle-orm';
import { isAdmin, type Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { firstRow, intArray, rows } from '../db/sql';

/** Who is looking, as SQL expressions: a viewer's values, or the columns of a user row read with the query. */
export interface ViewerSql {
  userId: SQL;
  companyId: SQL;
  /** A boolean: the user is an admin (role 1 or 2). */
  admin: SQL;
}

/**
 * Ids of the assets someone may open (DESIGN §6): their own company's assets, or those of the client
 * companies that have their company as a service provider. Admins see all of these; field users only the
 * ones assigned to them.
 */
export function visibleAssetIdsOf(who: ViewerSql): SQL {
  return sql`SELECT a.id FROM assets a
    WHERE NOT a.hidden
      AND (a.company_id = ${who.companyId}
           OR a.company_id IN (SELECT cr.client_company_id FROM company_relations cr
                               WHERE cr.provider_company_id = ${who.companyId}))
      AND (${who.admin} OR a.id IN (SELECT ua.asset_id FROM user_assets ua WHERE ua.user_id = ${who.userId}))`;
}

/** visibleAssetIdsOf the signed-in viewer (the admin test a constant the planner folds away). */
export const visibleAssetIds = (viewer: Viewer): SQL =>
  visibleAssetIdsOf({
    userId: sql`${viewer.userId}::int`,
    companyId: sql`${viewer.companyId}::int`,
    admin: sql.raw(String(isAdmin(viewer))),
  });

export interface VisibleAsset {
  id: number;
  company_id: number;
  /** The viewer's company owns the asset. */
  owned: boolean;
}

/** The asset if the viewer may open it (with whether their company owns it); undefined otherwise. */
export const findVisibleAsset = (db: Db, viewer: Viewer, assetId: number) =>
  firstRow<VisibleAsset>(
    db,
    sql`SELECT a.id, a.company_id, a.company_id = ${viewer.companyId} AS owned
        FROM assets a WHERE a.id = ${assetId} AND a.id IN (${visibleAssetIds(viewer)})`,
  );

/**
 * SQL boolean: `value` is among the `column` values of `from` rows matching `where`. A live read tests each row
 * by index (cheap for the few rows a call reads); a bulk read of stored rows hashes the list once.
 */
const among = (bulk: boolean, value: SQL, column: string, from: string, where: SQL): SQL =>
  bulk
    ? sql`${value} IN (SELECT ${sql.raw(column)} FROM ${sql.raw(from)} WHERE ${where})`
    : sql`EXISTS (SELECT 1 FROM ${sql.raw(from)} WHERE ${sql.raw(column)} = ${value} AND ${where})`;

/**
 * SQL boolean: the issue row `alias` is interactive for the viewer (DESIGN §6). An admin of the owning company
 * always; a third-party admin when the issue's chain is assigned to their company; a field user (of either
 * company) when the chain is assigned to them or they recorded it (the issue or its chain's original).
 * Assignments are held on the chain's original issue. `stored`: `alias` is a stored sync row (issue_sync_rows),
 * read in bulk, which holds its chain original's recorder.
 */
export function interactiveSql(viewer: Viewer, alias = 'vi', stored = false): SQL {
  const issue = sql.raw(alias);
  const chain = sql`coalesce(${issue}.original_issue_id, ${issue}.id)`;
  if (isAdmin(viewer)) {
    const owned = among(
      stored,
      sql`${issue}.asset_id`,
      'oa.id',
      'assets oa',
      sql`oa.company_id = ${viewer.companyId}`,
    );
    const assigned = among(
      stored,
      chain,
      'ica.issue_id',
      'issue_company_assignments ica',
      sql`ica.company_id = ${viewer.companyId}`,
    );
    return sql`(${owned} OR ${assigned})`;
  }
  const assigned = among(
    stored,
    chain,
    'iua.issue_id',
    'issue_user_assignments iua',
    sql`iua.user_id = ${viewer.userId}`,
  );
  const byOriginal = stored
    ? sql`${issue}.chain_user_id = ${viewer.userId}`
    : among(false, chain, 'ro.id', 'vegetation_issues ro', sql`ro.user_id = ${viewer.userId}`);
  return sql`(${assigned} OR ${issue}.user_id = ${viewer.userId} OR ${byOriginal})`;
}

export interface ViewedIssue {
  id: number;
  uuid: string;
  asset_id: number;
  area_id: number;
  original_issue_id: number | null;
  /** The chain's original: the issue's original, or itself. */
  chain_id: number;
  owner_company_id: number;
  has_issue: boolean;
  /** A tombstone: only read when asked for (`deleted`). */
  hidden: boolean;
  interactive: boolean;
}

/**
 * Those of `issueIds` that are issues on assets the viewer may open, in one statement: live ones, and with
 * `deleted` tombstones too.
 */
export const visibleIssues = (db: Db, viewer: Viewer, issueIds: readonly number[], deleted = false) =>
  rows<ViewedIssue>(
    db,
    sql`SELECT vi.id, vi.uuid, vi.asset_id, vi.area_id, vi.original_issue_id,
               coalesce(vi.original_issue_id, vi.id) AS chain_id, a.company_id AS owner_company_id,
               vi.has_issue, vi.hidden, ${interactiveSql(viewer)} AS interactive
        FROM vegetation_issues vi JOIN assets a ON a.id = vi.asset_id
        WHERE vi.id = ANY(${intArray(issueIds)}) AND ${deleted ? sql`true` : sql`NOT vi.hidden`}
          AND vi.asset_id IN (${visibleAssetIds(viewer)})
        ORDER BY vi.id`,
  );
