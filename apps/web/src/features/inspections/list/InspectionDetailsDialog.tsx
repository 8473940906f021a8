import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { culvertTitle } from '@verge/domain';
import { DetailDialog } from '../../../components/dialogs/DetailDialog';
import type { LocalCulvert } from '../../../core/culverts';
import type { LocalInspection } from '../../../core/inspections';
import { CulvertCard } from '../../culverts';
import { INSPECTION_ACTION_LABELS } from './InspectionRowActions';

export interface InspectionDetailsDialogProps {
  /** The inspection whose details to show; null when closed. */
  inspection: LocalInspection | null;
  /** Its culvert (undefined when the device does not hold it). */
  culvert: LocalCulvert | undefined;
  onClose: () => void;
  /** Given when the viewer may edit this inspection: an 'Edit Inspection' button. */
  onEdit?: () => void;
}

/**
 * The Details dialog of an inspections table row: the culvert card showing that inspection (spec 2 §2), whose
 * Enter Data adds a follow-up, and Edit Inspection when allowed (on phones the row holds only Details).
 */
export function InspectionDetailsDialog({
  inspection,
  culvert,
  onClose,
  onEdit,
}: InspectionDetailsDialogProps) {
  return (
    <DetailDialog
      open={inspection !== null}
      title={culvert ? culvertTitle(culvert) : (inspection?.culvert ?? '')}
      onClose={onClose}
      actions={onEdit && <Button onClick={onEdit}>{INSPECTION_ACTION_LABELS.edit}</Button>}
    >
      {inspection &&
        (culvert ? (
          <CulvertCard culvert={culvert} inspection={inspection} onEnterData={onClose} />
        ) : (
          <Typography color="text.secondary">
            The culvert of this inspection is no longer on this device.
          </Typography>
        ))}
    </DetailDialog>
  );
}
