/** Each user's alert subscriptions. */
export { alertsHandlers } from './alerts.routes';
