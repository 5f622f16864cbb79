import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_SCHEDULES,
  cancellationTerms,
  cancellationWindow,
  changesUntil,
  freeCancellationUntil,
  onlineCancellationUntil,
} from './cancellation-policy.ts';
import { fromParis, toParis } from './paris-time.ts';

const HOUR = 3_600_000;
const at = (pickupAt: Date, hoursBefore: number, extraMs = 0) => new Date(pickupAt.getTime() - hoursBefore * HOUR + extraMs);
const pickup = (date: string, time: string) => {
  const instant = fromParis(date, time);
  if (!instant) throw new Error(`no Paris time ${date} ${time}`);
  return instant;
};

const TOTAL = 13_050;
const DEPOSIT = 6_525;
const { transfer, excursion } = CANCELLATION_SCHEDULES;

describe('the transfer schedule', () => {
  const pickupAt = pickup('2026-12-03', '18:30');

  it('is free from 24 hours before pickup, that instant included', () => {
    expect(cancellationTerms(pickupAt, at(pickupAt, 72), TOTAL, DEPOSIT)).toEqual({
      window: 'free',
      booked: true,
      feePercent: 0,
      feeCents: 0,
      refundDueCents: DEPOSIT,
      canCancelOnline: true,
      canChangeOnline: true,
    });
    expect(cancellationTerms(pickupAt, at(pickupAt, 24), TOTAL, DEPOSIT)).toMatchObject({ window: 'free', feeCents: 0, refundDueCents: DEPOSIT });
  });

  it('charges 30 % a millisecond later, online, and refunds what was paid less the fee', () => {
    expect(cancellationTerms(pickupAt, at(pickupAt, 24, 1), TOTAL, DEPOSIT)).toEqual({
      window: 'late',
      booked: true,
      feePercent: 30,
      // 30 % of 130.50 € is 39.15 €.
      feeCents: 3_915,
      refundDueCents: DEPOSIT - 3_915,
      canCancelOnline: true,
      canChangeOnline: true,
    });
    expect(cancellationTerms(pickupAt, at(pickupAt, 2), TOTAL, DEPOSIT)).toMatchObject({
      window: 'late',
      feePercent: 30,
      canCancelOnline: true,
      canChangeOnline: true,
    });
  });

  it('asks for a call less than 2 hours before pickup: 50 %, no change online', () => {
    expect(cancellationTerms(pickupAt, at(pickupAt, 2, 1), TOTAL, TOTAL)).toEqual({
      window: 'lastMinute',
      booked: true,
      feePercent: 50,
      feeCents: 6_525,
      refundDueCents: 6_525,
      canCancelOnline: false,
      canChangeOnline: false,
    });
    expect(cancellationTerms(pickupAt, pickupAt, TOTAL, TOTAL)).toMatchObject({ window: 'lastMinute', canCancelOnline: false });
  });

  it('after the pickup time: the no-show fee, nothing refunded, nothing online', () => {
    expect(cancellationTerms(pickupAt, at(pickupAt, 0, 1), TOTAL, TOTAL)).toMatchObject({
      window: 'started',
      feePercent: 100,
      feeCents: TOTAL,
      refundDueCents: 0,
      canCancelOnline: false,
      canChangeOnline: false,
    });
  });

  it('never refunds below nothing when the fee is more than was paid', () => {
    expect(cancellationTerms(pickupAt, at(pickupAt, 1), TOTAL, 2_000)).toMatchObject({ feeCents: 6_525, refundDueCents: 0 });
  });

  it('rounds the fee down to the cent, in the customer’s favour', () => {
    // 30 % of 0.99 € is 0.297 €.
    expect(cancellationTerms(pickupAt, at(pickupAt, 10), 99, 99)).toMatchObject({ feeCents: 29, refundDueCents: 70 });
  });

  it('costs nothing when nothing was paid (a request, not a booking), and stays online to the end', () => {
    for (const hours of [72, 10, 1, -1]) {
      expect(cancellationTerms(pickupAt, at(pickupAt, hours), TOTAL, 0)).toMatchObject({
        booked: false,
        feePercent: 0,
        feeCents: 0,
        refundDueCents: 0,
        canCancelOnline: true,
      });
    }
    expect(cancellationTerms(pickupAt, at(pickupAt, 1), TOTAL, 0).canChangeOnline).toBe(false);
  });
});

describe('the other services’ schedule (excursions, hourly hire, tailor-made)', () => {
  const pickupAt = pickup('2026-12-03', '09:00');

  it('is free from 48 hours, 50 % from a moment less, full price less than 24 hours before', () => {
    expect(cancellationTerms(pickupAt, at(pickupAt, 48), TOTAL, DEPOSIT, excursion)).toMatchObject({ window: 'free', feeCents: 0, refundDueCents: DEPOSIT });
    expect(cancellationTerms(pickupAt, at(pickupAt, 48, 1), TOTAL, DEPOSIT, excursion)).toMatchObject({
      window: 'late',
      feePercent: 50,
      feeCents: 6_525,
      refundDueCents: 0,
      canCancelOnline: true,
    });
    expect(cancellationTerms(pickupAt, at(pickupAt, 24), TOTAL, DEPOSIT, excursion)).toMatchObject({ window: 'late', feePercent: 50 });
    expect(cancellationTerms(pickupAt, at(pickupAt, 24, 1), TOTAL, TOTAL, excursion)).toMatchObject({
      window: 'lastMinute',
      feePercent: 100,
      feeCents: TOTAL,
      refundDueCents: 0,
      canCancelOnline: false,
    });
  });

  it('names no change window: changes are asked until pickup', () => {
    expect(cancellationTerms(pickupAt, at(pickupAt, 0), TOTAL, DEPOSIT, excursion).canChangeOnline).toBe(true);
    expect(cancellationTerms(pickupAt, at(pickupAt, 0, 1), TOTAL, DEPOSIT, excursion).canChangeOnline).toBe(false);
  });
});

describe('across the daylight-saving changes, hours are real hours', () => {
  it('spring (Sunday 29 March 2026, 02:00 → 03:00): 24 hours before 10:00 is 09:00 the day before, Paris time', () => {
    const pickupAt = pickup('2026-03-29', '10:00');
    expect(pickupAt.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    const freeUntil = freeCancellationUntil(pickupAt, transfer);
    expect(toParis(freeUntil)).toEqual({ date: '2026-03-28', time: '09:00' });
    expect(cancellationTerms(pickupAt, freeUntil, TOTAL, DEPOSIT).window).toBe('free');
    // 09:30 on Saturday, by the wall clock 24 h 30 before, is only 23 h 30 before in real time.
    expect(cancellationTerms(pickupAt, pickup('2026-03-28', '09:30'), TOTAL, DEPOSIT).window).toBe('late');
    expect(cancellationTerms(pickupAt, pickup('2026-03-28', '10:00'), TOTAL, DEPOSIT)).toMatchObject({ window: 'late', feeCents: 3_915 });
    // 2 hours before 10:00 is 08:00: after the change, the clock and real time agree again.
    expect(toParis(changesUntil(pickupAt, transfer))).toEqual({ date: '2026-03-29', time: '08:00' });
    expect(cancellationTerms(pickupAt, pickup('2026-03-29', '08:00'), TOTAL, DEPOSIT)).toMatchObject({ window: 'late', canChangeOnline: true });
    expect(cancellationTerms(pickupAt, pickup('2026-03-29', '08:01'), TOTAL, DEPOSIT)).toMatchObject({ window: 'lastMinute', canChangeOnline: false });
    // 48 hours before, for the other services: 09:00 on Friday 27 March.
    expect(toParis(freeCancellationUntil(pickupAt, excursion))).toEqual({ date: '2026-03-27', time: '09:00' });
  });

  it('a pickup just after the spring change: 2 hours before 03:30 is 00:30, Paris time', () => {
    const pickupAt = pickup('2026-03-29', '03:30');
    expect(toParis(changesUntil(pickupAt, transfer))).toEqual({ date: '2026-03-29', time: '00:30' });
    expect(cancellationTerms(pickupAt, pickup('2026-03-29', '00:30'), TOTAL, DEPOSIT).canChangeOnline).toBe(true);
    expect(cancellationTerms(pickupAt, pickup('2026-03-29', '01:31'), TOTAL, DEPOSIT).canChangeOnline).toBe(false);
  });

  it('autumn (Sunday 25 October 2026, 03:00 → 02:00): 24 hours before 10:00 is 11:00 the day before, Paris time', () => {
    const pickupAt = pickup('2026-10-25', '10:00');
    expect(pickupAt.toISOString()).toBe('2026-10-25T09:00:00.000Z');
    const freeUntil = freeCancellationUntil(pickupAt, transfer);
    expect(toParis(freeUntil)).toEqual({ date: '2026-10-24', time: '11:00' });
    // 10:30 on Saturday, by the wall clock 23 h 30 before, is 24 h 30 before in real time: still free.
    expect(cancellationTerms(pickupAt, pickup('2026-10-24', '10:30'), TOTAL, DEPOSIT).window).toBe('free');
    expect(cancellationTerms(pickupAt, freeUntil, TOTAL, DEPOSIT).window).toBe('free');
    expect(cancellationTerms(pickupAt, new Date(freeUntil.getTime() + 1), TOTAL, DEPOSIT).window).toBe('late');
    expect(toParis(changesUntil(pickupAt, transfer))).toEqual({ date: '2026-10-25', time: '08:00' });
    expect(toParis(freeCancellationUntil(pickupAt, excursion))).toEqual({ date: '2026-10-23', time: '11:00' });
  });
});

describe('the boundaries as instants', () => {
  const pickupAt = pickup('2026-12-03', '18:30');

  it('give the window of any moment, and the last online moment', () => {
    expect(cancellationWindow(pickupAt, at(pickupAt, 30))?.id).toBe('free');
    expect(cancellationWindow(pickupAt, at(pickupAt, -1))).toBeNull();
    expect(onlineCancellationUntil(pickupAt, transfer).getTime()).toBe(at(pickupAt, 2).getTime());
    expect(onlineCancellationUntil(pickupAt, excursion).getTime()).toBe(at(pickupAt, 24).getTime());
  });

  it('are ordered from the earliest window to the pickup, in both schedules', () => {
    for (const schedule of Object.values(CANCELLATION_SCHEDULES)) {
      const starts = schedule.windows.map((window) => window.fromHours);
      expect([...starts].sort((a, b) => b - a)).toEqual(starts);
      expect(starts[starts.length - 1]).toBe(0);
      expect(schedule.windows[0].feePercent).toBe(0);
    }
  });
});
