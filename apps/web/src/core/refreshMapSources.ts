import { callApi } from './api/client';
import { rememberMapSources } from './mapSources';

/** Learn this deployment's map sources; offline or on failure the last ones known stay in use. */
export async function refreshMapSources(): Promise<void> {
  try {
    rememberMapSources(await callApi('clientConfig'));
  } catch (error) {
    console.info('Map sources not refreshed; using the last known ones.', error);
  }
}
