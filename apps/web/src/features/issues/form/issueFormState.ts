import {
  type GeoLineString,
  type IssueFormValues,
  type IssueRuleLookups,
  type PrefillMode,
  prefillFrom,
  setFurtherAction,
  setIssueType,
  setProblemIdentified,
  withSuitedReferences,
} from '@verge/domain';
import type { LocalIssue } from '../../../core/issues';

/** The issue a new one follows up or copies, and the original it links to (none for a copy). */
export interface ChosenIssue {
  issue: LocalIssue;
  mode: PrefillMode;
  originalIssueId: number | null;
}

/** The dialog open over the form; one at a time, each opened from the form itself. */
export type IssueFormDialog =
  | { kind: 'pick'; mode: PrefillMode }
  | { kind: 'areas' }
  | { kind: 'riskReminder' }
  | { kind: 'pathInProgress' }
  /** A copy of an issue in another area than the one selected: which area the copy goes in. */
  | { kind: 'copyArea'; values: IssueFormValues; chosen: ChosenIssue };

/** Dialogs the form's buttons and answers open directly (the copy-area question follows a pick). */
export type OpenedDialog = Exclude<IssueFormDialog, { kind: 'copyArea' }>;

export interface IssueFormState {
  /** The values the form opened with; the form has changes while its values differ from them. */
  initial: IssueFormValues;
  values: IssueFormValues;
  chosen: ChosenIssue | null;
  /** The GPS section's message from the last save: a problem recorded without a point or path. */
  gpsError: string | null;
  dialog: IssueFormDialog | null;
}

export type IssueFormAction =
  /** Answers that change only themselves. */
  | { type: 'edit'; patch: Partial<IssueFormValues> }
  | { type: 'answerProblem'; yes: boolean; defaultActionTaken: number | null }
  | { type: 'chooseType'; issueTypeId: number | null; lookups: IssueRuleLookups }
  /** No with a risk above No Risk opens the risk-level reminder. */
  | { type: 'answerFurtherAction'; yes: boolean }
  | { type: 'open'; dialog: OpenedDialog }
  | { type: 'close' }
  /** An issue picked in the open pick dialog: the form is filled from it (after the copy-area question, if any). */
  | { type: 'pickIssue'; issue: LocalIssue; lookups: IssueRuleLookups; now: Date }
  | { type: 'answerCopyArea'; useChosenArea: boolean }
  | { type: 'gpsChecked'; message: string | null }
  /** Saving while a path is tracked: the path recorded so far is kept. */
  | { type: 'stopPath'; track: GeoLineString | null };

/**
 * The form as first shown: a chosen issue's pre-fill applied (no copy-area question: the area given with the
 * start wins for a copy), references that do not suit the type dropped.
 */
export function initialIssueFormState(
  values: IssueFormValues,
  start: { issue: LocalIssue; mode: PrefillMode } | null,
  lookups: IssueRuleLookups,
  now: Date,
): IssueFormState {
  let first = values;
  let chosen: ChosenIssue | null = null;
  if (start) {
    const prefill = prefillFrom(start.issue, start.mode, now);
    const keepArea = start.mode === 'copy' && values.areaId !== null;
    first = { ...prefill.values, areaId: keepArea ? values.areaId : prefill.values.areaId };
    chosen = { ...start, originalIssueId: prefill.originalIssueId };
  }
  const suited = withSuitedReferences(first, lookups);
  return { initial: suited, values: suited, chosen, gpsError: null, dialog: null };
}

/** Whether the form's values differ from those it opened with. */
export const valuesChanged = (state: IssueFormState): boolean =>
  JSON.stringify(state.values) !== JSON.stringify(state.initial);

export function issueFormReducer(state: IssueFormState, action: IssueFormAction): IssueFormState {
  const { values } = state;
  switch (action.type) {
    case 'edit':
      return { ...state, values: { ...values, ...action.patch } };
    case 'answerProblem':
      return { ...state, values: setProblemIdentified(values, action.yes, action.defaultActionTaken) };
    case 'chooseType':
      return { ...state, values: setIssueType(values, action.issueTypeId, action.lookups) };
    case 'answerFurtherAction': {
      const next = setFurtherAction(values, action.yes);
      return {
        ...state,
        values: next.values,
        dialog: next.remind ? { kind: 'riskReminder' } : state.dialog,
      };
    }
    case 'open':
      return { ...state, dialog: action.dialog };
    case 'close':
      return { ...state, dialog: null };
    case 'pickIssue': {
      if (state.dialog?.kind !== 'pick') return state;
      const { mode } = state.dialog;
      const prefill = prefillFrom(action.issue, mode, action.now);
      const chosen: ChosenIssue = { issue: action.issue, mode, originalIssueId: prefill.originalIssueId };
      const filled = withSuitedReferences(prefill.values, action.lookups);
      if (mode === 'copy' && values.areaId !== null && values.areaId !== action.issue.areaId) {
        return { ...state, dialog: { kind: 'copyArea', values: filled, chosen } };
      }
      return { ...state, values: filled, chosen, dialog: null };
    }
    case 'answerCopyArea': {
      if (state.dialog?.kind !== 'copyArea') return state;
      const question = state.dialog;
      const areaId = action.useChosenArea ? question.values.areaId : values.areaId;
      return { ...state, values: { ...question.values, areaId }, chosen: question.chosen, dialog: null };
    }
    case 'gpsChecked':
      return { ...state, gpsError: action.message };
    case 'stopPath':
      return { ...state, values: { ...values, gps_track: action.track }, dialog: null };
  }
}
