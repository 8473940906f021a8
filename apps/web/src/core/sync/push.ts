import type { CallInput, CallOutput } from '@verge/domain';
import { callApi } from '../api/client';
import { commandContextOf } from '../commands/commandContext';
import { resolveReferences } from '../commands/references';
import { settle } from '../commands/settle';
import type { AnyCommandRow, CommandCall, CommandRow } from '../store/commandRow';
import { db } from '../store/db';
import { updateCommand } from '../store/outbox';
import { photoBlob } from '../store/storedPhoto';
import { classifyFailure, type Failure, retryDelayMs } from './failures';
import { waitsFor } from './waitsFor';

export interface PushProgress {
  /** Commands sent in this run, and how many were runnable when it started. */
  done: number;
  total: number;
  /** Photo bytes sent in this run, and the bytes of the photos runnable when it started. */
  bytesDone: number;
  bytesTotal: number;
  /** The command on its way now. */
  sendingSeq: number | null;
}

export interface PushResult {
  uploaded: number;
  /** Commands refused in this run (parked with the server's reason). */
  refused: number;
  /** Commands still queued, parked ones included. */
  remaining: number;
  /** The failure that ended the run early (offline, busy server, login needed), when one did. */
  stopped: Failure | null;
  /** When the earliest command waiting out a back-off may be tried (ms since epoch), if any. */
  retryAt: number | null;
}

/** Runnable now: not parked, past its back-off, and waiting for no other queued change (waitsFor). */
function runnable(commands: AnyCommandRow[], now: number): AnyCommandRow[] {
  const blocker = waitsFor(commands);
  return commands.filter((c) => !c.parked && c.nextAttemptAt <= now && !blocker(c));
}

async function send<C extends CommandCall>(command: CommandRow<C>): Promise<void> {
  const input: CallInput<C> = await resolveReferences(command);
  const options = {
    idempotencyKey: command.uuid,
    context: commandContextOf(command),
    ...(command.photo ? { body: photoBlob(command.photo) } : {}),
  };
  // callApi's rest arguments are typed per call; every command call takes an input.
  const output = (await (
    callApi as (name: C, input: CallInput<C>, o: typeof options) => Promise<CallOutput<C>>
  )(command.call, input, options)) as CallOutput<C>;
  await settle(command, output);
}

/** Park the command or back it off; returns its row as now stored. */
async function recordFailure(command: AnyCommandRow, failure: Failure, now: number): Promise<AnyCommandRow> {
  const attempts = command.attempts + 1;
  const changes =
    failure.kind === 'refused'
      ? { attempts, parked: true, lastError: failure.reason }
      : failure.kind === 'unauthorized'
        ? { lastError: failure.reason }
        : {
            attempts,
            lastError: failure.reason,
            nextAttemptAt: now + retryDelayMs(attempts, failure.retryAfterMs),
          };
  await updateCommand(command.seq!, changes).catch((error: unknown) =>
    console.error('Recording the sync failure failed', error),
  );
  return { ...command, ...changes };
}

async function earliestRetry(): Promise<number | null> {
  let earliest: number | null = null;
  await db.outbox.each((c) => {
    if (!c.parked && c.nextAttemptAt > Date.now())
      earliest = Math.min(earliest ?? c.nextAttemptAt, c.nextAttemptAt);
  });
  return earliest;
}

/**
 * Send the queued commands, oldest first, each once everything it depends on has reached the server. A
 * refused command is parked and the run goes on with what does not depend on it; no connection, a 401 or
 * a busy server (429) ends the run with the queue kept; a 5xx backs that command off and the run goes on.
 * The caller makes sure only one run happens at a time.
 */
export async function pushOutbox(
  onProgress: (progress: PushProgress) => void = () => {},
): Promise<PushResult> {
  // Read once per run (a command queued meanwhile starts another run); each one is read again just before it
  // is sent, since the user may have discarded or replaced it in the meantime.
  const commands = await db.outbox.toArray();
  const initial = runnable(commands, Date.now());
  const progress: PushProgress = {
    done: 0,
    total: initial.length,
    bytesDone: 0,
    bytesTotal: initial.reduce((sum, c) => sum + (c.photo?.bytes.byteLength ?? 0), 0),
    sendingSeq: null,
  };
  let uploaded = 0;
  let refused = 0;
  let stopped: Failure | null = null;
  for (;;) {
    const now = Date.now();
    const [next] = runnable(commands, now);
    if (!next) break;
    const at = commands.indexOf(next);
    const command = await db.outbox.get(next.seq!);
    if (!command) {
      commands.splice(at, 1);
      continue;
    }
    onProgress({ ...progress, sendingSeq: command.seq! });
    try {
      await send(command);
      commands.splice(at, 1);
      uploaded += 1;
      progress.done += 1;
      progress.bytesDone += command.photo?.bytes.byteLength ?? 0;
      progress.total = Math.max(progress.total, progress.done);
    } catch (error) {
      const failure = classifyFailure(error);
      console.error(`Sending ${command.call} failed (${failure.kind})`, error);
      // Kept in the list, parked or backed off, so that what depends on it still waits.
      commands[at] = await recordFailure(command, failure, now);
      if (failure.kind === 'refused') {
        refused += 1;
        continue;
      }
      if (failure.kind === 'busy' && failure.retryAfterMs === null) continue;
      stopped = failure;
      break;
    }
  }
  onProgress({ ...progress, sendingSeq: null });
  return { uploaded, refused, remaining: await db.outbox.count(), stopped, retryAt: await earliestRetry() };
}
