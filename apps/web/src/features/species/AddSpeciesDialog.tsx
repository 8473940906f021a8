import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type Asset, FIELD_MESSAGES, MESSAGES, sortOptions } from '@verge/domain';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { useNotify } from '../../app/snackbar';
import { addAssetSpecies } from '../../commands/speciesCommands';
import { dialogPaperSx } from '../../components/dialogs/dialogPaper';
import { MultiSelectField } from '../../components/form/MultiSelectField';
import { useFormErrors } from '../../components/form/useFormErrors';
import { vegetationType } from './vegetationType';

/**
 * 'Select New Species' for one asset (spec 2 §2): the species of the reference list not yet on its list, as
 * 'species - vegetation type', Close / Submit. The add is queued (offline too); the dialog closes after it.
 */
export function AddSpeciesDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const relations = useSession().settings.relations;
  const notify = useNotify();
  const [chosen, setChosen] = useState<number[]>([]);
  const form = useFormErrors({
    labels: { species: 'Species' },
    values: chosen,
    validate: (ids) => ({ species: ids.length === 0 ? FIELD_MESSAGES.required() : undefined }),
  });
  const onList = new Set(asset?.vegetationSpecies.map((s) => s.id));
  const available = (relations?.species ?? []).filter((s) => !onList.has(s.id));
  const label = (id: number) => {
    const species = available.find((s) => s.id === id);
    return species ? `${species.species} - ${vegetationType(species, relations?.issueTypes ?? [])}` : '';
  };

  const close = () => {
    setChosen([]);
    form.reset();
    onClose();
  };
  const submit = async () => {
    if (!asset || !form.check(MESSAGES.noSpeciesSelected)) return;
    try {
      await addAssetSpecies(
        asset.id,
        available.filter((s) => chosen.includes(s.id)),
      );
      notify(MESSAGES.speciesAdded, 'success');
      close();
    } catch (error) {
      console.error('Adding species failed', error);
      notify(MESSAGES.saveError, 'error');
    }
  };
  return (
    <Dialog open={asset !== null} onClose={close} fullWidth slotProps={{ paper: { sx: dialogPaperSx() } }}>
      <DialogTitle>Select New Species</DialogTitle>
      <DialogContent>
        <MultiSelectField
          label="Species"
          options={sortOptions(
            available.map((s) => ({ id: s.id, label: label(s.id) })),
            (o) => o.label,
          )}
          value={chosen}
          onChange={setChosen}
          error={form.errors.species}
          helperText={asset ? `To add to ${asset.asset_name}` : undefined}
          noOptionsText="Every species is on this asset's list already"
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void submit()}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
