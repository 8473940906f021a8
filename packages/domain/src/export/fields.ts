import { TOOL_ISSUE_ID_LABEL } from '../constants';
import { formatDateTime } from '../dates';
import type { VegetationIssue } from '../issue';
import { toolIssueId } from '../issue';

/** What an export reads of an issue: the read shape, with a negative id while it awaits sync. */
export type ExportIssue = Omit<VegetationIssue, 'id'> & { id: number };

/** Export columns in spec order (spec 1 §9). */
export const EXPORT_COLUMNS = [
  'Area Name',
  'Inspected Date',
  TOOL_ISSUE_ID_LABEL,
  'Issue Type',
  'Risk Score',
  'Original Issue',
  'Proximities',
  'Action Taken',
  'Physiological Stage',
  'Infra vegetation',
  'Distribution',
  'Action Required',
  'Initiator',
  'Species of Weeds',
  'Comments',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export type ExportRow = Record<ExportColumn, string>;

/** Filler for every empty value (spec 1 §9). */
export const EXPORT_EMPTY = 'N/A';
/** Separator of list values, as on the issue detail card. */
export const EXPORT_LIST_SEPARATOR = ' | ';

function text(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EXPORT_EMPTY;
  const s = String(value).trim();
  return s === '' ? EXPORT_EMPTY : s;
}

function positiveId(id: number | null): number | null {
  return id !== null && id > 0 ? id : null;
}

/**
 * 'No' when no further action is required; when it is, the required actions joined with ' | ' (or 'Yes' when
 * none are named); 'N/A' when unanswered.
 */
function actionRequiredText(issue: Pick<ExportIssue, 'action_required' | 'actionsRequired'>): string {
  if (issue.action_required === null) return EXPORT_EMPTY;
  if (!issue.action_required) return 'No';
  return issue.actionsRequired.length > 0 ? issue.actionsRequired.join(EXPORT_LIST_SEPARATOR) : 'Yes';
}

/**
 * One issue as export values: dates 'MMMM d yyyy - H:mm' in local time; the risk as its score (0, 1, 5, 10);
 * the tool's id (original id, or own id once synced); type 'No Problem Found' when empty, as in the tables;
 * lists joined with ' | '; every other empty value 'N/A'.
 */
export function exportRow(issue: ExportIssue): ExportRow {
  return {
    'Area Name': text(issue.area),
    'Inspected Date': text(formatDateTime(issue.inspection_date)),
    [TOOL_ISSUE_ID_LABEL]: text(positiveId(toolIssueId(issue))),
    'Issue Type': issue.issue_type?.trim() || 'No Problem Found',
    'Risk Score': text(issue.risk_score),
    'Original Issue': text(positiveId(issue.original_issue_id)),
    Proximities: text(issue.proximity),
    'Action Taken': text(issue.action_taken),
    'Physiological Stage': text(issue.physiological_stage),
    'Infra vegetation': text(issue.vegetation_type),
    Distribution: text(issue.distribution),
    'Action Required': actionRequiredText(issue),
    Initiator: text(issue.user),
    'Species of Weeds': text(issue.species.join(EXPORT_LIST_SEPARATOR)),
    Comments: text(issue.comments),
  };
}
