import '../../zodWithoutEval';
import { buildClusterIndex, type ClusterIndex, clusterTile } from './clusterTiles';
import type { ClusterRequest, ClusterResponse } from './markerClustersProtocol';

/**
 * Clusters each map's markers off the page's thread and answers its vector tiles. Messages are handled in turn,
 * so a tile asked for after a load is made from that load's markers. Every request is answered, a failed one
 * with nothing (no markers, an empty tile, no zoom), so that neither the map nor its notice waits for ever.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage(message: ClusterResponse, transfer?: Transferable[]): void;
};
const indexes = new Map<string, { generation: number; index: ClusterIndex | null }>();

function answer(request: ClusterRequest): void {
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
      const zoom = indexes.get(request.key)?.index?.getClusterExpansionZoom(request.clusterId) ?? null;
      scope.postMessage({ type: 'expansionZoom', id: request.id, zoom });
      return;
    }
    case 'drop':
      indexes.delete(request.key);
  }
}

/** The answer to a request that failed (a cluster since replaced, markers that could not be clustered). */
function answerFailed(request: ClusterRequest): void {
  switch (request.type) {
    case 'load':
      indexes.set(request.key, { generation: request.generation, index: null });
      scope.postMessage({ type: 'loaded', key: request.key, generation: request.generation });
      return;
    case 'tile':
      scope.postMessage({ type: 'tile', id: request.id, generation: 0, data: new ArrayBuffer(0) });
      return;
    case 'expansionZoom':
      scope.postMessage({ type: 'expansionZoom', id: request.id, zoom: null });
  }
}

scope.onmessage = (event: MessageEvent<ClusterRequest>) => {
  try {
    answer(event.data);
  } catch (error) {
    // A cluster id of markers since replaced is expected; anything else is worth seeing.
    if (event.data.type !== 'expansionZoom') console.error('The marker cluster worker failed', error);
    answerFailed(event.data);
  }
};
