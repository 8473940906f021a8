import { addProtocol } from 'maplibre-gl';
import { packMarkers } from './clusterTiles';
import type { MapMarkerItem } from './mapTypes';
import type { ClusterRequest, ClusterResponse } from './markerClustersProtocol';
import { markersOfYear, sameMarkers } from './markerSource';

/** The tile URL scheme of the marker sources: `verge-markers://<map key>/{z}/{x}/{y}`. */
const PROTOCOL = 'verge-markers';
const TILE_URL = new RegExp(`^${PROTOCOL}://([^/]+)/(\\d+)/(\\d+)/(\\d+)$`);

let worker: Worker | null = null;
let nextRequest = 0;
const waiting = new Map<number, (response: ClusterResponse) => void>();
const clients = new Map<string, MarkerClusters>();
let nextKey = 0;

function clusterWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./markerClusters.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
    const response = event.data;
    if (response.type === 'loaded') {
      clients.get(response.key)?.loaded(response.generation);
      return;
    }
    waiting.get(response.id)?.(response);
    waiting.delete(response.id);
  };
  return worker;
}

function post(request: ClusterRequest, transfer: Transferable[] = []): void {
  clusterWorker().postMessage(request, transfer);
}

/** Each request that is answered, without its id (which `ask` gives it). */
type Unanswered<R> = R extends { id: number } ? Omit<R, 'id'> : never;

function ask<T extends ClusterResponse>(request: Unanswered<ClusterRequest>): Promise<T> {
  const id = ++nextRequest;
  return new Promise<T>((resolve) => {
    waiting.set(id, (response) => resolve(response as T));
    post({ ...request, id } as ClusterRequest);
  });
}

/**
 * Starts the cluster worker and registers the marker tiles' protocol, as the map chunk loads: the worker is
 * then ready when the first map hands it its markers.
 */
export function prewarmMarkerClusters(): void {
  clusterWorker();
  addProtocol(PROTOCOL, async (params) => {
    const match = TILE_URL.exec(params.url);
    const client = match ? clients.get(match[1]) : undefined;
    if (!match || !client) return { data: new ArrayBuffer(0) };
    return { data: await client.tile(Number(match[2]), Number(match[3]), Number(match[4])) };
  });
}

/**
 * One map's clustered markers, kept by the cluster worker and drawn from its vector tiles (`tileUrl`). Clustering
 * 50,000 markers in MapLibre's GeoJSON source sent every marker to its worker as an object and clustered every
 * zoom from 0; here they cross as typed arrays, clustering starts as soon as the page has read them (before the
 * map is made), and MapLibre only reads the tiles of the view.
 */
export class MarkerClusters {
  readonly key = String(++nextKey);
  readonly tileUrl = `${PROTOCOL}://${this.key}/{z}/{x}/{y}`;
  /** The markers (and year) last handed over, to skip handing over the same ones again; null: none yet. */
  private handed: { markers: readonly MapMarkerItem[]; year: number | null } | null = null;
  /** The generation of those last handed over (0: none yet), and those of the year. */
  private generation = 0;
  private latest: readonly MapMarkerItem[] = [];
  /** The generation of the newest tile answered, and its markers: what the map draws once it has laid it out. */
  private answered = 0;
  private drawn: readonly MapMarkerItem[] = [];
  private tilesAsked = 0;
  private readonly loads = new Map<number, { refresh: boolean; resolve: (refresh: boolean) => void }>();

  /** Whether some markers were handed over (since the map came or came back). */
  holdsMarkers(): boolean {
    return this.handed !== null;
  }

  /**
   * Hands the worker these markers; resolves once they are clustered, with whether tiles made from earlier
   * markers may be on the map (which must then reload its tiles). Null when it holds these already: a write that
   * changed no marker (a comment edited on one of 50,000 issues) does not cluster everything again.
   */
  load(
    markers: readonly MapMarkerItem[],
    year: number | null,
  ): { generation: number; count: number; clustered: Promise<boolean> } | null {
    const held = this.handed;
    if (held && held.year === year && sameMarkers(held.markers, markers)) return null;
    this.handed = { markers, year };
    clients.set(this.key, this);
    const generation = ++this.generation;
    const shown = markersOfYear(markers, year);
    this.latest = shown;
    const packed = packMarkers(shown);
    const clustered = new Promise<boolean>((resolve) =>
      this.loads.set(generation, { refresh: this.tilesAsked > 0, resolve }),
    );
    post({ type: 'load', key: this.key, generation, markers: packed }, [
      packed.coordinates.buffer,
      packed.ids.buffer,
      packed.iconOf.buffer,
    ]);
    return { generation, count: shown.length, clustered };
  }

  /** Whether these are the newest markers handed over. */
  isLatest(generation: number): boolean {
    return generation === this.generation;
  }

  /** The worker has clustered a generation. */
  loaded(generation: number): void {
    const load = this.loads.get(generation);
    this.loads.delete(generation);
    load?.resolve(load.refresh);
  }

  async tile(z: number, x: number, y: number): Promise<ArrayBuffer> {
    this.tilesAsked++;
    const answer = await ask<Extract<ClusterResponse, { type: 'tile' }>>({
      type: 'tile',
      key: this.key,
      z,
      x,
      y,
    });
    if (answer.generation > this.answered) {
      this.answered = answer.generation;
      // A tile of markers replaced while it was on its way leaves those drawn before; the reload brings these.
      if (answer.generation === this.generation) this.drawn = this.latest;
    }
    return answer.data;
  }

  /** The zoom at which a cluster breaks up; null when it is no longer drawn. */
  async expansionZoom(clusterId: number): Promise<number | null> {
    const answer = await ask<Extract<ClusterResponse, { type: 'expansionZoom' }>>({
      type: 'expansionZoom',
      key: this.key,
      clusterId,
    });
    return answer.zoom;
  }

  /** The markers of the newest tiles answered (end-to-end tests read what the map drew at a rest). */
  drawnMarkers(): readonly MapMarkerItem[] {
    return this.drawn;
  }

  /** The map is gone: the worker forgets its markers (a later load starts again). */
  drop(): void {
    clients.delete(this.key);
    this.handed = null;
    this.latest = [];
    this.drawn = [];
    this.answered = 0;
    this.tilesAsked = 0;
    for (const load of this.loads.values()) load.resolve(false);
    this.loads.clear();
    post({ type: 'drop', key: this.key });
  }
}
