import { setTimeout as sleep } from 'node:timers/promises';
import { APP_VERSION, MESSAGES } from '@verge/domain';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import type { Handlers } from '../../http/handlers';
import { pingDatabase } from './health.queries';

/**
 * The longest health waits for the database before it answers 503: a balancer's check gets an answer in time
 * even when every connection is taken (shorter than the pool's own acquire timeout, DATABASE_POOL_TIMEOUT_MS).
 */
export const HEALTH_DATABASE_TIMEOUT_MS = 1_000;

/** Resolves once the database answers; rejects with 503 when it has not within HEALTH_DATABASE_TIMEOUT_MS. */
async function databaseAnswers(app: AppContext): Promise<void> {
  const timer = new AbortController();
  const late = sleep(HEALTH_DATABASE_TIMEOUT_MS, undefined, { signal: timer.signal }).then(() => {
    throw new ApiError('unavailable', MESSAGES.databaseUnavailable);
  });
  try {
    await Promise.race([pingDatabase(app.db), late]);
  } finally {
    timer.abort();
    late.catch(() => {});
  }
}

export function healthHandlers(app: AppContext): Handlers {
  return {
    clientConfig: async () => ({
      mapTileUrl: app.config.mapTileUrl,
      mapTileAttribution: app.config.mapTileAttribution,
      lsdWmsUrl: app.config.lsdWmsUrl,
      offlineTileUrl: app.config.offlineTileUrl,
      lsdWmsOffline: app.config.lsdWmsOffline,
    }),
    health: async () => {
      await databaseAnswers(app);
      return { status: 'ok', version: APP_VERSION, database: app.handle.kind };
    },
  };
}
