import { useLiveQuery } from 'dexie-react-hooks';
import type { AnyCommandRow } from './commandRow';
import { db } from './db';

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
  await db.outbox.update(seq, { parked: false, nextAttemptAt: 0 });
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
