import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port that keeps what it accepts and can refuse on demand. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** When each message was offered (accepted or not), in ms since the epoch. */
  attempts: number[];
  /** Answer the next `count` messages '451 Try again later', each once `gate` resolves. */
  refuse(count: number, gate?: Promise<void>): void;
  /** Forget what was received and offered. */
  clear(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const attempts: number[] = [];
  let refusals = 0;
  let gate: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        attempts.push(Date.now());
        if (refusals > 0) {
          refusals -= 1;
          void gate.then(() => done(Object.assign(new Error('Try again later'), { responseCode: 451 })));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    refuse(count, until = Promise.resolve()) {
      refusals = count;
      gate = until;
    },
    clear() {
      received.length = 0;
      attempts.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
