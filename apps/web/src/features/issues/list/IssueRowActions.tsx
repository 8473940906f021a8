import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PostAddIcon from '@mui/icons-material/PostAdd';
import type { ReactNode } from 'react';
import { RowIconButton } from '../../../components/table/RowIconButton';
import type { LocalIssue } from '../../../core/issues';
import { isClientAdmin, issueRowRights, type Viewer } from './issueRights';

export type RowAction = 'copy' | 'followUp' | 'assign' | 'edit' | 'details';

/** The row actions' labels (their aria-labels and tooltips). */
export const ROW_ACTION_LABELS: Record<RowAction, string> = {
  copy: 'Copy Issue',
  followUp: 'Add Follow Up',
  assign: 'Assign To Service Providers',
  edit: 'Edit Issue',
  details: 'Issue Details',
};

const ICONS: Record<RowAction, ReactNode> = {
  copy: <ContentCopyIcon fontSize="small" />,
  followUp: <PostAddIcon fontSize="small" />,
  assign: <AssignmentIndIcon fontSize="small" />,
  edit: <EditIcon fontSize="small" />,
  details: <InfoOutlinedIcon fontSize="small" />,
};

/** The buttons in a wrapping row (a plain element: one is drawn in every issue row on every stored sync page). */
const ROW = { display: 'flex', alignItems: 'center', flexWrap: 'wrap' } as const;

const ORDER: readonly RowAction[] = ['copy', 'followUp', 'assign', 'edit', 'details'];

/** Width of the Actions column for the most actions a viewer can get on a row (compact icon buttons). */
export function rowActionsWidth(viewer: Viewer): number {
  const most = isClientAdmin(viewer) ? ORDER.length : 2;
  return most * 34 + 20;
}

/** The compact icon buttons of one issue row, only those the viewer may use on it. */
export function IssueRowActions({
  issue,
  viewer,
  onAction,
}: {
  issue: LocalIssue;
  viewer: Viewer;
  onAction: (action: RowAction, issue: LocalIssue) => void;
}) {
  const rights = { ...issueRowRights(issue, viewer), details: true };
  return (
    <div style={ROW}>
      {ORDER.filter((action) => rights[action]).map((action) => (
        <RowIconButton
          key={action}
          label={ROW_ACTION_LABELS[action]}
          icon={ICONS[action]}
          onClick={() => onAction(action, issue)}
        />
      ))}
    </div>
  );
}
