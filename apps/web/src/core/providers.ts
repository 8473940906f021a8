import { callApi } from './api/client';

export { addProviders, removeProviders } from './commands/providerCommands';
export { useThirdPartyCompanies, useThirdPartyCompany } from './store/readHooks';

/** Every third-party company on the platform (online only): the candidates a client admin may add. */
export const listAllProviders = () => callApi('providersAll');
