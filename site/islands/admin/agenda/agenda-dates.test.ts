import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, isoWeekday, longDate, nextMonth, parisDateOf, parisTimeOf, parisToday, previousMonth, viewRange } from './agenda-dates.ts';

describe('the agenda’s views', () => {
  const today = '2026-11-26'; // a Thursday

  it('shows today, tomorrow, and this week from Monday to Sunday', () => {
    expect(viewRange({ kind: 'today' }, today)).toEqual({ from: today, to: today });
    expect(viewRange({ kind: 'tomorrow' }, today)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(viewRange({ kind: 'week' }, today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(viewRange({ kind: 'week' }, '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('shows a month as whole weeks, never more than 42 days', () => {
    expect(viewRange({ kind: 'month', month: '2026-11' }, today)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(viewRange({ kind: 'month', month: '2027-02' }, today)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    for (const month of ['2026-03', '2026-08', '2027-05', '2028-02']) {
      const { from, to } = viewRange({ kind: 'month', month }, today);
      expect(datesBetween(from, to).length % 7).toBe(0);
      expect(datesBetween(from, to).length).toBeLessThanOrEqual(42);
    }
  });

  it('counts calendar days, whatever the DST change', () => {
    expect(datesBetween('2027-03-27', '2027-03-29')).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    expect(addDays('2027-10-31', 1)).toBe('2027-11-01');
    expect(isoWeekday('2027-03-28')).toBe(7);
  });

  it('steps months across the year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
  });

  it('writes dates in the dashboard’s language, and instants in Paris time', () => {
    expect(longDate('2026-11-26', 'en')).toBe('Thursday, 26 November 2026');
    expect(longDate('2026-11-26', 'fr')).toBe('jeudi 26 novembre 2026');
    expect(parisTimeOf('2026-11-26T23:30:00Z')).toBe('00:30');
    expect(parisDateOf('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(parisToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});
