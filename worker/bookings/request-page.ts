// The customer's request page, read by its link (decision 038): the token is checked for its shape,
// counted against the client's lookups (a guesser is stopped long before any guess could land: the
// tokens have 256 bits), hashed and looked up; an unknown, expired or revoked token is one answer,
// never a hint of which. Reading changes nothing (link scanners open every link in an e-mail).
import { REQUEST_LINK_LOOKUPS_PER_WINDOW, REQUEST_LINK_WINDOW_SECONDS } from '../contract/booking-words.ts';
import { nextPayment } from '../contract/money.ts';
import { quoteDetailPairs } from '../contract/reply-templates.ts';
import type { CustomerRequestView, RequestPageResult } from '../contract/schemas/bookings.ts';
import type { ReplyQuoteKind } from '../contract/email-send-words.ts';
import type { Database } from '../db/client.ts';
import { currentOffer, findLinkedRequest, offersOf, paymentsOf } from '../db/queries/bookings.ts';
import { countClientRequest } from '../db/queries/rate-limits.ts';
import { excursionQuotes, quotes } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { REQUEST_TOKEN_PATTERN, requestTokenHash } from './request-links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one lookup of the client; true while under the limit. */
export async function lookupAllowed(db: Database, client: string, now: Date): Promise<boolean> {
  const length = REQUEST_LINK_WINDOW_SECONDS * 1000;
  const windowStart = now.getTime() - (now.getTime() % length);
  const hits = await countClientRequest(db, { bucket: 'request-link', client, windowStart, forgetBefore: windowStart - DAY_MS });
  return hits <= REQUEST_LINK_LOOKUPS_PER_WINDOW;
}

/** The request a token opens, or null (malformed, unknown, expired, revoked). */
export async function linkedRequest(db: Database, token: string, now: Date): Promise<{ kind: ReplyQuoteKind; quoteId: number } | null> {
  if (!REQUEST_TOKEN_PATTERN.test(token)) return null;
  return findLinkedRequest(db, await requestTokenHash(token), now);
}

export interface RequestPageContext {
  db: Database;
  /** The client as the rate limit counts it. */
  client: string;
  cardPayments: boolean;
  bankTransfer: string | null;
  now: Date;
}

export async function openRequestPage(context: RequestPageContext, token: string): Promise<RequestPageResult> {
  const { db, now } = context;
  if (!(await lookupAllowed(db, context.client, now))) return { status: 'rateLimited' };
  const linked = await linkedRequest(db, token, now);
  if (!linked) return { status: 'notFound' };
  const view = await requestView(context, linked.kind, linked.quoteId);
  return view ? { status: 'ok', view } : { status: 'notFound' };
}

async function requestView(context: RequestPageContext, kind: ReplyQuoteKind, quoteId: number): Promise<CustomerRequestView | null> {
  const { db } = context;
  const [base, offer, payments] = await Promise.all([requestFacts(db, kind, quoteId), currentOffer(db, kind, quoteId), paymentsOf(db, kind, quoteId)]);
  if (!base) return null;
  const lines = offer ? ((await offersOf(db, kind, quoteId)).find((candidate) => candidate.id === offer.id)?.lines ?? []) : [];
  const paid = offer ? offer.paidCents - offer.refundedCents : 0;
  const payable = offer !== null && (offer.state === 'deposit_paid' || (offer.state === 'sent' && offer.validUntil.getTime() > context.now.getTime()));
  return {
    ...base,
    offer: offer && {
      version: offer.version,
      // A 'sent' offer past its validity reads as expired before the cron has marked it.
      state: offer.state === 'sent' && !payable ? 'expired' : offer.state,
      lines,
      totalCents: offer.totalCents,
      depositCents: offer.depositCents,
      paidCents: paid,
      refundedCents: offer.refundedCents,
      validUntil: offer.validUntil.toISOString(),
      next: payable ? nextPayment(offer, paid) : null,
    },
    payments: payments
      .filter((payment) => payment.status === 'succeeded')
      .map((payment) => ({
        amountCents: payment.amountCents,
        method: payment.method,
        createdAt: payment.createdAt.toISOString(),
        refundedCents: payment.refundedCents,
      })),
    cardPayments: context.cardPayments,
    bankTransfer: context.bankTransfer,
  };
}

type RequestFacts = Omit<CustomerRequestView, 'offer' | 'payments' | 'cardPayments' | 'bankTransfer'>;

/** The request as stored, its facts written in its language (the rows of the customer's e-mails; nothing the caller typed as free text). */
async function requestFacts(db: Database, kind: ReplyQuoteKind, quoteId: number): Promise<RequestFacts | null> {
  const row =
    kind === 'excursion'
      ? await db.select().from(excursionQuotes).where(eq(excursionQuotes.id, quoteId)).get()
      : await db.select().from(quotes).where(eq(quotes.id, quoteId)).get();
  if (!row) return null;
  return {
    kind,
    lang: row.lang,
    number: 'exQuoteNumber' in row ? row.exQuoteNumber : row.quoteNumber,
    status: row.status,
    paymentState: row.paymentState,
    bookingReference: row.bookingReference,
    firstName: row.firstName,
    lastName: row.lastName,
    details: quoteDetailPairs(row, row.lang),
  };
}
