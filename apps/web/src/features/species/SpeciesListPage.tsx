import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES, type Species } from '@verge/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../base/pageTitle';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { DataTable, type TableSelection } from '../../components/table/DataTable';
import { TwoLineCell } from '../../components/table/TwoLineCell';
import { useAsset } from '../../core/assets';
import { removeAssetSpecies } from '../../core/species';
import { AddSpeciesDialog } from './AddSpeciesDialog';
import { vegetationType } from './vegetationType';

/** The asset of the route's id: undefined while reading, null when the device holds no such asset. */
function useRouteAsset() {
  const assetId = Number(useParams().id);
  return useAsset(Number.isInteger(assetId) && assetId > 0 ? assetId : null);
}

/**
 * /species-list/{id}: the species list of any asset of the company (every asset's list is held on the device).
 * Ticked species are removed after 'Remove Species' is confirmed (queued, so offline too); the selection clears.
 */
export default function SpeciesListPage() {
  const asset = useRouteAsset();
  const issueTypes = useSession().settings.relations?.issueTypes ?? [];
  const notify = useNotify();
  const [removing, setRemoving] = useState<TableSelection<Species> | null>(null);
  const [adding, setAdding] = useState(false);

  const ask = (selection: TableSelection<Species>) => {
    if (selection.ids.length === 0) notify(MESSAGES.noSpeciesSelected, 'warning');
    else setRemoving(selection);
  };
  const remove = async () => {
    if (!removing || !asset) return;
    const { ids, clear } = removing;
    setRemoving(null);
    try {
      await removeAssetSpecies(asset.id, ids);
      clear();
      notify(MESSAGES.speciesRemoved, 'success');
    } catch (error) {
      console.error('Removing species failed', error);
      notify(MESSAGES.speciesDeleteError, 'error');
    }
  };

  usePageTitle(asset ? `${asset.asset_name} Species List` : null);
  const back = (
    <Link component={RouterLink} to="/species-customization" sx={{ display: 'inline-block', mb: 1 }}>
      {'< Back to Species Customization'}
    </Link>
  );
  if (asset === null) {
    return (
      <>
        {back}
        <Typography role="alert" sx={{ mt: 2 }}>
          This asset is not one of your company's assets on this device. Choose an asset from Species
          Customization.
        </Typography>
      </>
    );
  }
  const species = asset?.vegetationSpecies ?? [];
  return (
    <>
      {back}
      {asset && species.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ mb: 2 }}>
            {asset.asset_name} has no species on its list yet, so issues on it offer every species.
          </Typography>
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add Species
          </Button>
        </Paper>
      ) : (
        <DataTable<Species>
          ariaLabel="Species"
          rows={species}
          selectable
          loading={asset === undefined}
          empty={{ text: 'No species on this list yet' }}
          height="fit"
          columns={[
            {
              field: 'species',
              headerName: 'Species Name',
              flex: 1,
              minWidth: 130,
              mobile: true,
              renderCell: ({ value }) => <TwoLineCell>{value}</TwoLineCell>,
            },
            {
              field: 'vegeTypeId',
              headerName: 'Vegetation Type',
              flex: 1,
              minWidth: 130,
              mobile: true,
              valueGetter: (_value, row) => vegetationType(row, issueTypes),
              renderCell: ({ value }) => <TwoLineCell>{value}</TwoLineCell>,
            },
          ]}
          initialSort={{ field: 'species', sort: 'asc' }}
          toolbar={(selection) => (
            <Button color="error" variant="outlined" onClick={() => ask(selection)}>
              Remove Species
            </Button>
          )}
        />
      )}
      <AddSpeciesDialog asset={adding ? (asset ?? null) : null} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Species"
        message="Are you sure you want to remove selected species?"
        cancelLabel="Close"
        confirmLabel="Remove"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
