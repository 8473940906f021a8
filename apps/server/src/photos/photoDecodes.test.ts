import { describe, expect, it } from 'vitest';
import { RetryLaterError } from '../errors';
import { DECODES_BUSY_RETRY_SECONDS, decodeLimiter } from './photoDecodes';

describe('decodeLimiter', () => {
  it('runs at most `concurrent` decodes, the waiting ones in order, and refuses past `waiting` with 503', async () => {
    const turn = decodeLimiter({ concurrent: 2, waiting: 2 });
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const decode = (n: number) =>
      turn(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            finish[n] = () => resolve(n);
          }),
      );
    const running = [0, 1, 2, 3].map(decode);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    const refused = await decode(4).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect(refused).toMatchObject({ status: 503, retryAfterSeconds: DECODES_BUSY_RETRY_SECONDS });
    finish[1]();
    await running[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    finish[0]();
    finish[2]();
    await Promise.all([running[0], running[2]]);
    await Promise.resolve();
    finish[3]();
    expect(await Promise.all(running)).toEqual([0, 1, 2, 3]);
    // All turns free again: as many at once as allowed.
    const again = [5, 6].map(decode);
    await Promise.resolve();
    expect(started.slice(-2)).toEqual([5, 6]);
    finish[5]();
    finish[6]();
    await Promise.all(again);
  });

  it('frees the turn of a decode that fails', async () => {
    const turn = decodeLimiter({ concurrent: 1, waiting: 0 });
    await expect(turn(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await turn(async () => 'next')).toBe('next');
  });
});
