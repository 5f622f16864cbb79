// A quote row's money as the back office's lists show it (decision 038): kept on the row by
// refreshRequestMoney (bookings.ts), so a page of the list needs no join.
import type { OfferSummary } from '../../contract/schemas/bookings.ts';
import type { PaymentState } from '../../contract/booking-words.ts';
import type { OfferSummaryColumn } from '../schema.ts';

export function moneyOf(row: { paymentState: PaymentState; bookingReference: string | null; offerSummary: OfferSummaryColumn | null }): {
  paymentState: PaymentState;
  bookingReference: string | null;
  offer: OfferSummary | null;
} {
  const offer = row.offerSummary;
  return {
    paymentState: row.paymentState,
    bookingReference: row.bookingReference,
    offer: offer ? { ...offer, validUntil: new Date(offer.validUntil).toISOString() } : null,
  };
}
