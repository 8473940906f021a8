/** What the sync engine says that the spec does not name: an expired login, and changes the server refused. */
export const SYNC_MESSAGES = {
  loginAgain:
    'Your login has expired. Log in again to send your saved changes; they are kept on this device.',
  changesRefused: (count: number) =>
    count === 1
      ? 'The server refused a saved change. See Pending changes.'
      : `The server refused ${count} saved changes. See Pending changes.`,
};
