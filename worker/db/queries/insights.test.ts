import { describe, expect, it } from 'vitest';
import { monthBuckets, weekBuckets } from './insights.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('the buckets of Insights', () => {
  it('start months at midnight in Paris, whatever the offset of the day', () => {
    expect(monthBuckets('2026-03', '2026-04').map(({ label, lo, hi }) => [label, iso(lo), iso(hi)])).toEqual([
      ['2026-03', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
      ['2026-04', '2026-03-31T22:00:00.000Z', '2026-04-30T22:00:00.000Z'],
    ]);
    expect(monthBuckets('2026-12', '2027-01').map(({ label }) => label)).toEqual(['2026-12', '2027-01']);
  });

  it('start weeks on Monday at midnight in Paris: a week of a DST change is an hour shorter or longer', () => {
    const weeks = weekBuckets('2026-10', '2026-10');
    expect(weeks.map(({ label }) => label)).toEqual(['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26']);
    const autumn = weeks.find(({ label }) => label === '2026-10-19')!;
    expect([iso(autumn.lo), iso(autumn.hi)]).toEqual(['2026-10-18T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    const spring = weekBuckets('2026-03', '2026-03').find(({ label }) => label === '2026-03-23')!;
    expect(spring.hi - spring.lo).toBe(7 * 86_400_000 - 3_600_000);
    // Consecutive: each week ends where the next starts.
    expect(weeks.every((week, i) => i === 0 || weeks[i - 1]!.hi === week.lo)).toBe(true);
  });
});
