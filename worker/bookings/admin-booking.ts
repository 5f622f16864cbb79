// The back office's side of a request's money (decision 038): what the booking panel shows (offers,
// payments, refunds, links), a payment received another way recorded by hand (with the same effect
// as a card payment: the booking confirmed, the customer's e-mail), a refund of a card payment
// through Stripe (counted when its webhook says it succeeded), the offer withdrawn, the links revoked;
// and what the customer did from their page (decision 040): a cancellation, the changes asked.
import Stripe from 'stripe';
import type { ReplyQuoteKind } from '../contract/email-send-words.ts';
import type { AdminBooking } from '../contract/schemas/bookings.ts';
import type { MANUAL_PAYMENT_METHODS } from '../contract/booking-words.ts';
import type { Database } from '../db/client.ts';
import {
  activeLinkCount,
  currentOffer,
  findMoneyRequest,
  findPayment,
  offersOf,
  paymentsOf,
  recordRefundRequest,
  refundsOf,
  type PaymentRow,
  isUniqueViolation,
  manualRefundStatements,
  type Statement,
} from '../db/queries/bookings.ts';
import { cancellationOf, cancellationView, changeRequestsOf } from '../db/queries/change-cancel.ts';
import { changeList } from './change-request.ts';
import { ApiError } from '../lib/api-error.ts';
import { recordPayment, type PaymentContext } from './record-payment.ts';
import { isStripeUnavailable } from './stripe-client.ts';

const requestNotFound = () => new ApiError(404, 'not_found', 'admin.error.quoteNotFound');

/**
 * What a payment can still give back: a card payment through Stripe (less what Stripe is still
 * making), one received another way by the office's own hand (decision 041).
 */
const refundable = (payment: PaymentRow, pendingCents: number) =>
  payment.method !== 'card' || payment.stripePaymentIntentId ? Math.max(0, payment.amountCents - payment.refundedCents - pendingCents) : 0;

export async function adminBooking(db: Database, kind: ReplyQuoteKind, quoteId: number, options: { cardPayments: boolean; now: Date }): Promise<AdminBooking> {
  const request = await findMoneyRequest(db, kind, quoteId);
  if (!request) throw requestNotFound();
  const [offers, payments, activeLinks, cancellation, changes] = await Promise.all([
    offersOf(db, kind, quoteId),
    paymentsOf(db, kind, quoteId),
    activeLinkCount(db, kind, quoteId, options.now),
    cancellationOf(db, kind, quoteId),
    changeRequestsOf(db, kind, quoteId),
  ]);
  const refunds = await refundsOf(
    db,
    payments.map((payment) => payment.id),
  );
  const versionOf = new Map(offers.map((offer) => [offer.id, offer.version]));
  return {
    kind,
    quoteId,
    status: request.status,
    paymentState: request.paymentState,
    bookingReference: request.bookingReference,
    cardPayments: options.cardPayments,
    offers: offers.map((offer) => ({
      id: offer.id,
      version: offer.version,
      state: offer.state,
      lines: offer.lines,
      totalCents: offer.totalCents,
      depositCents: offer.depositCents,
      paidCents: offer.paidCents,
      refundedCents: offer.refundedCents,
      validUntil: offer.validUntil.toISOString(),
      createdAt: offer.createdAt.toISOString(),
      createdBy: offer.createdBy,
    })),
    payments: payments.map((payment) => {
      const own = refunds.filter((refund) => refund.paymentId === payment.id);
      const pending = own.filter((refund) => refund.status === 'pending').reduce((sum, refund) => sum + refund.amountCents, 0);
      return {
        id: payment.id,
        offerVersion: versionOf.get(payment.offerId) ?? 0,
        method: payment.method,
        purpose: payment.purpose,
        status: payment.status,
        amountCents: payment.amountCents,
        expectedCents: payment.expectedCents,
        currency: payment.currency,
        refundedCents: payment.refundedCents,
        refundableCents: refundable(payment, pending),
        note: payment.note,
        recordedBy: payment.recordedBy,
        createdAt: payment.createdAt.toISOString(),
        refunds: own.map((refund) => ({ id: refund.id, amountCents: refund.amountCents, status: refund.status, createdAt: refund.createdAt.toISOString() })),
      };
    }),
    activeLinks,
    cancellation: cancellation && cancellationView(cancellation),
    changeRequests: changes.map((change) => ({
      id: change.id,
      state: change.state,
      createdAt: change.createdAt.toISOString(),
      decidedAt: change.decidedAt?.toISOString() ?? null,
      decidedBy: change.decidedBy,
      changes: changeList(change.changes),
    })),
  };
}

export interface ManualPaymentInput {
  amountCents: number;
  method: (typeof MANUAL_PAYMENT_METHODS)[number];
  note: string;
}

/** A payment received another way (a bank transfer): recorded against the current offer, with the same effect as a card payment. */
export async function recordManualPayment(
  context: PaymentContext,
  kind: ReplyQuoteKind,
  quoteId: number,
  input: ManualPaymentInput,
  actor: string,
): Promise<void> {
  const { db } = context;
  const request = await findMoneyRequest(db, kind, quoteId);
  if (!request) throw requestNotFound();
  // A cancelled request takes no money: its refund is what is due.
  if (request.status === 'cancelled') throw new ApiError(409, 'conflict', 'adminBookings.error.cancelled');
  const offer = await currentOffer(db, kind, quoteId);
  if (!offer) throw new ApiError(409, 'conflict', 'adminBookings.error.noOffer');
  // An expired offer may still be settled by hand: the admin agreed it with the customer.
  if (offer.state !== 'sent' && offer.state !== 'deposit_paid' && offer.state !== 'expired')
    throw new ApiError(409, 'conflict', 'adminBookings.error.alreadyPaid');
  const remaining = offer.totalCents - (offer.paidCents - offer.refundedCents);
  if (input.amountCents > remaining) {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', { amountCents: 'adminBookings.field.payment.amount' });
  }
  const paidBefore = offer.paidCents;
  await recordPayment(
    context,
    {
      offer,
      // Settling an expired offer by hand brings it back into force.
      settlesExpired: true,
      method: input.method,
      purpose: null,
      amountCents: input.amountCents,
      currency: 'eur',
      expectedCents: input.amountCents,
      // Two clicks on Record (or two tabs) with the same offer state are one payment.
      receiptKey: `manual:${offer.id}:${paidBefore}`,
      note: input.note,
      recordedBy: actor,
    },
    async () => false,
  );
}

/**
 * A refund of all or part of a payment: a card payment's is asked of Stripe (the webhook counts it
 * when it succeeds); one received another way the office gives back itself, and this records it as
 * made. Returns how it went: 'asked' (Stripe's to make) or 'recorded'.
 */
export async function refundPayment(
  db: Database,
  stripe: Stripe | null,
  paymentId: number,
  amountCents: number,
  actor: string,
): Promise<{ kind: ReplyQuoteKind; quoteId: number; refund: 'asked' | 'recorded' }> {
  const payment = await findPayment(db, paymentId);
  if (!payment) throw new ApiError(404, 'not_found', 'adminBookings.error.paymentNotFound');
  if (payment.method !== 'card') return recordManualRefund(db, payment, amountCents, actor);
  if (!payment.stripePaymentIntentId) throw new ApiError(409, 'conflict', 'adminBookings.error.notRefundable');
  if (!stripe) throw new ApiError(409, 'conflict', 'adminBookings.error.stripeNotConfigured');
  const pending = (await refundsOf(db, [payment.id])).filter((refund) => refund.status === 'pending').reduce((sum, refund) => sum + refund.amountCents, 0);
  if (amountCents > refundable(payment, pending)) {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', { amountCents: 'adminBookings.field.refund.amount' });
  }
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: payment.stripePaymentIntentId,
        amount: amountCents,
        metadata: { paymentId: String(payment.id), quoteKind: payment.quoteKind, quoteId: String(payment.quoteId) },
      },
      // The same refund asked twice (a double click) is one refund at Stripe.
      { idempotencyKey: `refund-${payment.id}-${payment.refundedCents + pending}-${amountCents}` },
    );
  } catch (error) {
    if (isStripeUnavailable(error)) throw new ApiError(503, 'unavailable', 'adminBookings.error.stripeUnavailable');
    // Stripe's refusal of what we asked (refunded already in its dashboard, disputed…): the admin's to look at.
    if (error instanceof Stripe.errors.StripeError) throw new ApiError(409, 'conflict', 'adminBookings.error.stripeRefused');
    throw error;
  }
  await recordRefundRequest(db, { paymentId: payment.id, amountCents, stripeRefundId: refund.id, actor, kind: payment.quoteKind, quoteId: payment.quoteId });
  return { kind: payment.quoteKind, quoteId: payment.quoteId, refund: 'asked' };
}

/** A refund the office made by hand of a payment received another way (a bank transfer back). */
async function recordManualRefund(
  db: Database,
  payment: PaymentRow,
  amountCents: number,
  actor: string,
): Promise<{ kind: ReplyQuoteKind; quoteId: number; refund: 'recorded' }> {
  if (amountCents > refundable(payment, 0)) {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', { amountCents: 'adminBookings.field.refund.amount' });
  }
  try {
    await db.batch(manualRefundStatements(db, { payment, amountCents, actor }) as [Statement, ...Statement[]]);
  } catch (error) {
    // The payment moved since it was read (a second click, another admin): nothing was recorded twice.
    if (isUniqueViolation(error)) throw new ApiError(409, 'conflict', 'adminBookings.error.refundMoved');
    throw error;
  }
  return { kind: payment.quoteKind, quoteId: payment.quoteId, refund: 'recorded' };
}
