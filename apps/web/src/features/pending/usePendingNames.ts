import { fullName } from '@verge/domain';
import { useMemo } from 'react';
import { type AnyCommandRow, type PendingRecords, usePendingRecords } from '../../core/outbox';
import type { CommandNames } from './describeCommand';

/** The names the Pending changes screen gives records, from the stored records the commands name. */
export function usePendingNames(commands: readonly AnyCommandRow[]): CommandNames | undefined {
  const records = usePendingRecords(commands);
  return useMemo(() => records && namesOf(records, commands), [records, commands]);
}

function namesOf(
  { issues, inspections, culverts, subAssets, assets, users, providers }: PendingRecords,
  commands: readonly AnyCommandRow[],
): CommandNames {
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
}
