import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, normalizeText, riskLabel } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useNotify } from '../../app/snackbar';
import { db } from '../../local/db';
import { formatDay } from '../issues/issueColumns';

/** Add / Edit Culvert Inspection: the culvert (by ?siteCulvertId, case-insensitive) or the inspection being edited. */
export default function InspectionFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const editing = window.location.pathname.startsWith('/culvert-inspections/edit');
  const numericId = Number(id);
  const validId = id !== undefined && /^-?\d+$/.test(id);
  const inspection = useLiveQuery(
    () => (editing && validId ? db.inspections.get(numericId).then((i) => i ?? null) : null),
    [editing, validId, numericId],
  );
  const siteId = search.get('siteCulvertId');
  const culvert = useLiveQuery(
    () =>
      siteId
        ? db.culverts
            .filter((c) => normalizeText(c.site_culvert_id) === normalizeText(siteId))
            .first()
            .then((c) => c ?? null)
        : null,
    [siteId],
  );

  useEffect(() => {
    if (editing && (!validId || inspection === null)) {
      notify(MESSAGES.inspectionNotFound, 'error');
      navigate('/culvert-inspections', { replace: true });
    }
  }, [editing, validId, inspection, navigate, notify]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Stack spacing={1.5}>
        {culvert && <Typography>Culvert: {culvert.site_culvert_id}</Typography>}
        {inspection && (
          <>
            <Typography>Culvert: {inspection.culvert}</Typography>
            <Typography>Status: {inspection.culvertStatus}</Typography>
            <Typography>Risk: {riskLabel(inspection.risk_score)}</Typography>
            <Typography>Date of Inspection: {formatDay(inspection.inspection_date)}</Typography>
            <Typography>Next Date of Inspection: {formatDay(inspection.next_inspection_date)}</Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
