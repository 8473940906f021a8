import { useCallback, useEffect, useState } from 'react';

/** Whether the browser keeps this site's data for good, and how much of the device's storage it uses. */
export interface DeviceStorage {
  /** True: kept until the user clears it; false: the browser may clear it (space runs low, Safari after 7 days away); null: unknown. */
  kept: boolean | null;
  usageBytes: number | null;
  quotaBytes: number | null;
}

const storageManager = (): StorageManager | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

/**
 * Ask the browser to keep this site's data (navigator.storage.persist): without it every browser may evict the
 * local store under storage pressure, unsynced work included. Chrome and Safari decide by themselves, Firefox asks
 * the user. Resolves whether the data is kept (null where the browser cannot say).
 */
export async function askToKeepStorage(): Promise<boolean | null> {
  const storage = storageManager();
  if (!storage?.persist || !storage.persisted) return null;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch (error) {
    console.error('Asking to keep the local data failed', error);
    return null;
  }
}

let askedAgain = false;

/** A sync asks once more per app start when the login's ask was refused (the browser may judge otherwise now). */
export async function askToKeepStorageAgain(): Promise<void> {
  if (askedAgain) return;
  askedAgain = true;
  await askToKeepStorage();
}

export async function readDeviceStorage(): Promise<DeviceStorage> {
  const storage = storageManager();
  const [kept, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : null,
    storage?.estimate ? storage.estimate().catch(() => null) : null,
  ]);
  return { kept, usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null };
}

/** The device's storage as now, and a way to ask the browser to keep it (the state is read again after). */
export function useDeviceStorage(): {
  storage: DeviceStorage | null;
  askToKeep: () => Promise<void>;
  /** Read it again (after storing or freeing space). */
  reread: () => Promise<void>;
} {
  const [storage, setStorage] = useState<DeviceStorage | null>(null);
  useEffect(() => {
    let current = true;
    void readDeviceStorage().then((read) => current && setStorage(read));
    return () => {
      current = false;
    };
  }, []);
  const askToKeep = useCallback(async () => {
    await askToKeepStorage();
    setStorage(await readDeviceStorage());
  }, []);
  const reread = useCallback(async () => setStorage(await readDeviceStorage()), []);
  return { storage, askToKeep, reread };
}
