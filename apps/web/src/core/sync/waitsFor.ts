import { temporaryReferences, warnedRecord } from '../commands/references';
import type { AnyCommandRow } from '../store/commandRow';

/**
 * What a queued change waits for before it may be sent, as the push holds it back and Pending changes names it:
 * a queued change it names in dependsOn, the queued create of a record it names by temporary id or (a photo) by
 * uuid, or the earlier create of the record its duplicate warning names while that one may still go through (not
 * refused). That last one is no dependency (discarding it takes nothing along), but after a spell offline both
 * back-offs can end in either order, and an answer sent first could not name the record by its server id. Built
 * once over the queue: the push asks it of every change at every step.
 */
export function waitsFor(
  queue: readonly AnyCommandRow[],
): (command: AnyCommandRow) => AnyCommandRow | undefined {
  const byUuid = new Map(queue.map((c) => [c.uuid, c]));
  const bySeq = new Map(queue.map((c) => [c.seq, c]));
  return (command) => {
    for (const uuid of command.dependsOn) {
      const needed = byUuid.get(uuid);
      if (needed) return needed;
    }
    for (const { id } of temporaryReferences(command)) {
      const create = bySeq.get(-id);
      if (create) return create;
    }
    if (command.call === 'photosUpload') {
      const parent = byUuid.get(command.input.parentUuid);
      if (parent) return parent;
    }
    const warned = warnedRecord(command);
    const create = warned && -warned.id < (command.seq ?? 0) ? bySeq.get(-warned.id) : undefined;
    return create && !create.parked ? create : undefined;
  };
}
