import Link from '@mui/material/Link';
import { type Asset, matchesText } from '@verge/domain';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/table/DataTable';
import { useAssets } from '../../local/queries';

/** Assets with a link to each asset's species list. */
export default function SpeciesCustomizationPage() {
  const assets = useAssets();
  return (
    <DataTable<Asset>
      ariaLabel="Assets"
      rows={assets ?? []}
      loading={assets === undefined}
      columns={[
        { field: 'asset_name', headerName: 'Asset Name', flex: 1, mobile: true },
        {
          field: 'actions',
          headerName: 'Actions',
          width: 200,
          sortable: false,
          mobile: true,
          renderCell: ({ row }) => (
            <Link component={RouterLink} to={`/species-list/${row.id}`}>
              Show species list
            </Link>
          ),
        },
      ]}
      initialSort={{ field: 'asset_name', sort: 'asc' }}
      search={{ placeholder: 'Search assets', matches: (row, text) => matchesText(row.asset_name, text) }}
    />
  );
}
