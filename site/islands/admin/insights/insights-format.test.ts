import { describe, expect, it } from 'vitest';
import { countLabel, durationParts, lastMonths, monthLabel, rangeFromAddress, rangeProblem, shareLabel, weekLabel } from './insights-format.ts';

describe('the Insights period', () => {
  it('is the last months up to the Paris month of now, across a new year and at midnight in Paris', () => {
    expect(lastMonths(new Date('2026-11-26T12:00:00Z'), 6)).toEqual({ from: '2026-06', to: '2026-11' });
    expect(lastMonths(new Date('2026-02-10T12:00:00Z'), 3)).toEqual({ from: '2025-12', to: '2026-02' });
    // 23:30 UTC on 31 December is already January in Paris.
    expect(lastMonths(new Date('2026-12-31T23:30:00Z'), 1)).toEqual({ from: '2027-01', to: '2027-01' });
  });

  it('takes the address’s months only when the API would', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(rangeFromAddress('2025-10', '2025-11', now)).toEqual({ from: '2025-10', to: '2025-11' });
    for (const [from, to] of [
      ['2025-11', '2025-10'],
      ['2023-12', '2025-12'],
      ['2025-13', '2025-12'],
      ['oct', '2025-12'],
      [null, '2025-12'],
    ] as const) {
      expect(rangeFromAddress(from, to, now)).toEqual({ from: '2026-06', to: '2026-11' });
    }
  });

  it('says what is wrong in the API’s words, on the field concerned', () => {
    expect(rangeProblem({ from: '2025-01', to: '2026-12' })).toBeNull();
    expect(rangeProblem({ from: '2025-01', to: '2027-01' })).toEqual({ field: 'to', key: 'adminInsights.field.range.invalid' });
    expect(rangeProblem({ from: '2025-02', to: '2025-01' })).toEqual({ field: 'to', key: 'adminInsights.field.range.invalid' });
    expect(rangeProblem({ from: '', to: '2025-01' })).toEqual({ field: 'from', key: 'adminInsights.field.month.invalid' });
    expect(rangeProblem({ from: '2025-01', to: '2025-1' })).toEqual({ field: 'to', key: 'adminInsights.field.month.invalid' });
  });
});

describe('the Insights labels', () => {
  it('write weeks, months, counts and shares in the dashboard’s language', () => {
    expect(weekLabel('2025-10-27', 'en')).toBe('27 October 2025');
    expect(weekLabel('2025-10-27', 'fr')).toBe('27 octobre 2025');
    expect(monthLabel('2025-10', 'en')).toBe('October 2025');
    expect(monthLabel('2025-10', 'fr')).toBe('octobre 2025');
    expect(countLabel(12_345, 'en')).toBe('12,345');
    expect(countLabel(12_345, 'fr')).toBe('12\u202f345');
    expect(shareLabel(4, 9, 'en')).toBe('44%');
    expect(shareLabel(4, 9, 'fr')).toBe('44\u00a0%');
    expect(shareLabel(0, 0, 'en')).toBe('0%');
  });

  it('split a duration into whole hours and minutes', () => {
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
    expect(durationParts(89.6)).toEqual({ hours: 1, minutes: 30 });
    expect(durationParts(300)).toEqual({ hours: 5, minutes: 0 });
  });
});
