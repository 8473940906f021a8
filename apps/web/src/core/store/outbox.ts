import { useLiveQuery } from 'dexie-react-hooks';
import type { AnyCommandRow } from './commandRow';
import { db } from './db';

/*
 * The outbox's one writer: every change to the queue of commands (queueing, recording an attempt, releasing,
 * replacing, removing once settled or discarded) goes through the functions here, inside the caller's
 * transaction when it has one. outboxOwner.test.ts keeps it so.
 */

/** Queue a command; answers its sequence number (its place in the queue, and minus its temporary id). */
export async function addCommand(command: AnyCommandRow): Promise<number> {
  return Number(await db.outbox.add(command));
}

/** Change a queued command's bookkeeping (its undo, attempts, back-off, parking). */
export async function updateCommand(seq: number, changes: Partial<AnyCommandRow>): Promise<void> {
  await db.outbox.update(seq, changes);
}

/** Take a command off the queue: settled by the server, or discarded by the user. */
export async function removeCommand(seq: number): Promise<void> {
  await db.outbox.delete(seq);
}

/** Every queued command, oldest first, live; undefined while loading. */
export function usePendingCommands(): AnyCommandRow[] | undefined {
  return useLiveQuery(() => db.outbox.toArray(), []);
}

/** The queued commands that wait on this one, directly or through others, oldest first. */
export function dependentsOf(uuid: string, commands: readonly AnyCommandRow[]): AnyCommandRow[] {
  const found = new Set<string>([uuid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const command of commands) {
      if (found.has(command.uuid)) continue;
      if (command.dependsOn.some((d) => found.has(d))) {
        found.add(command.uuid);
        grew = true;
      }
    }
  }
  found.delete(uuid);
  return commands.filter((c) => found.has(c.uuid));
}

/** Send a parked or backed-off command again at the next run. */
export async function releaseCommand(seq: number): Promise<void> {
  await updateCommand(seq, { parked: false, nextAttemptAt: 0 });
}

/** Try every backed-off command at the next run: the connection came back, or the user asked to sync. */
export async function releaseBackoffs(): Promise<void> {
  await db.outbox.filter((c) => !c.parked && c.nextAttemptAt > 0).modify({ nextAttemptAt: 0 });
}

/** Photo uploads queued for a record (by its uuid), live. */
export function useQueuedPhotoCommands(parentUuid: string) {
  return useLiveQuery(
    () =>
      db.outbox
        .where('call')
        .equals('photosUpload')
        .filter((c) => c.call === 'photosUpload' && c.input.parentUuid === parentUuid)
        .toArray(),
    [parentUuid],
  );
}

/** Drop replaced commands, pointing whatever waited on them at their replacement. */
export async function replaceCommands(old: AnyCommandRow[], replacement: string): Promise<void> {
  if (old.length === 0) return;
  const gone = new Set(old.map((c) => c.uuid));
  await db.outbox.bulkDelete(old.map((c) => c.seq!));
  await db.outbox
    .filter((c) => c.dependsOn.some((uuid) => gone.has(uuid)))
    .modify((c) => {
      c.dependsOn = [...new Set(c.dependsOn.map((uuid) => (gone.has(uuid) ? replacement : uuid)))];
    });
}
