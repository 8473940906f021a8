/** Alert mail: issue events delivered to the users subscribed to them, and the weekly service provider summary. */
export { type Assignment, deliverIssueAlert, type IssueAlertEvent } from './alertDelivery';
export { type AlertRecipient, alertRecipientsJson } from './alertDelivery.queries';
export {
  SUMMARY_JOB,
  scheduleServiceProviderSummary,
  serviceProviderSummary,
  serviceProviderSummaryJobHandler,
} from './serviceProviderSummary';
