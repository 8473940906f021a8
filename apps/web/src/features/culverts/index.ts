export { CulvertCard, enterDataPath } from './card/CulvertCard';
export { culvertMarkers, culvertRows } from './list/culvertRows';
