/** The health check and the settings the web app starts with. */
export { healthHandlers } from './health.routes';
