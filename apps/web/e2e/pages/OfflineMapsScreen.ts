import { expect, type Locator, type Page } from '@playwright/test';
import { tileServerUrl } from '../env';
import type { TileServerControl, TileServerCounts } from '../tileServer';
import { chooseOption } from './choose';
import { Shell } from './Shell';

/** The offline maps screen (account menu → Offline maps). */
export class OfflineMapsScreen {
  readonly estimate: Locator;
  readonly progress: Locator;
  readonly downloadButton: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.estimate = page.getByTestId('offline-map-estimate');
    this.progress = page.getByTestId('offline-map-progress');
    this.downloadButton = page.getByRole('button', { name: 'Download', exact: true });
    this.total = page.getByTestId('offline-maps-total');
  }

  async open(): Promise<void> {
    const shell = new Shell(this.page);
    await shell.chooseFromAvatarMenu('Offline maps');
    await shell.expectOn('/offline-maps', 'Offline maps');
  }

  /** Choose the buffer and zooms, and wait for the estimate of that choice; returns its tile count. */
  async choose(bufferMetres: number, minZoom: number, maxZoom: number): Promise<number> {
    await this.page.getByLabel('Buffer around the work (m)').fill(String(bufferMetres));
    await chooseOption(this.page.getByLabel('From zoom'), String(minZoom));
    await chooseOption(this.page.getByLabel('To zoom'), String(maxZoom));
    await expect(this.estimate).toHaveText(/^[\d,]+ tiles, about/, { timeout: 30_000 });
    return Number(((await this.estimate.textContent()) ?? '').split(' ')[0]?.replaceAll(',', ''));
  }

  /** A map on the device, by asset id. */
  stored(assetId: number): Locator {
    return this.page.getByTestId(`offline-map-${assetId}`);
  }

  /** The stored tiles of the progress line ('n of m tiles'), once the download has reported. */
  async doneTiles(): Promise<number> {
    await expect(this.progress).toHaveText(/^[\d,]+ of/);
    return Number(((await this.progress.textContent()) ?? '').split(' of ')[0]?.replaceAll(',', ''));
  }
}

/** What the run's tile server has served, after setting how it answers. */
export async function tileServer(control: Partial<TileServerControl> = {}): Promise<TileServerCounts> {
  const response = await fetch(`${tileServerUrl()}/_control`, {
    method: 'POST',
    body: JSON.stringify(control),
  });
  return (await response.json()) as TileServerCounts;
}

/** The offline-map caches on the page's origin that hold anything. */
export function offlineMapCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('verge-offline-map-'));
    const held = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).length > 0),
    );
    return names.filter((_, i) => held[i]);
  });
}
