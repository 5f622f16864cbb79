// The price difference of an accepted change as the booking panel reads it: off sends nothing; on,
// a label and an amount typed in euros with a direction, judged against the current offer with the
// contract's rule, so the preview is what the server will write.
import { describe, expect, it } from 'vitest';
import type { OfferView } from '../../../../worker/contract/schemas/bookings.ts';
import { NO_DIFFERENCE, differenceOffer, readDifference, type DifferenceDraft } from './price-difference-draft.ts';

/** 130.50 € paid in full. */
const paidOffer: OfferView = {
  id: 5,
  version: 2,
  state: 'paid',
  lines: [{ label: 'Transfer CDG → Eiffel Tower', amountCents: 13_050 }],
  totalCents: 13_050,
  depositCents: 6_525,
  paidCents: 13_050,
  refundedCents: 0,
  validUntil: '2026-03-03T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'admin',
};
const on = (draft: Partial<DifferenceDraft>): DifferenceDraft => ({ ...NO_DIFFERENCE, on: true, label: 'Later pickup', ...draft });

describe('readDifference', () => {
  it('off: valid, and nothing to send', () => {
    expect(readDifference(NO_DIFFERENCE, paidOffer)).toEqual({ difference: null, labelProblem: null, amountProblem: null, after: null, valid: true });
  });

  it('a supplement typed in euros: the offer’s new total and what is left to pay', () => {
    const read = readDifference(on({ amount: '20,50' }), paidOffer);
    expect(read).toMatchObject({ valid: true, difference: { label: 'Later pickup', amountCents: 2_050 } });
    expect(read.after).toMatchObject({ totalCents: 15_100, state: 'deposit_paid', leftToPayCents: 2_050, toRefundCents: 0 });
  });

  it('a reduction: negative cents, and what is then to refund', () => {
    const read = readDifference(on({ direction: 'reduction', amount: '30', label: '  Shorter route  ' }), paidOffer);
    expect(read.difference).toEqual({ label: 'Shorter route', amountCents: -3_000 });
    expect(read.after).toMatchObject({ totalCents: 10_050, toRefundCents: 3_000 });
  });

  it('names each problem with the API’s own message', () => {
    expect(readDifference(on({ label: ' ', amount: '' }), paidOffer)).toMatchObject({
      valid: false,
      difference: null,
      labelProblem: 'adminBookings.field.difference.label',
      amountProblem: 'adminBookings.field.difference.amount',
    });
    expect(readDifference(on({ label: 'x'.repeat(121), amount: '0' }), paidOffer)).toMatchObject({
      labelProblem: 'field.tooLong',
      amountProblem: 'adminBookings.field.difference.amount',
    });
    expect(readDifference(on({ amount: '-5' }), paidOffer).amountProblem).toBe('adminBookings.field.difference.amount');
    expect(readDifference(on({ amount: '1e3' }), paidOffer).amountProblem).toBe('adminBookings.field.difference.amount');
    // A reduction larger than the total, a total past €100,000.
    expect(readDifference(on({ direction: 'reduction', amount: '130.51' }), paidOffer)).toMatchObject({
      amountProblem: 'adminBookings.field.difference.total',
      after: null,
    });
    expect(readDifference(on({ amount: '100000' }), paidOffer).amountProblem).toBe('adminBookings.field.difference.total');
  });

  it('goes on the newest offer still in force: none once it is withdrawn', () => {
    const withdrawn = { ...paidOffer, id: 6, version: 3, state: 'withdrawn' as const };
    const superseded = { ...paidOffer, id: 4, version: 1, state: 'superseded' as const };
    expect(differenceOffer([paidOffer, superseded])).toBe(paidOffer);
    expect(differenceOffer([withdrawn, superseded])).toBeNull();
    expect(differenceOffer([])).toBeNull();
    expect(readDifference(on({ amount: '10' }), null)).toMatchObject({ valid: false, difference: null });
  });
});
