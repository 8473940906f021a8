import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AreaCounts, MAP, USER_ROLE_IDS, type User } from '@verge/domain';
import { useNavigate } from 'react-router';
import { useSession } from '../../base/session';
import { DetailDialog } from '../../components/dialogs/DetailDialog';
import { useArea } from '../../core/areas';
import { AreaMap } from './AreaMap';
import { useAreaIssues } from './useAreaIssues';

export interface AreaDialogProps {
  /** The management area shown; the dialog is closed while null. */
  areaId: number | null;
  /** The overview year chosen on the map, if any: only that year's issues count. */
  year: number | null;
  onClose: () => void;
}

type CountKey = keyof AreaCounts;

const RISK_ROWS: [CountKey, string][] = [
  ['high', 'High Risk'],
  ['medium', 'Medium Risk'],
  ['low', 'Low Risk'],
  ['none', 'No Risk'],
];

/**
 * Which counts a viewer sees (spec 1 "Area dialog", §6): role 1 of a client company the totals, risk counts
 * and resolved issues; everyone else (field users, provider admins) their assigned and not-assigned
 * counts and the risk counts.
 */
export function areaCountRows(session: {
  isClient: boolean;
  user: Pick<User, 'userRoleId'> | null;
}): [CountKey, string][] {
  if (session.isClient && session.user?.userRoleId === USER_ROLE_IDS.clientAdmin) {
    return [['total', 'Total Issues Logged'], ...RISK_ROWS, ['resolved', 'Resolved Issues']];
  }
  return [
    ['assignedToYou', 'Issues Assigned To You'],
    ['notAssignedToYou', 'Issues Not Assigned To You'],
    ...RISK_ROWS,
  ];
}

/** Title of the area dialog: 'Area: ' and the name, plus ' for ' and the year when one is chosen. */
export function areaDialogTitle(name: string, year: number | null): string {
  return `Area: ${name}${year === null ? '' : ` for ${year}`}`;
}

/** One management area: its polygon at zoom 18, its issue counts from the local store, and where to go next. */
export function AreaDialog({ areaId, year, onClose }: AreaDialogProps) {
  const session = useSession();
  const navigate = useNavigate();
  const area = useArea(areaId);
  const { issues, counts } = useAreaIssues(areaId, year);
  if (areaId === null || !area) return null;
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <DetailDialog
      open
      onClose={onClose}
      title={areaDialogTitle(area.name, year)}
      maxWidth="md"
      actions={
        <>
          <Button onClick={() => go(`/vegetation-issues?areaName=${encodeURIComponent(area.name)}`)}>
            See Issues In This Area
          </Button>
          {session.isClient && (
            <Button onClick={() => go(`/vegetation-issues/add?areaId=${area.id}`)}>Enter Data</Button>
          )}
        </>
      }
    >
      <Stack spacing={2}>
        <AreaMap area={area} issues={issues ?? []} zoom={MAP.areaDialogZoom} height={320} />
        <Box
          component="dl"
          data-testid="area-counts"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content max-content',
            columnGap: 3,
            rowGap: 0.5,
            m: 0,
          }}
        >
          {areaCountRows(session).map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-count={key}>
                {issues === undefined ? (
                  <Skeleton width="3ch" role="progressbar" aria-label={`Loading ${label}`} />
                ) : (
                  counts[key]
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </DetailDialog>
  );
}
