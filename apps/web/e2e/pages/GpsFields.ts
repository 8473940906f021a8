import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { MapProbe } from './MapProbe';

/** Where the test device is: [longitude, latitude] and the fix's accuracy in metres. */
export interface DeviceFix {
  position: [number, number];
  accuracy?: number;
}

/** Give the page a device position (the browser's geolocation) and permission to read it. */
export async function placeDevice(
  context: BrowserContext,
  { position, accuracy = 5 }: DeviceFix,
): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ longitude: position[0], latitude: position[1], accuracy });
}

/** The issue form's GPS section: Use My Location, Drop Point On Map, the path button and what they set. */
export class GpsFields {
  readonly section: Locator;
  readonly useMyLocation: Locator;
  readonly dropPoint: Locator;
  readonly trackPath: Locator;
  readonly stopTracking: Locator;
  readonly pathSet: Locator;
  readonly clearPath: Locator;
  /** 'Latitude 53.933300, Longitude -116.576500' once a point is set. */
  readonly point: Locator;
  /** 'Path of N points' (plus ' so far' while tracking). */
  readonly path: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('group', { name: 'GPS point or path' });
    this.useMyLocation = this.section.getByRole('button', { name: 'Use My Location' });
    this.dropPoint = this.section.getByRole('button', { name: /^(Drop Point On Map|Point Has Been Set)$/ });
    this.trackPath = this.section.getByRole('button', { name: 'Track A Path' });
    this.stopTracking = this.section.getByRole('button', { name: 'Tracking A Path - Press to Stop' });
    this.pathSet = this.section.getByText('Path Set', { exact: true });
    this.clearPath = this.section.getByRole('button', { name: 'Clear Path' });
    this.point = this.section.getByTestId('gps-point');
    this.path = this.section.getByTestId('gps-path');
  }

  /** The coordinates shown for the point, as numbers. */
  async pointValue(): Promise<LngLat> {
    const text = (await this.point.textContent()) ?? '';
    const match = /Latitude (-?\d+\.\d{6}), Longitude (-?\d+\.\d{6})/.exec(text);
    if (!match) throw new Error(`No point shown: '${text}'`);
    return { latitude: Number(match[1]), longitude: Number(match[2]) };
  }

  /** The positions of the path drawn on the section's preview map (empty until it shows one). */
  async trackPositions(): Promise<[number, number][]> {
    const map = this.section.getByTestId('map');
    if ((await map.count()) === 0 || (await map.getAttribute('data-loaded')) !== 'true') return [];
    return map.evaluate(async (el) => {
      type Source = { getData(): Promise<{ features: { geometry: { coordinates: [number, number][] } }[] }> };
      const source = (
        el as HTMLElement & { vergeMap: { getSource(id: string): Source | undefined } }
      ).vergeMap.getSource('tracks');
      const data = await source?.getData();
      return data?.features[0]?.geometry.coordinates ?? [];
    });
  }

  /** Drop the point where the map's middle is; returns that position as the map reports it. */
  dropPointAtMapCentre(): Promise<LngLat> {
    return dropPointAtMapCentre(this.page, this.dropPoint, 'Click to Place Point');
  }
}

export interface LngLat {
  latitude: number;
  longitude: number;
}

/** The centre of a map (the element MapView renders with its instance). */
export async function mapCentre(map: Locator): Promise<LngLat> {
  const [longitude, latitude] = (await new MapProbe(map.page(), map).view()).center;
  return { longitude, latitude };
}

/**
 * Open a 'Drop Point On Map' dialog with its button, click the middle of its map and Set Point.
 * Returns the map's centre, where the point should be.
 */
export async function dropPointAtMapCentre(
  page: Page,
  button: Locator,
  dialogTitle: string,
): Promise<LngLat> {
  await button.click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  const map = dialog.getByTestId('map');
  await expect(map).toHaveAttribute('data-loaded', 'true', { timeout: 30_000 });
  const centre = await mapCentre(map);
  const box = await map.boundingBox();
  if (!box) throw new Error('The drop-point map has no size');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await dialog.getByRole('button', { name: 'Set Point' }).click();
  await expect(dialog).toBeHidden();
  return centre;
}
