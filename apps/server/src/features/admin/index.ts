/** The platform admin's companies, users and assets; the company and asset read shapes the app pull sends. */
export { assetsJsonArray, companyJson } from './admin.read';
export { adminHandlers } from './admin.routes';
