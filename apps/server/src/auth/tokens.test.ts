import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenService } from './tokens';

const SECRET = 'unit-secret-unit-secret-unit-secret';

afterEach(() => {
  vi.useRealTimers();
});

describe('token verification', () => {
  it('accepts a token again without a second signature check, until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    const tokens = tokenService(SECRET, 60);
    const token = await tokens.issue(7, false, 2);
    expect((await tokens.verify(token))?.data.userId).toBe(7);
    expect((await tokens.verify(token))?.ver).toBe(2);
    vi.setSystemTime(new Date('2026-11-26T08:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature differs from one it verified', async () => {
    const tokens = tokenService(SECRET, 60);
    const token = await tokens.issue(7, false, 0);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokenService('another-secret-another-secret-xx', 60).verify(token)).toBeNull();
  });
});
