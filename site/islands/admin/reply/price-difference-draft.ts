// The price difference the admin may add when accepting a change (booking panel, decision 040), pure
// so its rules are unit-tested without a browser: switched on, a label, a supplement or a reduction,
// and an amount in euros typed as the Offer card's (parseEuros, never floats). Read against the
// current offer with the contract's own rule (offerAfterDifference), so the confirm dialog previews
// the total and what is left to pay or to refund exactly as the server will write them. The
// messages are the API's ('adminBookings.field.difference.*', 'field.tooLong').
import { OFFER_LINE_LABEL_MAX, parseEuros } from '../../../../worker/contract/money.ts';
import { DIFFERENCE_OFFER_STATES, offerAfterDifference, type OfferAfterDifference } from '../../../../worker/contract/price-difference.ts';
import type { OfferView, PriceDifference } from '../../../../worker/contract/schemas/bookings.ts';

export const DIFFERENCE_DIRECTIONS = ['supplement', 'reduction'] as const;
export type DifferenceDirection = (typeof DIFFERENCE_DIRECTIONS)[number];

export interface DifferenceDraft {
  /** "Add a price difference": off unless the admin switches it on. */
  on: boolean;
  label: string;
  direction: DifferenceDirection;
  /** Euros as typed, without a sign: the direction gives it. */
  amount: string;
}

export const NO_DIFFERENCE: DifferenceDraft = { on: false, label: '', direction: 'supplement', amount: '' };

export type DifferenceProblemKey =
  'adminBookings.field.difference.label' | 'adminBookings.field.difference.amount' | 'adminBookings.field.difference.total' | 'field.tooLong';

export interface ReadDifference {
  /** What the accept sends: null when switched off or not valid yet. */
  difference: PriceDifference | null;
  labelProblem: DifferenceProblemKey | null;
  amountProblem: DifferenceProblemKey | null;
  /** The offer as it would read; null until the amount is readable. */
  after: OfferAfterDifference | null;
  /** Switched off, or ready to send. */
  valid: boolean;
}

/** The offer a difference goes on: the current one, not withdrawn or replaced (the newest such). */
export const differenceOffer = (offers: readonly OfferView[]): OfferView | null =>
  offers.find((offer) => DIFFERENCE_OFFER_STATES.includes(offer.state)) ?? null;

export function readDifference(draft: DifferenceDraft, offer: OfferView | null): ReadDifference {
  if (!draft.on || offer === null) return { difference: null, labelProblem: null, amountProblem: null, after: null, valid: !draft.on };
  const label = draft.label.trim();
  const labelProblem = label === '' ? 'adminBookings.field.difference.label' : label.length > OFFER_LINE_LABEL_MAX ? 'field.tooLong' : null;
  const cents = parseEuros(draft.amount);
  const amountCents = cents === null || cents === 0 ? null : draft.direction === 'reduction' ? -cents : cents;
  const judged = amountCents === null ? null : offerAfterDifference(offer, amountCents);
  const after = judged !== null && typeof judged === 'object' ? judged : null;
  const amountProblem = amountCents === null ? 'adminBookings.field.difference.amount' : after === null ? 'adminBookings.field.difference.total' : null;
  const valid = labelProblem === null && amountProblem === null;
  return { difference: valid && amountCents !== null ? { label, amountCents } : null, labelProblem, amountProblem, after, valid };
}
