import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, riskLabel, TOOL_ISSUE_ID_LABEL, toolIssueId } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useNotify } from '../../app/snackbar';
import { db } from '../../local/db';
import { formatDay } from './issueColumns';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography sx={{ minWidth: 160 }} color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}

/** Add Issue and Edit Vegetation Issue: the record being worked on, from the local store. */
export default function IssueFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const editing = id !== undefined;
  const issue = useLiveQuery(
    () => (editing ? db.issues.get(Number(id)).then((row) => row ?? null) : null),
    [id],
  );
  const areaId = Number(search.get('areaId') ?? Number.NaN);
  const followUpId = Number(search.get('followUpIssueId') ?? search.get('duplicate') ?? Number.NaN);
  const area = useLiveQuery(
    () => (Number.isFinite(areaId) ? db.areas.get(areaId).then((a) => a ?? null) : null),
    [areaId],
  );
  const basedOn = useLiveQuery(
    () => (Number.isFinite(followUpId) ? db.issues.get(followUpId).then((i) => i ?? null) : null),
    [followUpId],
  );

  useEffect(() => {
    if (editing && issue === null) {
      notify(MESSAGES.issueEditUnavailable, 'error');
      navigate('/vegetation-issues', { replace: true });
    }
  }, [editing, issue, navigate, notify]);

  const shown = editing ? issue : basedOn;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack spacing={1.5}>
        {area && <Row label="Management Area" value={area.name} />}
        {!editing && basedOn && (
          <Row
            label={search.get('duplicate') ? 'Copy of' : 'Follow-up of'}
            value={`${TOOL_ISSUE_ID_LABEL} ${toolIssueId(basedOn)}`}
          />
        )}
        {shown && (
          <>
            <Row label="Area" value={shown.area} />
            <Row label="Issue Type" value={shown.issue_type || 'No Problem Found'} />
            <Row label="Risk" value={riskLabel(shown.risk_score)} />
            <Row label="Date Inspected" value={formatDay(shown.inspection_date)} />
            <Row label="Comments" value={shown.comments || 'No Comments'} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
