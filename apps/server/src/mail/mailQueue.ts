import type { AppContext } from '../context';
import { enqueueJobs } from '../jobs/queue';
import type { MailMessage } from './mailer';

/**
 * Send mail once the current change commits: one job per message, delivered and retried by the job worker,
 * so a slow or failing mail server never slows or fails a save. `keyOf` names messages that must go out
 * once however often they are queued.
 */
export const queueMail = (
  app: AppContext,
  messages: MailMessage[],
  keyOf?: (message: MailMessage) => string,
) =>
  enqueueJobs(
    app,
    'mail',
    messages.map((payload) => ({ payload, key: keyOf?.(payload) })),
  );
