import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { culvertRiskText, culvertTitle } from '@verge/domain';
import { DetailDialog } from '../../../components/dialogs/DetailDialog';
import { RiskDot } from '../../../components/table/RiskDot';
import { CulvertCard } from '../card/CulvertCard';
import type { CulvertRow } from '../list/culvertRows';

/**
 * A clicked culvert marker (spec 2 "Culvert map"): titled with the site id (or 'Culvert Not Set'), the latest
 * inspection's risk text ('Awaiting' without one) and the culvert card.
 */
export function CulvertMapDialog({ row, onClose }: { row: CulvertRow | null; onClose: () => void }) {
  if (!row) return null;
  return (
    <DetailDialog open onClose={onClose} title={culvertTitle(row)} maxWidth="md">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RiskDot risk={row.latest?.risk_score ?? null} />
          <Typography variant="subtitle1" data-testid="culvert-risk">
            {culvertRiskText(row.latest)}
          </Typography>
        </Stack>
        <CulvertCard culvert={row} inspection={row.latest} onEnterData={onClose} />
      </Stack>
    </DetailDialog>
  );
}
