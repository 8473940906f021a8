import { type SQL, sql } from 'drizzle-orm';
import { isAdmin, type Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { firstRow, intArray, rows } from '../db/sql';
import { found } from '../errors';

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

/** The asset if the viewer may open it; 404 otherwise (another company's asset looks missing). */
export async function visibleAsset(db: Db, viewer: Viewer, assetId: number): Promise<VisibleAsset> {
  const row = await firstRow<VisibleAsset>(
    db,
    sql`SELECT a.id, a.company_id, a.company_id = ${viewer.companyId} AS owned
        FROM assets a WHERE a.id = ${assetId} AND a.id IN (${visibleAssetIds(viewer)})`,
  );
  return found(row, 'Asset');
}

/** The asset, only when the viewer's company owns it (writes that only the owner may make). */
export async function ownedAsset(db: Db, viewer: Viewer, assetId: number): Promise<VisibleAsset> {
  const asset = await visibleAsset(db, viewer, assetId);
  if (!asset.owned) throw found(null, 'Asset');
  return asset;
}

/**
 * SQL boolean: the issue row `alias` is interactive for the viewer (DESIGN §6). An admin of the owning company
 * always; a third-party admin when the issue's chain is assigned to their company; a field user (of either
 * company) when the chain is assigned to them or they recorded it (the issue or its chain's original).
 * Assignments are held on the chain's original issue. `chainRecorder`: where the row holds its chain original's
 * recorder, when it does (a stored sync row); a live issue row looks it up.
 */
export function interactiveSql(viewer: Viewer, alias = 'vi', chainRecorder?: SQL): SQL {
  const issue = sql.raw(alias);
  const chain = sql`coalesce(${issue}.original_issue_id, ${issue}.id)`;
  if (isAdmin(viewer)) {
    const owned = sql`EXISTS (SELECT 1 FROM assets oa WHERE oa.id = ${issue}.asset_id AND oa.company_id = ${viewer.companyId})`;
    const assigned = sql`EXISTS (SELECT 1 FROM issue_company_assignments ica WHERE ica.issue_id = ${chain} AND ica.company_id = ${viewer.companyId})`;
    return sql`(${owned} OR ${assigned})`;
  }
  const assigned = sql`EXISTS (SELECT 1 FROM issue_user_assignments iua WHERE iua.issue_id = ${chain} AND iua.user_id = ${viewer.userId})`;
  const byOriginal = chainRecorder
    ? sql`${chainRecorder} = ${viewer.userId}`
    : sql`EXISTS (SELECT 1 FROM vegetation_issues ro WHERE ro.id = ${chain} AND ro.user_id = ${viewer.userId})`;
  const recorded = sql`(${issue}.user_id = ${viewer.userId} OR ${byOriginal})`;
  return sql`(${assigned} OR ${recorded})`;
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
  interactive: boolean;
}

/** Those of `issueIds` that are live issues on assets the viewer may open, in one statement. */
export const visibleIssues = (db: Db, viewer: Viewer, issueIds: readonly number[]) =>
  rows<ViewedIssue>(
    db,
    sql`SELECT vi.id, vi.uuid, vi.asset_id, vi.area_id, vi.original_issue_id,
               coalesce(vi.original_issue_id, vi.id) AS chain_id, a.company_id AS owner_company_id,
               vi.has_issue, ${interactiveSql(viewer)} AS interactive
        FROM vegetation_issues vi JOIN assets a ON a.id = vi.asset_id
        WHERE vi.id = ANY(${intArray(issueIds)}) AND NOT vi.hidden AND vi.asset_id IN (${visibleAssetIds(viewer)})
        ORDER BY vi.id`,
  );

/** A live issue on an asset the viewer may open; 404 otherwise. */
export async function visibleIssue(db: Db, viewer: Viewer, issueId: number): Promise<ViewedIssue> {
  return found((await visibleIssues(db, viewer, [issueId]))[0], 'Issue');
}
