import { buildClusterIndex, type ClusterIndex, clusterTile } from './clusterTiles';
import type { ClusterRequest, ClusterResponse } from './markerClustersProtocol';

/**
 * Clusters each map's markers off the page's thread and answers its vector tiles. Messages are handled in turn,
 * so a tile asked for after a load is made from that load's markers.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage(message: ClusterResponse, transfer?: Transferable[]): void;
};
const indexes = new Map<string, { generation: number; index: ClusterIndex }>();

scope.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  switch (request.type) {
    case 'load':
      indexes.set(request.key, { generation: request.generation, index: buildClusterIndex(request.markers) });
      scope.postMessage({ type: 'loaded', key: request.key, generation: request.generation });
      return;
    case 'tile': {
      const held = indexes.get(request.key);
      const data = clusterTile(held?.index ?? null, request.z, request.x, request.y);
      scope.postMessage({ type: 'tile', id: request.id, generation: held?.generation ?? 0, data }, [data]);
      return;
    }
    case 'expansionZoom': {
      let zoom: number | null = null;
      try {
        zoom = indexes.get(request.key)?.index.getClusterExpansionZoom(request.clusterId) ?? null;
      } catch {
        // A cluster of markers since replaced: the click does nothing.
      }
      scope.postMessage({ type: 'expansionZoom', id: request.id, zoom });
      return;
    }
    case 'drop':
      indexes.delete(request.key);
  }
};
