/** Culverts: their calls, their read shape, and the check that a culvert is the viewer's company's. */
export type { CulvertRef } from './culverts.queries';
export { culvertsJsonArray } from './culverts.read';
export { culvertsHandlers } from './culverts.routes';
export { ownedCulvert } from './culverts.service';
