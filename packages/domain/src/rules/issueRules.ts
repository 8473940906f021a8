import type { FieldIssue } from '../errors';
import type { UpdateIssueRequest } from '../issue';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { ISSUE_TYPE_IDS } from '../relations';

/** The fields of an issue the form edits (create and update share them). */
export type IssueFields = Omit<UpdateIssueRequest, 'id'>;

/** What the rules must know about the reference ids an issue names (from the relations lists). */
export interface IssueRuleLookups {
  /** Issue action id → whether it is an action taken or an action required. */
  actionTypes: ReadonlyMap<number, 'taken' | 'required'>;
  /** Species id → the issue type it belongs to (vegeTypeId). */
  speciesIssueTypes: ReadonlyMap<number, number>;
  /** Vegetation type id → its issue type. */
  vegetationTypeIssueTypes: ReadonlyMap<number, number>;
  /** Proximity id → its issue type. */
  proximityIssueTypes: ReadonlyMap<number, number>;
}

/**
 * What the form's switches imply (spec 1 §4, DESIGN §7): Problem Identified = No clears the problem
 * fields and sets Further Action Required to No; Further Action Required = No forces No Risk and leaves
 * no required actions. List ids are kept once each.
 */
export function normalizeIssue<T extends IssueFields>(issue: T): T {
  const withProblem: T = issue.has_issue
    ? issue
    : {
        ...issue,
        issueTypeId: null,
        speciesIds: [],
        proximityId: null,
        vegetationTypeId: null,
        individual_count: null,
        area_size: null,
        density: null,
        distributionId: null,
        actionTakenId: null,
        physiologicalStageId: null,
        action_required: false,
      };
  const furtherAction = withProblem.action_required === true;
  return {
    ...withProblem,
    risk_score: furtherAction ? withProblem.risk_score : 0,
    speciesIds: [...new Set(withProblem.speciesIds)],
    actionsRequiredIds: furtherAction ? [...new Set(withProblem.actionsRequiredIds)] : [],
  };
}

const isAttractant = (issueTypeId: number) => issueTypeId === ISSUE_TYPE_IDS.animalAttractant;

/** Species suit an issue by family: attractant species only on attractant issues, the others elsewhere. */
function speciesSuits(speciesType: number | undefined, issueTypeId: number | null): boolean {
  return (
    speciesType !== undefined &&
    issueTypeId !== null &&
    isAttractant(speciesType) === isAttractant(issueTypeId)
  );
}

/** The references of an issue that must belong to its type of problem. */
export type TypedReferences = Pick<
  IssueFields,
  'issueTypeId' | 'speciesIds' | 'vegetationTypeId' | 'proximityId'
>;

/** Whether each reference an issue names belongs to its type of problem (the one test of the rules and the form). */
function suits(issue: TypedReferences, lookups: IssueRuleLookups) {
  return {
    species: (id: number) => speciesSuits(lookups.speciesIssueTypes.get(id), issue.issueTypeId),
    vegetationType: (id: number) => lookups.vegetationTypeIssueTypes.get(id) === issue.issueTypeId,
    proximity: (id: number) => lookups.proximityIssueTypes.get(id) === issue.issueTypeId,
  };
}

/**
 * The references without those that do not belong to the type of problem: what a form shows of a stored issue
 * (an option of another type is not offered, so the field reads empty and the form's checks mark it).
 */
export function withSuitedReferences<T extends TypedReferences>(issue: T, lookups: IssueRuleLookups): T {
  const fit = suits(issue, lookups);
  const keep = (id: number | null, test: (id: number) => boolean) => (id !== null && test(id) ? id : null);
  return {
    ...issue,
    speciesIds: issue.speciesIds.filter(fit.species),
    vegetationTypeId: keep(issue.vegetationTypeId, fit.vegetationType),
    proximityId: keep(issue.proximityId, fit.proximity),
  };
}

const TYPE_MISMATCH = 'does not suit the type of problem';

/** The rules a normalised issue breaks (spec 1 §5), as field details for a 400 answer; empty when valid. */
export function issueRuleProblems(issue: IssueFields, lookups: IssueRuleLookups): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const required = (path: string) => problems.push({ path, message: FIELD_MESSAGES.required() });
  if (issue.has_issue) {
    if (!issue.gps_point && !issue.gps_track)
      problems.push({ path: 'gps_point', message: MESSAGES.gpsRequired });
    if (issue.issueTypeId === null) required('issueTypeId');
    if (issue.action_required === null) required('action_required');
  }
  if (issue.issueTypeId === ISSUE_TYPE_IDS.other && issue.comments.trim() === '') required('comments');
  if (issue.action_required && issue.actionsRequiredIds.length === 0) required('actionsRequiredIds');
  if (issue.actionTakenId !== null && lookups.actionTypes.get(issue.actionTakenId) !== 'taken') {
    problems.push({ path: 'actionTakenId', message: 'must be an action taken' });
  }
  issue.actionsRequiredIds.forEach((id, i) => {
    if (lookups.actionTypes.get(id) !== 'required') {
      problems.push({ path: `actionsRequiredIds.${i}`, message: 'must be a required action' });
    }
  });
  const fit = suits(issue, lookups);
  issue.speciesIds.forEach((id, i) => {
    if (!fit.species(id)) problems.push({ path: `speciesIds.${i}`, message: TYPE_MISMATCH });
  });
  if (issue.vegetationTypeId !== null && !fit.vegetationType(issue.vegetationTypeId)) {
    problems.push({ path: 'vegetationTypeId', message: TYPE_MISMATCH });
  }
  if (issue.proximityId !== null && !fit.proximity(issue.proximityId)) {
    problems.push({ path: 'proximityId', message: TYPE_MISMATCH });
  }
  return problems;
}

/** Normalise an issue, then check it: the one entry point the server and the form share. */
export function applyIssueRules<T extends IssueFields>(
  issue: T,
  lookups: IssueRuleLookups,
): { issue: T; problems: FieldIssue[] } {
  const normalized = normalizeIssue(issue);
  return { issue: normalized, problems: issueRuleProblems(normalized, lookups) };
}
