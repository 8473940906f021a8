import { type Asset, MESSAGES, sortOptions } from '@verge/domain';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { MultiSelectDialog } from '../../components/dialogs/MultiSelectDialog';
import { addAssetSpecies } from '../../core/species';
import { vegetationType } from './vegetationType';

/**
 * 'Select New Species' for one asset (spec 2 §2): the species of the reference list not yet on its list, as
 * 'species - vegetation type', Close / Submit. The add is queued (offline too); the dialog closes after it.
 */
export function AddSpeciesDialog({ asset, onClose }: { asset: Asset | null; onClose: () => void }) {
  const relations = useSession().settings.relations;
  const notify = useNotify();
  const onList = new Set(asset?.vegetationSpecies.map((s) => s.id));
  const available = (relations?.species ?? []).filter((s) => !onList.has(s.id));
  const submit = async (ids: number[]) => {
    if (!asset) return;
    try {
      await addAssetSpecies(
        asset.id,
        available.filter((s) => ids.includes(s.id)),
      );
      notify(MESSAGES.speciesAdded, 'success');
    } catch (error) {
      console.error('Adding species failed', error);
      notify(MESSAGES.saveError, 'error');
      throw error;
    }
  };
  return (
    <MultiSelectDialog
      open={asset !== null}
      title="Select New Species"
      invalidMessage={MESSAGES.noSpeciesSelected}
      field={{
        label: 'Species',
        options: sortOptions(
          available.map((s) => ({
            id: s.id,
            label: `${s.species} - ${vegetationType(s, relations?.issueTypes ?? [])}`,
          })),
          (o) => o.label,
        ),
        helperText: asset ? `To add to ${asset.asset_name}` : undefined,
        noOptionsText: "Every species is on this asset's list already",
      }}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
