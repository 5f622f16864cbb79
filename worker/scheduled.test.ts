import { describe, expect, it } from 'vitest';
import { scheduledClock } from './scheduled.ts';

describe('scheduledClock', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('works at the scheduled time when it is later than the clock (a test run asking for the future)', () => {
    const later = now + 6 * 3_600_000;
    expect(scheduledClock(later, now).getTime()).toBe(later);
  });

  it('never works earlier than the clock: a late run leases and retries from the real time', () => {
    expect(scheduledClock(now - 7 * 60_000, now).getTime()).toBe(now);
  });
});
