import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Every table the queries name, in one file over the usual size: the typed mirror of the SQL migrations
 * (db/migrations) is one place to hold beside them, and the references between tables read side by side.
 */

/** A GeoJSON geometry stored as PostGIS geometry (SRID 4326). Read it with `geoJson(column)`. */
export interface GeoJsonGeometry {
  type: string;
  coordinates: unknown;
}
const geometry = (name: string, kind: 'Geometry' | 'Point' | 'LineString') =>
  customType<{ data: GeoJsonGeometry; driverData: string }>({
    dataType: () => `geometry(${kind}, 4326)`,
    toDriver: (value: GeoJsonGeometry): SQL =>
      sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(value)}), 4326)`,
    fromDriver: (value: string): GeoJsonGeometry => JSON.parse(value) as GeoJsonGeometry,
  })(name);

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const synced = {
  updated_at: ts('updated_at').notNull().defaultNow(),
  hidden: boolean('hidden').notNull().default(false),
};
/** Who made the latest edit of a record the field edits, and when on the device (editNotices/staleEdits.ts). */
const edited = {
  edited_by: integer('edited_by'),
  edited_at: ts('edited_at'),
};

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  company_name: text('company_name').notNull(),
  company_tag: text('company_tag').notNull(),
  company_type: text('company_type', { enum: ['client', 'thirdParty'] }).notNull(),
  duplicate_distance_m: integer('duplicate_distance_m').notNull().default(25),
  ...synced,
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').references(() => companies.id),
  user_name: text('user_name').notNull(),
  email: text('email').notNull(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  password_hash: text('password_hash').notNull(),
  user_role_id: smallint('user_role_id').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  is_super: boolean('is_super').notNull().default(false),
  /** Moved on by a password reset: tokens issued under an older version are refused. */
  token_version: integer('token_version').notNull().default(0),
  ...synced,
});

export const assets = pgTable('assets', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id')
    .notNull()
    .references(() => companies.id),
  asset_name: text('asset_name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  ...synced,
});

export const userAssets = pgTable(
  'user_assets',
  {
    user_id: integer('user_id').notNull(),
    asset_id: integer('asset_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.asset_id] })],
);

export const subAssets = pgTable('sub_assets', {
  id: serial('id').primaryKey(),
  asset_id: integer('asset_id').notNull(),
  sub_asset_name: text('sub_asset_name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  ...synced,
  ...edited,
});

export const managementAreas = pgTable('management_areas', {
  id: serial('id').primaryKey(),
  asset_id: integer('asset_id').notNull(),
  sub_asset_id: integer('sub_asset_id'),
  name: text('name').notNull(),
  shape: geometry('shape', 'Geometry').notNull(),
  image_label: text('image_label'),
  ...synced,
});

const reference = { updated_at: ts('updated_at').notNull().defaultNow() };
export const issueTypes = pgTable('issue_types', {
  id: integer('id').primaryKey(),
  issue_type: text('issue_type').notNull(),
  ...reference,
});
export const issueActions = pgTable('issue_actions', {
  id: integer('id').primaryKey(),
  issue_action: text('issue_action').notNull(),
  score: numeric('score', { mode: 'number' }).notNull(),
  action_type: text('action_type', { enum: ['taken', 'required'] }).notNull(),
  is_default: boolean('is_default').notNull().default(false),
  ...reference,
});
export const distributions = pgTable('distributions', {
  id: integer('id').primaryKey(),
  distribution: text('distribution').notNull(),
  score: numeric('score', { mode: 'number' }).notNull(),
  ...reference,
});
export const physiologicalStages = pgTable('physiological_stages', {
  id: integer('id').primaryKey(),
  physiological_stage: text('physiological_stage').notNull(),
  score: numeric('score', { mode: 'number' }).notNull(),
  ...reference,
});
export const proximities = pgTable('proximities', {
  id: integer('id').primaryKey(),
  proximity: text('proximity').notNull(),
  score: numeric('score', { mode: 'number' }).notNull(),
  issue_type_id: integer('issue_type_id').notNull(),
  ...reference,
});
export const vegetationTypes = pgTable('vegetation_types', {
  id: integer('id').primaryKey(),
  vegetation_type: text('vegetation_type').notNull(),
  score: numeric('score', { mode: 'number' }).notNull(),
  kind: text('kind', { enum: ['weed', 'infra'] }).notNull(),
  issue_type_id: integer('issue_type_id').notNull(),
  ...reference,
});
export const species = pgTable('species', {
  id: integer('id').primaryKey(),
  species: text('species').notNull(),
  score: numeric('score', { mode: 'number' }).notNull(),
  reference_photo_url: text('reference_photo_url'),
  vege_type_id: integer('vege_type_id').notNull(),
  ...reference,
});
export const culvertStatuses = pgTable('culvert_statuses', {
  id: integer('id').primaryKey(),
  culvert_status: text('culvert_status').notNull(),
  ...reference,
});
export const culvertActions = pgTable('culvert_actions', {
  id: integer('id').primaryKey(),
  inspection_action: text('inspection_action').notNull(),
  action_type: text('action_type', { enum: ['taken', 'required'] }).notNull(),
  ...reference,
});

export const assetSpecies = pgTable(
  'asset_species',
  {
    asset_id: integer('asset_id').notNull(),
    species_id: integer('species_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.asset_id, t.species_id] })],
);

export const vegetationIssues = pgTable('vegetation_issues', {
  id: serial('id').primaryKey(),
  uuid: char('uuid', { length: 36 }).notNull().unique(),
  asset_id: integer('asset_id').notNull(),
  area_id: integer('area_id').notNull(),
  user_id: integer('user_id').notNull(),
  original_issue_id: integer('original_issue_id'),
  inspection_date: ts('inspection_date').notNull(),
  has_issue: boolean('has_issue').notNull(),
  veg_height: numeric('veg_height', { mode: 'number' }),
  risk_score: smallint('risk_score').notNull(),
  area_size: doublePrecision('area_size'),
  action_required: boolean('action_required'),
  individual_count: doublePrecision('individual_count'),
  density: doublePrecision('density'),
  comments: text('comments').notNull().default(''),
  action_taken_id: integer('action_taken_id'),
  distribution_id: integer('distribution_id'),
  physiological_stage_id: integer('physiological_stage_id'),
  issue_type_id: integer('issue_type_id'),
  vegetation_type_id: integer('vegetation_type_id'),
  proximity_id: integer('proximity_id'),
  near_low_point_drain: boolean('near_low_point_drain'),
  gps_point: geometry('gps_point', 'Point'),
  gps_track: geometry('gps_track', 'LineString'),
  created_at: ts('created_at').notNull().defaultNow(),
  ...synced,
  ...edited,
});

export const issueSpecies = pgTable(
  'issue_species',
  { issue_id: integer('issue_id').notNull(), species_id: integer('species_id').notNull() },
  (t) => [primaryKey({ columns: [t.issue_id, t.species_id] })],
);
export const issueRequiredActions = pgTable(
  'issue_required_actions',
  { issue_id: integer('issue_id').notNull(), action_id: integer('action_id').notNull() },
  (t) => [primaryKey({ columns: [t.issue_id, t.action_id] })],
);
export const issueCompanyAssignments = pgTable(
  'issue_company_assignments',
  {
    issue_id: integer('issue_id').notNull(),
    company_id: integer('company_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issue_id, t.company_id] })],
);
export const issueUserAssignments = pgTable(
  'issue_user_assignments',
  {
    issue_id: integer('issue_id').notNull(),
    user_id: integer('user_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issue_id, t.user_id] })],
);

export const culverts = pgTable('culverts', {
  id: serial('id').primaryKey(),
  uuid: char('uuid', { length: 36 }).notNull().unique(),
  asset_id: integer('asset_id').notNull(),
  site_culvert_id: text('site_culvert_id').notNull(),
  road_name: text('road_name').notNull(),
  is_fish_habitat: boolean('is_fish_habitat').notNull(),
  has_markers: boolean('has_markers').notNull(),
  length: doublePrecision('length').notNull(),
  diameter: doublePrecision('diameter').notNull(),
  direction_of_flow: text('direction_of_flow').notNull(),
  inlet_location: geometry('inlet_location', 'Point'),
  outlet_location: geometry('outlet_location', 'Point'),
  created_at: ts('created_at').notNull().defaultNow(),
  ...synced,
  ...edited,
});

export const culvertInspections = pgTable('culvert_inspections', {
  id: serial('id').primaryKey(),
  uuid: char('uuid', { length: 36 }).notNull().unique(),
  culvert_id: integer('culvert_id').notNull(),
  asset_id: integer('asset_id').notNull(),
  user_id: integer('user_id').notNull(),
  inspection_date: ts('inspection_date').notNull(),
  next_inspection_date: date('next_inspection_date', { mode: 'string' }).notNull(),
  comments: text('comments').notNull().default(''),
  risk_score: smallint('risk_score').notNull(),
  culvert_status_id: integer('culvert_status_id').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  ...synced,
  ...edited,
});

export const culvertInspectionActions = pgTable(
  'culvert_inspection_actions',
  { inspection_id: integer('inspection_id').notNull(), action_id: integer('action_id').notNull() },
  (t) => [primaryKey({ columns: [t.inspection_id, t.action_id] })],
);

export const photos = pgTable('photos', {
  id: serial('id').primaryKey(),
  uuid: char('uuid', { length: 36 }).notNull().unique(),
  key: text('key').notNull().unique(),
  target_type: text('target_type', { enum: ['vegetation-issue', 'culvert-inspection'] }).notNull(),
  issue_id: integer('issue_id'),
  inspection_id: integer('inspection_id'),
  content_type: text('content_type').notNull(),
  byte_size: integer('byte_size').notNull(),
  user_id: integer('user_id').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  hidden: boolean('hidden').notNull().default(false),
});

export const alerts = pgTable('alerts', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  alert_type: text('alert_type').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const companyRelations = pgTable(
  'company_relations',
  {
    client_company_id: integer('client_company_id').notNull(),
    provider_company_id: integer('provider_company_id').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.client_company_id, t.provider_company_id] })],
);

/** Written by triggers only (0006_change_tracking.sql): who lost sight of which row, read by the sync pulls. */
export const syncRemovals = pgTable('sync_removals', {
  kind: text('kind').notNull(),
  row_id: integer('row_id').notNull(),
  user_id: integer('user_id'),
  company_id: integer('company_id'),
  asset_id: integer('asset_id'),
  removed_at: ts('removed_at').notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  token: char('token', { length: 36 }).primaryKey(),
  user_id: integer('user_id').notNull(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull(),
  content: text('content').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Abuse-limit counters (limits/rateLimits.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    window_ends: ts('window_ends').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/** The durable job queue (0009_jobs.sql, jobs/worker.ts). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull(),
    run_at: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    locked_by: uuid('locked_by'),
    locked_until: ts('locked_until'),
    done_at: ts('done_at'),
    failed_at: ts('failed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.kind, t.key)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Commands applied at most once, by Idempotency-Key (http/commandLedger.ts). */
export const appliedCommands = pgTable('applied_commands', {
  key: char('key', { length: 36 }).primaryKey(),
  user_id: integer('user_id').notNull(),
  call: text('call').notNull(),
  response: text('response'),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** Select a geometry column as GeoJSON (null stays null). */
export function geoJson(column: SQL.Aliased | SQL | { name: string }): SQL<GeoJsonGeometry | null> {
  return sql<GeoJsonGeometry | null>`ST_AsGeoJSON(${column})::json`;
}
