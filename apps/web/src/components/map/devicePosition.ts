import { GPS_TIMEOUT_MS, type Position } from '@verge/domain';

/** Spec 1: device GPS watched with high accuracy, time-out 5000 ms, no cached position. */
export const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GPS_TIMEOUT_MS,
  maximumAge: 0,
};

export const LOCATION_UNSUPPORTED = 'Location is not available on this device.';

/** The user's words for a failed position request. */
export function positionErrorText(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'Location permission was denied. Allow location access for this site to use GPS.';
    case error.TIMEOUT:
      return 'No GPS fix yet. Still trying; move to open sky if this persists.';
    default:
      return 'Your location is unavailable. Check that location services are on.';
  }
}

/** The device's position now ([longitude, latitude]); rejects with the user's words when it cannot be had. */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new Error(LOCATION_UNSUPPORTED));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve([position.coords.longitude, position.coords.latitude]),
      (error) => reject(new Error(positionErrorText(error))),
      WATCH_OPTIONS,
    );
  });
}
