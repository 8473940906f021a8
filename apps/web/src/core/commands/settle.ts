import type { CallOutput, Culvert, CulvertInspection, VegetationIssue } from '@verge/domain';
import type { AnyCommandRow, CommandCall, CommandRow } from '../store/commandRow';
import { db, type TempIdKind } from '../store/db';
import { removeCommand } from '../store/outbox';
import { mergeFollowUps } from '../store/pullWriter';

async function recordMapping(
  kind: TempIdKind,
  localId: number,
  serverId: number,
  uuid: string,
): Promise<void> {
  await db.idMap.put({ kind, localId, serverId, uuid });
}

async function settleCulvert(tempId: number, culvert: Culvert): Promise<void> {
  await db.culverts.delete(tempId);
  await db.culverts.put(culvert);
  await recordMapping('culvert', tempId, culvert.id, culvert.uuid);
  // Inspections of this culvert now point at the server id.
  await db.inspections
    .where('culvertId')
    .equals(tempId)
    .modify((row) => {
      row.culvertId = culvert.id;
      delete row.culvertUuid;
    });
}

async function settleIssue(tempId: number, issue: VegetationIssue): Promise<void> {
  const local = await db.issues.get(tempId);
  await db.issues.delete(tempId);
  await db.issues.put({
    ...issue,
    subsequentIssueIds: mergeFollowUps(issue.subsequentIssueIds, local?.subsequentIssueIds),
  });
  await recordMapping('issue', tempId, issue.id, issue.uuid);
  // The original's temporary follow-up marker becomes the real id.
  if (issue.original_issue_id !== null) {
    const original = await db.issues.get(issue.original_issue_id);
    if (original) {
      const ids = original.subsequentIssueIds.filter((id) => id !== tempId);
      if (!ids.includes(issue.id)) ids.push(issue.id);
      await db.issues.put({ ...original, subsequentIssueIds: ids });
    }
  }
  await db.issues
    .where('original_issue_id')
    .equals(tempId)
    .modify((row) => {
      row.original_issue_id = issue.id;
    });
}

async function settleInspection(tempId: number, inspection: CulvertInspection): Promise<void> {
  await db.inspections.delete(tempId);
  await db.inspections.put(inspection);
  await recordMapping('inspection', tempId, inspection.id, inspection.uuid);
}

async function settlePhoto(command: CommandRow<'photosUpload'>, key: string): Promise<void> {
  const table = command.input.targetType === 'vegetation-issue' ? db.issues : db.inspections;
  const parent = await table.where('uuid').equals(command.input.parentUuid).first();
  if (parent && !parent.photos.includes(key))
    await table.update(parent.id, { photos: [...parent.photos, key] });
}

async function settleSubAsset(tempId: number, serverId: number, uuid: string): Promise<void> {
  const local = await db.subAssets.get(tempId);
  await db.subAssets.delete(tempId);
  if (local) await db.subAssets.put({ ...local, id: serverId });
  await db.areas
    .where('id')
    .above(0)
    .filter((area) => area.subAssetId === tempId)
    .modify({ subAssetId: serverId });
  await recordMapping('subAsset', tempId, serverId, uuid);
}

/**
 * The server accepted a command: the local store takes the server's version of what it created (temporary
 * ids become server ids), and the command leaves the queue. Edits and deletes were applied locally when
 * queued; the pull after the run brings anything else the server changed. An answer whose command left the
 * queue meanwhile (a logout wiped it, or it was discarded) is dropped: writing it would bring back rows the
 * device no longer holds.
 */
export async function settle<C extends CommandCall>(
  command: CommandRow<C>,
  output: CallOutput<C>,
): Promise<void> {
  const tempId = -command.seq!;
  const row = command as AnyCommandRow;
  await db.transaction(
    'rw',
    [db.outbox, db.idMap, db.issues, db.culverts, db.inspections, db.subAssets, db.areas],
    async () => {
      if (!(await db.outbox.get(command.seq!))) return;
      switch (row.call) {
        case 'culvertsCreate':
          await settleCulvert(tempId, output as Culvert);
          break;
        case 'issuesCreate':
          await settleIssue(tempId, output as VegetationIssue);
          break;
        case 'inspectionsCreate':
          await settleInspection(tempId, output as CulvertInspection);
          break;
        case 'photosUpload':
          await settlePhoto(row, (output as CallOutput<'photosUpload'>).key);
          break;
        case 'subAssetsCreate':
          await settleSubAsset(tempId, (output as CallOutput<'subAssetsCreate'>).id, row.uuid);
          break;
        default:
          break;
      }
      await removeCommand(command.seq!);
    },
  );
}
