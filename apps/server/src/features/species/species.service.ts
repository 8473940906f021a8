import type { AssetSpeciesList, CallParsedInput, FieldIssue, Species } from '@verge/domain';
import { requireClient, requireClientAdmin } from '../../access/roles';
import { ownedAsset } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import {
  addAssetSpecies,
  knownSpeciesIds,
  readAssetSpecies,
  readAssetSpeciesLists,
  removeAssetSpecies,
} from './species.queries';

/** The request of both add and delete. */
type SpeciesChange = CallParsedInput<'speciesAdd'>;

/** Species lists are customised by the asset owner; providers have none to show. */
export async function listAssetSpecies(app: AppContext, viewer: Viewer): Promise<AssetSpeciesList[]> {
  requireClient(viewer);
  return readAssetSpeciesLists(app.db, viewer);
}

/** Client admin on an owned asset, naming species of the reference list only. */
async function checkChange(app: AppContext, viewer: Viewer, change: SpeciesChange): Promise<void> {
  requireClientAdmin(viewer);
  await ownedAsset(app.db, viewer, change.asset_id);
  const known = new Set(await knownSpeciesIds(app.db, change.species_ids));
  const details: FieldIssue[] = change.species_ids.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `species_ids.${index}`, message: `${id} is not a known species` }],
  );
  if (details.length > 0) throw badRequest('Unknown species', details);
}

/** Adding a species already on the list is harmless. Answers the asset's new list. */
export async function addSpecies(app: AppContext, viewer: Viewer, change: SpeciesChange): Promise<Species[]> {
  await checkChange(app, viewer, change);
  await addAssetSpecies(app.db, change.asset_id, change.species_ids);
  return readAssetSpecies(app.db, change.asset_id);
}

export async function removeSpecies(app: AppContext, viewer: Viewer, change: SpeciesChange): Promise<void> {
  await checkChange(app, viewer, change);
  await removeAssetSpecies(app.db, change.asset_id, change.species_ids);
}
