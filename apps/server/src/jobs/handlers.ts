import type { AppContext } from '../context';
import type { MailTransport } from '../mail/mailer';
import { serviceProviderSummary } from './serviceProviderSummary';
import type { JobHandlers } from './worker';

/** What the worker does for each kind of job. */
export const jobHandlers = (app: AppContext, transport: MailTransport): JobHandlers => ({
  mail: (message, job) => transport.deliver(message, job.ref),
  'service-provider-summary': ({ at }) => serviceProviderSummary(app, new Date(at)),
});
