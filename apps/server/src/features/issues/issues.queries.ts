import type { CreateIssueRequest, IssueFields, IssueRuleLookups, RiskLevel } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { prepared } from '../../db/preparedStatements';
import { vegetationIssues } from '../../db/schema';
import { firstRow, intArray } from '../../db/sql';
import { type AlertRecipient, alertRecipientsJson } from '../alertDelivery';
import type { EditStamp } from '../editNotices';
import { type IssueTables, issuesJsonArray } from './issues.read';

/**
 * One issue in the read shape, as JSON text ready to send; undefined when there is no such issue.
 * It reads any issue: callers establish first that the viewer may see it.
 */
export async function readIssueJson(db: Db, viewer: Viewer, issueId: number): Promise<string | undefined> {
  const row = await firstRow<{ issue: string | null }>(
    db,
    sql`SELECT (${issuesJsonArray(viewer, sql`vi.id = ${issueId}`)} -> 0)::text AS issue`,
  );
  return row?.issue ?? undefined;
}

export interface AreaRow {
  id: number;
  asset_id: number;
  /** The viewer's company owns the area's asset. */
  owned: boolean;
}

/** JSON of a live management area on an asset the viewer may open; null otherwise. */
const visibleAreaJson = (viewer: Viewer, areaId: number) =>
  sql`(SELECT json_build_object('id', ma.id, 'asset_id', ma.asset_id, 'owned', a.company_id = ${viewer.companyId})
       FROM management_areas ma JOIN assets a ON a.id = ma.asset_id
       WHERE ma.id = ${areaId} AND NOT ma.hidden AND ma.asset_id IN (${visibleAssetIds(viewer)}))`;

export const findVisibleArea = async (db: Db, viewer: Viewer, areaId: number) =>
  (await firstRow<{ area: AreaRow | null }>(db, sql`SELECT ${visibleAreaJson(viewer, areaId)} AS area`))
    ?.area ?? null;

type LookupPairs = {
  actions: [number, 'taken' | 'required'][];
  species: [number, number][];
  vegetation_types: [number, number][];
  proximities: [number, number][];
};

/** JSON of the kinds and issue types of the reference ids an issue names, for the domain rules. */
function ruleLookupsJson(issue: IssueFields): SQL {
  const ids = (list: (number | null)[]) => intArray(list.filter((id): id is number => id !== null));
  const pairs = (table: string, value: string, list: (number | null)[]) =>
    sql`(SELECT coalesce(json_agg(json_build_array(id, ${sql.raw(value)})), '[]'::json)
         FROM ${sql.raw(table)} WHERE id = ANY(${ids(list)}))`;
  return sql`json_build_object(
    'actions', ${pairs('issue_actions', 'action_type', [issue.actionTakenId, ...issue.actionsRequiredIds])},
    'species', ${pairs('species', 'vege_type_id', issue.speciesIds)},
    'vegetation_types', ${pairs('vegetation_types', 'issue_type_id', [issue.vegetationTypeId])},
    'proximities', ${pairs('proximities', 'issue_type_id', [issue.proximityId])})`;
}

const toLookups = (pairs: LookupPairs): IssueRuleLookups => ({
  actionTypes: new Map(pairs.actions),
  speciesIssueTypes: new Map(pairs.species),
  vegetationTypeIssueTypes: new Map(pairs.vegetation_types),
  proximityIssueTypes: new Map(pairs.proximities),
});

export async function readRuleLookups(db: Db, issue: IssueFields): Promise<IssueRuleLookups> {
  const row = await firstRow<{ lookups: LookupPairs }>(db, sql`SELECT ${ruleLookupsJson(issue)} AS lookups`);
  return toLookups(row!.lookups);
}

export interface ChainOriginalRow {
  id: number;
  asset_id: number;
  area_id: number;
  issue_type_id: number | null;
  risk_score: RiskLevel;
}

/** Everything a create decides on, read in one round trip (ingest speed is a budget: DESIGN §9). */
export interface CreateFacts {
  /** The issue already stored under the uuid (a retried create), and whether the viewer may open it. */
  stored: { id: number; visible: boolean } | null;
  area: AreaRow | null;
  /**
   * The chain original of the issue being followed up, whatever the viewer may see: the caller checks
   * the followed-up issue with interactiveIssue. It may be a tombstone (a chain outlives its original).
   */
  chainOriginal: ChainOriginalRow | null;
  lookups: IssueRuleLookups;
  /** Which of the requested companies are service providers of the viewer's company. */
  relatedProviders: number[];
  /** Who the New Issue alert goes to when the issue is stored. */
  newIssueRecipients: AlertRecipient[];
}

export async function readCreateFacts(
  db: Db,
  viewer: Viewer,
  input: CreateIssueRequest,
): Promise<CreateFacts> {
  const row = await firstRow<Omit<CreateFacts, 'lookups'> & { lookups: LookupPairs }>(
    db,
    prepared(sql`SELECT
      (SELECT json_build_object('id', vi.id, 'visible', vi.asset_id IN (${visibleAssetIds(viewer)}))
       FROM vegetation_issues vi WHERE vi.uuid = ${input.uuid}) AS stored,
      ${visibleAreaJson(viewer, input.areaId)} AS area,
      (SELECT json_build_object('id', o.id, 'asset_id', o.asset_id, 'area_id', o.area_id,
                                'issue_type_id', o.issue_type_id, 'risk_score', o.risk_score)
       FROM vegetation_issues g JOIN vegetation_issues o ON o.id = coalesce(g.original_issue_id, g.id)
       WHERE g.id = ${input.originalIssueId}) AS "chainOriginal",
      ${ruleLookupsJson(input)} AS lookups,
      to_json(ARRAY(SELECT provider_company_id FROM company_relations
                    WHERE client_company_id = ${viewer.companyId}
                      AND provider_company_id = ANY(${intArray(input.thirdPartyCompanyIds)}))) AS "relatedProviders",
      ${alertRecipientsJson('New Issue', { kind: 'areaOwners', areaId: input.areaId, except: viewer.userId })}
        AS "newIssueRecipients"`),
  );
  const facts = row!;
  return { ...facts, lookups: toLookups(facts.lookups) };
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

/** CTEs that set the species and required actions of the issue in CTE `target` to exactly the issue's lists. */
function listCtes(issue: IssueFields): SQL {
  const species = intArray(issue.speciesIds);
  const actions = intArray(issue.actionsRequiredIds);
  return sql`species_gone AS (
      DELETE FROM issue_species s USING target WHERE s.issue_id = target.id AND s.species_id <> ALL(${species})),
    species_added AS (
      INSERT INTO issue_species (issue_id, species_id) SELECT target.id, unnest(${species}) FROM target
      ON CONFLICT DO NOTHING RETURNING issue_id, species_id),
    actions_gone AS (
      DELETE FROM issue_required_actions a USING target WHERE a.issue_id = target.id AND a.action_id <> ALL(${actions})),
    actions_added AS (
      INSERT INTO issue_required_actions (issue_id, action_id) SELECT target.id, unnest(${actions}) FROM target
      ON CONFLICT DO NOTHING RETURNING issue_id, action_id)`;
}

/**
 * The new issue and its lists as the statement that stores them sees them: its own CTEs, and for the
 * chain's provider assignments those stored before and those it adds.
 */
const STORING: IssueTables = {
  issues: 'target',
  species: 'species_added',
  requiredActions: 'actions_added',
  companyAssignments:
    '(SELECT issue_id, company_id FROM issue_company_assignments UNION ALL SELECT issue_id, company_id FROM assigned)',
};

/**
 * Store a new issue with its lists and its chain's provider assignments in one statement, unless the
 * uuid is already stored (a concurrent retry: undefined). Answers the companies assigned and the issue
 * in the read shape for the viewer, as JSON text.
 */
export async function insertIssue(
  db: Db,
  viewer: Viewer,
  issue: IssueFields & { uuid: string; assetId: number; userId: number; originalIssueId: number | null },
  providerIds: number[],
): Promise<{ id: number; assigned: number[]; issue: string } | undefined> {
  const insert = db
    .insert(vegetationIssues)
    .values({
      ...issueColumns(issue),
      uuid: issue.uuid,
      asset_id: issue.assetId,
      user_id: issue.userId,
      original_issue_id: issue.originalIssueId,
    })
    .onConflictDoNothing({ target: vegetationIssues.uuid })
    .returning();
  const original = sql`${issue.originalIssueId}::int`;
  return firstRow<{ id: number; assigned: number[]; issue: string }>(
    db,
    prepared(sql`WITH target AS (${insert.getSQL()}),
      ${listCtes(issue)},
      assigned AS (
        INSERT INTO issue_company_assignments (issue_id, company_id)
        SELECT coalesce(${original}, target.id), unnest(${intArray(providerIds)}) FROM target
        ON CONFLICT DO NOTHING RETURNING issue_id, company_id)
    SELECT target.id, to_json(ARRAY(SELECT company_id FROM assigned)) AS assigned,
      (${issuesJsonArray(viewer, sql`true`, { tables: STORING })} -> 0)::text AS issue
    FROM target`),
  );
}

/**
 * Save an edit with its lists and its stamp (who edited, when) in one statement; moving an original moves
 * its linked follow-ups too.
 */
export async function saveIssueEdit(
  db: Db,
  issueId: number,
  issue: IssueFields,
  moveFollowUps: boolean,
  stamp: EditStamp,
) {
  const update = db
    .update(vegetationIssues)
    .set({ ...issueColumns(issue), ...stamp })
    .where(sql`id = ${issueId}`)
    .returning({ id: vegetationIssues.id });
  await db.execute(
    sql`WITH target AS (${update.getSQL()}),
      ${listCtes(issue)},
      follow_ups_moved AS (
        UPDATE vegetation_issues SET area_id = ${issue.areaId}
        WHERE ${moveFollowUps}::boolean AND original_issue_id = ${issueId} AND area_id <> ${issue.areaId})
    SELECT id FROM target`,
  );
}

export const chainAssignedToProvider = async (db: Db, chainId: number): Promise<boolean> =>
  (
    await firstRow<{ assigned: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM issue_company_assignments WHERE issue_id = ${chainId}) AS assigned`,
    )
  )?.assigned ?? false;

/** Tombstone an issue and its photos. */
export async function hideIssue(db: Db, issueId: number): Promise<void> {
  await db.execute(
    sql`WITH photos_hidden AS (UPDATE photos SET hidden = true WHERE issue_id = ${issueId} AND NOT hidden)
        UPDATE vegetation_issues SET hidden = true WHERE id = ${issueId}`,
  );
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
