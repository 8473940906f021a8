import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { packMarkers } from './clusterTiles';
import type { ClusterRequest, ClusterResponse } from './markerClustersProtocol';

/** The worker's module run on this thread: its requests are handed to its onmessage, its answers kept. */
const scope = self as unknown as {
  onmessage: ((event: { data: ClusterRequest }) => void) | null;
  postMessage: unknown;
};
const answers: ClusterResponse[] = [];
const realPostMessage = scope.postMessage;

beforeAll(async () => {
  scope.postMessage = (message: ClusterResponse) => answers.push(message);
  await import('./markerClusters.worker');
});
afterAll(() => {
  scope.postMessage = realPostMessage;
});

function send(request: ClusterRequest): ClusterResponse | undefined {
  answers.length = 0;
  scope.onmessage?.({ data: request });
  return answers[0];
}

const markers = packMarkers([
  { id: 1, position: [-116.5, 53.9], kind: 'low' },
  { id: 2, position: [-116.50008, 53.9], kind: 'high' },
]);

describe('the marker cluster worker', () => {
  it("answers a map's tiles from the markers last loaded, with their generation", () => {
    expect(send({ type: 'load', key: 'a', generation: 3, markers })).toEqual({
      type: 'loaded',
      key: 'a',
      generation: 3,
    });
    // The tile at zoom 12 holding the two markers (as one cluster).
    const tile = send({ type: 'tile', id: 7, key: 'a', z: 12, x: 722, y: 1317 });
    expect(tile).toMatchObject({ type: 'tile', id: 7, generation: 3 });
    expect((tile as Extract<ClusterResponse, { type: 'tile' }>).data.byteLength).toBeGreaterThan(0);
  });

  it('answers every request, even one that fails, so that no map waits for ever', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A cluster the index does not hold (its markers since replaced; zoom 12, place 100,000): no zoom, and
    // nothing worth reporting.
    expect(send({ type: 'expansionZoom', id: 8, key: 'a', clusterId: (100_000 << 5) + 13 })).toEqual({
      type: 'expansionZoom',
      id: 8,
      zoom: null,
    });
    expect(error).not.toHaveBeenCalled();
    // Markers that cannot be clustered: loaded as none, reported, and the map's tiles are empty.
    const broken = { ...markers, coordinates: null } as unknown as typeof markers;
    expect(send({ type: 'load', key: 'a', generation: 4, markers: broken })).toMatchObject({ generation: 4 });
    expect(error).toHaveBeenCalledOnce();
    const tile = send({ type: 'tile', id: 9, key: 'a', z: 12, x: 722, y: 1317 });
    expect((tile as Extract<ClusterResponse, { type: 'tile' }>).data.byteLength).toBe(0);
    error.mockRestore();
  });

  it('forgets a dropped map: its tiles are empty', () => {
    send({ type: 'load', key: 'b', generation: 1, markers });
    send({ type: 'drop', key: 'b' });
    const tile = send({ type: 'tile', id: 10, key: 'b', z: 12, x: 722, y: 1317 });
    expect(tile).toMatchObject({ generation: 0 });
    expect((tile as Extract<ClusterResponse, { type: 'tile' }>).data.byteLength).toBe(0);
  });
});
