import type { Asset, Species } from '@verge/domain';
import { db } from '../store/db';
import { readSetting } from '../store/settings';
import { type ApplyContext, enqueue } from './enqueue';

/** A new species list made from the old one. */
type ListChange = (list: readonly Species[]) => Species[];

const byName = (a: Species, b: Species) => a.species.localeCompare(b.species) || a.id - b.id;

/**
 * Apply a change of an asset's species list on the device: to the asset's row (every asset's list is held, for
 * the species screens) and, when it is the selected asset, to the list the issue form offers, so an issue's
 * species choices follow at once. Both writes go through the command's apply, so a discard puts them back.
 */
async function changeSpeciesList(local: ApplyContext, assetId: number, change: ListChange): Promise<void> {
  const asset = await local.get<Asset>('assets', assetId);
  if (asset) {
    await local.update<Asset>('assets', assetId, { vegetationSpecies: change(asset.vegetationSpecies) });
  }
  if ((await readSetting('selectedAssetId')) !== assetId) return;
  const held = await db.assetSpecies.toArray();
  const next = change(held);
  const kept = new Set(next.map((s) => s.id));
  for (const row of held) if (!kept.has(row.id)) await local.remove('assetSpecies', row.id);
  const heldIds = new Set(held.map((s) => s.id));
  for (const row of next) if (!heldIds.has(row.id)) await local.put<Species>('assetSpecies', row);
}

/** Add species (rows of the reference list) to an asset's list; those already on it stay as they are. */
export async function addAssetSpecies(assetId: number, species: readonly Species[]): Promise<void> {
  await enqueue(
    'speciesAdd',
    { asset_id: assetId, species_ids: species.map((s) => s.id) },
    { assetId },
    (local) =>
      changeSpeciesList(local, assetId, (list) => {
        const held = new Set(list.map((s) => s.id));
        return [...list, ...species.filter((s) => !held.has(s.id))].sort(byName);
      }),
  );
}

/** Take species off an asset's list. */
export async function removeAssetSpecies(assetId: number, speciesIds: readonly number[]): Promise<void> {
  const gone = new Set(speciesIds);
  await enqueue('speciesDelete', { asset_id: assetId, species_ids: [...speciesIds] }, { assetId }, (local) =>
    changeSpeciesList(local, assetId, (list) => list.filter((s) => !gone.has(s.id))),
  );
}
