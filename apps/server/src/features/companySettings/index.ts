/** A client company's own settings, set by its admins: the duplicate warning's distance. */
export { companySettingsHandlers } from './companySettings.routes';
