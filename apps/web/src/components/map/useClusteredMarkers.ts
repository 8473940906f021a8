import type { Map as MapLibreMap } from 'maplibre-gl';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { MapViewProps } from './mapTypes';
import { MarkerClusters, prewarmMarkerClusters } from './markerClusters';
import { useLatest } from './useLatest';

// The cluster worker starts as the map chunk loads, like the map's own worker (useMapEngine).
prewarmMarkerClusters();

export interface ClusteredMarkers {
  /** The map's markers in the cluster worker, which makes the marker source's tiles. */
  clusters: MarkerClusters;
  /** Draws the markers clustered while the map had no marker source yet; called once it has. */
  drawOnto: (map: MapLibreMap) => void;
  /** Markers are being clustered and drawn ('Drawing data onto map.'). */
  drawing: boolean;
}

/**
 * The page's markers (those of the chosen year) handed to the cluster worker as soon as the page has read them,
 * before the map is made, and drawn once the map can: its marker tiles reloaded if earlier markers were drawn.
 */
export function useClusteredMarkers(
  mapRef: RefObject<MapLibreMap | null>,
  props: MapViewProps,
  year: number | null,
): ClusteredMarkers {
  const latest = useLatest(props);
  const [clusters] = useState(() => new MarkerClusters());
  const [drawing, setDrawing] = useState(false);
  /** Markers clustered and still to be drawn: the map draws them (reloading its tiles if need be) once it can. */
  const markersToDraw = useRef<{
    generation: number;
    count: number;
    refresh: boolean;
    handed: boolean;
  } | null>(null);

  const drawOnto = useCallback(
    (map: MapLibreMap) => {
      const pending = markersToDraw.current;
      if (!pending || !map.getSource('markers')) return;
      markersToDraw.current = null;
      if (pending.refresh) map.refreshTiles('markers');
      // Drawn at the first frame with every marker tile of the view laid out (those reloaded included), not at
      // 'idle', which also waits for the imagery.
      const drawn = () => {
        if (!map.isSourceLoaded('markers')) return;
        map.off('render', drawn);
        if (!clusters.isLatest(pending.generation)) return;
        setDrawing(false);
        // For the bench and the browser's performance tools: when the page's markers were on screen.
        performance.mark('verge:markers-drawn', { detail: { markers: pending.count } });
        // A map made before its page read the markers draws none first: that is not the markers drawn.
        if (pending.handed) latest.current.onMarkersDrawn?.();
      };
      map.on('render', drawn);
      map.triggerRepaint();
    },
    [clusters, latest],
  );

  // Undefined markers (not read again yet) leave those drawn.
  useEffect(() => {
    const handed = props.markers;
    if (!handed && clusters.holdsMarkers()) return;
    const load = clusters.load(handed ?? [], year);
    if (!load) return;
    setDrawing(true);
    const { generation, count, clustered } = load;
    void clustered.then((refresh) => {
      if (!clusters.isLatest(generation)) return;
      markersToDraw.current = { generation, count, refresh, handed: !!handed };
      if (mapRef.current) drawOnto(mapRef.current);
    });
  }, [props.markers, year, clusters, drawOnto, mapRef]);
  // The worker forgets a map's markers when it goes (and is handed them again should it come back).
  useEffect(() => () => clusters.drop(), [clusters]);

  return { clusters, drawOnto, drawing };
}
