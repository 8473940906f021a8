import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { MESSAGES, type Species } from '@verge/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../app/session';
import { useNotify } from '../../app/snackbar';
import { removeAssetSpecies } from '../../commands/speciesCommands';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { DataTable, type TableSelection } from '../../components/table/DataTable';
import { useAssetSpecies } from '../../local/queries';

/**
 * The species list of the selected asset (the local store holds the selected asset's list): ticked species are
 * removed after 'Remove Species' is confirmed (queued, so offline too); the selection clears.
 */
export default function SpeciesListPage() {
  const { id } = useParams();
  const session = useSession();
  const species = useAssetSpecies();
  const issueTypes = session.settings.relations?.issueTypes ?? [];
  const notify = useNotify();
  const assetId = Number(id);
  const rows = assetId === session.settings.selectedAssetId ? (species ?? []) : [];
  const [removing, setRemoving] = useState<TableSelection<Species> | null>(null);
  const ask = (selection: TableSelection<Species>) => {
    if (selection.ids.length === 0) notify(MESSAGES.noSpeciesSelected, 'warning');
    else setRemoving(selection);
  };
  const remove = async () => {
    if (!removing) return;
    const { ids, clear } = removing;
    setRemoving(null);
    try {
      await removeAssetSpecies(assetId, ids, true);
      clear();
      notify(MESSAGES.speciesRemoved, 'success');
    } catch (error) {
      console.error('Removing species failed', error);
      notify(MESSAGES.speciesDeleteError, 'error');
    }
  };
  return (
    <>
      <Link component={RouterLink} to="/species-customization" sx={{ display: 'inline-block', mb: 2 }}>
        {'< Back to Species Customization'}
      </Link>
      <DataTable<Species>
        ariaLabel="Species"
        rows={rows}
        selectable
        loading={species === undefined}
        columns={[
          { field: 'species', headerName: 'Species Name', flex: 1, mobile: true },
          {
            field: 'vegeTypeId',
            headerName: 'Vegetation Type',
            flex: 1,
            mobile: true,
            valueGetter: (value: number) => issueTypes.find((t) => t.id === value)?.issue_type ?? '',
          },
        ]}
        initialSort={{ field: 'species', sort: 'asc' }}
        toolbar={(selection) => (
          <Button color="error" variant="outlined" onClick={() => ask(selection)}>
            Remove
          </Button>
        )}
      />
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
