/**
 * What the sync engine says that the spec does not name: an expired login, changes the server refused, and a
 * server too busy to take them now (the spec's offline message would be wrong there: the device is online).
 */
export const SYNC_MESSAGES = {
  loginAgain:
    'Your login has expired. Log in again to send your saved changes; they are kept on this device.',
  changesRefused: (count: number) =>
    count === 1
      ? 'The server refused a saved change. See Pending changes.'
      : `The server refused ${count} saved changes. See Pending changes.`,
  /** `retryAt`: when the changes are tried again (ms since epoch), if known. */
  serverBusy: (retryAt: number | null, now = Date.now()) => {
    const seconds = retryAt === null ? null : Math.max(1, Math.ceil((retryAt - now) / 1000));
    const when =
      seconds === null ? 'shortly' : seconds < 120 ? `in ${seconds} s` : `in ${Math.round(seconds / 60)} min`;
    return `The server is busy. Your changes are saved on this device and will be sent again ${when}.`;
  },
};
