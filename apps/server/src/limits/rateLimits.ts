import type { Db } from '../db/client';
import { RateLimitedError } from '../errors';
import { type CountedHit, type Counter, countHits } from './rateLimits.queries';

/** Throws 429 when any counted counter is past its limit, with Retry-After the time until the last such window ends. */
function refuseOverLimit(counters: Counter[], counted: CountedHit[], message: string): void {
  const over = counted.filter((row) => {
    const counter = counters.find((c) => c.bucket === row.bucket);
    return counter !== undefined && row.hits > counter.limit.max;
  });
  if (over.length > 0) throw new RateLimitedError(message, Math.max(...over.map((row) => row.retry_after)));
}

/** Counts one hit on every counter (countHits) and throws 429 when any is past its limit. */
export async function spend(db: Db, counters: Counter[], message: string): Promise<void> {
  refuseOverLimit(counters, await countHits(db, counters), message);
}
