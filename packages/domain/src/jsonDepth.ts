import { GEOJSON_DEPTH_MAX } from './constants';

/*
 * Imported by subpath (`@verge/domain/jsonDepth`): only the server reads imported files, so this stays out of
 * the web app's login route.
 */

/**
 * How deeply the brackets of JSON text nest, counted without parsing it (so a hostile file cannot
 * overflow the stack of a recursive walk). Brackets inside strings do not count.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}

/** JSON text (an imported GeoJSON file) that a recursive walk may read without overflowing the stack. */
export const isShallowGeoJson = (text: string): boolean => jsonNestingDepth(text) <= GEOJSON_DEPTH_MAX;
