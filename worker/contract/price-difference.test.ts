import { describe, expect, it } from 'vitest';
import { nextPayment } from './money.ts';
import { offerAfterDifference, type DifferenceOffer } from './price-difference.ts';

/** 130.50 € with the policy's 65.25 € deposit. */
const offer = (state: DifferenceOffer['state'], paidCents: number, more: Partial<DifferenceOffer> = {}): DifferenceOffer => ({
  state,
  totalCents: 13_050,
  depositCents: 6_525,
  paidCents,
  refundedCents: 0,
  ...more,
});

describe('offerAfterDifference', () => {
  it('a supplement on a booking paid in full: deposit_paid, and the Pay button asks for the difference', () => {
    const after = offerAfterDifference(offer('paid', 13_050), 2_000);
    expect(after).toEqual({ totalCents: 15_050, depositCents: 6_525, state: 'deposit_paid', netPaidCents: 13_050, leftToPayCents: 2_000, toRefundCents: 0 });
    expect(nextPayment(after as { totalCents: number; depositCents: number }, 13_050)).toEqual({ purpose: 'balance', amountCents: 2_000 });
  });

  it('a reduction on a booking with the deposit paid can settle it, or leave a refund to make', () => {
    expect(offerAfterDifference(offer('deposit_paid', 6_525), -6_525)).toMatchObject({ totalCents: 6_525, state: 'paid', leftToPayCents: 0, toRefundCents: 0 });
    expect(offerAfterDifference(offer('deposit_paid', 6_525), -10_000)).toMatchObject({
      totalCents: 3_050,
      // No deposit beyond the total.
      depositCents: 3_050,
      state: 'paid',
      toRefundCents: 3_475,
    });
    expect(offerAfterDifference(offer('deposit_paid', 6_525), -1_000)).toMatchObject({ totalCents: 12_050, state: 'deposit_paid', leftToPayCents: 5_525 });
  });

  it('counts what was kept, refunds deducted', () => {
    expect(offerAfterDifference(offer('paid', 13_050, { refundedCents: 3_050 }), -2_000)).toMatchObject({
      totalCents: 11_050,
      netPaidCents: 10_000,
      state: 'deposit_paid',
      leftToPayCents: 1_050,
    });
  });

  it('an offer not paid yet keeps its state; the policy’s deposit and a "pay in full" follow the total, a typed one stays', () => {
    expect(offerAfterDifference(offer('sent', 0), 1_000)).toMatchObject({ totalCents: 14_050, depositCents: 7_025, state: 'sent', leftToPayCents: 14_050 });
    expect(offerAfterDifference(offer('expired', 0, { depositCents: 13_050 }), -3_050)).toMatchObject({
      totalCents: 10_000,
      depositCents: 10_000,
      state: 'expired',
    });
    expect(offerAfterDifference(offer('sent', 0, { depositCents: 4_000 }), 5_000)).toMatchObject({ depositCents: 4_000 });
    expect(offerAfterDifference(offer('sent', 0, { depositCents: 4_000 }), -10_000)).toMatchObject({ totalCents: 3_050, depositCents: 3_050 });
  });

  it('refuses a reduction larger than the total, a total past €100,000, and an offer withdrawn or replaced', () => {
    expect(offerAfterDifference(offer('paid', 13_050), -13_050)).toMatchObject({ totalCents: 0, state: 'paid', toRefundCents: 13_050 });
    expect(offerAfterDifference(offer('paid', 13_050), -13_051)).toBe('total');
    expect(offerAfterDifference(offer('sent', 0), 10_000_000 - 13_050)).toMatchObject({ totalCents: 10_000_000 });
    expect(offerAfterDifference(offer('sent', 0), 10_000_000 - 13_049)).toBe('total');
    expect(offerAfterDifference(offer('withdrawn', 0), 1_000)).toBe('offerNotCurrent');
    expect(offerAfterDifference(offer('superseded', 0), 1_000)).toBe('offerNotCurrent');
  });
});
