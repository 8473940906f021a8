/** An asset's management areas: the admin's area calls and the area read shape. */
export { areasJsonArray } from './areas.read';
export { areasHandlers } from './areas.routes';
