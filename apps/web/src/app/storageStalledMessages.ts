/** How long the boot waits for the local database before it says so (a healthy one answers in well under a second). */
export const STORAGE_ANSWER_MS = 10_000;

export const STORAGE_STALLED = {
  title: "This device's storage is not answering",
  body: 'Verge keeps your work in the browser’s storage on this device, and it has not answered. This can happen after the app was closed in the middle of a sync.',
  nextStep:
    'Close the app fully and open it again: close every Verge tab, or on a phone swipe the app away from the app switcher (if it still does not start, restart the browser or the phone).',
  unsynced: (count: number | null): string =>
    count === null
      ? 'Changes not yet sent to the server may be on this device. Do not clear the browser’s data or remove the app: they are sent once it starts.'
      : count === 0
        ? 'Everything recorded on this device had been sent to the server when it was last used.'
        : `${count} change${count === 1 ? ' was' : 's were'} not yet sent to the server when this device was last used. They are kept: do not clear the browser’s data or remove the app; they are sent once it starts.`,
  tryAgain: 'Try again',
} as const;
