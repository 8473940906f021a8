/** The pulls: the app, an asset page by page, the reference lists. */
export { pruneSyncRemovals } from './removals.queries';
export { syncHandlers } from './sync.routes';
