import { MAP, type ManagementArea } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import { orientationAreas, viewOfAreas } from './areaItems';

/** A rectangular area west-south corner at [lng, lat], the given degrees wide and high. */
function area(id: number, [lng, lat]: [number, number], width: number, height: number): ManagementArea {
  return {
    id,
    assetId: 1,
    subAssetId: null,
    name: `Area ${id}`,
    image_label: '',
    shape: {
      type: 'Polygon',
      coordinates: [
        [
          [lng, lat],
          [lng + width, lat],
          [lng + width, lat + height],
          [lng, lat + height],
          [lng, lat],
        ],
      ],
    },
  } as ManagementArea;
}

/** Pixels a span of longitude takes at a zoom (256 px tiles). */
const pixels = (degrees: number, zoom: number) => (degrees * 256 * 2 ** zoom) / 360;

describe('orientationAreas', () => {
  it('keeps id, name and shape and drops the risk colour', () => {
    const [item] = orientationAreas([area(4, [-116.6, 53.9], 0.01, 0.01)]);
    expect(item).toMatchObject({ id: 4, name: 'Area 4', risk: null });
    expect(item.shape.type).toBe('Polygon');
    expect(orientationAreas(undefined)).toEqual([]);
  });
});

describe('viewOfAreas', () => {
  it('is null without areas', () => {
    expect(viewOfAreas([])).toBeNull();
  });

  it('centres on the bounds of all areas and zooms as far as they fit', () => {
    const view = viewOfAreas(
      orientationAreas([area(1, [-116.6, 53.9], 0.05, 0.01), area(2, [-116.5, 53.95], 0.05, 0.01)]),
    );
    expect(view?.center[0]).toBeCloseTo(-116.525, 6);
    expect(view?.center[1]).toBeCloseTo(53.93, 6);
    const zoom = view?.zoom ?? 0;
    // 0.15° of longitude fits 340 px at this zoom, not at the next.
    expect(pixels(0.15, zoom)).toBeLessThanOrEqual(340);
    expect(pixels(0.15, zoom + 1)).toBeGreaterThan(340);
  });

  it('stays within the map zoom limits for very small and very large extents', () => {
    expect(viewOfAreas(orientationAreas([area(1, [-116.6, 53.9], 0.0001, 0.0001)]))?.zoom).toBe(
      MAP.areaDialogZoom,
    );
    expect(viewOfAreas(orientationAreas([area(1, [-118, 53], 3, 2)]))?.zoom).toBe(MAP.minZoom);
  });
});
