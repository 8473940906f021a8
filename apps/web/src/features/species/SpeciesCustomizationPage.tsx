import AddIcon from '@mui/icons-material/AddCircleOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type Asset, matchesText } from '@verge/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/table/DataTable';
import { TwoLineCell } from '../../components/table/TwoLineCell';
import { useAssets } from '../../core/assets';
import { AddSpeciesDialog } from './AddSpeciesDialog';

/** /species-customization: the company's assets, each with its species list and a dialog to add species. */
export default function SpeciesCustomizationPage() {
  const assets = useAssets();
  // The asset's live row, so the dialog offers what is not on its list now.
  const [adding, setAdding] = useState<number | null>(null);
  return (
    <>
      <DataTable<Asset>
        ariaLabel="Assets"
        rows={assets ?? []}
        loading={assets === undefined}
        empty={{ text: 'No assets yet' }}
        columns={[
          {
            field: 'asset_name',
            headerName: 'Asset Name',
            flex: 1,
            minWidth: 140,
            mobile: true,
            renderCell: ({ value }) => <TwoLineCell>{value}</TwoLineCell>,
          },
          {
            field: 'actions',
            headerName: 'Actions',
            width: 200,
            sortable: false,
            mobile: true,
            renderCell: ({ row }) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
                <Link
                  component={RouterLink}
                  to={`/species-list/${row.id}`}
                  aria-label={`Show species list of ${row.asset_name}`}
                >
                  Show species list
                </Link>
                <Tooltip title="Add new species">
                  <IconButton
                    color="primary"
                    onClick={() => setAdding(row.id)}
                    aria-label={`Add new species to ${row.asset_name}`}
                  >
                    <AddIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            ),
          },
        ]}
        initialSort={{ field: 'asset_name', sort: 'asc' }}
        search={{ placeholder: 'Search assets', matches: (row, text) => matchesText(row.asset_name, text) }}
      />
      <AddSpeciesDialog
        asset={assets?.find((a) => a.id === adding) ?? null}
        onClose={() => setAdding(null)}
      />
    </>
  );
}
