import { MAP, type ManagementArea, type Position } from '@verge/domain';
import type { MapAreaItem } from '../../../components/map/mapTypes';

/** Areas drawn for orientation only: outlines and labels, no risk colour (grey). */
export function orientationAreas(areas: readonly ManagementArea[] | undefined): MapAreaItem[] {
  return (areas ?? []).map((area) => ({ id: area.id, name: area.name, shape: area.shape, risk: null }));
}

/** Room a dialog map has at least (a phone's width, a short map), for fitting areas into view. */
const VIEW_PX = { width: 340, height: 300 } as const;
const TILE_PX = 256;

/** A view showing all the areas: the middle of their bounds at the largest zoom that fits; null without areas. */
export function viewOfAreas(areas: readonly MapAreaItem[]): { center: Position; zoom: number } | null {
  const positions = areas.flatMap((area) =>
    (area.shape.type === 'Polygon' ? area.shape.coordinates : area.shape.coordinates.flat()).flat(),
  );
  if (positions.length === 0) return null;
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  const [west, east, south, north] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const middle = (south + north) / 2;
  const fit = (pixels: number, degrees: number) =>
    degrees > 0 ? Math.log2((pixels * 360) / (TILE_PX * degrees)) : Number.POSITIVE_INFINITY;
  const zoom = Math.min(
    fit(VIEW_PX.width, east - west),
    fit(VIEW_PX.height * Math.cos((middle * Math.PI) / 180), north - south),
  );
  return {
    center: [(west + east) / 2, middle],
    zoom: Math.max(MAP.minZoom, Math.min(MAP.areaDialogZoom, Math.floor(zoom))),
  };
}
