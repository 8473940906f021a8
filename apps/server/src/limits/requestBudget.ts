import { createHash } from 'node:crypto';
import { API_PREFIX, MESSAGES } from '@verge/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { bearerToken } from '../http/authenticate';
import { type Counter, spend } from './rateLimits';

/**
 * Every API request spends from the budget of its client address and, when it carries one, of its bearer
 * token (kept as a hash: the table must not hold working tokens). Past either, 429 with Retry-After
 * before any other work; the app's sync honours Retry-After.
 */
export function registerRequestBudget(server: FastifyInstance, app: AppContext): void {
  server.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    const { requestsPerAddress, requestsPerToken } = app.config.limits;
    const counters: Counter[] = [{ bucket: 'requests_address', key: request.ip, limit: requestsPerAddress }];
    const token = bearerToken(request);
    if (token) {
      const key = createHash('sha256').update(token).digest('base64url');
      counters.push({ bucket: 'requests_token', key, limit: requestsPerToken });
    }
    await spend(app.db, counters, MESSAGES.requestsLimited);
  });
}
