import { callApi } from './api/client';
import { readSetting, setSetting } from './store/settings';

/**
 * Set the company's duplicate warning distance (a client admin, online only: a failure rejects and changes
 * nothing). The device's stored company takes the confirmed value at once, so the form warns by it before the next
 * app pull brings it to the company's other devices.
 */
export async function setDuplicateDistance(duplicateDistanceM: number): Promise<void> {
  await callApi('companySetDuplicateDistance', { duplicateDistanceM });
  const company = await readSetting('company');
  if (company) await setSetting('company', { ...company, duplicateDistanceM });
}
