import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig(env, { dataDir: '/tmp/verge-config', jwtSecret: 'config-test-secret' });

describe('loadConfig', () => {
  it('checks responses against the contract outside production only, unless VALIDATE_RESPONSES says', () => {
    expect(load({ NODE_ENV: 'production' }).validateResponses).toBe(false);
    expect(load({ NODE_ENV: 'test' }).validateResponses).toBe(true);
    expect(load({}).validateResponses).toBe(true);
    expect(load({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
    expect(load({ NODE_ENV: 'test', VALIDATE_RESPONSES: 'false' }).validateResponses).toBe(false);
  });
});

describe('the job lease and the mail time-outs', () => {
  it('defaults to a 5-minute lease that outlasts the longest mail send', () => {
    expect(load({})).toMatchObject({ jobLeaseSeconds: 300, smtpTimeoutMs: 20_000 });
  });

  it('refuses to start when one mail send could outlive its claim', () => {
    expect(() => load({ JOB_LEASE_SECONDS: '60' })).toThrow(
      'SMTP_TIMEOUT_MS=20000 lets one mail send take up to 240 s (12 waits), not less than JOB_LEASE_SECONDS=60: lower SMTP_TIMEOUT_MS below 5000 or raise the lease',
    );
    expect(load({ JOB_LEASE_SECONDS: '60', SMTP_TIMEOUT_MS: '4000' }).jobLeaseSeconds).toBe(60);
  });

  it('refuses a lease or time-out that is not a positive number', () => {
    expect(() => load({ JOB_LEASE_SECONDS: 'soon' })).toThrow('must be positive numbers');
    expect(() => load({ SMTP_TIMEOUT_MS: '0' })).toThrow('must be positive numbers');
  });
});
