import type { CommandContext, Position } from '@verge/domain';
import { serverReached } from '../api/reachability';

/** A fix older than this says little of where a change was made. */
const POSITION_FRESH_MS = 5 * 60_000;

let lastFix: { position: Position; at: number } | null = null;

/** The device's latest accepted position, from whichever screen watches it; kept in memory only. */
export function noteDevicePosition(position: Position, at = Date.now()): void {
  lastFix = { position, at };
}

/**
 * What a command made now records of its circumstances, less its time (the row's createdAt): offline when the
 * browser has no network or the app's last call did not reach the server.
 */
export function commandCircumstances(now = Date.now()): Omit<CommandContext, 'madeAt'> {
  const fresh = lastFix !== null && now - lastFix.at <= POSITION_FRESH_MS;
  return {
    offline: (typeof navigator !== 'undefined' && navigator.onLine === false) || !serverReached(),
    position: fresh && lastFix ? lastFix.position : null,
  };
}

/** The X-Command-Context of a queued command; none for a row queued before the app recorded it. */
export function commandContextOf(command: {
  createdAt: number;
  context?: Omit<CommandContext, 'madeAt'>;
}): CommandContext | undefined {
  if (!command.context) return undefined;
  return { madeAt: new Date(command.createdAt).toISOString(), ...command.context };
}
