/** The request layer's transport and listeners, apart from the contract so the app can set them up without loading it. */
type VersionListener = (serverVersion: string) => void;

export interface ApiEnvironment {
  fetch: typeof fetch;
  baseUrl: string;
  onVersion: VersionListener | null;
}

export const environment: ApiEnvironment = {
  fetch: (...args) => globalThis.fetch(...args),
  baseUrl: '',
  onVersion: null,
};

/** Swap the transport (tests), the base URL, or the version listener. */
export function configureApi(changes: Partial<ApiEnvironment>): void {
  Object.assign(environment, changes);
}
