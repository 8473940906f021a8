import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { DbHandle } from '../apps/server/src/db/client';

/**
 * The server as production runs it (no response validation), on `handle`, listening on a free local port: its
 * address, a token of `userId`, and the server to close.
 */
export async function startBenchServer(
  benchDir: string,
  handle: DbHandle,
  userId: number,
): Promise<{ server: FastifyInstance; base: string; token: string }> {
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'production' },
    { dataDir: join(benchDir, '.data'), jwtSecret: 'bench-secret-bench-secret-bench-secret' },
  );
  const { server, context } = await buildApp({ config, handle, logger: { level: 'error' } });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  return {
    server,
    base: `http://127.0.0.1:${address.port}`,
    token: await context.tokens.issue(userId, false, 0),
  };
}
