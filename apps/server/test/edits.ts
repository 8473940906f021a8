import { randomUUID } from 'node:crypto';
import {
  type CallInput,
  type CallName,
  COMMAND_CONTEXT_HEADER,
  type CommandContext,
  IDEMPOTENCY_KEY_HEADER,
} from '@verge/domain';
import { type CallResult, send, type TestApp } from './testApp';

/** The fields of `shape` as `record` holds them: an edit's starting point. */
export const pick = (record: object, shape: object) =>
  Object.fromEntries(Object.keys(shape).map((key) => [key, (record as Record<string, unknown>)[key]]));

/** A command as a device's outbox sends it: a fresh Idempotency-Key and the command's context. */
export function commandWithContext<N extends CallName>(
  app: TestApp,
  name: N,
  input: CallInput<N>,
  token: string,
  context: CommandContext,
  file?: { bytes: Buffer; contentType: string },
): Promise<CallResult<N>> {
  return send(app, name, input, {
    token,
    file,
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID(), [COMMAND_CONTEXT_HEADER]: JSON.stringify(context) },
  });
}
