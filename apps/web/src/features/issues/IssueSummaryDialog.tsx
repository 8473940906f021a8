import AddIcon from '@mui/icons-material/Add';
import DirectionsIcon from '@mui/icons-material/Directions';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  displayRisk,
  issueDetailTitle,
  MESSAGES,
  riskColour,
  riskLabel,
  USER_ROLE_IDS,
  type User,
} from '@verge/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { DetailDialog } from '../../components/dialogs/DetailDialog';
import type { LocalIssue } from '../../core/issues';
import { IssueDetailCard } from './detail/IssueDetailCard';
import { downloadIssuePdf } from './detail/issuePdf';

/** Directions to a point: Apple Maps on Apple devices, otherwise a web maps directions link. */
export function directionsUrl(latitude: number, longitude: number, apple: boolean): string {
  return apple
    ? `https://maps.apple.com/?daddr=${latitude},${longitude}`
    : `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** Edit Issue: role-1 users of a client company, on interactive issues that have a server id. */
export function canEditIssue(
  issue: Pick<LocalIssue, 'id' | 'isInteractive'>,
  session: { isClient: boolean; user: Pick<User, 'userRoleId'> | null },
): boolean {
  return (
    session.isClient &&
    session.user?.userRoleId === USER_ROLE_IDS.clientAdmin &&
    issue.isInteractive &&
    issue.id > 0
  );
}

/** The address of the issue list showing one issue (the list opens its dialog). */
export function issueListUrl(issueId: number, original: boolean): string {
  return `/vegetation-issues?issueId=${issueId}${original ? '&original=true' : ''}`;
}

/**
 * An issue's detail dialog (marker click, Details action): title, risk assessment, directions, edit,
 * follow-up and PDF buttons, and the issue information card. Full screen on phones.
 */
export function IssueSummaryDialog({
  issue,
  onClose,
  onFollowUp,
}: {
  issue: LocalIssue | null;
  onClose: () => void;
  /** What Add Follow Up Issue does instead of opening the add form as its follow-up (a form open below). */
  onFollowUp?: () => void;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [apple] = useState(() => /iPhone|iPad|Macintosh/.test(navigator.userAgent));
  const [downloading, setDownloading] = useState(false);
  if (!issue) return null;
  // Directions go to the issue's GPS point only (spec 1 "Map component"), not to a path.
  const point = issue.gps_point?.coordinates ?? null;
  const risk = displayRisk(issue);
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const exportPdf = async () => {
    setDownloading(true);
    try {
      await downloadIssuePdf(issue);
    } catch (error) {
      console.error('PDF download failed', error);
      notify(MESSAGES.pdfError, 'error');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <DetailDialog open onClose={onClose} title={issueDetailTitle(issue)} maxWidth="md">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: riskColour(risk, issue.isInteractive),
            }}
          />
          <Typography variant="subtitle1" data-testid="risk-assessment">
            {`${riskLabel(issue.isInteractive ? issue.risk_score : null)} Assessment`}
          </Typography>
        </Stack>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {point && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<DirectionsIcon />}
              href={directionsUrl(point[1], point[0], apple)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Directions
            </Button>
          )}
          {canEditIssue(issue, session) && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<EditIcon />}
              onClick={() => go(`/vegetation-issues/edit/${issue.id}`)}
            >
              Edit Issue
            </Button>
          )}
          {issue.isInteractive && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<AddIcon />}
              onClick={onFollowUp ?? (() => go(`/vegetation-issues/add?followUpIssueId=${issue.id}`))}
            >
              Add Follow Up Issue
            </Button>
          )}
          <Button
            variant="outlined"
            size="small"
            startIcon={<PictureAsPdfIcon />}
            disabled={issue.id <= 0 || downloading}
            onClick={() => void exportPdf()}
          >
            Export to PDF
          </Button>
        </Stack>
        <IssueDetailCard issue={issue} onShowIssue={(id, original) => go(issueListUrl(id, original))} />
      </Stack>
    </DetailDialog>
  );
}
