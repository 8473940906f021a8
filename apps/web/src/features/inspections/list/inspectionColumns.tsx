import { formatDay, formatShortDay } from '@verge/domain';
import type { DataColumn } from '../../../components/table/DataTable';
import { syncStatus } from '../../../components/table/syncStatus';
import type { LocalInspection } from '../../../core/inspections';
import { type InspectionAction, InspectionRowActions } from './InspectionRowActions';
import type { InspectionViewer } from './inspectionRights';

export interface InspectionColumnOptions {
  /** The phone layout: fewer, narrower columns and a Synced column (spec 2 §2). */
  mobile: boolean;
  viewer: InspectionViewer;
  onAction: (action: InspectionAction, inspection: LocalInspection) => void;
}

/**
 * The columns of /culvert-inspections (spec 2 §2): Culvert ID, Culvert Status, Date of Inspection, Next Date of
 * Inspection, Details, Actions (add follow-up) and the edit icon. Phones keep the culvert, the date and a Synced
 * column (Awaiting Sync while id < 0); the rest is in the Details dialog a tap on the row opens.
 */
export function inspectionColumns({ mobile, viewer, onAction }: InspectionColumnOptions) {
  const buttons = (field: string, headerName: string, width: number, actions: readonly InspectionAction[]) =>
    ({
      field,
      headerName,
      width,
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
    minWidth: mobile ? 96 : 120,
    mobile: true,
  };
  if (mobile) {
    // A tap on a row opens its Details (the page's onRowClick); follow-up (the card's Enter Data) and edit are
    // in that dialog, so the row fits a phone.
    return [
      culvert,
      {
        field: 'inspection_date',
        headerName: 'Date',
        width: 112,
        mobile: true,
        valueFormatter: (value: string) => formatShortDay(value),
      },
      {
        field: 'synced',
        headerName: 'Synced',
        width: 120,
        mobile: true,
        valueGetter: (_value, row) => syncStatus(row),
      },
    ] satisfies DataColumn<LocalInspection>[];
  }
  return [
    culvert,
    { field: 'culvertStatus', headerName: 'Culvert Status', flex: 1, minWidth: 130, mobile: true },
    {
      field: 'inspection_date',
      headerName: 'Date of Inspection',
      width: 190,
      mobile: true,
      valueFormatter: (value: string) => formatDay(value),
    },
    {
      field: 'next_inspection_date',
      headerName: 'Next Date of Inspection',
      width: 200,
      mobile: true,
      valueFormatter: (value: string) => formatDay(value),
    },
    buttons('details', 'Details', 84, ['details']),
    buttons('actions', 'Actions', 84, ['followUp']),
    buttons('edit', 'Edit', 64, ['edit']),
  ] satisfies DataColumn<LocalInspection>[];
}
