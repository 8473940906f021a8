/** Sync status of a row (spec 1 §4): a negative id is a record still awaiting sync. */
export const AWAITING_SYNC = 'Awaiting Sync';
export const SYNCED = 'Synced';

/** The Sync Status (or Synced) column's text for a row. */
export function syncStatus(row: { id: number }): typeof AWAITING_SYNC | typeof SYNCED {
  return row.id < 0 ? AWAITING_SYNC : SYNCED;
}
