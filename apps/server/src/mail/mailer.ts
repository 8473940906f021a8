import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /**
   * Hand one message over; throws when the server refuses it (the job queue retries it later). `ref` names
   * the job it comes from and makes its Message-ID, the same on every attempt, so a receiving server can drop
   * a repeat (a crash between the server's 250 and the job's mark as done sends it again).
   */
  deliver(message: MailMessage, ref: string): Promise<void>;
}

/** `<job.ref@domain of the sender>`: stable for a job, unique across jobs and databases. */
export function jobMessageId(ref: string, from: string): string {
  const domain = /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? 'verge.local';
  return `<verge-job.${ref}@${domain}>`;
}

/** Where mail goes without SMTP_URL: one .eml file per message. */
export const mailDropDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'mail-drop');

/**
 * SMTP when SMTP_URL is set, otherwise .eml files in the mail drop `mailDrop` (and a log line). Every wait on
 * the server is cut at `timeoutMs` (nodemailer waits up to 10 minutes by default), so a hung server ends an
 * attempt within the job's lease (config.ts checks SMTP_TIMEOUT_MS against it).
 */
export function createMailTransport(options: {
  smtpUrl: string | null;
  from: string;
  timeoutMs: number;
  mailDrop: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, from, timeoutMs, mailDrop, log } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        dnsTimeout: timeoutMs,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message, ref) {
      const { to, subject, text } = message;
      const messageId = jobMessageId(ref, from);
      const info = await transport.sendMail({ from, to, subject, text, messageId });
      if (smtpUrl) {
        log.info({ to, subject, messageId }, 'mail sent');
        return;
      }
      await mkdir(mailDrop, { recursive: true });
      const file = join(mailDrop, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      log.info({ to, subject, file }, 'mail written to the mail drop');
    },
  };
}
