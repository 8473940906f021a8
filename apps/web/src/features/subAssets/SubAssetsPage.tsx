import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { formatCoordinate, matchesText, type SubAsset } from '@verge/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSelectedAssetId, useSession } from '../../base/session';
import { type DataColumn, DataTable } from '../../components/table/DataTable';
import { useAreas } from '../../core/areas';
import { useSubAssets } from '../../core/subAssets';
import { AddAreaDialog } from './AddAreaDialog';
import { canManageSubAssets } from './subAssetAccess';

const coordinateColumn = (field: 'latitude' | 'longitude', headerName: string): DataColumn<SubAsset> => ({
  field,
  headerName,
  width: 140,
  sortable: false,
  valueFormatter: (value: number) => formatCoordinate(value),
});

/** /sub-assets: the selected asset's sub-assets, searchable, with their areas, add-area and edit actions. */
export default function SubAssetsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const assetId = useSelectedAssetId();
  const subAssets = useSubAssets(assetId);
  const areas = useAreas(assetId);
  const manage = canManageSubAssets(session);
  const [adding, setAdding] = useState<SubAsset | null>(null);

  const columns: DataColumn<SubAsset>[] = [
    { field: 'sub_asset_name', headerName: 'Sub Asset Name', flex: 1, minWidth: 140, mobile: true },
    coordinateColumn('latitude', 'Latitude'),
    coordinateColumn('longitude', 'Longitude'),
    {
      field: 'actions',
      headerName: 'Actions',
      width: manage ? 150 : 80,
      sortable: false,
      mobile: true,
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Tooltip title="Show Management Areas">
            <IconButton
              component={RouterLink}
              to={`/management-areas-list/${row.id}`}
              aria-label={`Show management areas of ${row.sub_asset_name}`}
            >
              <ListIcon />
            </IconButton>
          </Tooltip>
          {manage && (
            <Tooltip title="Add Management Area">
              <IconButton
                onClick={() => setAdding(row)}
                aria-label={`Add management area to ${row.sub_asset_name}`}
              >
                <AddIcon />
              </IconButton>
            </Tooltip>
          )}
          {manage && (
            <Tooltip title="Edit Sub Asset">
              <IconButton
                component={RouterLink}
                to={`/edit-sub-asset/${row.id}`}
                aria-label={`Edit ${row.sub_asset_name}`}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <>
      <DataTable<SubAsset>
        ariaLabel="Sub assets"
        rows={subAssets ?? []}
        loading={subAssets === undefined}
        empty={{
          text: 'No sub assets yet',
          action: manage ? { label: 'Add Sub Asset', onClick: () => navigate('/add-sub-asset') } : undefined,
        }}
        height="fit"
        columns={columns}
        initialSort={{ field: 'sub_asset_name', sort: 'asc' }}
        search={{
          placeholder: 'Search sub assets',
          matches: (row, text) => matchesText(row.sub_asset_name, text),
        }}
        toolbar={
          manage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate('/add-sub-asset')}>
              Create New Sub Asset
            </Button>
          )
        }
      />
      <AddAreaDialog
        subAsset={adding}
        areas={areas ?? []}
        subAssets={subAssets ?? []}
        onClose={() => setAdding(null)}
      />
    </>
  );
}
