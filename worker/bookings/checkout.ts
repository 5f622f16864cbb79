// The customer presses Pay on their request page (decision 038): a Stripe Checkout Session is made
// for what the current offer asks next (the deposit, the balance, or the whole), the amount read
// from our database, never from the browser; our ids ride in its metadata for the webhook, and the
// idempotency key is the offer's version and purpose, so pressing Pay again reopens the same
// session instead of making a second one. An expired, withdrawn or paid offer is not paid.
import type Stripe from 'stripe';
import { STRIPE_CURRENCY, nextPayment } from '../contract/money.ts';
import { currentOffer, findMoneyRequest } from '../db/queries/bookings.ts';
import type { Database } from '../db/client.ts';
import { requestPageUrl, requestTokenHash } from './request-links.ts';

/** Stripe refuses a session that ends sooner than 30 minutes after it is made. */
const SHORTEST_SESSION_S = 31 * 60;
/** Stripe's own default and longest: 24 hours. */
const LONGEST_SESSION_S = 24 * 60 * 60;

export type CheckoutOutcome = { status: 'ready'; url: string } | { status: 'expired' } | { status: 'nothingToPay' } | { status: 'unavailable' };

export interface CheckoutRequest {
  db: Database;
  stripe: Stripe | null;
  siteUrl: string;
  /** The request the link opened, and the link's token (for the return addresses). */
  kind: 'transfer' | 'excursion';
  quoteId: number;
  token: string;
  now: Date;
  /** The product names on Stripe's page, in the customer's language. */
  productName: (purpose: 'deposit' | 'balance' | 'full', number: string) => string;
}

export async function startCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
  const { db, stripe, now } = request;
  const [quote, offer] = await Promise.all([findMoneyRequest(db, request.kind, request.quoteId), currentOffer(db, request.kind, request.quoteId)]);
  // A cancelled request is not paid, whatever its offer says.
  if (!quote || !offer || quote.status === 'cancelled') return { status: 'nothingToPay' };
  if (offer.state === 'expired' || (offer.state === 'sent' && offer.validUntil.getTime() <= now.getTime())) return { status: 'expired' };
  if (offer.state !== 'sent' && offer.state !== 'deposit_paid') return { status: 'nothingToPay' };
  const next = nextPayment(offer, offer.paidCents - offer.refundedCents);
  if (!next) return { status: 'nothingToPay' };
  if (!stripe) return { status: 'unavailable' };

  const page = requestPageUrl(request.siteUrl, quote.lang, request.token);
  // An unpaid offer's session ends with the offer (at least Stripe's 30 minutes); the key names
  // that end, so the same press within the offer's validity finds the same session.
  const nowS = Math.floor(now.getTime() / 1000);
  const untilS = Math.floor(offer.validUntil.getTime() / 1000);
  const endsWithOffer = offer.state === 'sent' && untilS - nowS < LONGEST_SESSION_S;
  const expiresAt = endsWithOffer ? Math.max(untilS, nowS + SHORTEST_SESSION_S) : undefined;
  // Our ids and the amount asked, written by us and returned in Stripe's signed event: the webhook
  // compares what was charged with it, and with what the offer still leaves to pay.
  const metadata = {
    quoteKind: request.kind,
    quoteId: String(quote.id),
    offerId: String(offer.id),
    offerVersion: String(offer.version),
    purpose: next.purpose,
    amountCents: String(next.amountCents),
  };
  const linkKey = (await requestTokenHash(request.token)).slice(0, 16);
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: STRIPE_CURRENCY, unit_amount: next.amountCents, product_data: { name: request.productName(next.purpose, quote.number) } },
          },
        ],
        success_url: `${page}?checkout=success`,
        cancel_url: `${page}?checkout=cancelled`,
        client_reference_id: quote.number,
        customer_email: quote.email,
        locale: quote.lang,
        metadata,
        payment_intent_data: { metadata },
        ...(expiresAt ? { expires_at: expiresAt } : {}),
      },
      // The return addresses name the link, so a key is per link too (Stripe refuses a key reused with
      // other parameters), and per money state, so a payment or refund since makes a new session, as
      // does a price difference an accepted change added to the total (the amount asked moves).
      {
        idempotencyKey: `offer-${offer.id}-v${offer.version}-${next.purpose}-${offer.paidCents}-${offer.refundedCents}-t${offer.totalCents}-${linkKey}${expiresAt ? `-until-${expiresAt}` : ''}`,
      },
    );
    return session.url ? { status: 'ready', url: session.url } : { status: 'unavailable' };
  } catch (error) {
    console.error('[stripe] the Checkout Session could not be made', error);
    return { status: 'unavailable' };
  }
}
