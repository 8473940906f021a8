import { useLiveQuery } from 'dexie-react-hooks';
import type { AnyCommandRow } from '../../local/commandRow';
import { db } from '../../local/db';
import type { CommandNames } from './describeCommand';

/** The names the Pending changes screen gives records, read from the local store, live. */
export function usePendingNames(commands: readonly AnyCommandRow[]): CommandNames | undefined {
  return useLiveQuery(async () => {
    const [issues, culverts, inspections, subAssets] = await Promise.all([
      db.issues.toArray(),
      db.culverts.toArray(),
      db.inspections.toArray(),
      db.subAssets.toArray(),
    ]);
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
      photoParent: (targetType, uuid) =>
        byUuid.get(uuid) ?? (targetType === 'vegetation-issue' ? 'an issue' : 'an inspection'),
      photoNumber: (command) =>
        command.call === 'photosUpload'
          ? (photoOrder.get(command.input.parentUuid) ?? []).indexOf(command.uuid) + 1
          : 0,
    } satisfies CommandNames;
  }, [commands]);
}
