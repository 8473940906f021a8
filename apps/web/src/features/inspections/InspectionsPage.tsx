import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/table/DataTable';
import type { LocalInspection } from '../../local/db';
import { useInspections } from '../../local/queries';
import { formatDay } from '../issues/issueColumns';

/** Culvert inspections of the selected asset. */
export default function InspectionsPage() {
  const navigate = useNavigate();
  const inspections = useInspections();
  return (
    <DataTable<LocalInspection>
      ariaLabel="Culvert inspections"
      rows={inspections ?? []}
      loading={inspections === undefined}
      selectable
      collapsible={{ show: 'Show Inspections', hide: 'Hide Inspections' }}
      columns={[
        { field: 'culvert', headerName: 'Culvert ID', flex: 1, mobile: true },
        { field: 'culvertStatus', headerName: 'Culvert Status', flex: 1 },
        {
          field: 'inspection_date',
          headerName: 'Date of Inspection',
          width: 170,
          mobile: true,
          valueFormatter: (v: string) => formatDay(v),
        },
        {
          field: 'next_inspection_date',
          headerName: 'Next Date of Inspection',
          width: 190,
          valueFormatter: (v: string) => formatDay(v),
        },
        {
          field: 'synced',
          headerName: 'Synced',
          width: 130,
          mobile: true,
          valueGetter: (_v, row) => (row.id < 0 ? 'Awaiting Sync' : 'Synced'),
        },
      ]}
      initialSort={{ field: 'inspection_date', sort: 'desc' }}
      toolbar={
        <Button variant="contained" onClick={() => navigate('/culvert-inspections/add')}>
          Enter Data
        </Button>
      }
    />
  );
}
