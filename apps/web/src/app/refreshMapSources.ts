import { rememberMapSources } from '../core/mapSources';
import { callApi } from '../core/remote';

/** Learn this deployment's map sources; offline or on failure the last ones known stay in use. */
export async function refreshMapSources(): Promise<void> {
  try {
    rememberMapSources(await callApi('clientConfig'));
  } catch (error) {
    console.info('Map sources not refreshed; using the last known ones.', error);
  }
}
