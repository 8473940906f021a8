import { type TileId, tileLngLatBounds } from '@verge/domain';

/** A map view: its zoom and its extent in degrees (west, south, east, north). */
export interface TileView {
  zoom: number;
  bounds: [number, number, number, number];
}

const key = ({ z, x, y }: TileId) => `${z}/${x}/${y}`;

/**
 * The raster tiles of each source that failed to load, so that the connectivity notice shows only while the view
 * needs one of them: a tile of the zoom the map draws at (a 256 px raster tile is drawn one zoom deeper than the
 * map's, rounded) that lies in view. A tile that loads later leaves the list.
 */
export class MissingTiles {
  private readonly bySource = new Map<string, Map<string, TileId>>();

  add(sourceId: string, tile: TileId): void {
    let tiles = this.bySource.get(sourceId);
    if (!tiles) {
      tiles = new Map();
      this.bySource.set(sourceId, tiles);
    }
    tiles.set(key(tile), tile);
  }

  loaded(sourceId: string, tile: TileId): void {
    this.bySource.get(sourceId)?.delete(key(tile));
  }

  neededIn(sourceId: string, view: TileView, maxZoom: number): boolean {
    const drawn = Math.min(maxZoom, view.zoom + 1);
    const [west, south, east, north] = view.bounds;
    for (const tile of this.bySource.get(sourceId)?.values() ?? []) {
      if (Math.abs(tile.z - drawn) > 0.5 && !(tile.z === maxZoom && drawn >= maxZoom)) continue;
      const [w, s, e, n] = tileLngLatBounds(tile);
      if (w < east && e > west && s < north && n > south) return true;
    }
    return false;
  }
}
