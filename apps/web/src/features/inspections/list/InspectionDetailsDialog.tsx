import Typography from '@mui/material/Typography';
import { culvertTitle } from '@verge/domain';
import { DetailDialog } from '../../../components/dialogs/DetailDialog';
import type { LocalCulvert, LocalInspection } from '../../../local/db';
import { CulvertCard } from '../../culverts/card/CulvertCard';

export interface InspectionDetailsDialogProps {
  /** The inspection whose details to show; null when closed. */
  inspection: LocalInspection | null;
  /** Its culvert (undefined when the device does not hold it). */
  culvert: LocalCulvert | undefined;
  onClose: () => void;
}

/** The Details dialog of an inspections table row: the culvert card showing that inspection (spec 2 §2). */
export function InspectionDetailsDialog({ inspection, culvert, onClose }: InspectionDetailsDialogProps) {
  return (
    <DetailDialog
      open={inspection !== null}
      title={culvert ? culvertTitle(culvert) : (inspection?.culvert ?? '')}
      onClose={onClose}
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
