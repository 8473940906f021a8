import type { Table } from 'dexie';
import { db, type SessionOwner } from './db';
import { readSetting } from './settings';

/** The session of `userId` when the store holds it; null when logged out or holding another user's data. */
export async function sessionOf(userId: number): Promise<SessionOwner | null> {
  const held = await readSetting('session');
  return held?.userId === userId ? held : null;
}

/** Whether the store still belongs to `owner`: false once a logout or another login has come between. */
export async function stillHeldBy(owner: SessionOwner): Promise<boolean> {
  return (await readSetting('session'))?.epoch === owner.epoch;
}

/**
 * Run `write` in one read-write transaction over `tables` and the settings, only while the store still belongs to
 * `owner`; otherwise drop it (undefined). The check and the write commit together, so a write that began before a
 * logout can never land after its wipe.
 */
export function writeAs<T>(
  owner: SessionOwner,
  tables: Table[],
  write: () => Promise<T>,
): Promise<T | undefined> {
  return db.transaction('rw', [db.settings, ...tables], async () =>
    (await stillHeldBy(owner)) ? write() : undefined,
  );
}
