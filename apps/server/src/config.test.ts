import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig(env, { dataDir: '/tmp/verge-config', jwtSecret: 'x' });

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
