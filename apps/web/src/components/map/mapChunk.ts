import { lazyPage } from '../../base/lazyPage';
import type { MapViewProps } from './mapTypes';

/**
 * maplibre-gl, terra-draw and the map worker as their own chunk, loaded only when a map is shown or about to be
 * (the routes preload it for a page that opens on its map). Its own small module, so the routes can name it
 * without taking LazyMap's fallbacks into the first chunk.
 */
export const MapViewChunk = lazyPage<MapViewProps>(() => import('./MapView'));
