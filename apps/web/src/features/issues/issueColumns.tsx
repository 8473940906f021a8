import { DATE_DISPLAY, displayRisk, TOOL_ISSUE_ID_LABEL, toolIssueId } from '@verge/domain';
import { format } from 'date-fns';
import type { DataColumn } from '../../components/table/DataTable';
import { RiskDot } from '../../components/table/RiskDot';
import type { LocalIssue } from '../../local/db';

export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, DATE_DISPLAY);
}

/** Columns shared by the issue tables: Risk Level, Area Name, Date Inspected, Verge Id, Issue Type, sync state. */
export function issueColumns(): DataColumn<LocalIssue>[] {
  return [
    {
      field: 'risk_score',
      headerName: 'Risk Level',
      width: 110,
      mobile: true,
      valueGetter: (_value, row) => displayRisk(row),
      renderCell: ({ row }) => <RiskDot risk={displayRisk(row)} interactive={row.isInteractive} />,
    },
    { field: 'area', headerName: 'Area Name', flex: 1, minWidth: 140, mobile: true },
    {
      field: 'inspection_date',
      headerName: 'Date Inspected',
      width: 170,
      mobile: true,
      valueFormatter: (value: string) => formatDay(value),
    },
    {
      field: 'toolIssueId',
      headerName: TOOL_ISSUE_ID_LABEL,
      width: 110,
      valueGetter: (_value, row) => (row.id > 0 ? toolIssueId(row) : null),
    },
    {
      field: 'issue_type',
      headerName: 'Issue Type',
      flex: 1,
      minWidth: 160,
      valueGetter: (value: string | null) => value || 'No Problem Found',
    },
    {
      field: 'synced',
      headerName: 'Sync',
      width: 130,
      valueGetter: (_value, row) => (row.id < 0 ? 'Awaiting Sync' : 'Synced'),
    },
  ];
}
