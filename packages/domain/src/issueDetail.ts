import { TOOL_ISSUE_ID_LABEL } from './constants';
import { formatCoordinate, formatUtm, representativePosition, toUtm } from './geo';
import { toolIssueId, type VegetationIssue } from './issue';
import { ISSUE_TYPE_IDS } from './relations';

/** What the detail card reads of an issue: the read shape, with a negative id while it awaits sync. */
export type DetailIssue = Omit<VegetationIssue, 'id'> & { id: number };

/** One line of the card: its label and the value shown, fallbacks applied. */
export interface IssueDetailField {
  label: string;
  text: string;
}

/** What the card and the PDF report show for an empty value (spec 1 §2 "Issue detail card"). */
export const ISSUE_DETAIL_EMPTY = {
  issueType: 'No Problem Found',
  original: 'Initial Record of Issue',
  followUps: 'Issue Has No Follow-Ups',
  requiredActions: 'No Required Actions',
  vegetation: 'Other',
  height: 'Height Not Recorded',
  assignees: 'Not Assigned',
  comments: 'No Comments',
  photos: 'No Photos',
  /** Action taken, physiological stage, distribution, proximity, coordinates. */
  other: 'Not Recorded',
} as const;

/**
 * The title of an issue's detail card: 'Issue Not Assigned For Work' when it is not interactive, 'Issue Done
 * Offline, No Id Set Yet' before it has a server id, else the tool's id label and id.
 */
export function issueDetailTitle(
  issue: Pick<DetailIssue, 'id' | 'original_issue_id' | 'isInteractive'>,
): string {
  if (!issue.isInteractive) return 'Issue Not Assigned For Work';
  if (issue.id <= 0) return 'Issue Done Offline, No Id Set Yet';
  return `${TOOL_ISSUE_ID_LABEL} ${toolIssueId(issue)}`;
}

/**
 * The card's fields in the spec's order, photos aside: distribution only for Weeds and Animal Attractant,
 * proximity only for types whose name contains 'Pipe'; lists joined as the spec says, coordinates to 6
 * decimals and UTM. The inspection date is formatted by the caller (device time, or UTC on the server).
 */
export function issueDetailFields(
  issue: DetailIssue,
  context: { assignees: readonly string[]; formatDate: (iso: string) => string },
): IssueDetailField[] {
  const empty = ISSUE_DETAIL_EMPTY;
  const position = representativePosition(issue.gps_point, issue.gps_track);
  const vegetation = [issue.vegetation_type, ...issue.species].filter((v): v is string => !!v);
  const typeId = issue.issueTypeId;
  const weedFamily = typeId === ISSUE_TYPE_IDS.weeds || typeId === ISSUE_TYPE_IDS.animalAttractant;
  const listed = (items: readonly (string | number)[], separator: string, fallback: string) =>
    items.length > 0 ? items.join(separator) : fallback;
  const fields: (IssueDetailField | false)[] = [
    { label: 'Issue Type', text: issue.issue_type || empty.issueType },
    { label: 'Area', text: issue.area },
    { label: 'Original Issue', text: issue.original_issue_id?.toString() ?? empty.original },
    { label: 'Follow-Ups', text: listed(issue.subsequentIssueIds, ', ', empty.followUps) },
    { label: 'Action Taken', text: issue.action_taken ?? empty.other },
    { label: 'Future Action Required', text: issue.action_required ? 'Yes' : 'No' },
    { label: 'Required Actions', text: listed(issue.actionsRequired, ' | ', empty.requiredActions) },
    { label: 'Vegetation Type / Species', text: listed(vegetation, ', ', empty.vegetation) },
    {
      label: 'Vegetation Height',
      text: issue.veg_height === null ? empty.height : `${issue.veg_height} m`,
    },
    { label: 'Physiological Stage', text: issue.physiological_stage ?? empty.other },
    weedFamily && { label: 'Distribution', text: issue.distribution ?? empty.other },
    !!issue.issue_type?.includes('Pipe') && { label: 'Proximity', text: issue.proximity ?? empty.other },
    { label: 'Assigned To', text: listed(context.assignees, ', ', empty.assignees) },
    { label: 'Longitude', text: position ? formatCoordinate(position[0]) : empty.other },
    { label: 'Latitude', text: position ? formatCoordinate(position[1]) : empty.other },
    { label: 'UTM', text: formatUtm(position ? toUtm(position[0], position[1]) : null) },
    { label: 'Inspection Date', text: context.formatDate(issue.inspection_date) },
    { label: 'User', text: issue.user },
    { label: 'Comments', text: issue.comments.trim() === '' ? empty.comments : issue.comments },
  ];
  return fields.filter((field) => field !== false);
}
