import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CULVERT_LABEL_TEXT,
  culvertDetailFields,
  culvertLink,
  formatDateTime,
  isOverdue,
  localDay,
  OVERDUE_LABEL,
} from '@verge/domain';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../base/snackbar';
import { DetailLine } from '../../../components/detail/DetailLine';
import { RecordHistory } from '../../../components/history/RecordHistory';
import { EditNotices } from '../../../components/notices/EditNotices';
import { RecordPhotos } from '../../../components/photos/RecordPhotos';
import { QrCode } from '../../../components/qr/QrCode';
import type { LocalCulvert } from '../../../core/culverts';
import type { LocalInspection } from '../../../core/inspections';

export interface CulvertCardProps {
  culvert: LocalCulvert;
  /** The inspection to show (the map dialog passes the culvert's latest); null when it has none. */
  inspection: LocalInspection | null;
  /** Called before Enter Data navigates (e.g. to close the dialog around the card). */
  onEnterData?: () => void;
}

/** The add-inspection page for this culvert (spec 2: Enter Data leads to add inspection). */
export function enterDataPath(culvert: Pick<LocalCulvert, 'site_culvert_id'>): string {
  return `/culvert-inspections/add?siteCulvertId=${encodeURIComponent(culvert.site_culvert_id)}`;
}

/**
 * The culvert information card (spec 2 §2 "Culvert card"): the culvert's fields, the inspection's status, dates,
 * user, actions, comments and photos, 'Overdue' when its next inspection date has passed, and Enter Data.
 */
export function CulvertCard({ culvert, inspection, onEnterData }: CulvertCardProps) {
  const navigate = useNavigate();
  const fields = culvertDetailFields(culvert, inspection, { formatDate: formatDateTime });
  const overdue = isOverdue(inspection, localDay(new Date()));
  return (
    <Stack data-testid="culvert-card" spacing={0.5}>
      <EditNotices
        notices={culvert.editNotices}
        record={{ table: 'culverts', id: culvert.id, assetId: culvert.assetId }}
      />
      {inspection && (
        <EditNotices
          notices={inspection.editNotices}
          record={{ table: 'inspections', id: inspection.id, assetId: culvert.assetId }}
        />
      )}
      {overdue && (
        <Box>
          <Chip color="error" size="small" label={OVERDUE_LABEL} />
        </Box>
      )}
      <Stack>
        {fields.map(({ label, text }) => (
          <DetailLine key={label} label={label}>
            {text}
          </DetailLine>
        ))}
        {inspection && (
          <DetailLine label="Photos">
            <RecordPhotos uuid={inspection.uuid} keys={inspection.photos} />
          </DetailLine>
        )}
      </Stack>
      <CulvertLinkLine culvert={culvert} />
      <Box sx={{ pt: 1 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            onEnterData?.();
            navigate(enterDataPath(culvert));
          }}
        >
          Enter Data
        </Button>
      </Box>
      <RecordHistory
        records={[
          { target: 'culvert', id: culvert.id, uuid: culvert.uuid },
          ...(inspection
            ? [{ target: 'culvert-inspection' as const, id: inspection.id, uuid: inspection.uuid }]
            : []),
        ]}
      />
    </Stack>
  );
}

/** The culvert's stable link as a QR code (what its printed label holds), and a button to copy it. */
function CulvertLinkLine({ culvert }: { culvert: Pick<LocalCulvert, 'assetId' | 'site_culvert_id'> }) {
  const notify = useNotify();
  if (!culvert.site_culvert_id.trim()) return null;
  const link = culvertLink(location.origin, {
    assetId: culvert.assetId,
    siteCulvertId: culvert.site_culvert_id,
  });
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => notify(CULVERT_LABEL_TEXT.linkCopied, 'success'),
      () => notify(CULVERT_LABEL_TEXT.copyFailed, 'warning'),
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
      <QrCode text={link} size={112} label={`QR code of culvert ${culvert.site_culvert_id}`} />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">{CULVERT_LABEL_TEXT.linkTitle}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="culvert-link"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {link}
        </Typography>
        <Box>
          <Button size="small" variant="outlined" onClick={() => void copy()}>
            {CULVERT_LABEL_TEXT.copyLink}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
