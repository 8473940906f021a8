import DirectionsIcon from '@mui/icons-material/Directions';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatCoordinate,
  formatUtm,
  riskLabel,
  TOOL_ISSUE_ID_LABEL,
  toolIssueId,
  toUtm,
} from '@verge/domain';
import { useState } from 'react';
import { DetailDialog } from '../../components/dialogs/DetailDialog';
import type { LocalIssue } from '../../local/db';
import { formatDay } from './issueColumns';

/** The title of an issue's dialog (spec 1 §2 "Issue detail card"). */
export function issueDialogTitle(
  issue: Pick<LocalIssue, 'id' | 'original_issue_id' | 'isInteractive'>,
): string {
  if (!issue.isInteractive) return 'Issue Not Assigned For Work';
  if (issue.id <= 0) return 'Issue Done Offline, No Id Set Yet';
  return `${TOOL_ISSUE_ID_LABEL} ${toolIssueId(issue)}`;
}

/** Directions to a point: Apple Maps on Apple devices, otherwise a web maps directions link. */
export function directionsUrl(latitude: number, longitude: number, apple: boolean): string {
  return apple
    ? `https://maps.apple.com/?daddr=${latitude},${longitude}`
    : `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography color="text.secondary" sx={{ minWidth: 130 }}>
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}

/** What a click on an issue marker shows: title, risk assessment, directions and the main facts. */
export function IssueSummaryDialog({ issue, onClose }: { issue: LocalIssue | null; onClose: () => void }) {
  const [apple] = useState(() => /iPhone|iPad|Macintosh/.test(navigator.userAgent));
  if (!issue) return null;
  const point = issue.gps_point?.coordinates ?? null;
  return (
    <DetailDialog
      open
      onClose={onClose}
      title={issueDialogTitle(issue)}
      actions={
        point && (
          <Button
            startIcon={<DirectionsIcon />}
            href={directionsUrl(point[1], point[0], apple)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Directions
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        <Typography variant="subtitle1">{`${riskLabel(issue.isInteractive ? issue.risk_score : null)} Assessment`}</Typography>
        <Line label="Issue Type" value={issue.issue_type || 'No Problem Found'} />
        <Line label="Area" value={issue.area} />
        <Line label="Inspection Date" value={formatDay(issue.inspection_date)} />
        <Line label="User" value={issue.user} />
        {point && (
          <>
            <Line label="Longitude" value={formatCoordinate(point[0])} />
            <Line label="Latitude" value={formatCoordinate(point[1])} />
            <Line label="UTM" value={formatUtm(toUtm(point[0], point[1]))} />
          </>
        )}
        <Line label="Comments" value={issue.comments || 'No Comments'} />
      </Stack>
    </DetailDialog>
  );
}
