/** Culvert inspections: their calls and their read shape. */
export { inspectionsJsonArray } from './inspections.read';
export { inspectionsHandlers } from './inspections.routes';
