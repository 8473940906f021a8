import type { SelectedAsset } from '../../core/assets';
import type { MapViewProps } from './mapTypes';

/**
 * A map's home on a page of the selected asset: the asset's position (null without one), and whether the assets
 * are read yet, so the map is made once its start is known.
 */
export function assetMapHome({ asset, known }: SelectedAsset): Pick<MapViewProps, 'home' | 'homeKnown'> {
  return {
    home: asset ? { longitude: asset.longitude, latitude: asset.latitude } : null,
    homeKnown: known,
  };
}
