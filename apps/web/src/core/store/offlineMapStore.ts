import { ancestorCrop, OFFLINE_MAP, type TileId } from '@verge/domain';
import { z } from 'zod';

/**
 * Offline maps are kept in Cache Storage, one cache per asset: its tiles under `/offline-map-tiles/<layer>/z/x/y`
 * and a manifest of what it holds. Cache Storage, not IndexedDB, because the page, the download worker and the map
 * all reach it, a cache is deleted whole (the space is freed at once), and imagery never mixes with the records.
 * Neither is ever fetched from the network: the paths are keys only.
 */
const CACHE_PREFIX = 'verge-offline-map-';
const TILE_PREFIX = '/offline-map-tiles';
const MANIFEST_PATH = `${TILE_PREFIX}/manifest`;

/** The layers an offline map may hold: the satellite imagery, and the LSD grid where its source allows it. */
export const OFFLINE_LAYERS = ['imagery', 'lsd'] as const;
export type OfflineLayer = (typeof OFFLINE_LAYERS)[number];

const manifestSchema = z.object({
  assetId: z.number().int(),
  assetName: z.string(),
  /** Whose user prepared it: a user of another company signing in on this device removes it. */
  companyId: z.number().int().nullable(),
  bufferMetres: z.number(),
  zooms: z.object({ min: z.number().int(), max: z.number().int() }),
  layers: z.array(z.enum(OFFLINE_LAYERS)),
  /** The imagery template the tiles came from: another source later makes the map stale. */
  source: z.string(),
  /** Tiles of the corridor (every layer) when it was last planned. */
  tileCount: z.number().int(),
  storedCount: z.number().int(),
  bytes: z.number(),
  /** Tiles that failed every try, as `layer/z/x/y`. */
  failed: z.array(z.string()),
  /** 'downloading' in a manifest no download is running for: stopped by a reload or a closed tab. */
  state: z.enum(['downloading', 'paused', 'complete', 'incomplete']),
  startedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OfflineMapManifest = z.infer<typeof manifestSchema>;

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

export const offlineMapCacheName = (assetId: number) => `${CACHE_PREFIX}${assetId}`;

/** A tile's name in an offline map: `layer/z/x/y`. */
export const tileName = (layer: OfflineLayer, { z, x, y }: TileId): string => `${layer}/${z}/${x}/${y}`;

/** The cache key of a tile by its name. */
export const tileNamePath = (name: string): string => `${TILE_PREFIX}/${name}`;

const tilePath = (layer: OfflineLayer, tile: TileId): string => tileNamePath(tileName(layer, tile));

/** The `layer/z/x/y` of a tile path (a cache key's pathname), or null for the manifest. */
export function tileOfPath(pathname: string): string | null {
  return pathname.startsWith(`${TILE_PREFIX}/`) && pathname !== MANIFEST_PATH
    ? pathname.slice(TILE_PREFIX.length + 1)
    : null;
}

export async function readManifest(cache: Cache): Promise<OfflineMapManifest | null> {
  const response = await cache.match(MANIFEST_PATH);
  if (!response) return null;
  const parsed = manifestSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

export async function writeManifest(cache: Cache, manifest: OfflineMapManifest): Promise<void> {
  await cache.put(
    MANIFEST_PATH,
    new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** Every offline map on this device, by asset name. */
export async function listOfflineMaps(): Promise<OfflineMapManifest[]> {
  const storage = cacheStorage();
  if (!storage) return [];
  const names = (await storage.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
  const manifests = await Promise.all(names.map(async (name) => readManifest(await storage.open(name))));
  return manifests
    .filter((manifest): manifest is OfflineMapManifest => manifest !== null)
    .sort((a, b) => a.assetName.localeCompare(b.assetName));
}

/** Delete an asset's offline map, all of it at once. */
export async function deleteOfflineMap(assetId: number): Promise<void> {
  await cacheStorage()?.delete(offlineMapCacheName(assetId));
}

/**
 * Imagery is not company data, but the rule is kept simple: the offline maps stay through a logout and go when a
 * user of another company signs in on the device (as the rest of the data went at the logout).
 */
export async function forgetOfflineMapsOfOtherCompanies(companyId: number): Promise<void> {
  for (const manifest of await listOfflineMaps()) {
    if (manifest.companyId !== companyId) await deleteOfflineMap(manifest.assetId);
  }
}

/** A stored tile of any offline map on this device (an asset's corridor often crosses another's). */
export async function storedTile(layer: OfflineLayer, tile: TileId): Promise<Blob | null> {
  const response = await cacheStorage()?.match(tilePath(layer, tile));
  return response ? response.blob() : null;
}

/**
 * A tile deeper than any stored one, enlarged from the nearest stored ancestor: the map still shows imagery beyond
 * the deepest downloaded zoom. Null where no ancestor within OFFLINE_MAP.overZoomLevels is stored.
 */
export async function enlargedStoredTile(layer: OfflineLayer, tile: TileId): Promise<ImageBitmap | null> {
  const size = 256;
  for (let levels = 1; levels <= Math.min(OFFLINE_MAP.overZoomLevels, tile.z); levels++) {
    const crop = ancestorCrop(tile, levels, size);
    const stored = await storedTile(layer, crop.ancestor);
    if (!stored) continue;
    // The ancestor may be larger than 256 px (a retina source): its square is found in its own pixels.
    const whole = await createImageBitmap(stored);
    const scale = whole.width / size;
    const bitmap = await createImageBitmap(
      whole,
      crop.left * scale,
      crop.top * scale,
      crop.width * scale,
      crop.width * scale,
      { resizeWidth: size, resizeHeight: size, resizeQuality: 'high' },
    );
    whole.close();
    return bitmap;
  }
  return null;
}
