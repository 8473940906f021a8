import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Maps that show one view: moving any of them (drag, zoom, animation) moves the others along, frame by frame.
 * The maps it moves fire 'move' too; the `moving` guard keeps those echoes from being passed on again.
 */
export class ViewLink {
  private readonly maps = new Set<MapLibreMap>();
  private moving = false;

  /** Link a map: it takes the view of the maps already linked. Returns the unlink function. */
  join(map: MapLibreMap): () => void {
    const follow = () => this.spread(map);
    const [leader] = this.maps;
    this.maps.add(map);
    if (leader) this.spread(leader);
    map.on('move', follow);
    return () => {
      map.off('move', follow);
      this.maps.delete(map);
    };
  }

  private spread(from: MapLibreMap): void {
    if (this.moving) return;
    this.moving = true;
    const view = { center: from.getCenter(), zoom: from.getZoom(), bearing: from.getBearing() };
    try {
      for (const map of this.maps) if (map !== from) map.jumpTo(view);
    } finally {
      this.moving = false;
    }
  }
}
