import type { Species } from '@verge/domain';
import { enqueue } from './enqueue';

/**
 * Add species to an asset's list. The device holds the selected asset's list: it shows the added species
 * at once when that asset is the one on the device.
 */
export async function addAssetSpecies(
  assetId: number,
  species: readonly Species[],
  onDevice: boolean,
): Promise<void> {
  await enqueue(
    'speciesAdd',
    { asset_id: assetId, species_ids: species.map((s) => s.id) },
    { assetId },
    async (local) => {
      if (!onDevice) return;
      for (const row of species) await local.put<Species>('assetSpecies', row);
    },
  );
}

/** Take species off an asset's list. */
export async function removeAssetSpecies(
  assetId: number,
  speciesIds: number[],
  onDevice: boolean,
): Promise<void> {
  await enqueue(
    'speciesDelete',
    { asset_id: assetId, species_ids: speciesIds },
    { assetId },
    async (local) => {
      if (!onDevice) return;
      for (const id of speciesIds) await local.remove('assetSpecies', id);
    },
  );
}
