import { describe, expect, it } from 'vitest';
import { retryDelayMs, withRetry } from './retry.ts';

describe('withRetry', () => {
  it('waits attempt × 2^attempt ms between attempts', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2, 8, 24]);
  });

  it('returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('offline');
        return 'loaded';
      },
      3,
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(result).toBe('loaded');
    expect(waits).toEqual([2, 8]);
  });

  it('gives up after the last retry with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls += 1;
          throw new Error(`failure ${calls}`);
        },
        3,
        async (ms) => {
          waits.push(ms);
        },
      ),
    ).rejects.toThrow('failure 4');
    expect(calls).toBe(4);
    expect(waits).toEqual([2, 8, 24]);
  });
});
