import { beforeEach, describe, expect, it } from 'vitest';
import { earliestPickup, toParis } from '../../worker/contract/paris-time.ts';
import { $pickupMoved, $ride, $rideError, $step, goToContact, keepLeadTime } from './booking.ts';
import { emptyRide } from './booking-state.ts';

const HOUR = 3_600_000;
const now = new Date('2030-05-04T08:02:00Z');

function rideAt(pickup: Date, extra: Partial<ReturnType<typeof emptyRide>> = {}) {
  const when = toParis(pickup);
  $ride.set({ ...emptyRide(), pickupLocation: 'Louvre', dropoffLocation: 'Orly', pickupDate: when.date, pickupTime: when.time, ...extra });
}

describe('keepLeadTime', () => {
  beforeEach(() => {
    $step.set('vehicle');
    $pickupMoved.set(null);
    $rideError.set(null);
  });

  it('leaves a pickup beyond the minimum alone', () => {
    rideAt(new Date(now.getTime() + 40 * HOUR));
    expect(keepLeadTime('vehicle', now)).toBe('ok');
    expect($pickupMoved.get()).toBeNull();
  });

  it('moves a pickup the minimum has caught up with, a minute ahead, and says so on the step', () => {
    rideAt(new Date(now.getTime() + 36 * HOUR - 10 * 60_000));
    expect(keepLeadTime('vehicle', now)).toBe('moved');
    const earliest = earliestPickup(new Date(now.getTime() + 60_000));
    expect($ride.get()).toMatchObject({ pickupDate: earliest.date, pickupTime: earliest.time });
    expect($pickupMoved.get()).toEqual({ ...earliest, step: 'vehicle' });
  });

  it('sends the visitor to step 1 when the move puts the pickup after the return', () => {
    const pickup = new Date(now.getTime() + 35 * HOUR);
    const back = toParis(new Date(now.getTime() + 35.5 * HOUR));
    rideAt(pickup, { transferType: 'ROUND_TRIP', returnDate: back.date, returnTime: back.time });
    expect(keepLeadTime('vehicle', now)).toBe('ride');
    expect($rideError.get()).toBe('booking.error.returnBeforePickup');
    expect($pickupMoved.get()?.step).toBe('ride');
  });

  it("is checked by 'Enter contact details', which stays on the step to show the new time", () => {
    rideAt(new Date(Date.now() + 36 * HOUR - 60_000));
    expect(goToContact()).toBe(false);
    expect($step.get()).toBe('vehicle');
    expect($pickupMoved.get()?.step).toBe('vehicle');
  });

  it('drops the notice on another step', () => {
    rideAt(new Date(now.getTime() + 35 * HOUR));
    keepLeadTime('vehicle', now);
    $step.set('ride');
    expect($pickupMoved.get()).toBeNull();
  });
});
