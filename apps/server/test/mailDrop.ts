import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailDropDir } from '../src/mail/mailer';
import type { TestApp } from './testApp';

export interface DroppedMail {
  to: string;
  subject: string;
  /** Headers and body, with quoted-printable undone. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Mails the server wrote to its mail drop (DATA_DIR/mail-drop), oldest first, once the mail queued so far is delivered (test
 * apps start no worker: this runs the due jobs instead, so tests need not wait).
 */
export async function readMailDrop(app: TestApp): Promise<DroppedMail[]> {
  await app.context.jobs.drain();
  const dir = mailDropDir(app.config);
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails: DroppedMail[] = [];
  for (const file of files.sort()) {
    const text = decodeQuotedPrintable(await readFile(join(dir, file), 'utf8'));
    mails.push({
      to: /^To: (.*)$/m.exec(text)?.[1] ?? '',
      subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '',
      text,
    });
  }
  return mails;
}
