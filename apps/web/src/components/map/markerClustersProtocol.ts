import type { PackedMarkers } from './clusterTiles';

/** What a map's cluster client asks the cluster worker; each map's index is kept under its key. */
export type ClusterRequest =
  | { type: 'load'; key: string; generation: number; markers: PackedMarkers }
  | { type: 'tile'; id: number; key: string; z: number; x: number; y: number }
  | { type: 'expansionZoom'; id: number; key: string; clusterId: number }
  | { type: 'drop'; key: string };

/** The worker's answers: a load done, a tile (with the generation of the markers it was made from), a zoom. */
export type ClusterResponse =
  | { type: 'loaded'; key: string; generation: number }
  | { type: 'tile'; id: number; generation: number; data: ArrayBuffer }
  | { type: 'expansionZoom'; id: number; zoom: number | null };
