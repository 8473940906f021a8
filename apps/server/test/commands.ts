import { randomUUID } from 'node:crypto';
import type { CallInput, CallName, CallOutput } from '@verge/domain';
import { expect } from 'vitest';
import { command, type TestApp } from './testApp';

/**
 * A command whose answer was lost, sent again: send it with a fresh Idempotency-Key, run `meanwhile`
 * (what changed on the server before the retry arrived), then send it again with the same key. Both
 * answers must be 200 and equal; the caller then checks that the repeat applied nothing (what
 * `meanwhile` did is still there, an effect happened once).
 */
export async function sendTwice<N extends CallName>(
  app: TestApp,
  name: N,
  input: CallInput<N>,
  token: string,
  meanwhile: () => Promise<unknown> = async () => {},
  file?: { bytes: Buffer; contentType: string },
): Promise<CallOutput<N>> {
  const key = randomUUID();
  const first = await command(app, name, input, token, key, file);
  expect(first.status, JSON.stringify(first.error)).toBe(200);
  await meanwhile();
  const second = await command(app, name, input, token, key, file);
  expect(second.status, JSON.stringify(second.error)).toBe(200);
  expect(second.body).toEqual(first.body);
  return first.body;
}
