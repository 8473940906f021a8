import { fullName } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AnyCommandRow } from '../../core/outbox';
import { db } from '../../core/store/db';
import type { CommandNames } from './describeCommand';

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

const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined);

/** The names the Pending changes screen gives records, read from the local store, live. */
export function usePendingNames(commands: readonly AnyCommandRow[]): CommandNames | undefined {
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
    const culvertName = new Map(culverts.map((c) => [c.id, c.site_culvert_id]));
    const inspectionById = new Map(inspections.map((i) => [i.id, i]));
    const issueId = (id: number) => (id > 0 ? `issue ${id}` : 'a new issue');
    const inspection = (id: number) => {
      const row = inspectionById.get(id);
      const culvert = row ? (culvertName.get(row.culvertId) ?? row.culvert) : undefined;
      return culvert ? `inspection at ${culvert}` : id > 0 ? `inspection ${id}` : 'a new inspection';
    };
    const byUuid = new Map<string, string>([
      ...issues.map((i) => [i.uuid, issueId(i.id)] as const),
      ...inspections.map((i) => [i.uuid, inspection(i.id)] as const),
    ]);
    const photoOrder = new Map<string, string[]>();
    for (const command of commands) {
      if (command.call !== 'photosUpload') continue;
      const list = photoOrder.get(command.input.parentUuid) ?? [];
      list.push(command.uuid);
      photoOrder.set(command.input.parentUuid, list);
    }
    return {
      issue: issueId,
      culvert: (id) => (culvertName.has(id) ? `culvert ${culvertName.get(id)}` : 'a new culvert'),
      inspection,
      subAsset: (id) => subAssets.find((s) => s.id === id)?.sub_asset_name ?? 'a new sub asset',
      asset: (id) => {
        const asset = assets.find((a) => a.id === id);
        return asset ? `asset ${asset.asset_name}` : 'an asset';
      },
      user: (id) => {
        const user = users.find((u) => u.id === id);
        return user ? fullName(user) : 'a field user';
      },
      provider: (id) => providers.find((c) => c.id === id)?.company_name ?? 'a service provider',
      photoParent: (targetType, uuid) =>
        byUuid.get(uuid) ?? (targetType === 'vegetation-issue' ? 'an issue' : 'an inspection'),
      photoNumber: (command) =>
        command.call === 'photosUpload'
          ? (photoOrder.get(command.input.parentUuid) ?? []).indexOf(command.uuid) + 1
          : 0,
    } satisfies CommandNames;
  }, [commands]);
}
