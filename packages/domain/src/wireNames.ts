/*
 * The wire's field names. A new call or field is camelCase. The names below are the exceptions, each listed
 * once with why it is there: most are fixed by the specification (spec 1 = 1-vegetation-and-common.md,
 * spec 2 = 2-culverts-providers-sync.md), which names its entities' fields and its calls' payloads in
 * snake_case; the rest have been on the wire long enough that devices hold them in their stored rows.
 * contract's object keys are checked against this list by wireNames.test.ts.
 */

/** Names the specification fixes, with where it fixes them. */
export const SPEC_WIRE_NAMES = {
  // Accounts and companies
  company_name: 'spec 1 §3 Company, §7 POST /admin/createCompany; spec 2 §3 Third-party company',
  company_tag: 'spec 1 §3 Company, §7 POST /admin/createCompany',
  company_type: 'spec 1 §3 Company, §7 POST /admin/createCompany',
  // adminCreateAsset takes it too, as its sibling adminCreateUser does.
  company_id: 'spec 1 §7 POST /admin/createUser; spec 2 §3 Requests (save assigned issues)',
  user_name: 'spec 1 §3 User, §7 POST /users/create',
  first_name: 'spec 1 §3 User, §7 POST /users/create',
  last_name: 'spec 1 §3 User, §7 POST /users/create',
  user_role: 'spec 1 §3 User (on create), §7 POST /users/create',
  is_active: 'spec 1 §3 User; spec 2 §3 Local storage (user)',
  admin_email: 'spec 1 §3 Company relation; spec 2 §3 Third-party company',
  alert_type: 'spec 1 §3 Alert, §7 POST /alerts/create',

  // Assets, sub-assets, areas, species
  asset_name: 'spec 1 §3 Asset; spec 2 §3 Asset',
  sub_asset_name: 'spec 1 §3 Sub-asset, §7 POST /subAssets/create',
  image_label: 'spec 1 §3 Management area',
  asset_id: 'spec 2 §3 Species per asset, §7 Add species',
  species_ids: 'spec 2 §3 Species per asset, §7 Add species',
  reference_photo_url: 'spec 2 §3 Species, Reference lists',

  // Vegetation issues
  inspection_date: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues; spec 2 §3 Culvert inspection',
  has_issue: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues',
  risk_score: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues; spec 2 §3 Culvert inspection',
  veg_height: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues',
  area_size: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues',
  action_required: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues',
  individual_count: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues',
  near_low_point_drain: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues',
  gps_point: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues',
  gps_track: 'spec 1 §3 Vegetation issue, §7 POST /vegetationIssues',
  // The create request's originalIssueId is camelCase: the spec fixes both forms.
  original_issue_id:
    'spec 1 §3 Vegetation issue (on read); spec 2 §3 Vegetation issue, §7 Table save assigned',
  issue_type: 'spec 1 §3 Vegetation issue (read shape); spec 2 §3 Reference lists',
  physiological_stage: 'spec 1 §3 Vegetation issue (read shape); spec 2 §3 Reference lists',
  vegetation_type: 'spec 1 §3 Vegetation issue (read shape); spec 2 §3 Reference lists',
  action_taken: 'spec 1 §3 Vegetation issue (read shape)',

  // Service providers
  third_party_company_ids: 'spec 2 §3 Requests, §7 Save companies, Delete companies',
  original_issue_ids: 'spec 2 §3 Requests, §7 Save assigned issues',
  company_ids: 'spec 2 §3 Requests, §7 Table save assigned',
  transfer_issue_ids: 'spec 2 §3 Requests (transfer)',
  transfer_to_company_ids: 'spec 2 §3 Requests (transfer)',
  transfer_from_company_id: 'spec 2 §3 Requests (transfer)',
  delete_issue_ids: 'spec 2 §3 Requests, §7 Delete assigned issue',
  third_party_company_id: 'spec 2 §3 Requests, §7 Delete assigned issue',
  client_field_user_id: 'spec 2 §3 Requests, §7 Delete assigned issue',

  // Culverts and inspections
  site_culvert_id: 'spec 2 §3 Culvert',
  road_name: 'spec 2 §3 Culvert',
  is_fish_habitat: 'spec 2 §3 Culvert',
  has_markers: 'spec 2 §3 Culvert',
  direction_of_flow: 'spec 2 §3 Culvert',
  inlet_location: 'spec 2 §3 Culvert',
  outlet_location: 'spec 2 §3 Culvert',
  next_inspection_date: 'spec 2 §3 Culvert inspection, §7 Update inspection',
  culvert_status: 'spec 2 §3 Culvert status, Reference lists',
  inspection_action: 'spec 2 §3 Inspection action, Reference lists',

  // Reference lists
  issue_action: 'spec 2 §3 Reference lists (takenActions, requiredActions)',
  action_type: 'spec 2 §3 Inspection action, Reference lists',
} as const satisfies Record<string, string>;

/** Names the specification does not fix, kept because devices and clients already hold them. */
export const KEPT_WIRE_NAMES = {
  updated_at:
    'in the wire since syncAsset (GET /update/asset), kept so stored devices and clients keep working: ' +
    'every synced row carries it and a device stores it with the row, as the base of an offline edit',
} as const satisfies Record<string, string>;

export type HistoricalWireName = keyof typeof SPEC_WIRE_NAMES | keyof typeof KEPT_WIRE_NAMES;

const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;

/** Whether `name` may be a key on the wire: camelCase, or one of the historical names above. */
export const isWireName = (name: string): boolean =>
  CAMEL_CASE.test(name) || Object.hasOwn(SPEC_WIRE_NAMES, name) || Object.hasOwn(KEPT_WIRE_NAMES, name);
