import type { Asset, SubAsset, ThirdPartyCompany, User } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AnyCommandRow } from './commandRow';
import { db, type LocalCulvert, type LocalInspection, type LocalIssue } from './db';

/** The records the commands name (by id, or by uuid for photos' parents), so only those are read. */
function referenced(commands: readonly AnyCommandRow[]) {
  const culverts = new Set<number>();
  const inspections = new Set<number>();
  const subAssets = new Set<number>();
  const assets = new Set<number>();
  const users = new Set<number>();
  const providers = new Set<number>();
  const parents = new Set<string>();
  for (const command of commands) {
    if (command.call === 'inspectionsCreate') culverts.add(command.input.culvertId);
    if (command.call === 'inspectionsUpdate' || command.call === 'inspectionsDelete')
      inspections.add(command.input.id);
    if (command.call === 'photosRemove' && command.input.targetType !== 'vegetation-issue')
      inspections.add(command.input.parentId);
    if (command.call === 'subAssetsAssignArea') subAssets.add(command.input.selectedSubAssetId);
    if (command.call === 'photosUpload') parents.add(command.input.parentUuid);
    if (command.call === 'speciesAdd' || command.call === 'speciesDelete') assets.add(command.input.asset_id);
    if (command.call === 'usersAssignIssues') users.add(command.input.userId);
    if (command.call === 'providersSaveAssigned') providers.add(command.input.company_id);
  }
  return {
    culverts: [...culverts],
    inspections: [...inspections],
    subAssets: [...subAssets],
    assets: [...assets],
    users: [...users],
    providers: [...providers],
    parents: [...parents],
  };
}

/** The rows a bulk read found (it answers undefined for a key it does not hold). */
export const present = <T>(rows: readonly (T | undefined)[]): T[] =>
  rows.filter((r): r is T => r !== undefined);

/** The stored records queued commands name: what the Pending changes screen names them by. */
export interface PendingRecords {
  issues: LocalIssue[];
  inspections: LocalInspection[];
  culverts: LocalCulvert[];
  subAssets: SubAsset[];
  assets: Asset[];
  users: User[];
  providers: ThirdPartyCompany[];
}

/** The records the commands name, read from the local store, live; undefined until read. */
export function usePendingRecords(commands: readonly AnyCommandRow[]): PendingRecords | undefined {
  return useLiveQuery(async () => {
    const ids = referenced(commands);
    const [issues, parentInspections, namedInspections, subAssets, assets, users, providers] =
      await Promise.all([
        db.issues.where('uuid').anyOf(ids.parents).toArray(),
        db.inspections.where('uuid').anyOf(ids.parents).toArray(),
        db.inspections.bulkGet(ids.inspections).then(present),
        db.subAssets.bulkGet(ids.subAssets).then(present),
        db.assets.bulkGet(ids.assets).then(present),
        db.users.bulkGet(ids.users).then(present),
        db.thirdPartyCompanies.bulkGet(ids.providers).then(present),
      ]);
    const inspections = [...parentInspections, ...namedInspections];
    const culverts = present(
      await db.culverts.bulkGet([...new Set([...ids.culverts, ...inspections.map((i) => i.culvertId)])]),
    );
    return { issues, inspections, culverts, subAssets, assets, users, providers };
  }, [commands]);
}
