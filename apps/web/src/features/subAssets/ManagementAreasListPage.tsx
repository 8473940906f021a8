import Link from '@mui/material/Link';
import type { ManagementArea } from '@verge/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { DataTable } from '../../components/table/DataTable';
import { useAreas } from '../../local/queries';

/** The management areas of one sub-asset, with a link back to /sub-assets. */
export default function ManagementAreasListPage() {
  const { id } = useParams();
  const areas = useAreas();
  const rows = (areas ?? []).filter((a) => a.subAssetId === Number(id));
  return (
    <>
      <Link component={RouterLink} to="/sub-assets" sx={{ display: 'inline-block', mb: 2 }}>
        {'< Back to Sub Assets'}
      </Link>
      <DataTable<ManagementArea>
        ariaLabel="Management areas"
        rows={rows}
        loading={areas === undefined}
        selectable
        columns={[{ field: 'name', headerName: 'Management Areas', flex: 1, mobile: true }]}
        initialSort={[{ field: 'name', sort: 'asc' }]}
      />
    </>
  );
}
