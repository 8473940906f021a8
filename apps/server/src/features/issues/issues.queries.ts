import type { IssueFields, IssueRuleLookups } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { vegetationIssues } from '../../db/schema';
import { firstRow, intArray, rows } from '../../db/sql';
import { issuesJsonArray } from './issues.read';

/** One issue in the read shape, as JSON text ready to send; undefined when `where` matches nothing. */
export async function readIssueJson(db: Db, viewer: Viewer, issueId: number): Promise<string | undefined> {
  const row = await firstRow<{ issue: string | null }>(
    db,
    sql`SELECT (${issuesJsonArray(viewer, sql`vi.id = ${issueId}`)} -> 0)::text AS issue`,
  );
  return row?.issue ?? undefined;
}

/** The issue stored under a uuid, and whether the viewer may open its asset (a retried create). */
export const findIssueByUuid = (db: Db, viewer: Viewer, uuid: string) =>
  firstRow<{ id: number; visible: boolean }>(
    db,
    sql`SELECT vi.id, vi.asset_id IN (${visibleAssetIds(viewer)}) AS visible
        FROM vegetation_issues vi WHERE vi.uuid = ${uuid}`,
  );

export interface AreaRow {
  id: number;
  asset_id: number;
  /** The viewer's company owns the area's asset. */
  owned: boolean;
}

/** A live management area on an asset the viewer may open. */
export const findVisibleArea = (db: Db, viewer: Viewer, areaId: number) =>
  firstRow<AreaRow>(
    db,
    sql`SELECT ma.id, ma.asset_id, a.company_id = ${viewer.companyId} AS owned
        FROM management_areas ma JOIN assets a ON a.id = ma.asset_id
        WHERE ma.id = ${areaId} AND NOT ma.hidden AND ma.asset_id IN (${visibleAssetIds(viewer)})`,
  );

export interface ChainOriginalRow {
  id: number;
  asset_id: number;
  area_id: number;
  issue_type_id: number | null;
  risk_score: 0 | 1 | 5 | 10;
}

/** The original issue of a chain (it may be a tombstone: the rest of a chain outlives its original). */
export const findChainOriginal = (db: Db, chainId: number) =>
  firstRow<ChainOriginalRow>(
    db,
    sql`SELECT id, asset_id, area_id, issue_type_id, risk_score FROM vegetation_issues WHERE id = ${chainId}`,
  );

/** Kinds and issue types of the reference ids an issue names, for the domain rules. */
export async function readRuleLookups(db: Db, issue: IssueFields): Promise<IssueRuleLookups> {
  const actionIds = [
    ...(issue.actionTakenId === null ? [] : [issue.actionTakenId]),
    ...issue.actionsRequiredIds,
  ];
  const list = (ids: (number | null)[]) => intArray(ids.filter((id): id is number => id !== null));
  const pairs = (table: SQL, value: SQL, ids: SQL) =>
    sql`(SELECT coalesce(json_agg(json_build_array(id, ${value})), '[]'::json) FROM ${table} WHERE id = ANY(${ids}))`;
  const row = await firstRow<{
    actions: [number, 'taken' | 'required'][];
    species: [number, number][];
    vegetation_types: [number, number][];
    proximities: [number, number][];
  }>(
    db,
    sql`SELECT ${pairs(sql`issue_actions`, sql`action_type`, list(actionIds))} AS actions,
               ${pairs(sql`species`, sql`vege_type_id`, list(issue.speciesIds))} AS species,
               ${pairs(sql`vegetation_types`, sql`issue_type_id`, list([issue.vegetationTypeId]))} AS vegetation_types,
               ${pairs(sql`proximities`, sql`issue_type_id`, list([issue.proximityId]))} AS proximities`,
  );
  return {
    actionTypes: new Map(row?.actions),
    speciesIssueTypes: new Map(row?.species),
    vegetationTypeIssueTypes: new Map(row?.vegetation_types),
    proximityIssueTypes: new Map(row?.proximities),
  };
}

/** Which of the companies are service providers of the client company. */
export async function relatedProviderIds(
  db: Db,
  clientCompanyId: number,
  companyIds: number[],
): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT provider_company_id AS id FROM company_relations
        WHERE client_company_id = ${clientCompanyId} AND provider_company_id = ANY(${intArray(companyIds)})`,
  );
  return found.map((r) => r.id);
}

/** The editable columns of an issue row from the form's fields. */
function issueColumns(issue: IssueFields) {
  return {
    area_id: issue.areaId,
    inspection_date: issue.inspection_date,
    has_issue: issue.has_issue,
    veg_height: issue.veg_height,
    risk_score: issue.risk_score,
    area_size: issue.area_size,
    action_required: issue.action_required,
    individual_count: issue.individual_count,
    density: issue.density,
    comments: issue.comments,
    action_taken_id: issue.actionTakenId,
    distribution_id: issue.distributionId,
    physiological_stage_id: issue.physiologicalStageId,
    issue_type_id: issue.issueTypeId,
    vegetation_type_id: issue.vegetationTypeId,
    proximity_id: issue.proximityId,
    near_low_point_drain: issue.near_low_point_drain,
    gps_point: issue.gps_point,
    gps_track: issue.gps_track,
  };
}

/** Insert unless the uuid is already stored; the new id, or undefined when it was (a concurrent retry). */
export async function insertIssue(
  db: Db,
  issue: IssueFields & { uuid: string; assetId: number; userId: number; originalIssueId: number | null },
): Promise<number | undefined> {
  const [row] = await db
    .insert(vegetationIssues)
    .values({
      ...issueColumns(issue),
      uuid: issue.uuid,
      asset_id: issue.assetId,
      user_id: issue.userId,
      original_issue_id: issue.originalIssueId,
    })
    .onConflictDoNothing({ target: vegetationIssues.uuid })
    .returning({ id: vegetationIssues.id });
  return row?.id;
}

export async function updateIssueRow(db: Db, issueId: number, issue: IssueFields): Promise<void> {
  await db.update(vegetationIssues).set(issueColumns(issue)).where(sql`id = ${issueId}`);
}

/** Set the species and required actions of an issue to exactly these lists. */
export async function replaceIssueLists(db: Db, issueId: number, issue: IssueFields): Promise<void> {
  await db.execute(sql`DELETE FROM issue_species WHERE issue_id = ${issueId}`);
  await db.execute(sql`DELETE FROM issue_required_actions WHERE issue_id = ${issueId}`);
  await db.execute(
    sql`INSERT INTO issue_species (issue_id, species_id)
        SELECT ${issueId}, unnest(${intArray(issue.speciesIds)})`,
  );
  await db.execute(
    sql`INSERT INTO issue_required_actions (issue_id, action_id)
        SELECT ${issueId}, unnest(${intArray(issue.actionsRequiredIds)})`,
  );
}

/** Assign a chain (held on its original) to companies; the ids newly assigned. */
export async function assignChainToCompanies(
  db: Db,
  chainId: number,
  companyIds: number[],
): Promise<number[]> {
  const added = await rows<{ company_id: number }>(
    db,
    sql`INSERT INTO issue_company_assignments (issue_id, company_id)
        SELECT ${chainId}, unnest(${intArray(companyIds)})
        ON CONFLICT DO NOTHING RETURNING company_id`,
  );
  return added.map((r) => r.company_id);
}

/**
 * Mark every issue of a chain changed: the chain's assignments and follow-up list appear in each
 * member's read shape, so sync must send them all again.
 */
export async function touchChain(db: Db, chainId: number): Promise<void> {
  await db.execute(
    sql`UPDATE vegetation_issues SET updated_at = now() WHERE id = ${chainId} OR original_issue_id = ${chainId}`,
  );
}

/** Linked follow-ups share their original's area. */
export async function moveFollowUps(db: Db, originalId: number, areaId: number): Promise<void> {
  await db.execute(
    sql`UPDATE vegetation_issues SET area_id = ${areaId}
        WHERE original_issue_id = ${originalId} AND area_id <> ${areaId}`,
  );
}

export const chainAssignedToProvider = async (db: Db, chainId: number): Promise<boolean> =>
  (
    await firstRow<{ assigned: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM issue_company_assignments WHERE issue_id = ${chainId}) AS assigned`,
    )
  )?.assigned ?? false;

/** An issue on an asset the viewer may open, tombstones included (deleting twice is not an error). */
export const findIssueForDelete = (db: Db, viewer: Viewer, issueId: number) =>
  firstRow<{ id: number; hidden: boolean; original_issue_id: number | null }>(
    db,
    sql`SELECT vi.id, vi.hidden, vi.original_issue_id FROM vegetation_issues vi
        WHERE vi.id = ${issueId} AND vi.asset_id IN (${visibleAssetIds(viewer)})`,
  );

/** Tombstone an issue and its photos. */
export async function hideIssue(db: Db, issueId: number): Promise<void> {
  await db.execute(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${issueId}`);
  await db.execute(sql`UPDATE photos SET hidden = true WHERE issue_id = ${issueId} AND NOT hidden`);
}

/** Names the PDF shows beyond the read shape: the asset, and who the chain is assigned to. */
export const readReportNames = (db: Db, issueId: number) =>
  firstRow<{ asset_name: string; assignees: string[] }>(
    db,
    sql`SELECT a.asset_name,
               to_json(ARRAY(SELECT c.company_name FROM issue_company_assignments ica JOIN companies c ON c.id = ica.company_id
                     WHERE ica.issue_id = coalesce(vi.original_issue_id, vi.id) ORDER BY c.company_name)
               || ARRAY(SELECT u.first_name || ' ' || u.last_name FROM issue_user_assignments iua JOIN users u ON u.id = iua.user_id
                        WHERE iua.issue_id = coalesce(vi.original_issue_id, vi.id) ORDER BY u.last_name, u.first_name))
               AS assignees
        FROM vegetation_issues vi JOIN assets a ON a.id = vi.asset_id WHERE vi.id = ${issueId}`,
  );
