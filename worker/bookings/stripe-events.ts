// What the product does with Stripe's webhook events, once their signature is verified (the route
// does that): a paid Checkout Session records its payment (record-payment.ts), a succeeded refund
// is counted on its payment. Each handled event's id is written in the same batch as its effect, so
// a replay, a duplicate or a concurrent delivery changes nothing twice (decision 038). Events may
// arrive in any order: a refund before the payment it refunds is answered 409 so Stripe delivers
// it again later; an event of a type we do not use is acknowledged and forgotten.
import type Stripe from 'stripe';
import { PAYMENT_PURPOSES, amountFor, type PaymentPurpose } from '../contract/money.ts';
import { REPLY_QUOTE_KINDS, type ReplyQuoteKind } from '../contract/email-send-words.ts';
import {
  markRefundFailed,
  findOffer,
  isUniqueViolation,
  paymentByIntent,
  recordStripeEvent,
  refundSucceeded,
  refundSucceededStatements,
  stripeEventSeen,
  type Statement,
} from '../db/queries/bookings.ts';
import { recordPayment, type PaymentContext } from './record-payment.ts';

/** The ids a Checkout Session carries in its metadata (checkout.ts writes them). */
export interface CheckoutMetadata {
  quoteKind: ReplyQuoteKind;
  quoteId: number;
  offerId: number;
  purpose: PaymentPurpose;
  /** What the session asked, from the offer when it was made; null on a session without it. */
  amountCents: number | null;
}

export function checkoutMetadataOf(metadata: Record<string, string> | null | undefined): CheckoutMetadata | null {
  const kind = metadata?.quoteKind;
  const purpose = metadata?.purpose;
  const quoteId = Number(metadata?.quoteId);
  const offerId = Number(metadata?.offerId);
  if (!REPLY_QUOTE_KINDS.includes(kind as ReplyQuoteKind) || !PAYMENT_PURPOSES.includes(purpose as PaymentPurpose)) return null;
  if (!Number.isSafeInteger(quoteId) || quoteId <= 0 || !Number.isSafeInteger(offerId) || offerId <= 0) return null;
  const amount = Number(metadata?.amountCents);
  return {
    quoteKind: kind as ReplyQuoteKind,
    quoteId,
    offerId,
    purpose: purpose as PaymentPurpose,
    amountCents: Number.isSafeInteger(amount) && amount > 0 ? amount : null,
  };
}

export type EventOutcome = 'recorded' | 'duplicate' | 'ignored' | 'retryLater';

export async function handleStripeEvent(context: PaymentContext, event: Stripe.Event): Promise<EventOutcome> {
  const { db } = context;
  // Signed by Stripe, so well formed; but an event without its object is nothing to act on.
  if (typeof event.data?.object !== 'object' || event.data.object === null) return 'ignored';
  if (await stripeEventSeen(db, event.id)) return 'duplicate';
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(context, event, event.data.object);
    case 'refund.created':
    case 'refund.updated':
      return refundChanged(context, event, event.data.object);
    default:
      return 'ignored';
  }
}

async function sessionPaid(context: PaymentContext, event: Stripe.Event, session: Stripe.Checkout.Session): Promise<EventOutcome> {
  // A session paid later (a bank debit) completes unpaid; its async_payment_succeeded follows.
  if (session.payment_status !== 'paid') return 'ignored';
  const metadata = checkoutMetadataOf(session.metadata);
  if (!metadata) {
    console.error('[stripe] a paid Checkout Session without our metadata', session.id);
    return 'ignored';
  }
  const offer = await findOffer(context.db, metadata.offerId);
  if (!offer || offer.quoteKind !== metadata.quoteKind || offer.quoteId !== metadata.quoteId) {
    console.error('[stripe] a paid Checkout Session for an offer that is not there', session.id);
    return 'ignored';
  }
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const result = await recordPayment(
    context,
    {
      offer,
      method: 'card',
      purpose: metadata.purpose,
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? '',
      expectedCents: metadata.amountCents ?? amountFor(offer, metadata.purpose),
      receiptKey: session.id,
      stripeSessionId: session.id,
      stripePaymentIntentId: intent,
      recordedBy: 'stripe',
      marker: recordStripeEvent(context.db, { id: event.id, type: event.type }),
    },
    () => stripeEventSeen(context.db, event.id),
  );
  return result.outcome;
}

async function refundChanged(context: PaymentContext, event: Stripe.Event, refund: Stripe.Refund): Promise<EventOutcome> {
  const { db } = context;
  // A refund Stripe could not make (the card closed…) frees what it held; the admin sees it failed.
  if (refund.status === 'failed' || refund.status === 'canceled') return (await markRefundFailed(db, refund.id)) ? 'recorded' : 'ignored';
  if (refund.status !== 'succeeded') return 'ignored';
  if (await refundSucceeded(db, refund.id)) return 'duplicate';
  const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);
  const payment = intent ? await paymentByIntent(db, intent) : null;
  // The payment's own event has not been handled yet: Stripe retries a non-2xx answer later.
  if (!payment) return intent ? 'retryLater' : 'ignored';
  const statements: Statement[] = [
    recordStripeEvent(db, { id: event.id, type: event.type }),
    ...refundSucceededStatements(db, { payment, stripeRefundId: refund.id, amountCents: refund.amount }),
  ];
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
    return 'recorded';
  } catch (error) {
    if (isUniqueViolation(error) && (await stripeEventSeen(db, event.id))) return 'duplicate';
    throw error;
  }
}
