/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Satellite imagery tile URL template with {z}/{x}/{y} (or {y}/{x}); defaults to a keyless public service. */
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  /** WMS endpoint of the land-survey (LSD) grid overlay. */
  readonly VITE_LSD_WMS_URL?: string;
}
