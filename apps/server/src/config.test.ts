import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const load = (env: NodeJS.ProcessEnv) => loadConfig(env, { jwtSecret: 'config-test-secret' });

describe('loadConfig', () => {
  it('checks responses against the contract outside production only, unless VALIDATE_RESPONSES says', () => {
    expect(load({ NODE_ENV: 'production' }).validateResponses).toBe(false);
    expect(load({ NODE_ENV: 'test' }).validateResponses).toBe(true);
    expect(load({}).validateResponses).toBe(true);
    expect(load({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
    expect(load({ NODE_ENV: 'test', VALIDATE_RESPONSES: 'false' }).validateResponses).toBe(false);
  });
});
