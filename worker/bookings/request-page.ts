// The customer's request page, read by its link (decision 038): the token is checked for its shape,
// counted against the client's lookups (a guesser is stopped long before any guess could land: the
// tokens have 256 bits), hashed and looked up; an unknown, expired or revoked token is one answer,
// never a hint of which. Reading changes nothing (link scanners open every link in an e-mail). The
// view carries what the page offers besides paying (decision 040): the cancellation terms now, the
// changes asked, the change form's starting values, and a confirmed transfer's calendar event.
import { REQUEST_LINK_LOOKUPS_PER_WINDOW, REQUEST_LINK_WINDOW_SECONDS } from '../contract/booking-words.ts';
import { nextPayment } from '../contract/money.ts';
import { quoteDetailPairs } from '../contract/reply-templates.ts';
import type { CustomerRequestView, RequestPageResult } from '../contract/schemas/bookings.ts';
import type { ReplyQuoteKind } from '../contract/email-send-words.ts';
import type { Database } from '../db/client.ts';
import { currentOffer, findLinkedRequest, offersOf, paymentsOf, type OfferRow } from '../db/queries/bookings.ts';
import { CANCELLABLE_STATUSES, CHANGEABLE_STATUSES, cancellationOf, cancellationView, changeRequestsOf } from '../db/queries/change-cancel.ts';
import { CANCELLATION_SCHEDULES, changesUntil, freeCancellationUntil, onlineCancellationUntil } from '../contract/cancellation-policy.ts';
import { company } from '../contract/company.ts';
import { t } from '../contract/i18n/index.ts';
import { DEFAULT_EVENT_MINUTES, bookingCalendarText } from '../mail/templates/booking-confirmed.ts';
import { foldCalendarLines } from './calendar-file.ts';
import { changeList, transferChangeValues } from './change-request.ts';
import { requestTerms } from './request-terms.ts';
import { requestPageThread } from './customer-messages.ts';
import { meetingPointsFor } from '../operations/meeting-points.ts';
import { countClientRequest } from '../db/queries/rate-limits.ts';
import { excursionQuotes, quotes } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { REQUEST_TOKEN_PATTERN, requestPageUrl, requestTokenHash } from './request-links.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one lookup of the client; true while under the limit (REQUEST_LINK_LOOKUPS_PER_WINDOW unless configured). */
export async function lookupAllowed(db: Database, client: string, now: Date, limit = REQUEST_LINK_LOOKUPS_PER_WINDOW): Promise<boolean> {
  const length = REQUEST_LINK_WINDOW_SECONDS * 1000;
  const windowStart = now.getTime() - (now.getTime() % length);
  const hits = await countClientRequest(db, { bucket: 'request-link', client, windowStart, forgetBefore: windowStart - DAY_MS });
  return hits <= limit;
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
  /** Its lookups per window; REQUEST_LINK_LOOKUPS_PER_WINDOW when not given. */
  lookupLimit?: number;
  cardPayments: boolean;
  bankTransfer: string | null;
  now: Date;
}

export async function openRequestPage(context: RequestPageContext, token: string): Promise<RequestPageResult> {
  const { db, now } = context;
  if (!(await lookupAllowed(db, context.client, now, context.lookupLimit))) return { status: 'rateLimited' };
  const linked = await linkedRequest(db, token, now);
  if (!linked) return { status: 'notFound' };
  const view = await requestView(context, linked.kind, linked.quoteId);
  return view ? { status: 'ok', view } : { status: 'notFound' };
}

async function requestView(context: RequestPageContext, kind: ReplyQuoteKind, quoteId: number): Promise<CustomerRequestView | null> {
  const { db, now } = context;
  const [base, offer, payments, cancellation, changes] = await Promise.all([
    requestFacts(db, kind, quoteId),
    currentOffer(db, kind, quoteId),
    paymentsOf(db, kind, quoteId),
    cancellationOf(db, kind, quoteId),
    changeRequestsOf(db, kind, quoteId),
  ]);
  if (!base) return null;
  const { facts, row } = base;
  const [lines, thread, meetingPoints] = await Promise.all([
    offer ? offersOf(db, kind, quoteId).then((all) => all.find((candidate) => candidate.id === offer.id)?.lines ?? []) : [],
    requestPageThread(db, row.email),
    'quoteNumber' in row && row.status === 'confirmed' && row.bookingReference ? meetingPointsOf(db, row) : [],
  ]);
  const paid = offer ? offer.paidCents - offer.refundedCents : 0;
  const payable = offer !== null && (offer.state === 'deposit_paid' || (offer.state === 'sent' && offer.validUntil.getTime() > now.getTime()));
  // An excursion's pickup is the time the office set for it, once set (decision 042).
  const pickupAt = 'pickupAt' in row ? row.pickupAt : row.tripAt;
  const open = CANCELLABLE_STATUSES.includes(row.status);
  return {
    ...facts,
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
    pickupAt: pickupAt?.toISOString() ?? null,
    terms: open ? customerTerms(kind, pickupAt, offer, now) : null,
    cancellation: cancellation && cancellationView(cancellation),
    changeRequests: changes.map((change) => ({
      id: change.id,
      state: change.state,
      createdAt: change.createdAt.toISOString(),
      decidedAt: change.decidedAt?.toISOString() ?? null,
      changes: changeList(change.changes),
    })),
    changeForm: !CHANGEABLE_STATUSES.includes(row.status)
      ? null
      : 'quoteNumber' in row
        ? { kind: 'transfer', current: transferChangeValues(row) }
        : { kind: 'excursion' },
    calendar: 'quoteNumber' in row && row.status === 'confirmed' && row.bookingReference ? calendarEvent(row, row.bookingReference) : null,
    meetingPoints,
    messages: thread,
  };
}

/** Where the chauffeur waits for a confirmed transfer: at its pickup and, for a round trip, where its return starts (the drop-off). */
async function meetingPointsOf(db: Database, row: typeof quotes.$inferSelect): Promise<CustomerRequestView['meetingPoints']> {
  const roundTrip = row.transferType === 'ROUND_TRIP' && row.returnDate !== null;
  const [outbound, back] = await meetingPointsFor(db, [row.pickupLocation, roundTrip ? row.dropoffLocation : ''], row.lang);
  return [...(outbound ? [{ leg: 'outbound' as const, ...outbound }] : []), ...(back ? [{ leg: 'return' as const, ...back }] : [])];
}

/** The terms now, with the schedule's boundaries as instants for the page to name. */
function customerTerms(kind: ReplyQuoteKind, pickupAt: Date | null, offer: OfferRow | null, now: Date): NonNullable<CustomerRequestView['terms']> {
  const { terms, totalCents, paidCents, pickupKnown } = requestTerms({ kind, pickup: pickupAt ? { at: pickupAt } : null }, offer, now);
  const schedule = CANCELLATION_SCHEDULES[kind === 'excursion' ? 'excursion' : 'transfer'];
  return {
    ...terms,
    pickupKnown,
    totalCents,
    paidCents,
    freeUntil: pickupAt ? freeCancellationUntil(pickupAt, schedule).toISOString() : null,
    onlineUntil: pickupAt ? onlineCancellationUntil(pickupAt, schedule).toISOString() : null,
    changesUntil: pickupAt ? changesUntil(pickupAt, schedule).toISOString() : null,
  };
}

/** A confirmed transfer's pickup as a calendar event: what the .ics says, without the page's link (it leaves the site). */
function calendarEvent(row: typeof quotes.$inferSelect, reference: string): NonNullable<CustomerRequestView['calendar']> {
  const lang = row.lang;
  const row_ = (label: string, value: string) => t(lang, 'email.detailRow', { label, value });
  const minutes = Math.max(1, Math.round(row.totalMinutes ?? DEFAULT_EVENT_MINUTES));
  return {
    title: t(lang, 'bookingEmail.calendar.title', { company: company.name, reference }),
    details: [
      row_(t(lang, 'bookingEmail.field.pickup'), row.pickupLocation),
      row_(t(lang, 'bookingEmail.field.dropoff'), row.dropoffLocation),
      row_(t(lang, 'bookingEmail.reference'), reference),
      row_(company.name, company.phoneDisplay),
    ].join('\n'),
    location: row.pickupLocation,
    start: row.pickupAt.toISOString(),
    end: new Date(row.pickupAt.getTime() + minutes * 60_000).toISOString(),
  };
}

type RequestFacts = Pick<
  CustomerRequestView,
  'kind' | 'lang' | 'number' | 'status' | 'paymentState' | 'bookingReference' | 'firstName' | 'lastName' | 'details'
>;

/** The request as stored, its facts written in its language (the rows of the customer's e-mails; nothing the caller typed as free text). */
async function requestFacts(
  db: Database,
  kind: ReplyQuoteKind,
  quoteId: number,
): Promise<{ facts: RequestFacts; row: typeof quotes.$inferSelect | typeof excursionQuotes.$inferSelect } | null> {
  const row =
    kind === 'excursion'
      ? await db.select().from(excursionQuotes).where(eq(excursionQuotes.id, quoteId)).get()
      : await db.select().from(quotes).where(eq(quotes.id, quoteId)).get();
  if (!row) return null;
  return {
    row,
    facts: {
      kind,
      lang: row.lang,
      number: 'exQuoteNumber' in row ? row.exQuoteNumber : row.quoteNumber,
      status: row.status,
      paymentState: row.paymentState,
      bookingReference: row.bookingReference,
      firstName: row.firstName,
      lastName: row.lastName,
      details: quoteDetailPairs(row, row.lang),
    },
  };
}

/**
 * GET /request/<token>/calendar.ics: a confirmed transfer's pickup as a calendar file, counted against
 * the client's lookups like the page. Reading changes nothing. Null when the link opens nothing or the
 * request is no confirmed transfer; 'rateLimited' past the lookups.
 */
export async function requestCalendarFile(
  context: Pick<RequestPageContext, 'db' | 'client' | 'lookupLimit' | 'now'> & { siteUrl: string },
  token: string,
): Promise<{ status: 'ok'; filename: string; text: string } | { status: 'notFound' } | { status: 'rateLimited' }> {
  const { db, now } = context;
  if (!(await lookupAllowed(db, context.client, now, context.lookupLimit))) return { status: 'rateLimited' };
  const linked = await linkedRequest(db, token, now);
  if (!linked || linked.kind !== 'transfer') return { status: 'notFound' };
  const row = await db.select().from(quotes).where(eq(quotes.id, linked.quoteId)).get();
  if (!row || row.status !== 'confirmed' || !row.bookingReference) return { status: 'notFound' };
  const text = bookingCalendarText(row.lang, {
    reference: row.bookingReference,
    pickup: { date: row.pickupDate, time: row.pickupTime },
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    durationMinutes: row.totalMinutes,
    requestPageUrl: requestPageUrl(context.siteUrl, row.lang, token),
  });
  return { status: 'ok', filename: `booking-${row.bookingReference}.ics`, text: foldCalendarLines(text) };
}
