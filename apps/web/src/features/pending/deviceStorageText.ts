import { bytesText } from '@verge/domain';
import type { DeviceStorage } from '../../core/device';

/** What the Pending changes screen says of the device's storage. */
export const DEVICE_STORAGE_TEXT = {
  title: 'This device',
  kept: 'The browser keeps Verge’s data on this device until you remove it.',
  notKept:
    'The browser may clear Verge’s data from this device when space runs low (Safari also after 7 days without a visit), unsynced changes included.',
  unknown: 'This browser does not say whether it keeps Verge’s data on this device.',
  keep: 'Keep data on this device',
  usage: (storage: DeviceStorage): string | null =>
    storage.usageBytes === null
      ? null
      : storage.quotaBytes
        ? `Verge uses ${bytesText(storage.usageBytes)} of the ${bytesText(storage.quotaBytes)} the browser allows it.`
        : `Verge uses ${bytesText(storage.usageBytes)} on this device.`,
} as const;
