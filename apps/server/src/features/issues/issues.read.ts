import { type SQL, sql } from 'drizzle-orm';
import { interactiveSql } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import { NOTICE_JSON, NOTICES_FROM, openNotices } from '../editNotices';

/** A reference name of the read shape: `column` of `table` where its id is the issue's `id` column. */
interface NameSource {
  column: string;
  table: string;
  id: string;
}

const NAMES = {
  issue_type: { column: 'issue_type', table: 'issue_types', id: 'issue_type_id' },
  distribution: { column: 'distribution', table: 'distributions', id: 'distribution_id' },
  physiological_stage: {
    column: 'physiological_stage',
    table: 'physiological_stages',
    id: 'physiological_stage_id',
  },
  proximity: { column: 'proximity', table: 'proximities', id: 'proximity_id' },
  vegetation_type: { column: 'vegetation_type', table: 'vegetation_types', id: 'vegetation_type_id' },
  action_taken: { column: 'issue_action', table: 'issue_actions', id: 'action_taken_id' },
} satisfies Record<string, NameSource>;

/**
 * Where the read shape finds the issues and the lists a create stores with them: the tables, or the CTEs
 * of the statement that stores them (its rows are not in the tables until it ends).
 */
export interface IssueTables {
  issues: string;
  species: string;
  requiredActions: string;
  companyAssignments: string;
}

const TABLES: IssueTables = {
  issues: 'vegetation_issues',
  species: 'issue_species',
  requiredActions: 'issue_required_actions',
  companyAssignments: 'issue_company_assignments',
};

/**
 * A list of the read shape: `value` of the rows `from` (that are `live`, when given) whose `key` is the
 * issue's id, or its chain original's id (`chain`), in `order`.
 */
interface ListSource {
  value: string;
  from: (t: IssueTables) => string;
  key: string;
  order: string;
  live?: string;
  chain?: boolean;
}

const LISTS = {
  subsequentIssueIds: {
    value: 'f.id',
    from: () => 'vegetation_issues f',
    key: 'f.original_issue_id',
    order: 'f.id',
    live: 'NOT f.hidden',
  },
  thirdPartyCompanyIds: {
    value: 'c.company_id',
    from: (t) => `${t.companyAssignments} c`,
    key: 'c.issue_id',
    order: 'c.company_id',
    chain: true,
  },
  assignedUserIds: {
    value: 'au.user_id',
    from: () => 'issue_user_assignments au',
    key: 'au.issue_id',
    order: 'au.user_id',
    chain: true,
  },
  photos: { value: 'p.key', from: () => 'photos p', key: 'p.issue_id', order: 'p.id', live: 'NOT p.hidden' },
  speciesIds: {
    value: 'isp.species_id',
    from: (t) => `${t.species} isp`,
    key: 'isp.issue_id',
    order: 'isp.species_id',
  },
  actionsRequiredIds: {
    value: 'ira.action_id',
    from: (t) => `${t.requiredActions} ira`,
    key: 'ira.issue_id',
    order: 'ira.action_id',
  },
  species: {
    value: 's.species',
    from: (t) => `${t.species} isp JOIN species s ON s.id = isp.species_id`,
    key: 'isp.issue_id',
    order: 's.id',
  },
  actionsRequired: {
    value: 'a.issue_action',
    from: (t) => `${t.requiredActions} ira JOIN issue_actions a ON a.id = ira.action_id`,
    key: 'ira.issue_id',
    order: 'a.id',
  },
  editNotices: {
    value: NOTICE_JSON,
    from: () => NOTICES_FROM,
    key: 'n.record_id',
    order: 'n.id',
    live: openNotices('vegetation-issue'),
  },
} satisfies Record<string, ListSource>;

type NameAlias = keyof typeof NAMES;
type ListAlias = keyof typeof LISTS;

const live = (list: ListSource) => (list.live ? sql` AND ${sql.raw(list.live)}` : sql``);
const target = (list: ListSource) => (list.chain ? sql`coalesce(vi.original_issue_id, vi.id)` : sql`vi.id`);
const aggregate = (list: ListSource) => sql`json_agg(${sql.raw(list.value)} ORDER BY ${sql.raw(list.order)})`;

const column = (alias: string) => sql.raw(`"${alias}"`);

/** A name of the read shape: a scalar subquery on the reference table's primary key. */
const name = (alias: NameAlias) => {
  const n: NameSource = NAMES[alias];
  return sql`(SELECT r.${sql.raw(n.column)} FROM ${sql.raw(n.table)} r WHERE r.id = vi.${sql.raw(n.id)}) AS ${column(alias)}`;
};

/** A list of the read shape: a scalar subquery on an indexed column, cheap to plan for one issue. */
const list = (tables: IssueTables, alias: ListAlias) => {
  const l: ListSource = LISTS[alias];
  return sql`coalesce((SELECT ${aggregate(l)} FROM ${sql.raw(l.from(tables))}
                       WHERE ${sql.raw(l.key)} = ${target(l)}${live(l)}), '[]'::json) AS ${column(alias)}`;
};

/**
 * The read shape's fields (vegetationIssueSchema) of the issue `vi` with its initiator `u` and area `ma`,
 * less `isInteractive`: the one field that depends on who reads it.
 */
const shapeFields = (tables: IssueTables) => sql`
      vi.id,
      vi.uuid,
      vi.hidden,
      vi.updated_at,
      vi.asset_id AS "assetId",
      vi.user_id AS "userId",
      u.first_name || ' ' || u.last_name AS "user",
      vi.original_issue_id,
      ${list(tables, 'subsequentIssueIds')},
      ${list(tables, 'thirdPartyCompanyIds')},
      ${list(tables, 'assignedUserIds')},
      ${list(tables, 'photos')},
      vi.inspection_date,
      vi.has_issue,
      vi.veg_height,
      vi.risk_score,
      vi.area_size,
      ST_AsGeoJSON(vi.gps_track)::json AS gps_track,
      ST_AsGeoJSON(vi.gps_point)::json AS gps_point,
      vi.action_required,
      vi.individual_count,
      vi.density,
      vi.comments,
      vi.area_id AS "areaId",
      vi.action_taken_id AS "actionTakenId",
      vi.distribution_id AS "distributionId",
      vi.physiological_stage_id AS "physiologicalStageId",
      vi.issue_type_id AS "issueTypeId",
      vi.vegetation_type_id AS "vegetationTypeId",
      vi.proximity_id AS "proximityId",
      ${list(tables, 'speciesIds')},
      ${list(tables, 'actionsRequiredIds')},
      vi.near_low_point_drain,
      ma.name AS area,
      ${name('issue_type')},
      ${name('distribution')},
      ${name('physiological_stage')},
      ${name('proximity')},
      ${name('vegetation_type')},
      ${list(tables, 'species')},
      ${name('action_taken')},
      ${list(tables, 'actionsRequired')},
      ${list(tables, 'editNotices')}`;

const shapeFrom = (tables: IssueTables) => sql`${sql.raw(tables.issues)} vi
    JOIN users u ON u.id = vi.user_id
    JOIN management_areas ma ON ma.id = vi.area_id`;

/**
 * SQL scalar expression: a JSON array of the issues `vi` matching `where`, in the contract read shape
 * (vegetationIssueSchema), ordered by id. Hidden rows are included when `where` lets them through.
 * `tables` to read what a statement is storing. For the few issues a call answers with; the asset sync
 * reads the stored shapes (issueSyncRows.ts).
 */
export function issuesJsonArray(viewer: Viewer, where: SQL, options: { tables?: IssueTables } = {}): SQL {
  const tables = options.tables ?? TABLES;
  // row_to_json of one derived row: faster than json_build_object, and compact (no spaces) on the wire.
  // The rows come ordered, so the aggregate keeps their order without sorting the JSON it built.
  return sql`(SELECT coalesce(json_agg(row_to_json(t)), '[]'::json) FROM (SELECT ${shapeFields(tables)},
      ${interactiveSql(viewer, 'vi')} AS "isInteractive"
    FROM ${shapeFrom(tables)}
    WHERE ${where}
    ORDER BY vi.id) t)`;
}

/**
 * SQL query: the stored sync row (issue_sync_rows) of each issue `vi` matching `where`: the
 * columns the pulls filter on, and `body`, the read shape as JSON text less isInteractive and its closing brace.
 */
export const issueSyncRowsSql = (where: SQL): SQL =>
  sql`SELECT vi.id, vi.asset_id, vi.user_id, vi.original_issue_id, coalesce(o.user_id, vi.user_id) AS chain_user_id,
      vi.hidden, vi.updated_at, left(row_to_json(t)::text, -1) AS body
    FROM ${shapeFrom(TABLES)}
    LEFT JOIN vegetation_issues o ON o.id = vi.original_issue_id,
    LATERAL (SELECT ${shapeFields(TABLES)}) t
    WHERE ${where}`;
