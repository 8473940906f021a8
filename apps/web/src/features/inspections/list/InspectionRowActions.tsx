import EditIcon from '@mui/icons-material/Edit';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PostAddIcon from '@mui/icons-material/PostAdd';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { RowIconButton } from '../../../components/table/RowIconButton';
import type { LocalInspection } from '../../../core/inspections';
import { type InspectionViewer, inspectionRowRights } from './inspectionRights';

export type InspectionAction = 'details' | 'followUp' | 'edit';

/** The row actions' labels (their aria-labels and tooltips). */
export const INSPECTION_ACTION_LABELS: Record<InspectionAction, string> = {
  details: 'Inspection Details',
  followUp: 'Add Follow Up',
  edit: 'Edit Inspection',
};

const ICONS: Record<InspectionAction, ReactNode> = {
  details: <InfoOutlinedIcon fontSize="small" />,
  followUp: <PostAddIcon fontSize="small" />,
  edit: <EditIcon fontSize="small" />,
};

/** Compact icon buttons for the given actions of one row, only those the viewer may use on it. */
export function InspectionRowActions({
  inspection,
  actions,
  viewer,
  onAction,
}: {
  inspection: LocalInspection;
  actions: readonly InspectionAction[];
  viewer: InspectionViewer;
  onAction: (action: InspectionAction, inspection: LocalInspection) => void;
}) {
  const rights = inspectionRowRights(inspection, viewer);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {actions
        .filter((action) => rights[action])
        .map((action) => (
          <RowIconButton
            key={action}
            label={INSPECTION_ACTION_LABELS[action]}
            icon={ICONS[action]}
            onClick={() => onAction(action, inspection)}
          />
        ))}
    </Stack>
  );
}
