import { formatDay as formatCalendarDay } from '@verge/domain';
import { format } from 'date-fns';
import type { DataColumn } from '../../../components/table/DataTable';
import type { LocalInspection } from '../../../local/db';
import { AWAITING_SYNC, formatDay, SYNCED } from '../../issues/issueColumns';
import { actionsWidth, type InspectionAction, InspectionRowActions } from './InspectionRowActions';
import type { InspectionViewer } from './inspectionRights';

export interface InspectionColumnOptions {
  /** The phone layout: fewer, narrower columns and a Synced column (spec 2 §2). */
  mobile: boolean;
  viewer: InspectionViewer;
  onAction: (action: InspectionAction, inspection: LocalInspection) => void;
}

/** A phone's short day ('Nov 3 2026'), so the row fits its screen. */
function shortDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'MMM d yyyy');
}

/**
 * The columns of /culvert-inspections (spec 2 §2): Culvert ID, Culvert Status, Date of Inspection, Next Date of
 * Inspection, Details, Actions (add follow-up) and the edit icon. Phones keep the culvert, the date, a Synced
 * column (Awaiting Sync while id < 0) and the three row buttons in one cell; the rest is in the Details dialog.
 */
export function inspectionColumns({ mobile, viewer, onAction }: InspectionColumnOptions) {
  const buttons = (field: string, headerName: string, actions: readonly InspectionAction[]) =>
    ({
      field,
      headerName,
      width: actionsWidth(actions.length),
      sortable: false,
      filterable: false,
      mobile: true,
      renderCell: ({ row }) => (
        <InspectionRowActions inspection={row} actions={actions} viewer={viewer} onAction={onAction} />
      ),
    }) satisfies DataColumn<LocalInspection>;
  const culvert: DataColumn<LocalInspection> = {
    field: 'culvert',
    headerName: 'Culvert ID',
    flex: 1,
    minWidth: mobile ? 84 : 120,
    mobile: true,
  };
  const inspected: DataColumn<LocalInspection> = {
    field: 'inspection_date',
    headerName: mobile ? 'Inspected' : 'Date of Inspection',
    width: mobile ? 96 : 170,
    mobile: true,
    valueFormatter: (value: string) => (mobile ? shortDay(value) : formatDay(value)),
  };
  if (mobile) {
    return [
      culvert,
      inspected,
      {
        field: 'synced',
        headerName: 'Synced',
        width: 104,
        mobile: true,
        valueGetter: (_value, row) => (row.id < 0 ? AWAITING_SYNC : SYNCED),
      },
      buttons('actions', 'Actions', ['details', 'followUp', 'edit']),
    ] satisfies DataColumn<LocalInspection>[];
  }
  return [
    culvert,
    { field: 'culvertStatus', headerName: 'Culvert Status', flex: 1, minWidth: 130, mobile: true },
    inspected,
    {
      field: 'next_inspection_date',
      headerName: 'Next Date of Inspection',
      width: 190,
      mobile: true,
      valueFormatter: (value: string) => formatCalendarDay(value),
    },
    buttons('details', 'Details', ['details']),
    buttons('actions', 'Actions', ['followUp']),
    buttons('edit', 'Edit', ['edit']),
  ] satisfies DataColumn<LocalInspection>[];
}
