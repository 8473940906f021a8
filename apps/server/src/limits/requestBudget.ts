import { createHash } from 'node:crypto';
import { API_PREFIX, MESSAGES } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { firstRow, prepared } from '../db/sql';
import { bearerToken, callerJson, rememberCaller, type ViewerRow } from '../http/authenticate';
import { type CountedHit, type Counter, countHits, refuseOverLimit, spend } from './rateLimits';

/**
 * Every API request spends from the budget of its client address and, when it carries one, of its bearer
 * token (kept as a hash: the table must not hold working tokens). Past either, 429 with Retry-After
 * before any other work; the app's sync honours Retry-After. A token that verifies has its user row read by
 * the same statement, for authenticate: one round trip per call, not two.
 */
export function registerRequestBudget(server: FastifyInstance, app: AppContext): void {
  server.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const { requestsPerAddress, requestsPerToken } = app.config.limits;
    const counters: Counter[] = [{ bucket: 'requests_address', key: request.ip, limit: requestsPerAddress }];
    const token = bearerToken(request);
    if (!token) return spend(app.db, counters, MESSAGES.requestsLimited);
    const key = createHash('sha256').update(token).digest('base64url');
    counters.push({ bucket: 'requests_token', key, limit: requestsPerToken });
    const payload = await app.tokens.verify(token);
    if (!payload) return spend(app.db, counters, MESSAGES.requestsLimited);
    const { userId } = payload.data;
    const row = await firstRow<{ counted: CountedHit[]; caller: ViewerRow | null }>(
      app.db,
      prepared(sql`WITH counted AS (${countHits(counters)})
          SELECT (SELECT json_agg(counted) FROM counted) AS counted, ${callerJson(userId)} AS caller`),
    );
    refuseOverLimit(counters, row!.counted, MESSAGES.requestsLimited);
    rememberCaller(request, userId, row!.caller);
  });
}
