import { createHash } from 'node:crypto';
import { API_PREFIX, contract, MESSAGES } from '@verge/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RateLimit } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { RateLimitedError } from '../errors';
import { bearerToken } from '../http/authenticate';
import { type FlushedRow, flushHits } from './requestBudget.queries';

/** How often an instance adds its hits to the shared counts, and so learns the other instances' hits. */
export const BUDGET_FLUSH_MS = 2000;

/** Health checks spend nothing: a balancer's probes must not eat its own address's budget. */
const HEALTH_URL = `${API_PREFIX}${contract.health.path}`;

/** One budget's count as this instance sees it. */
interface Tally {
  bucket: string;
  key: string;
  limit: RateLimit;
  /** Every instance's hits in the window, as the database counted them at this instance's last flush. */
  counted: number;
  /** This instance's hits since, not yet written. */
  unflushed: number;
  /** When the window ends, on this instance's clock. */
  endsAt: number;
}

/**
 * The request budgets of one instance. Each hit is counted in memory and checked against the instance's view
 * of its budget: the database's count at the last flush plus the hits since. Every BUDGET_FLUSH_MS the hits
 * are added to the shared rows in one statement, which answers the totals of all instances. So a request
 * costs no database write, and the limit holds across instances to within what they let through in one
 * flush interval.
 */
class RequestBudget {
  private readonly tallies = new Map<string, Tally>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts a hit on each budget (refused hits count too); past any, 429 with Retry-After its window's end. */
  spend(budgets: { bucket: string; key: string; limit: RateLimit }[]): void {
    const now = Date.now();
    const over: number[] = [];
    for (const { bucket, key, limit } of budgets) {
      const id = `${bucket}\n${key}`;
      let tally = this.tallies.get(id);
      if (!tally) {
        tally = { bucket, key, limit, counted: 0, unflushed: 0, endsAt: 0 };
        this.tallies.set(id, tally);
      }
      if (tally.endsAt <= now) {
        tally.counted = 0;
        tally.endsAt = now + limit.windowSeconds * 1000;
      }
      tally.unflushed += 1;
      if (tally.counted + tally.unflushed > limit.max) over.push(Math.ceil((tally.endsAt - now) / 1000));
    }
    if (over.length > 0) throw new RateLimitedError(MESSAGES.requestsLimited, Math.max(1, ...over));
  }

  /** Writes the hits not yet written (one flush at a time: a slow database must not pile statements up). */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** The last flush, after any in flight: what came in while it ran is written too. */
  async close(): Promise<void> {
    await this.flushing;
    await this.flush();
  }

  private async write(): Promise<void> {
    const now = Date.now();
    for (const [id, tally] of this.tallies) {
      if (tally.unflushed === 0 && tally.endsAt <= now) this.tallies.delete(id);
    }
    const due = [...this.tallies.values()].filter((tally) => tally.unflushed > 0);
    if (due.length === 0) return;
    const sent = due.map((tally) => tally.unflushed);
    let flushed: FlushedRow[];
    try {
      flushed = await flushHits(
        this.db,
        due.map((tally, i) => ({
          bucket: tally.bucket,
          key: tally.key,
          hits: sent[i],
          windowSeconds: tally.limit.windowSeconds,
        })),
      );
    } catch (error) {
      // The hits stay unwritten and go with the next flush; meanwhile each instance counts its own.
      this.log.warn({ err: error }, 'request budget flush failed');
      return;
    }
    const answered = Date.now();
    const totals = new Map(flushed.map((row) => [`${row.bucket}\n${row.key}`, row]));
    due.forEach((tally, i) => {
      // Hits that came in while the statement ran stay unwritten.
      tally.unflushed -= sent[i];
      const row = totals.get(`${tally.bucket}\n${tally.key}`);
      if (row) {
        tally.counted = row.hits;
        tally.endsAt = answered + row.ms_left;
      }
    });
  }
}

const budgets = new WeakMap<FastifyInstance, RequestBudget>();

/** Writes `server`'s unwritten hits now (tests; otherwise its timer and its close do). */
export function flushRequestBudget(server: FastifyInstance): Promise<void> {
  return budgets.get(server)?.flush() ?? Promise.resolve();
}

/**
 * Every API request but the health check spends from the budget of its client address and, when its bearer
 * token verifies, of that token (kept as a hash: the table must not hold working tokens). A token that does
 * not verify is answered 401 at once (registerContract.ts) and is held by its address's budget alone. Past
 * either, 429 with Retry-After before any other work; the app's sync honours Retry-After. Counted in memory and
 * shared through `rate_limits` every BUDGET_FLUSH_MS (RequestBudget).
 */
export function registerRequestBudget(server: FastifyInstance, app: AppContext): void {
  // The primary itself, not a command's transaction: the flush runs on a timer, outside every request.
  const budget = new RequestBudget(app.handle.db, server.log);
  budgets.set(server, budget);
  const timer = setInterval(() => void budget.flush(), BUDGET_FLUSH_MS);
  timer.unref();
  server.addHook('onClose', async () => {
    clearInterval(timer);
    await budget.close();
  });
  server.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX) || request.routeOptions.url === HEALTH_URL) return;
    const { requestsPerAddress, requestsPerToken } = app.config.limits;
    const spending = [{ bucket: 'requests_address', key: request.ip, limit: requestsPerAddress }];
    const token = bearerToken(request);
    if (token && (await app.tokens.verify(token))) {
      const key = createHash('sha256').update(token).digest('base64url');
      spending.push({ bucket: 'requests_token', key, limit: requestsPerToken });
    }
    budget.spend(spending);
  });
}
