import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { baseUrl } from './api';
import { serverStateFile } from './env';

/** The mail drop of this worker's server (started by globalSetup with no SMTP_URL: mail goes to .eml files). */
function mailDropDir(): string {
  const servers = JSON.parse(readFileSync(serverStateFile(), 'utf8')) as { dataDir: string; url: string }[];
  const mine = servers.find((s) => s.url === baseUrl());
  if (!mine)
    throw new Error(`No mail folder known for ${baseUrl()} (a server started by hand keeps its own)`);
  return join(mine.dataDir, 'mail-drop');
}

/** A mail as the test reads it: folded headers unfolded, quoted-printable soft line breaks joined. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

function parse(raw: string): Mail {
  const [head, ...body] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  return { to: header('To'), subject: header('Subject'), text: body.join('\n\n').replace(/=\r?\n/g, '') };
}

export function mailsTo(address: string): Mail[] {
  const dir = mailDropDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => parse(readFileSync(join(dir, f), 'utf8')))
    .filter((mail) => mail.to.includes(address));
}

/** Wait for the mails to an address that pass `check` (mail goes out after the change commits). */
export async function expectMails(address: string, check: (mails: Mail[]) => boolean, message: string) {
  await expect.poll(() => check(mailsTo(address)), { message, timeout: 20_000 }).toBe(true);
  return mailsTo(address);
}
