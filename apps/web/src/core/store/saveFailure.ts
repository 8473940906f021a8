/**
 * Why a save stored nothing on the device, in the user's words: the form's message ('Error saving data.') is
 * followed by this, so a crew knows that nothing was kept and what to do. Storage errors arrive as DOMExceptions,
 * often wrapped by Dexie (an AbortError whose `inner` is the QuotaExceededError that aborted the transaction).
 */
export const SAVE_FAILURE_REASONS = {
  storageFull:
    "Nothing was saved: this device's storage is full. Free some space (photos, videos or apps you no longer need), then save again.",
  photoUnreadable: 'Nothing was saved: a photo could not be read. Remove it, add it again, then save.',
  storageRefused:
    "Nothing was saved: this device's storage refused the change. Save again; if it fails again, close the app fully and open it again.",
  notSignedIn: 'Nothing was saved: no one is logged in on this device. Log in again, then save.',
  unknown: 'Nothing was saved on this device.',
} as const;

/** The names of an error and of the errors it wraps (Dexie's `inner`), outermost first. */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner;
  }
  return names;
}

/** Names of the local database's own failures (IndexedDB's DOMExceptions and Dexie's errors of them). */
const STORAGE_ERRORS = new Set([
  'AbortError',
  'ConstraintError',
  'DataCloneError',
  'DataError',
  'DatabaseClosedError',
  'InvalidStateError',
  'MissingAPIError',
  'NotAllowedError',
  'OpenFailedError',
  'PrematureCommitError',
  'ReadOnlyError',
  'SecurityError',
  'TimeoutError',
  'TransactionInactiveError',
  'UnknownError',
  'VersionError',
]);

export function saveFailureReason(error: unknown): string {
  const names = errorNames(error);
  if (names.includes('QuotaExceededError')) return SAVE_FAILURE_REASONS.storageFull;
  if (names.includes('NotSignedInError')) return SAVE_FAILURE_REASONS.notSignedIn;
  if (names.includes('PhotoUnreadableError')) return SAVE_FAILURE_REASONS.photoUnreadable;
  if (names.some((name) => STORAGE_ERRORS.has(name))) return SAVE_FAILURE_REASONS.storageRefused;
  return SAVE_FAILURE_REASONS.unknown;
}
