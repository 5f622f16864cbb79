// A payment arrives (decision 038): by card, from Stripe's webhook, or recorded by the admin. Either
// way, one D1 batch records the payment, moves the offer on, confirms the booking with its reference
// on the first payment, and queues the customer's e-mail (with a fresh link to their page and, for a
// transfer, the calendar file). Exactly once: the batch begins with plain inserts on unique keys
// (the Stripe event's id, the payment's receipt key, the request's one booking), so a replayed or
// concurrent delivery's batch fails whole and changes nothing; the loser reads again and finds the
// work done. The booking's reference is numbered inside the batch, so confirmations never contend.
// A payment whose amount or currency is not what the offer asked is recorded as a mismatch, which
// confirms nothing and puts the request in front of the admin.
import { BOOKING_REFERENCE_PREFIX } from '../contract/booking-words.ts';
import { STRIPE_CURRENCY } from '../contract/money.ts';
import { toParis } from '../contract/paris-time.ts';
import type { Database } from '../db/client.ts';
import {
  findMoneyRequest,
  findOffer,
  insertRequestLink,
  isUniqueViolation,
  paymentByReceipt,
  paymentStatements,
  type MoneyRequest,
  type NewBooking,
  type NewPayment,
  type Statement,
} from '../db/queries/bookings.ts';
import { bookingConfirmedEmail } from '../mail/templates/booking-confirmed.ts';
import { meetingPointsFor } from '../operations/meeting-points.ts';
import { queuedEmailIds } from '../db/queries/outbox.ts';
import { newRequestLink, requestPageUrl } from './request-links.ts';

/** How many times a batch that lost a race on a reference is tried again. */
const ATTEMPTS = 5;

export interface PaymentContext {
  db: Database;
  siteUrl: string;
  /** Sends the queued e-mails after the answer. */
  deliverSoon: (emailIds: readonly number[]) => void;
  now: Date;
}

/** A payment as it arrives: what the payments table keeps of it, before it is judged (`status`) against its request. */
export type ArrivedPayment = Omit<NewPayment, 'request' | 'status'> & {
  /** The statement that marks the Stripe event handled, first in the batch. */
  marker?: Statement;
  /** Recorded by the admin against an expired offer agreed with the customer: it counts as in force. */
  settlesExpired?: boolean;
};

/**
 * A request erased (by the admin or the retention) since its offer was paid: the payment is still
 * stored, as a mismatch that confirms nothing, so the money can be traced and refunded.
 */
function goneRequest(payment: ArrivedPayment): MoneyRequest {
  return {
    kind: payment.offer.quoteKind,
    id: payment.offer.quoteId,
    number: '',
    status: 'cancelled',
    lang: 'en',
    firstName: '',
    lastName: '',
    email: '',
    bookingReference: null,
    paymentState: 'none',
    pickup: null,
    pickupLocation: '',
    dropoffLocation: '',
    returnFrom: null,
    excursionTitle: '',
    durationMinutes: null,
    updatedAt: new Date(0),
  };
}

export type PaymentOutcome =
  /** Recorded now; `confirmed` when it made the booking. */
  | { outcome: 'recorded'; status: 'succeeded' | 'mismatch'; reference: string | null; confirmed: boolean }
  /** Recorded before (a replay, a concurrent delivery, a double click). */
  | { outcome: 'duplicate' };

/** Whether the payment is what the offer asked: the amount, the currency, and an offer still in force. */
export function paymentMatches(payment: Pick<ArrivedPayment, 'amountCents' | 'currency' | 'expectedCents' | 'offer'>): boolean {
  const { offer } = payment;
  return (
    payment.amountCents === payment.expectedCents &&
    // No more than the offer still leaves to pay (two sessions paid for the same part).
    payment.amountCents <= offer.totalCents - (offer.paidCents - offer.refundedCents) &&
    payment.currency.toLowerCase() === STRIPE_CURRENCY &&
    payment.offer.state !== 'superseded' &&
    payment.offer.state !== 'withdrawn'
  );
}

export async function recordPayment(context: PaymentContext, payment: ArrivedPayment, isDuplicate: () => Promise<boolean>): Promise<PaymentOutcome> {
  const { db } = context;
  for (let attempt = 1; ; attempt += 1) {
    // The request as it is now (a payment for one erased since is kept, as a mismatch, for the admin).
    const found = await findMoneyRequest(db, payment.offer.quoteKind, payment.offer.quoteId);
    const request = found ?? goneRequest(payment);
    // The offer as it is now (a lost race reads again: a concurrent payment may have moved it on).
    const stored = (await findOffer(db, payment.offer.id)) ?? payment.offer;
    const current = { ...payment, offer: stored };
    // What the payment is judged against: an expired offer the admin settles by hand is in force again.
    const judged = { ...payment, offer: payment.settlesExpired && stored.state === 'expired' ? { ...stored, state: 'sent' as const } : stored };
    // A cancelled or erased request is not paid: the money is the admin's to give back.
    const status = paymentMatches(judged) && found !== null && request.status !== 'cancelled' ? 'succeeded' : 'mismatch';
    // The deposit confirms the booking (the payment policy); a smaller sum recorded by hand is counted, not a confirmation.
    const paidAfter = current.offer.paidCents - current.offer.refundedCents + payment.amountCents;
    const confirms = status === 'succeeded' && request.bookingReference === null && paidAfter >= current.offer.depositCents;
    const booking: NewBooking | null = confirms ? bookingFor(context.now) : null;
    const { statements } = await paymentBatch(context, current, request, status, booking);
    try {
      const results = await db.batch(statements as [Statement, ...Statement[]]);
      context.deliverSoon(queuedEmailIds(results));
      const reference = booking ? ((await findMoneyRequest(db, request.kind, request.id))?.bookingReference ?? null) : request.bookingReference;
      return { outcome: 'recorded', status, reference, confirmed: booking !== null };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if ((await isDuplicate()) || (await paymentByReceipt(db, payment.receiptKey))) return { outcome: 'duplicate' };
      // Another payment confirmed the request meanwhile (its booking is unique): read again, as a later payment.
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The booking to make: numbered in the Paris year's sequence inside the batch, a placeholder standing in for its reference until then. */
function bookingFor(now: Date): NewBooking {
  return {
    sequence: `${BOOKING_REFERENCE_PREFIX}-${toParis(now).date.slice(0, 4)}`,
    placeholder: `PEC-ref-${crypto.randomUUID().replaceAll('-', '')}`,
  };
}

async function paymentBatch(
  context: PaymentContext,
  payment: ArrivedPayment,
  request: MoneyRequest,
  status: 'succeeded' | 'mismatch',
  booking: NewBooking | null,
): Promise<{ statements: Statement[] }> {
  const { db } = context;
  const extra: Statement[] = [];
  const emails = [];
  // The customer hears of a payment that counted on a booking; a mismatch is the admin's to sort out first.
  if (status === 'succeeded' && (booking !== null || request.bookingReference !== null)) {
    const link = await newRequestLink(request.pickup?.at ?? null, context.now);
    extra.push(insertRequestLink(db, { kind: request.kind, quoteId: request.id, tokenHash: link.tokenHash, expiresAt: link.expiresAt }));
    const paidBefore = payment.offer.paidCents - payment.offer.refundedCents;
    const reference = booking?.placeholder ?? request.bookingReference ?? '';
    // Where the chauffeur waits, at an airport or a station of the library (decision 042).
    const [meetingPoint, returnMeetingPoint] =
      request.kind === 'transfer' ? await meetingPointsFor(db, [request.pickupLocation, request.returnFrom ?? ''], request.lang) : [null, null];
    const email = bookingConfirmedEmail(request.lang, {
      occasion: booking ? 'confirmed' : 'payment',
      reference,
      number: request.number,
      kind: request.kind,
      firstName: request.firstName,
      pickup: request.pickup ? { date: request.pickup.date, time: request.pickup.time } : null,
      pickupLocation: request.pickupLocation,
      dropoffLocation: request.dropoffLocation,
      excursionTitle: request.excursionTitle,
      durationMinutes: request.durationMinutes,
      paidCents: paidBefore + payment.amountCents,
      thisPaymentCents: payment.amountCents,
      totalCents: payment.offer.totalCents,
      method: payment.method,
      requestPageUrl: requestPageUrl(context.siteUrl, request.lang, link.token),
      meetingPoint,
      returnMeetingPoint,
    });
    emails.push({ kind: booking ? 'booking.confirmed' : 'booking.payment', toAddress: request.email, lang: request.lang, ...email });
  }
  const statements = [
    ...(payment.marker ? [payment.marker] : []),
    ...extra,
    ...paymentStatements(
      db,
      {
        offer: payment.offer,
        request,
        method: payment.method,
        purpose: payment.purpose,
        status,
        amountCents: payment.amountCents,
        currency: payment.currency.toLowerCase(),
        expectedCents: payment.expectedCents,
        receiptKey: payment.receiptKey,
        stripeSessionId: payment.stripeSessionId ?? null,
        stripePaymentIntentId: payment.stripePaymentIntentId ?? null,
        note: payment.note ?? '',
        recordedBy: payment.recordedBy,
      },
      booking,
      emails,
    ),
  ];
  return { statements };
}
