import type { AppContext } from '../context';
import { serviceProviderSummary } from '../features/alertDelivery';
import type { MailTransport } from '../mail/mailer';
import type { JobHandlers } from './worker';

/** What the worker does for each kind of job. */
export const jobHandlers = (app: AppContext, transport: MailTransport): JobHandlers => ({
  mail: (message, job) => transport.deliver(message, job.ref),
  'service-provider-summary': ({ at }) => serviceProviderSummary(app, new Date(at)),
});
