import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The platform admin the e2e server is started with. */
export const E2E_ADMIN = { username: 'e2e.platform', password: 'e2e-platform-pass' } as const;

/** Demo logins seeded on the fresh database (apps/server seed), password 'verge-demo'. */
export const DEMO_PASSWORD = 'verge-demo';
export const DEMO = {
  clientAdmin: 'northern.admin',
  clientField: 'northern.field',
  providerAdmin: 'clearcut.admin',
  providerField: 'clearcut.field',
} as const;

export const serverStateFile = join(
  tmpdir(),
  `verge-e2e-server-${process.env.VERGE_E2E_PORT ?? 'default'}.json`,
);
