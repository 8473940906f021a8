import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Server tests that need a PostgreSQL server (several processes on one database): only with TEST_DATABASE_URL. */
const POSTGRES_ONLY = ['src/twoInstances.test.ts', 'src/db/poolTimeout.test.ts'];

export default defineConfig({
  test: {
    // One test file per core: Vitest's default leaves one core to itself, which on the 2-core CI machine ran every
    // file in turn (the server suite took 571 s that way, 373 s with two at a time; the runner itself idles).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : POSTGRES_ONLY)],
          globalSetup: ['test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          // Component tests render MUI in happy-dom: seconds each on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
