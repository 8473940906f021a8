import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
}

export interface Mailer {
  /** Deliver a message; failures are logged, never thrown, so a mail problem never fails a save. */
  send(message: MailMessage): Promise<boolean>;
}

/** SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox (and a log line). */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  /** The logger to write to now (the current request's, so its lines carry the request id). */
  log: () => FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, outboxDir } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const to = Array.isArray(message.to) ? message.to.join(', ') : message.to;
      if (!to) return false;
      try {
        const info = await transport.sendMail({ from, to, subject: message.subject, text: message.text });
        if (!smtpUrl) {
          await mkdir(outboxDir, { recursive: true });
          const file = join(outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
          await writeFile(file, (info as unknown as { message: Buffer }).message);
          options.log().info({ to, subject: message.subject, file }, 'mail written to outbox');
        } else {
          options.log().info({ to, subject: message.subject }, 'mail sent');
        }
        return true;
      } catch (error) {
        options.log().error({ err: error, to, subject: message.subject }, 'mail delivery failed');
        return false;
      }
    },
  };
}
