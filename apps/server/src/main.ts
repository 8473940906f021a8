import { buildApp } from './app';
import { loadConfig } from './config';
import { assertContractComplete } from './contractHandlers';
import { openDatabase, openReadDatabase } from './db/open';
import { sweepTemporaryFiles } from './photos/temporaryFiles';
import { prepareDatabase } from './prepareDatabase';
import { startScheduledJobs } from './scheduledTasks';
import { seedOnFirstStart } from './seed/seedOnFirstStart';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const handle = await openDatabase(config);
  await prepareDatabase(handle);
  const readHandle = await openReadDatabase(config, handle);
  const { server, context } = await buildApp({
    config,
    handle,
    readHandle,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  assertContractComplete(context);
  const swept = await sweepTemporaryFiles(config);
  if (swept > 0) server.log.info({ swept }, 'removed temporary photo files left by an earlier run');
  const logins = await seedOnFirstStart(context);
  const stopJobs = startScheduledJobs(context);
  await server.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${config.port}`;
  const lines = [
    '',
    `Verge is running at ${address} (API ${address}/api, docs ${address}/api/docs)`,
    `Database: ${handle.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : `PostgreSQL (DATABASE_URL${readHandle === handle ? '' : ', sync reads from DATABASE_READ_URL'})`}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ...logins,
    '',
  ];
  console.log(lines.join('\n'));

  const shutdown = async (signal: string) => {
    server.log.info({ signal }, 'shutting down');
    await stopJobs();
    await server.close();
    if (readHandle !== handle) await readHandle.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('Verge failed to start:', error instanceof Error ? error.message : error);
  // What went wrong underneath (a photo store's failure keeps it as its cause), for the operator's log.
  if (error instanceof Error && error.cause !== undefined) console.error('Caused by:', error.cause);
  process.exit(1);
});
