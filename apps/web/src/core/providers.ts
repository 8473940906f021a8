export { addProviders, removeProviders } from './commands/providerCommands';
export { useThirdPartyCompanies } from './store/readHooks';
