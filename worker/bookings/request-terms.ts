// What cancelling or changing a request costs and allows now (decision 040): the schedule of its kind
// (contract/cancellation-policy.ts) applied to its pickup, its current offer's total and what came in
// on it. An excursion request holds no date (it is agreed by e-mail): nothing paid, it is withdrawn
// free like any request; paid, its fee depends on a date only the office knows, so the customer calls.
import { CANCELLATION_SCHEDULES, cancellationTerms, type CancellationTerms } from '../contract/cancellation-policy.ts';
import type { MoneyRequest, OfferRow } from '../db/queries/bookings.ts';

export interface RequestTerms {
  terms: CancellationTerms;
  totalCents: number;
  /** Net of refunds. */
  paidCents: number;
  /** The request holds its pickup (a transfer): the schedule's windows apply to it. */
  pickupKnown: boolean;
}

/** The request's money as the schedule reads it: the current offer's total and what came in on it, net of refunds. */
export function moneyOf(offer: Pick<OfferRow, 'totalCents' | 'paidCents' | 'refundedCents'> | null): { totalCents: number; paidCents: number } {
  return offer ? { totalCents: offer.totalCents, paidCents: Math.max(0, offer.paidCents - offer.refundedCents) } : { totalCents: 0, paidCents: 0 };
}

export function requestTerms(
  request: { kind: MoneyRequest['kind']; pickup: { at: Date } | null },
  offer: Pick<OfferRow, 'totalCents' | 'paidCents' | 'refundedCents'> | null,
  now: Date,
): RequestTerms {
  const { totalCents, paidCents } = moneyOf(offer);
  const schedule = CANCELLATION_SCHEDULES[request.kind === 'excursion' ? 'excursion' : 'transfer'];
  if (request.pickup) return { terms: cancellationTerms(request.pickup.at, now, totalCents, paidCents, schedule), totalCents, paidCents, pickupKnown: true };
  const booked = paidCents > 0;
  return {
    terms: {
      window: 'free',
      booked,
      feePercent: 0,
      feeCents: 0,
      refundDueCents: 0,
      canCancelOnline: !booked,
      canChangeOnline: true,
    },
    totalCents,
    paidCents,
    pickupKnown: false,
  };
}
