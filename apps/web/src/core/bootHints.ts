export { noteSignedIn, SIGNED_IN_HINT, unsyncedHint } from './store/bootHints';
