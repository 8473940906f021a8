import type { MapPosition } from './db';
import { setSetting } from './settings';

/** How long the map must rest before its view is written to the settings. */
export const MAP_VIEW_SAVE_DELAY_MS = 1000;

/** The view moved to but not yet written; undefined when the stored one is current. */
let pending: MapPosition | null | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Write the pending view now (a page being hidden or a map going away). */
export function flushMapView(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (pending === undefined) return Promise.resolve();
  const view = pending;
  return setSetting('mapPosition', view).finally(() => {
    if (pending === view) pending = undefined;
  });
}

/**
 * The shared map view after a move: kept in memory at once and written to the settings once the map has rested,
 * so a drag does not rewrite (and every live reader re-read) the settings at each step.
 */
export function saveMapView(view: MapPosition | null): void {
  pending = view;
  clearTimeout(timer);
  timer = setTimeout(() => void flushMapView(), MAP_VIEW_SAVE_DELAY_MS);
}

/** The view a new map starts from: the one moved to, else the stored one. */
export function currentMapView(stored: MapPosition | null): MapPosition | null {
  return pending === undefined ? stored : pending;
}

/** Drop a view not yet written (another asset is selected: its maps start from its own position). */
export function forgetMapView(): void {
  clearTimeout(timer);
  timer = undefined;
  pending = undefined;
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flushMapView());
