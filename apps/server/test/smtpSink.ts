import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message's Message-ID header, '' when it has none. */
  messageId: string;
  data: string;
}

/** The next message's final reply, held back: the sink has its whole DATA but has not answered yet. */
export interface HeldReply {
  /** Resolves once the message's DATA is in and its reply is being held. */
  readonly reached: Promise<void>;
  /** Answer now: 250 if the client is still connected, else nothing is kept (see startSmtpSink). */
  release(): void;
  /** Resolves once the released reply has been written. */
  readonly answered: Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it accepts and can refuse on demand. */
export interface SmtpSink {
  url: string;
  /** Every message answered 250, repeats included. */
  received: ReceivedMail[];
  /** When each message was offered (accepted or not), in ms since the epoch. */
  attempts: number[];
  /** The messages a real mail server would deliver: the first of each Message-ID, repeats dropped. */
  delivered(): ReceivedMail[];
  /** Answer the next `count` messages '451 Try again later', each once `gate` resolves. */
  refuse(count: number, gate?: Promise<void>): void;
  /** Hold the final reply to the next message until released. */
  holdNext(): HeldReply;
  /** Clients connected now. */
  connections(): number;
  /** Forget what was received and offered. */
  clear(): void;
  close(): Promise<void>;
}

const messageIdOf = (data: string) => /^message-id:\s*(\S+)/im.exec(data.split(/\r?\n\r?\n/)[0])?.[1] ?? '';

/**
 * A connection that closes before a message's final reply aborts that message, as RFC 5321 §3.8 asks
 * (the client never heard it was accepted and will send it again); a message answered 250 is kept even if
 * the client then dies before acting on the answer.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const attempts: number[] = [];
  const openSessions = new Set<string>();
  const closedSessions = new Set<string>();
  let refusals = 0;
  let gate: Promise<void> = Promise.resolve();
  let hold: { reached: () => void; release: Promise<void>; answered: () => void } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      openSessions.add(session.id);
      callback();
    },
    onClose(session) {
      openSessions.delete(session.id);
      closedSessions.add(session.id);
    },
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
        const accept = () => {
          if (closedSessions.has(session.id)) return;
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: messageIdOf(data),
            data,
          });
          done();
        };
        const held = hold;
        hold = undefined;
        if (!held) return accept();
        held.reached();
        void held.release.then(() => {
          accept();
          held.answered();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    delivered: () => received.filter((m, i) => received.findIndex((n) => n.messageId === m.messageId) === i),
    refuse(count, until = Promise.resolve()) {
      refusals = count;
      gate = until;
    },
    holdNext() {
      let reached = () => {};
      let release = () => {};
      let answered = () => {};
      const held: HeldReply = {
        reached: new Promise<void>((resolve) => {
          reached = resolve;
        }),
        answered: new Promise<void>((resolve) => {
          answered = resolve;
        }),
        release: () => release(),
      };
      hold = {
        reached,
        answered,
        release: new Promise<void>((resolve) => {
          release = resolve;
        }),
      };
      return held;
    },
    connections: () => openSessions.size,
    clear() {
      received.length = 0;
      attempts.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
