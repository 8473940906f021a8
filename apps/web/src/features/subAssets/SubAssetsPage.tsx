import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { SubAsset } from '@verge/domain';
import { formatCoordinate, matchesText } from '@verge/domain';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { DataTable } from '../../components/table/DataTable';
import { useSubAssets } from '../../local/queries';

/** Sub-assets of the selected asset. */
export default function SubAssetsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const subAssets = useSubAssets();
  return (
    <DataTable<SubAsset>
      ariaLabel="Sub assets"
      rows={subAssets ?? []}
      loading={subAssets === undefined}
      columns={[
        { field: 'sub_asset_name', headerName: 'Sub Asset Name', flex: 1, mobile: true },
        {
          field: 'latitude',
          headerName: 'Latitude',
          width: 140,
          sortable: false,
          valueFormatter: (v: number) => formatCoordinate(v),
        },
        {
          field: 'longitude',
          headerName: 'Longitude',
          width: 140,
          sortable: false,
          valueFormatter: (v: number) => formatCoordinate(v),
        },
        {
          field: 'actions',
          headerName: 'Actions',
          width: 220,
          sortable: false,
          mobile: true,
          renderCell: ({ row }) => (
            <>
              <Link component={RouterLink} to={`/management-areas-list/${row.id}`} sx={{ mr: 2 }}>
                Areas
              </Link>
              <Link component={RouterLink} to={`/edit-sub-asset/${row.id}`}>
                Edit
              </Link>
            </>
          ),
        },
      ]}
      initialSort={[{ field: 'sub_asset_name', sort: 'asc' }]}
      search={{
        placeholder: 'Search sub assets',
        matches: (row, text) => matchesText(row.sub_asset_name, text),
      }}
      toolbar={
        session.isClient && (
          <Button variant="contained" onClick={() => navigate('/add-sub-asset')}>
            Create New Sub Asset
          </Button>
        )
      }
    />
  );
}
