/** Service providers of a client company and the issues assigned to them. */
export { providersJsonArray, relatedProviderIds } from './providers.read';
export { providersHandlers } from './providers.routes';
