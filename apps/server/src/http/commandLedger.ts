import {
  type CallName,
  COMMAND_CONTEXT_HEADER,
  type CommandContext,
  commandContextSchema,
  type DuplicateWarning,
  IDEMPOTENCY_KEY_HEADER,
  uuidSchema,
} from '@verge/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { inRequestTransaction } from '../db/requestTransaction';
import { badRequest, conflict, found } from '../errors';
import { claimCommandKey, findAppliedCommand, recordCommandResponse } from './appliedCommands.queries';
import { setCommandActor } from './commandActor.queries';

/** A command call as the ledger records it. */
export interface Command {
  call: CallName;
  userId: number;
  /** The Idempotency-Key, when the client sent one. */
  key: string | undefined;
  /** The device's circumstances of the command (X-Command-Context), when the client sent them. */
  context: CommandContext | undefined;
  /** What the record's history keeps of the request beyond its changes: the answer to a duplicate warning. */
  details: { duplicateWarning: DuplicateWarning } | null;
}

/** The history's details of a command's input (its parsed, valid input). */
export function commandDetails(input: unknown): Command['details'] {
  const warning =
    typeof input === 'object' && input !== null && 'duplicateWarning' in input
      ? input.duplicateWarning
      : undefined;
  return warning ? { duplicateWarning: warning as DuplicateWarning } : null;
}

/** The Idempotency-Key header of a request, if any; 400 unless it is a 36-character uuid. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const parsed = uuidSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw badRequest(`Invalid ${IDEMPOTENCY_KEY_HEADER} header`, [
    { path: IDEMPOTENCY_KEY_HEADER, message: 'must be the command’s 36-character uuid' },
  ]);
}

/** The X-Command-Context header of a request, if any; 400 unless it is the JSON the domain describes. */
export function commandContext(request: FastifyRequest): CommandContext | undefined {
  const value = request.headers[COMMAND_CONTEXT_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  let json: unknown;
  try {
    json = typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = commandContextSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw badRequest(`Invalid ${COMMAND_CONTEXT_HEADER} header`, [
    { path: COMMAND_CONTEXT_HEADER, message: 'must be JSON: { madeAt, offline, position }' },
  ]);
}

/** The answer stored for a key already applied, when it is the same user's same call. */
async function storedAnswer(app: AppContext, command: Command, key: string): Promise<string> {
  const stored = found(await findAppliedCommand(app.db, key), 'Command');
  if (stored.user_id !== command.userId || stored.call !== command.call) {
    throw conflict(`This ${IDEMPOTENCY_KEY_HEADER} was used for another request`);
  }
  // Unreachable while claims wait for the claiming transaction; kept so a null never goes out as JSON.
  if (stored.response === null) throw conflict('This command is still being applied');
  return stored.response;
}

/**
 * Apply a command call: `apply` (the handler, answering JSON text) runs in one transaction with the
 * claim of its key, so the change and its ledger entry commit together. A key already applied answers
 * its first result and applies nothing; a refused command (any error) rolls back and stores no key, so
 * a retry is judged afresh. Without a key the call is still atomic, just not deduplicated.
 */
export function applyCommand(
  app: AppContext,
  command: Command,
  apply: () => Promise<string>,
): Promise<string> {
  return inRequestTransaction(
    app.handle.db,
    async () => {
      const { key } = command;
      // Names the user and the device's circumstances to the history triggers, for this transaction only.
      await setCommandActor(app.db, {
        userId: command.userId,
        call: command.call,
        madeAt: command.context?.madeAt ?? null,
        offline: command.context?.offline ?? null,
        position: command.context?.position ?? null,
        details: command.details,
      });
      if (key === undefined) return apply();
      if (!(await claimCommandKey(app.db, key, command.userId, command.call))) {
        return storedAnswer(app, command, key);
      }
      const answer = await apply();
      await recordCommandResponse(app.db, key, answer);
      return answer;
    },
    (error) => app.log.error({ err: error, call: command.call }, 'work after a command’s commit failed'),
  );
}
