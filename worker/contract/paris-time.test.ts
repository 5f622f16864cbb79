import { describe, expect, it } from 'vitest';
import { earliestPickup, fromParis, latestBookingDate, meetsLeadTime, toParis } from './paris-time.ts';

describe('Paris wall-clock time', () => {
  it('reads instants in winter (UTC+1) and summer (UTC+2)', () => {
    expect(toParis(new Date('2026-01-15T10:30:00Z'))).toEqual({ date: '2026-01-15', time: '11:30' });
    expect(toParis(new Date('2026-07-15T10:30:00Z'))).toEqual({ date: '2026-07-15', time: '12:30' });
    expect(toParis(new Date('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:30' });
  });

  it('turns Paris date and time back into the instant', () => {
    expect(fromParis('2026-01-15', '11:30')?.toISOString()).toBe('2026-01-15T10:30:00.000Z');
    expect(fromParis('2026-07-15', '12:30')?.toISOString()).toBe('2026-07-15T10:30:00.000Z');
  });

  it('handles the daylight-saving changes', () => {
    // 29 March 2026: 02:00 → 03:00. 02:30 does not exist: moved forward.
    expect(fromParis('2026-03-29', '01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(fromParis('2026-03-29', '03:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromParis('2026-03-29', '02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 03:00 → 02:00. 02:30 happens twice: the earlier one.
    expect(fromParis('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromParis('2026-10-25', '03:30')?.toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('refuses malformed or impossible dates and times', () => {
    for (const [date, time] of [
      ['2026-02-30', '10:00'],
      ['2026-13-01', '10:00'],
      ['26-01-01', '10:00'],
      ['2026-01-01', '24:00'],
      ['2026-01-01', '9:00'],
      ['', ''],
    ]) {
      expect(fromParis(date ?? '', time ?? ''), `${date} ${time}`).toBeNull();
    }
  });
});

describe('the 36-hour lead time', () => {
  it('puts the earliest pickup 36 hours ahead in Paris time', () => {
    expect(earliestPickup(new Date('2026-11-21T10:00:00Z'))).toEqual({ date: '2026-11-22', time: '23:00' });
  });

  it('crosses the day boundary', () => {
    expect(earliestPickup(new Date('2026-11-21T14:30:00Z'))).toEqual({ date: '2026-11-23', time: '03:30' });
  });

  it('rounds up to the next five minutes', () => {
    expect(earliestPickup(new Date('2026-11-21T10:00:20Z'))).toEqual({ date: '2026-11-22', time: '23:05' });
    expect(earliestPickup(new Date('2026-11-21T10:04:59Z'))).toEqual({ date: '2026-11-22', time: '23:05' });
    expect(earliestPickup(new Date('2026-11-21T10:05:00Z'))).toEqual({ date: '2026-11-22', time: '23:05' });
  });

  it('counts real hours across a daylight-saving change', () => {
    // Friday 27 March 2026 12:00 Paris (11:00Z) + 36 h = 28 March 23:00Z, still winter time: midnight.
    expect(earliestPickup(new Date('2026-03-27T11:00:00Z'))).toEqual({ date: '2026-03-29', time: '00:00' });
    // Two hours later the 36 h end after the change (29 March 01:00Z), in summer time: 03:00, not 02:00.
    expect(earliestPickup(new Date('2026-03-27T13:00:00Z'))).toEqual({ date: '2026-03-29', time: '03:00' });
    // Autumn: 24 October 2026 00:00Z + 36 h = 25 October 12:00Z = 13:00 Paris (UTC+1 by then).
    expect(earliestPickup(new Date('2026-10-24T00:00:00Z'))).toEqual({ date: '2026-10-25', time: '13:00' });
  });

  it('accepts exactly 36 hours and refuses a minute less', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(meetsLeadTime('2026-11-22', '23:00', now)).toBe(true);
    expect(meetsLeadTime('2026-11-22', '22:59', now)).toBe(false);
    expect(meetsLeadTime('not-a-date', '23:00', now)).toBe(false);
  });
});

describe('latestBookingDate', () => {
  it('is the same Paris date two years later', () => {
    expect(latestBookingDate(new Date('2026-11-21T10:00:00Z'))).toBe('2028-11-21');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(latestBookingDate(new Date('2026-12-31T23:30:00Z'))).toBe('2029-01-01');
  });

  it('turns 29 February into 28 February', () => {
    expect(latestBookingDate(new Date('2028-02-29T12:00:00Z'))).toBe('2030-02-28');
  });
});
