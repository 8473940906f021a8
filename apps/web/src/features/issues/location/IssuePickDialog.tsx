import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  displayRisk,
  formatDay,
  matchesText,
  NEARBY_ISSUES_MAX,
  nearbyIssues,
  TOOL_ISSUE_ID_LABEL,
  toolIssueId,
  UNKNOWN_DISTANCE,
} from '@verge/domain';
import { useMemo, useState } from 'react';
import { DetailDialog } from '../../../components/dialogs/DetailDialog';
import { useDevicePosition } from '../../../components/map/useDevicePosition';
import { RiskDot } from '../../../components/table/RiskDot';
import { SearchBox } from '../../../components/table/SearchBox';
import type { LocalIssue } from '../../../core/issues';

/** '35 m', '4.27 km', '12.4 km', or 'Distance unknown' for -100. */
export function distanceText(metres: number): string {
  if (metres === UNKNOWN_DISTANCE) return 'Distance unknown';
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toFixed(metres < 10_000 ? 2 : 1)} km`;
}

const idText = (issue: LocalIssue) =>
  issue.id > 0 ? `${TOOL_ISSUE_ID_LABEL} ${toolIssueId(issue)}` : 'Awaiting Sync';
const typeText = (issue: LocalIssue) => issue.issue_type || 'No Problem Found';

/** Search over what a row shows: area, date, type and id. */
function matchesIssue(issue: LocalIssue, search: string): boolean {
  return [issue.area, formatDay(issue.inspection_date), typeText(issue), idText(issue)].some((value) =>
    matchesText(value, search),
  );
}

export interface IssuePickDialogProps {
  open: boolean;
  title: string;
  issues: readonly LocalIssue[];
  /** A row was clicked; the parent closes the dialog. */
  onPick: (issue: LocalIssue) => void;
  onClose: () => void;
}

/** The dialog's body: mounted while open, so the device is watched and the search kept only meanwhile. */
function IssuePickList({ issues, onPick }: Pick<IssuePickDialogProps, 'issues' | 'onPick'>) {
  const device = useDevicePosition();
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () =>
      nearbyIssues(
        issues.filter((issue) => matchesIssue(issue, search)),
        device.position,
      ),
    [issues, search, device.position],
  );
  return (
    <Stack spacing={1} sx={{ width: { sm: 500 }, maxWidth: '100%' }}>
      <SearchBox value={search} onChange={setSearch} placeholder="Search issues" />
      <Typography variant="body2" color="text.secondary">
        {device.position
          ? `Closest to your position first, at most ${NEARBY_ISSUES_MAX}.`
          : `Your position is not known yet, so all issues are listed, newest first.${device.error ? ` ${device.error}` : ''}`}
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>No issues found.</Typography>
      ) : (
        <List dense disablePadding aria-label="Issues">
          {rows.map(({ issue, distance }) => (
            // A list holds list items only; each issue's button sits inside one.
            <ListItem key={issue.id} divider disablePadding>
              <ListItemButton onClick={() => onPick(issue)}>
                <ListItemIcon sx={{ minWidth: 28 }}>
                  <RiskDot risk={displayRisk(issue)} interactive={issue.isInteractive} />
                </ListItemIcon>
                <ListItemText
                  primary={issue.area}
                  secondary={`${formatDay(issue.inspection_date)} · ${typeText(issue)} · ${idText(issue)}`}
                />
                <Typography
                  variant="body2"
                  data-testid="distance"
                  sx={{ ml: 1, flexShrink: 0, textAlign: 'right', minWidth: 56 }}
                >
                  {distanceText(distance)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Pick an existing issue to copy or follow up: the 10 closest to the device when its position is known
 * (with their distance), otherwise all issues newest first; a search box narrows the issues first.
 */
export function IssuePickDialog({ open, title, issues, onPick, onClose }: IssuePickDialogProps) {
  return (
    <DetailDialog open={open} title={title} onClose={onClose}>
      <IssuePickList issues={issues} onPick={onPick} />
    </DetailDialog>
  );
}
