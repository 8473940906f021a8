import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The spine in WebKit and Firefox (`npm run test:engines`): its own config, apart from the root's projects
 * (whose web project takes apps/web/src only). One file, one worker: the engines run one after the other against
 * one server, which the steps stop and start.
 */
export default defineConfig({
  test: {
    name: 'engines',
    root: dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.ts'],
    globalSetup: ['globalSetup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each step needs the one before it in the same browser: a retry would repeat it out of order.
    retry: 0,
  },
});
