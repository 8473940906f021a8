import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Server tests that need a PostgreSQL server (several processes on one database): only with TEST_DATABASE_URL. */
const POSTGRES_ONLY = ['src/twoInstances.test.ts', 'src/db/poolTimeout.test.ts'];

/** Web tests that need module state no other test file has touched, each with its reason. */
const WEB_OWN_MODULES = [
  // A posted row is distrusted for a while after any other write to the store, other files' writes included.
  'src/core/store/writtenRows.test.ts',
];

const WEB_TEST = {
  root: 'apps/web',
  environment: 'happy-dom',
  setupFiles: ['test/setup.ts'],
  // Component tests render MUI in happy-dom: seconds each on a busy 2-core machine.
  testTimeout: 20_000,
} as const;

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
          ...WEB_TEST,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_OWN_MODULES],
          // The files share one module graph per worker: importing MUI and the app's modules again for each of 80
          // files was two thirds of the project's time. Each file still gets a fresh happy-dom window.
          isolate: false,
        },
      },
      { test: { ...WEB_TEST, name: 'web-isolated', include: WEB_OWN_MODULES } },
    ],
  },
});
