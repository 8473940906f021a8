import type { VegetationIssue } from '../issue';
import { toolIssueId } from '../issue';
import { isRiskLevel } from '../risk';
import { dateRangeMatcher, equalsText, textMatcher } from './match';

/**
 * The applied values of the vegetation issues filter panel (spec 1 "Filters for issues"). Every list holds
 * option values (empty = no filter; an issue matches a group when it matches any chosen value) and the
 * groups combine with AND. Stored as a saved filter set, so lists stay plain arrays.
 */
export type IssueFilterValues = {
  areaIds: number[];
  dateFrom: string | null;
  dateTo: string | null;
  riskScores: number[];
  /** 0 no photos, 1 has photos. */
  photoStatus: number[];
  issueTypeIds: number[];
  actionTakenIds: number[];
  physiologicalStageIds: number[];
  infraVegetationTypeIds: number[];
  weedVegetationTypeIds: number[];
  distributionIds: number[];
  proximityIds: number[];
  /** 1 original issues, 0 follow-ups. */
  originalStatus: number[];
  /** Initiators: the users who recorded the issues. */
  initiatorIds: number[];
  speciesIds: number[];
  /** Required actions (the reference list): an issue matches when it requires any chosen one. */
  requiredActionIds: number[];
  /** 1 further action required, 0 not required. */
  furtherAction: number[];
  /** A number: matches the tool's issue id (the original's id when there is one). */
  issueIdSearch: string;
  subAssetIds: number[];
  commentSearch: string;
  assignedUserIds: number[];
  thirdPartyCompanyIds: number[];
  /** 0 non-interactive, 1 interactive. */
  interactive: number[];
};

export const ISSUE_FILTER_DEFAULTS: IssueFilterValues = {
  areaIds: [],
  dateFrom: null,
  dateTo: null,
  riskScores: [],
  photoStatus: [],
  issueTypeIds: [],
  actionTakenIds: [],
  physiologicalStageIds: [],
  infraVegetationTypeIds: [],
  weedVegetationTypeIds: [],
  distributionIds: [],
  proximityIds: [],
  originalStatus: [],
  initiatorIds: [],
  speciesIds: [],
  requiredActionIds: [],
  furtherAction: [],
  issueIdSearch: '',
  subAssetIds: [],
  commentSearch: '',
  assignedUserIds: [],
  thirdPartyCompanyIds: [],
  interactive: [],
};

/** The issue fields the filters read. */
export type FilterableIssue = Pick<
  VegetationIssue,
  | 'original_issue_id'
  | 'areaId'
  | 'inspection_date'
  | 'risk_score'
  | 'photos'
  | 'issueTypeId'
  | 'actionTakenId'
  | 'physiologicalStageId'
  | 'vegetationTypeId'
  | 'distributionId'
  | 'proximityId'
  | 'userId'
  | 'speciesIds'
  | 'actionsRequiredIds'
  | 'action_required'
  | 'comments'
  | 'assignedUserIds'
  | 'thirdPartyCompanyIds'
  | 'isInteractive'
> & { id: number };

export interface IssueFilterContext {
  /** The sub-asset of each management area (areas without one may be left out). */
  subAssetOfArea: ReadonlyMap<number, number | null>;
}

/** The issue-id search as a number, or null when it is empty or not a whole number. */
export function parseIssueIdSearch(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

type Test = (issue: FilterableIssue) => boolean;

const flag = (value: boolean | null | undefined): number => (value ? 1 : 0);

function oneOf(chosen: readonly number[], value: (issue: FilterableIssue) => number | null): Test | null {
  if (chosen.length === 0) return null;
  const set = new Set(chosen);
  return (issue) => {
    const v = value(issue);
    return v !== null && set.has(v);
  };
}

function anyOf(
  chosen: readonly number[],
  values: (issue: FilterableIssue) => readonly number[],
): Test | null {
  if (chosen.length === 0) return null;
  const set = new Set(chosen);
  return (issue) => values(issue).some((v) => set.has(v));
}

/** The tests of the groups that hold a choice; groups left empty cost nothing. */
function tests(f: IssueFilterValues, context: IssueFilterContext): Test[] {
  // Prepared once, not per issue.
  const inRange = dateRangeMatcher(f.dateFrom, f.dateTo);
  const commentMatches = textMatcher(f.commentSearch);
  const all: (Test | null)[] = [
    oneOf(f.areaIds, (i) => i.areaId),
    f.dateFrom || f.dateTo ? (i) => inRange(i.inspection_date) : null,
    oneOf(f.riskScores, (i) => i.risk_score),
    oneOf(f.photoStatus, (i) => flag(i.photos.length > 0)),
    oneOf(f.issueTypeIds, (i) => i.issueTypeId),
    oneOf(f.actionTakenIds, (i) => i.actionTakenId),
    oneOf(f.physiologicalStageIds, (i) => i.physiologicalStageId),
    oneOf(f.infraVegetationTypeIds, (i) => i.vegetationTypeId),
    oneOf(f.weedVegetationTypeIds, (i) => i.vegetationTypeId),
    oneOf(f.distributionIds, (i) => i.distributionId),
    oneOf(f.proximityIds, (i) => i.proximityId),
    oneOf(f.originalStatus, (i) => flag(i.original_issue_id === null)),
    oneOf(f.initiatorIds, (i) => i.userId),
    anyOf(f.speciesIds, (i) => i.speciesIds),
    anyOf(f.requiredActionIds, (i) => i.actionsRequiredIds),
    oneOf(f.furtherAction, (i) => flag(i.action_required)),
    issueIdTest(f.issueIdSearch),
    oneOf(f.subAssetIds, (i) => context.subAssetOfArea.get(i.areaId) ?? null),
    f.commentSearch.trim() ? (i) => commentMatches(i.comments) : null,
    anyOf(f.assignedUserIds, (i) => i.assignedUserIds),
    anyOf(f.thirdPartyCompanyIds, (i) => i.thirdPartyCompanyIds),
    oneOf(f.interactive, (i) => flag(i.isInteractive)),
  ];
  return all.filter((t): t is Test => t !== null);
}

/** A search that is not a whole number matches nothing (the field is numeric). */
function issueIdTest(search: string): Test | null {
  if (!search.trim()) return null;
  const id = parseIssueIdSearch(search);
  return id === null ? () => false : (issue) => toolIssueId(issue) === id;
}

/** The issues matching every group that holds a choice (spec 1 "Filters for issues"). */
export function filterIssues<I extends FilterableIssue>(
  issues: readonly I[],
  values: IssueFilterValues,
  context: IssueFilterContext,
): I[] {
  const active = tests(values, context);
  if (active.length === 0) return [...issues];
  return issues.filter((issue) => active.every((test) => test(issue)));
}

/** Whether any filter group holds a choice (filterIssues then lets only some issues through). */
export function hasIssueFilters(values: IssueFilterValues): boolean {
  return tests(values, { subAssetOfArea: new Map() }).length > 0;
}

/** The query parameters of /vegetation-issues (URLSearchParams fits). */
export interface QueryParams {
  get(name: string): string | null;
}

export const ISSUE_QUERY_PARAMS = ['issueId', 'original', 'areaName', 'risk', 'actionsRequired'] as const;

export interface IssueQueryResult {
  /** The filters the link asks for, or null when it names none (keep the saved ones). */
  values: IssueFilterValues | null;
  /** The issue whose detail dialog to open. */
  openIssueId: number | null;
}

/**
 * What a link to /vegetation-issues asks for. The named filters replace the applied ones for this visit
 * (starting from the defaults, so a dashboard link shows exactly what its card counted) and are then kept
 * like any applied filter:
 * - areaName: the area with that name (exact, ignoring case and whitespace); an unknown name is ignored.
 * - risk: that risk score, when it is a risk level (0, 1, 5, 10); anything else is ignored.
 * - actionsRequired=true: further action required (an issue with no problem never requires action, so
 *   these are the open issues still needing work).
 * - issueId=N: opens N's detail dialog and searches N's tool id, so the table shows N's whole chain.
 *   With original=true, N is an original and is its own tool id; otherwise the tool id is looked up in
 *   the local issues (N itself when N is not held locally).
 */
export function issueQueryFilters(
  query: QueryParams,
  lookups: {
    areas: readonly { id: number; name: string }[];
    issues: readonly { id: number; original_issue_id: number | null }[];
  },
): IssueQueryResult {
  const values: IssueFilterValues = { ...ISSUE_FILTER_DEFAULTS };
  let named = false;

  const areaName = query.get('areaName');
  if (areaName?.trim()) {
    const area = lookups.areas.find((a) => equalsText(a.name, areaName));
    if (area) {
      values.areaIds = [area.id];
      named = true;
    }
  }
  const risk = query.get('risk');
  if (risk !== null && risk.trim() !== '' && isRiskLevel(Number(risk))) {
    values.riskScores = [Number(risk)];
    named = true;
  }
  if (query.get('actionsRequired') === 'true') {
    values.furtherAction = [1];
    named = true;
  }
  // A link may name an issue still awaiting sync by its temporary (negative) id.
  const issueIdText = query.get('issueId')?.trim() ?? '';
  const issueId = /^-?\d+$/.test(issueIdText) ? Number(issueIdText) : null;
  if (issueId !== null) {
    const issue = lookups.issues.find((i) => i.id === issueId);
    const toolId = query.get('original') === 'true' || !issue ? issueId : toolIssueId(issue);
    // An original awaiting sync has no tool id to search by yet: its dialog opens over the list as it is.
    if (toolId > 0) {
      values.issueIdSearch = String(toolId);
      named = true;
    }
  }
  return { values: named ? values : null, openIssueId: issueId };
}
