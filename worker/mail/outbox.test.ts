import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './outbox.ts';

describe('outbox retry schedule', () => {
  it('waits longer after each failure: 1 min, 5 min, 30 min, 2 h, then 6 h', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => retryDelayMs(failures) / 60_000)).toEqual([1, 5, 30, 120, 360, 360]);
  });

  it('gives up after a bounded number of attempts', () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBeGreaterThanOrEqual(5);
  });
});
