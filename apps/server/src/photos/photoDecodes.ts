import { availableParallelism } from 'node:os';
import { MESSAGES } from '@verge/domain';
import sharp from 'sharp';
import type { Config } from '../config';
import { RetryLaterError } from '../errors';

/** How long a client turned away from a full decode queue is asked to wait before it sends the photo again. */
export const DECODES_BUSY_RETRY_SECONDS = 5;

/** Runs a decode now, or once a turn is free. */
export type DecodeTurn = <T>(decode: () => Promise<T>) => Promise<T>;

/**
 * At most `concurrent` photo decodes at a time on this instance; further ones wait their turn in order, and
 * past `waiting` waiting ones a decode is refused at once with 503 and Retry-After: a burst of uploads (or PDF
 * reports) queues instead of taking every core and hundreds of megabytes, and the rest of the API keeps
 * answering.
 */
export function decodeLimiter(settings: { concurrent: number; waiting: number }): DecodeTurn {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return async (decode) => {
    if (running < settings.concurrent) running++;
    else if (queue.length >= settings.waiting) {
      throw new RetryLaterError('unavailable', MESSAGES.serverBusy, DECODES_BUSY_RETRY_SECONDS);
    } else {
      // The turn is handed over by release: `running` stays counted for the waiter.
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    try {
      return await decode();
    } finally {
      release();
    }
  };
}

const turns = new WeakMap<Config, DecodeTurn>();

/**
 * The decode limit of the instance running with `config` (one per app). libvips' threads are shared by the
 * decodes under way: each gets an even share of the cores, not all of them at once.
 */
export function photoDecodes(config: Config): DecodeTurn {
  let turn = turns.get(config);
  if (!turn) {
    sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / config.photoDecodes.concurrent)));
    turn = decodeLimiter(config.photoDecodes);
    turns.set(config, turn);
  }
  return turn;
}
