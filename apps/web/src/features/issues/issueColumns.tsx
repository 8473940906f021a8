import Tooltip from '@mui/material/Tooltip';
import { displayRisk, formatDay, TOOL_ISSUE_ID_LABEL, toolIssueId } from '@verge/domain';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../components/table/DataTable';
import { PHONE_COLUMN_MIN_WIDTH } from '../../components/table/phoneColumns';
import { RiskDot } from '../../components/table/RiskDot';
import { AWAITING_SYNC, syncStatus } from '../../components/table/syncStatus';
import type { LocalIssue } from '../../core/issues';

/** The tooltip on an issue row awaiting sync. */
const NEEDS_SYNCING = 'Issue Needs Syncing';

export interface IssueColumnOptions {
  /** An Actions column (shown on small screens too) with these controls per row. */
  actions?: { width: number; render: (row: LocalIssue) => ReactNode };
}

/**
 * Columns shared by the issue tables: Risk Level, Area Name, Date Inspected, Verge Id, Issue Type, sync
 * status, and optionally the row actions. Small screens keep Risk, Area, Date and the actions.
 */
export function issueColumns(options: IssueColumnOptions = {}): DataColumn<LocalIssue>[] {
  const columns: DataColumn<LocalIssue>[] = [
    {
      field: 'risk_score',
      headerName: 'Risk Level',
      width: 80,
      mobile: true,
      // A dot: its header wraps to two lines on a phone.
      phoneWeight: PHONE_COLUMN_MIN_WIDTH,
      valueGetter: (_value, row) => displayRisk(row),
      renderCell: ({ row }) => <RiskDot risk={displayRisk(row)} interactive={row.isInteractive} />,
    },
    { field: 'area', headerName: 'Area Name', flex: 1.6, minWidth: 120, mobile: true },
    {
      field: 'inspection_date',
      headerName: 'Date Inspected',
      width: 160,
      mobile: true,
      valueFormatter: (value: string) => formatDay(value),
    },
    {
      field: 'toolIssueId',
      headerName: TOOL_ISSUE_ID_LABEL,
      width: 90,
      valueGetter: (_value, row) => (toolIssueId(row) > 0 ? toolIssueId(row) : null),
    },
    {
      field: 'issue_type',
      headerName: 'Issue Type',
      flex: 1,
      minWidth: 140,
      valueGetter: (value: string | null) => value || 'No Problem Found',
    },
    {
      field: 'synced',
      headerName: 'Sync Status',
      width: 116,
      valueGetter: (_value, row) => syncStatus(row),
      renderCell: ({ row }) => {
        const status = syncStatus(row);
        return status === AWAITING_SYNC ? (
          <Tooltip title={NEEDS_SYNCING} describeChild>
            <span>{status}</span>
          </Tooltip>
        ) : (
          status
        );
      },
    },
  ];
  if (options.actions) {
    const { width, render } = options.actions;
    columns.push({
      field: 'actions',
      headerName: 'Details',
      width,
      sortable: false,
      filterable: false,
      mobile: true,
      renderCell: ({ row }) => render(row),
    });
  }
  return columns;
}
