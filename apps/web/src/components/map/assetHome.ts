import type { Asset } from '@verge/domain';
import type { MapViewProps } from './mapTypes';

/**
 * A map's home on a page of the selected asset: the asset's position (null without one), and whether the assets
 * are read yet (undefined while they are), so the map is made once its start is known.
 */
export function assetMapHome(
  assets: readonly Asset[] | undefined,
  asset: Asset | undefined,
): Pick<MapViewProps, 'home' | 'homeKnown'> {
  return {
    home: asset ? { longitude: asset.longitude, latitude: asset.latitude } : null,
    homeKnown: assets !== undefined,
  };
}
