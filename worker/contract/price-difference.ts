// A price difference the office adds when it accepts a change (decision 040, "A change's price
// difference"): a supplement (positive cents) or a reduction (negative) added as a line to the
// request's current offer, whose total, deposit and state follow. Browser-safe and pure: the server
// writes what it says, and the booking panel previews the new total and what is left to pay or to
// refund with it before the admin confirms.
import type { OfferState } from './booking-words.ts';
import { OFFER_AMOUNT_MAX_CENTS, defaultDeposit } from './money.ts';

/** The offer states a difference may move: the current offer (not one withdrawn or replaced). */
export const DIFFERENCE_OFFER_STATES: readonly OfferState[] = ['sent', 'expired', 'deposit_paid', 'paid'];

/** Money has confirmed the booking on these: the deposit that did it is history and stays. */
const CONFIRMED_STATES: readonly OfferState[] = ['deposit_paid', 'paid'];

export interface DifferenceOffer {
  state: OfferState;
  totalCents: number;
  depositCents: number;
  paidCents: number;
  refundedCents: number;
}

export interface OfferAfterDifference {
  totalCents: number;
  depositCents: number;
  state: OfferState;
  /** What is kept on the offer: paid less refunded. */
  netPaidCents: number;
  /** What the customer still owes against the new total (0 when covered). */
  leftToPayCents: number;
  /** What was paid beyond the new total: the office's to refund (0 when none). */
  toRefundCents: number;
}

export type DifferenceRefusal = 'offerNotCurrent' | 'total';

/**
 * The offer once `amountCents` is added to it, or why it cannot be: an offer withdrawn or replaced
 * takes no difference, and the new total must stay within 0..€100,000 (a reduction never larger
 * than the total).
 *
 * - The state follows the money kept against the new total on a booking money has confirmed: all of
 *   it paid is 'paid', else 'deposit_paid' (the booking stays confirmed, and the Pay button asks for
 *   the rest, as a deposit_paid offer is payable past its validity). An offer not yet confirmed
 *   (sent, expired) keeps its state: the next payment is judged against the new total.
 * - The deposit of a confirmed booking stays (no more than the new total). On an offer not yet
 *   paid, a "pay in full" deposit and the policy's share follow the new total; a deposit the admin
 *   typed stays (no more than the new total).
 */
export function offerAfterDifference(offer: DifferenceOffer, amountCents: number): OfferAfterDifference | DifferenceRefusal {
  if (!DIFFERENCE_OFFER_STATES.includes(offer.state)) return 'offerNotCurrent';
  const totalCents = offer.totalCents + amountCents;
  if (totalCents < 0 || totalCents > OFFER_AMOUNT_MAX_CENTS) return 'total';
  const netPaidCents = Math.max(0, offer.paidCents - offer.refundedCents);
  const confirmed = CONFIRMED_STATES.includes(offer.state);
  const followsTotal =
    !confirmed && (offer.depositCents === offer.totalCents || offer.depositCents === defaultDeposit(offer.totalCents))
      ? offer.depositCents === offer.totalCents
        ? totalCents
        : defaultDeposit(totalCents)
      : offer.depositCents;
  return {
    totalCents,
    depositCents: Math.min(followsTotal, totalCents),
    state: confirmed ? (netPaidCents >= totalCents ? 'paid' : 'deposit_paid') : offer.state,
    netPaidCents,
    leftToPayCents: Math.max(0, totalCents - netPaidCents),
    toRefundCents: Math.max(0, netPaidCents - totalCents),
  };
}
