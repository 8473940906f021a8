import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** Hand one message over; throws when the server refuses it (the job queue retries it later). */
  deliver(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox (and a log line). Time-outs are short
 * (nodemailer waits up to 10 minutes by default) so a hung server ends an attempt well within the job lease.
 */
export function createMailTransport(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, from, outboxDir, log } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message) {
      const { to, subject, text } = message;
      const info = await transport.sendMail({ from, to, subject, text });
      if (smtpUrl) {
        log.info({ to, subject }, 'mail sent');
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ to, subject, file }, 'mail written to outbox');
    },
  };
}
