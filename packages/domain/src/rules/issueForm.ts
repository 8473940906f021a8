import type { GeoLineString, GeoPoint } from '../common';
import { COMMENT_MAX, VEG_HEIGHT_MAX } from '../constants';
import type { VegetationIssue } from '../issue';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { ISSUE_TYPE_IDS, type IssueAction, type Relations, type Species } from '../relations';
import { isRiskLevel, type RiskLevel } from '../risk';
import type { IssueFields, IssueRuleLookups } from './issueRules';

/*
 * The issue form's rules: its values, what each answer shows or clears, its checks and what it saves. One file
 * over the usual size because the answers depend on each other (type → species, problem → fields, further
 * action → actions) and each rule is read beside the others it changes.
 */

/** What the Add / Edit vegetation issue form holds while the user fills it in (spec 1 "Add vegetation issue form"). */
export interface IssueFormValues {
  areaId: number | null;
  /** Problem Vegetation Identified; null until answered. */
  has_issue: boolean | null;
  issueTypeId: number | null;
  risk_score: RiskLevel;
  actionTakenId: number | null;
  physiologicalStageId: number | null;
  speciesIds: number[];
  distributionId: number | null;
  vegetationTypeId: number | null;
  proximityId: number | null;
  near_low_point_drain: boolean | null;
  /** Number inputs as typed. */
  individual_count: string;
  area_size: string;
  veg_height: string;
  /** Further Action Required; null until answered. */
  action_required: boolean | null;
  actionsRequiredIds: number[];
  thirdPartyCompanyIds: number[];
  /** yyyy-MM-dd and HH:mm (24-hour), local time. */
  date: string;
  time: string;
  comments: string;
  gps_point: GeoPoint | null;
  gps_track: GeoLineString | null;
  /** What the switches restore: the type before Problem Identified went to No, the risk before Further Action went to No. */
  remembered: { issueTypeId: number | null; risk_score: RiskLevel };
}

/** A stored issue, synced or still awaiting sync (negative id). */
export type IssueRecord = Omit<VegetationIssue, 'id'> & { id: number };

export type IssueFormField = Exclude<keyof IssueFormValues, 'remembered'>;
export type IssueFormErrors = Partial<Record<IssueFormField, string>>;

/** Which type-dependent fields the form shows for a type of problem (spec 1 §5). */
export interface IssueTypeFields {
  physiologicalStage: boolean;
  species: boolean;
  distribution: boolean;
  vegetationType: boolean;
  proximity: boolean;
  nearLowDrain: boolean;
}

const { weeds, aboveGroundPipe, belowGroundPipe, nearInfrastructure, animalAttractant, other } =
  ISSUE_TYPE_IDS;

export function issueTypeFields(issueTypeId: number | null): IssueTypeFields {
  const is = (...ids: number[]) => issueTypeId !== null && ids.includes(issueTypeId);
  return {
    physiologicalStage: is(weeds),
    species: is(weeds, animalAttractant),
    distribution: is(weeds, animalAttractant),
    vegetationType: is(aboveGroundPipe, belowGroundPipe, nearInfrastructure),
    proximity: is(aboveGroundPipe, belowGroundPipe),
    nearLowDrain: is(aboveGroundPipe),
  };
}

/** Species offered for a type: attractant-type species for Animal Attractant, the others for Weeds. */
export function speciesForType(species: readonly Species[], issueTypeId: number | null): Species[] {
  if (issueTypeId === null) return [];
  const attractant = issueTypeId === animalAttractant;
  return species.filter((s) => (s.vegeTypeId === animalAttractant) === attractant);
}

/** The action taken a new issue starts with: the one called 'no action'. */
export function defaultActionTakenId(takenActions: readonly IssueAction[]): number | null {
  return takenActions.find((a) => a.issue_action.trim().toLowerCase() === 'no action')?.id ?? null;
}

/** The reference-id lookups the shared issue rules need, from the cached reference lists. */
export function issueRuleLookups(relations: Relations): IssueRuleLookups {
  return {
    actionTypes: new Map(
      [...relations.takenActions, ...relations.requiredActions].map((a) => [a.id, a.action_type]),
    ),
    speciesIssueTypes: new Map(relations.species.map((s) => [s.id, s.vegeTypeId])),
    vegetationTypeIssueTypes: new Map(
      [...relations.weedVegetationTypes, ...relations.infraVegetationTypes].map((v) => [v.id, v.issueTypeId]),
    ),
    proximityIssueTypes: new Map(relations.proximities.map((p) => [p.id, p.issueTypeId])),
  };
}

/** Density: individuals divided by area size, 0 when either is missing or invalid (spec 1). */
export function issueDensity(individualCount: string, areaSize: string): number {
  if (individualCount.trim() === '' || areaSize.trim() === '') return 0;
  const count = Number(individualCount);
  const size = Number(areaSize);
  if (!Number.isFinite(count) || !Number.isFinite(size) || count < 0 || size <= 0) return 0;
  return count / size;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date and the time now, as the form's defaults (local time, 24-hour). */
export function dateTimeParts(at: Date): { date: string; time: string } {
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** A blank form: date and time now, the 'no action' action taken, the area when one is given. */
export function emptyIssueForm(
  now: Date,
  defaults: { areaId: number | null; actionTakenId: number | null },
): IssueFormValues {
  return {
    areaId: defaults.areaId,
    has_issue: null,
    issueTypeId: null,
    risk_score: 0,
    actionTakenId: defaults.actionTakenId,
    physiologicalStageId: null,
    speciesIds: [],
    distributionId: null,
    vegetationTypeId: null,
    proximityId: null,
    near_low_point_drain: null,
    individual_count: '',
    area_size: '',
    veg_height: '',
    action_required: null,
    actionsRequiredIds: [],
    thirdPartyCompanyIds: [],
    ...dateTimeParts(now),
    comments: '',
    gps_point: null,
    gps_track: null,
    remembered: { issueTypeId: null, risk_score: 0 },
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The form holding a stored issue (edit). */
export function issueFormFrom(issue: IssueRecord): IssueFormValues {
  const risk = isRiskLevel(issue.risk_score) ? issue.risk_score : 0;
  return {
    areaId: issue.areaId,
    has_issue: issue.has_issue,
    issueTypeId: issue.issueTypeId,
    risk_score: risk,
    actionTakenId: issue.actionTakenId,
    physiologicalStageId: issue.physiologicalStageId,
    speciesIds: [...issue.speciesIds],
    distributionId: issue.distributionId,
    vegetationTypeId: issue.vegetationTypeId,
    proximityId: issue.proximityId,
    near_low_point_drain: issue.near_low_point_drain,
    individual_count: numberText(issue.individual_count),
    area_size: numberText(issue.area_size),
    veg_height: numberText(issue.veg_height),
    action_required: issue.action_required,
    actionsRequiredIds: [...issue.actionsRequiredIds],
    thirdPartyCompanyIds: [...issue.thirdPartyCompanyIds],
    ...dateTimeParts(new Date(issue.inspection_date)),
    comments: issue.comments,
    gps_point: issue.gps_point,
    gps_track: issue.gps_track,
    remembered: { issueTypeId: issue.issueTypeId, risk_score: risk },
  };
}

export type PrefillMode = 'followUp' | 'copy';

/** The original a follow-up links to: the chosen issue's original, else the chosen issue itself (spec 1 §4). */
export function followUpOriginalId(chosen: { id: number; original_issue_id: number | null }): number {
  return chosen.original_issue_id ?? chosen.id;
}

/**
 * A new issue pre-filled from a chosen one (follow-up or copy): its fields and place, dated now, without
 * photos. Returns the original issue id to link to (none when copying).
 */
export function prefillFrom(
  chosen: IssueRecord,
  mode: PrefillMode,
  now: Date,
): { values: IssueFormValues; originalIssueId: number | null } {
  return {
    values: { ...issueFormFrom(chosen), ...dateTimeParts(now), thirdPartyCompanyIds: [] },
    originalIssueId: mode === 'followUp' ? followUpOriginalId(chosen) : null,
  };
}

/**
 * Problem Vegetation Identified. No clears the type and the problem fields and sets Further Action
 * Required to No (DESIGN §7), remembering the type; Yes restores the remembered type (spec 1 §4) and the
 * default action taken.
 */
export function setProblemIdentified(
  values: IssueFormValues,
  yes: boolean,
  defaultActionTaken: number | null,
): IssueFormValues {
  if (yes) {
    return {
      ...values,
      has_issue: true,
      issueTypeId: values.issueTypeId ?? values.remembered.issueTypeId,
      actionTakenId: values.actionTakenId ?? defaultActionTaken,
    };
  }
  const furtherActionOff = values.action_required === false ? values : setFurtherAction(values, false).values;
  return {
    ...furtherActionOff,
    has_issue: false,
    issueTypeId: null,
    speciesIds: [],
    proximityId: null,
    vegetationTypeId: null,
    individual_count: '',
    area_size: '',
    distributionId: null,
    actionTakenId: null,
    physiologicalStageId: null,
    remembered: {
      ...furtherActionOff.remembered,
      issueTypeId: values.issueTypeId ?? values.remembered.issueTypeId,
    },
  };
}

/**
 * A new type of problem: fields the new type does not show are cleared (Weeds clears the infrastructure
 * fields, any other type the weed fields), and kept answers that do not belong to the new type (a
 * vegetation type or proximity of another type, species of the other family) are dropped, as the shared
 * rules would refuse them.
 */
export function setIssueType(
  values: IssueFormValues,
  issueTypeId: number | null,
  lookups: IssueRuleLookups,
): IssueFormValues {
  const shown = issueTypeFields(issueTypeId);
  const suits = (id: number | null, types: ReadonlyMap<number, number>) =>
    id !== null && types.get(id) === issueTypeId ? id : null;
  const attractant = issueTypeId === animalAttractant;
  return {
    ...values,
    issueTypeId,
    physiologicalStageId: shown.physiologicalStage ? values.physiologicalStageId : null,
    speciesIds: shown.species
      ? values.speciesIds.filter(
          (id) => (lookups.speciesIssueTypes.get(id) === animalAttractant) === attractant,
        )
      : [],
    distributionId: shown.distribution ? values.distributionId : null,
    vegetationTypeId: shown.vegetationType
      ? suits(values.vegetationTypeId, lookups.vegetationTypeIssueTypes)
      : null,
    proximityId: shown.proximity ? suits(values.proximityId, lookups.proximityIssueTypes) : null,
    near_low_point_drain: shown.nearLowDrain ? values.near_low_point_drain : null,
  };
}

/**
 * Further Action Required. No forces No Risk (the slider is then disabled) and leaves no required
 * actions; `remind` says the risk was above 0, so the risk-level reminder must show. Yes restores the
 * risk held before (spec 1 §4).
 */
export function setFurtherAction(
  values: IssueFormValues,
  yes: boolean,
): { values: IssueFormValues; remind: boolean } {
  if (yes) {
    const restore = values.action_required === false ? values.remembered.risk_score : values.risk_score;
    return { values: { ...values, action_required: true, risk_score: restore }, remind: false };
  }
  return {
    values: {
      ...values,
      action_required: false,
      risk_score: 0,
      actionsRequiredIds: [],
      remembered: {
        ...values.remembered,
        risk_score: values.action_required === false ? values.remembered.risk_score : values.risk_score,
      },
    },
    remind: values.risk_score > 0,
  };
}

/** The time of day as typed: HH:mm, 24-hour. */
const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_FORMAT_MESSAGE = 'must be a 24-hour time (HH:mm)';

/** A time of day typed as HH:mm, 24-hour. */
export const isTime24h = (text: string): boolean => TIME_24H.test(text);

/** A number input: empty, or a number within the limits. */
function numberProblem(text: string, max?: number): string | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return FIELD_MESSAGES.min(0);
  if (max !== undefined && value > max) return FIELD_MESSAGES.between(0, max);
  return undefined;
}

/**
 * The form's checks (spec 1 §5): each missing required field says 'The field is required', comments
 * at most 1024 characters, height at most 20; `gps` holds the GPS message when a problem is recorded
 * without a point or track. The form is valid when both are empty.
 */
export function issueFormProblems(values: IssueFormValues): { errors: IssueFormErrors; gps: string | null } {
  const errors: IssueFormErrors = {};
  const required = (field: IssueFormField, missing: boolean) => {
    if (missing) errors[field] = FIELD_MESSAGES.required();
  };
  const problem = values.has_issue === true;
  const shown = issueTypeFields(problem ? values.issueTypeId : null);
  required('areaId', values.areaId === null);
  required('has_issue', values.has_issue === null);
  required('issueTypeId', problem && values.issueTypeId === null);
  required('actionTakenId', problem && values.actionTakenId === null);
  required('physiologicalStageId', shown.physiologicalStage && values.physiologicalStageId === null);
  required('speciesIds', shown.species && values.speciesIds.length === 0);
  required('distributionId', shown.distribution && values.distributionId === null);
  required('vegetationTypeId', shown.vegetationType && values.vegetationTypeId === null);
  required('proximityId', shown.proximity && values.proximityId === null);
  required('near_low_point_drain', shown.nearLowDrain && values.near_low_point_drain === null);
  required('action_required', values.action_required === null);
  required('actionsRequiredIds', values.action_required === true && values.actionsRequiredIds.length === 0);
  required('date', !/^\d{4}-\d{2}-\d{2}$/.test(values.date));
  if (values.time.trim() === '') required('time', true);
  else if (!isTime24h(values.time)) errors.time = TIME_FORMAT_MESSAGE;
  required('comments', problem && values.issueTypeId === other && values.comments.trim() === '');
  if (values.comments.length > COMMENT_MAX) errors.comments = FIELD_MESSAGES.maxLength(COMMENT_MAX);
  for (const [field, max] of [
    ['individual_count', undefined],
    ['area_size', undefined],
    ['veg_height', VEG_HEIGHT_MAX],
  ] as const) {
    const found = numberProblem(values[field], max);
    if (found) errors[field] = found;
  }
  const gps = problem && !values.gps_point && !values.gps_track ? MESSAGES.gpsRequired : null;
  return { errors, gps };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The issue fields a checked form sends (create and update); the date and time in local time. */
export function issueFieldsFrom(values: IssueFormValues & { areaId: number }): IssueFields {
  const shownCounts = values.has_issue === true;
  return {
    inspection_date: new Date(`${values.date}T${values.time}`).toISOString(),
    has_issue: values.has_issue === true,
    veg_height: numberOrNull(values.veg_height),
    risk_score: values.risk_score,
    area_size: shownCounts ? numberOrNull(values.area_size) : null,
    gps_track: values.gps_track,
    gps_point: values.gps_point,
    action_required: values.action_required,
    individual_count: shownCounts ? numberOrNull(values.individual_count) : null,
    density: shownCounts ? issueDensity(values.individual_count, values.area_size) : null,
    comments: values.comments,
    areaId: values.areaId,
    actionTakenId: values.actionTakenId,
    distributionId: values.distributionId,
    physiologicalStageId: values.physiologicalStageId,
    issueTypeId: values.issueTypeId,
    vegetationTypeId: values.vegetationTypeId,
    proximityId: values.proximityId,
    speciesIds: values.speciesIds,
    actionsRequiredIds: values.actionsRequiredIds,
    near_low_point_drain: values.near_low_point_drain,
  };
}

export interface IssueFormPermissions {
  canSetType: boolean;
  canSetRisk: boolean;
  canRecordOriginal: boolean;
  canCopy: boolean;
  canEdit: boolean;
  canAssignProviders: boolean;
}

/**
 * What the signed-in user may do on the form (spec 1 §4, §6, mirroring the server): only the asset
 * owner's users (client company) pick the type and record originals; others only follow up. The risk
 * slider, copy, edit and the choice of third-party companies are for client admins (role 1, spec 1 §6).
 */
export function issueFormPermissions(user: {
  isClient: boolean;
  userRoleId: number | null;
}): IssueFormPermissions {
  const clientAdmin = user.isClient && user.userRoleId === 1;
  return {
    canSetType: user.isClient,
    canSetRisk: clientAdmin,
    canRecordOriginal: user.isClient,
    canCopy: clientAdmin,
    canEdit: clientAdmin,
    canAssignProviders: clientAdmin,
  };
}
