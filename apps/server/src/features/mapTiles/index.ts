/** MAP_PMTILES's imagery, served tile by tile from its archive. */
export { registerMapTiles } from './mapTiles.routes';
