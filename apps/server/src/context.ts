import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { JobWorker } from './jobs/worker';
import type { PhotoStore } from './photos/photoStore';

/** What every feature's services are built from. */
export interface AppContext {
  config: Config;
  handle: DbHandle;
  /** The database; inside a command call, that call's transaction. */
  readonly db: Db;
  /**
   * What the sync pulls read from: the read replica (DATABASE_READ_URL) when there is one, else the primary.
   * Only reads that may lag behind the primary by less than the sync overlap belong here (docs/deploy.md).
   */
  readDb: Db;
  tokens: TokenService;
  /** Runs queued jobs (mail: mail/mailQueue.ts). */
  jobs: JobWorker;
  photos: PhotoStore;
  /** Inside a request, that request's logger (its lines carry the request id). */
  readonly log: FastifyBaseLogger;
}
