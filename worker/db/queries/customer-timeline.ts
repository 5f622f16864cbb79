// The customer's story beside their conversation in Messages (issue 24): every request made with the
// conversation's address (whatever its case), and what happened to them (offers, payments, refunds,
// cancellations, changes) with the e-mails sent to that address. Read as statements of the batch
// that opens the thread, so the whole screen costs one D1 round trip; each statement finds the
// customer's rows through the address's indexes (lower(email) on both quote tables, the outbox's
// recipient index) and the requests' (kind, id) indexes of the other tables.
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  CUSTOMER_REQUESTS_MAX,
  CUSTOMER_TIMELINE_MAX,
  type CustomerRequest,
  type RequestRef,
  type TimelineEvent,
} from '../../contract/schemas/admin-messages.ts';
import type { ReplyQuoteKind } from '../../contract/email-send-words.ts';
import type { Database } from '../client.ts';
import { cancellations, changeRequests, conversations, excursionQuotes, offers, outbox, payments, quotes, refunds } from '../schema.ts';
import { screenStatusOf } from './admin-outbox.ts';

/** The back office's Reply to Customer screen of a request (site/pages/admin/email-reply/[id].astro). */
export const replyScreenPath = (kind: ReplyQuoteKind, id: number) => `/admin/email-reply/${id}?kind=${kind}`;

/** The conversation's address in lower case: the customer every statement below is about. */
const addressOf = (conversationId: number) =>
  sql`(select lower(${conversations.customerEmail}) from ${conversations} where ${conversations.id} = ${conversationId})`;

// The customer's requests as subqueries, under names of their own: the statements that name them also
// join quotes and excursion_quotes for the request's number.
const customerTransfers = alias(quotes, 'customer_transfers');
const customerExcursions = alias(excursionQuotes, 'customer_excursions');

/** A row of a table naming its request by kind and id is about one of the customer's requests. */
function ofCustomer(db: Database, kind: SQLiteColumn, id: SQLiteColumn, address: SQL): SQL {
  const transferIds = db
    .select({ id: customerTransfers.id })
    .from(customerTransfers)
    .where(sql`lower(${customerTransfers.email}) = ${address}`);
  const excursionIds = db
    .select({ id: customerExcursions.id })
    .from(customerExcursions)
    .where(sql`lower(${customerExcursions.email}) = ${address}`);
  return or(and(eq(kind, 'transfer'), inArray(id, transferIds)), and(eq(kind, 'excursion'), inArray(id, excursionIds)))!;
}

/**
 * The joins that find the request a row names by kind and id (left joins: a request deleted since
 * leaves both sides null), and its number, TR- or EX-, from whichever side matched.
 */
export const namedTransfer = (kind: SQLiteColumn, id: SQLiteColumn) => and(eq(kind, 'transfer'), eq(quotes.id, id));
export const namedExcursion = (kind: SQLiteColumn, id: SQLiteColumn) => and(eq(kind, 'excursion'), eq(excursionQuotes.id, id));
export const namedRequestNumber = sql<string | null>`coalesce(${quotes.quoteNumber}, ${excursionQuotes.exQuoteNumber})`;

/** The reads, to spread into the batch after whatever it writes first (the thread's read marker). */
export function customerStoryReads(db: Database, conversationId: number) {
  const address = addressOf(conversationId);
  const newest = CUSTOMER_TIMELINE_MAX;
  return [
    db
      .select({
        id: quotes.id,
        number: quotes.quoteNumber,
        status: quotes.status,
        paymentState: quotes.paymentState,
        bookingReference: quotes.bookingReference,
        createdAt: quotes.createdAt,
        pickupAt: quotes.pickupAt,
      })
      .from(quotes)
      .where(sql`lower(${quotes.email}) = ${address}`)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(CUSTOMER_REQUESTS_MAX),
    db
      .select({
        id: excursionQuotes.id,
        number: excursionQuotes.exQuoteNumber,
        status: excursionQuotes.status,
        paymentState: excursionQuotes.paymentState,
        bookingReference: excursionQuotes.bookingReference,
        createdAt: excursionQuotes.createdAt,
        excursionTitle: excursionQuotes.excursionTitle,
      })
      .from(excursionQuotes)
      .where(sql`lower(${excursionQuotes.email}) = ${address}`)
      .orderBy(desc(excursionQuotes.createdAt), desc(excursionQuotes.id))
      .limit(CUSTOMER_REQUESTS_MAX),
    db
      .select({
        kind: offers.quoteKind,
        id: offers.quoteId,
        number: namedRequestNumber,
        time: offers.createdAt,
        version: offers.version,
        totalCents: offers.totalCents,
        state: offers.state,
      })
      .from(offers)
      .leftJoin(quotes, namedTransfer(offers.quoteKind, offers.quoteId))
      .leftJoin(excursionQuotes, namedExcursion(offers.quoteKind, offers.quoteId))
      .where(ofCustomer(db, offers.quoteKind, offers.quoteId, address))
      .orderBy(desc(offers.createdAt))
      .limit(newest),
    // Money that counted: a mismatched payment confirmed nothing (the booking panel shows it).
    db
      .select({
        kind: payments.quoteKind,
        id: payments.quoteId,
        number: namedRequestNumber,
        time: payments.createdAt,
        amountCents: payments.amountCents,
        method: payments.method,
      })
      .from(payments)
      .leftJoin(quotes, namedTransfer(payments.quoteKind, payments.quoteId))
      .leftJoin(excursionQuotes, namedExcursion(payments.quoteKind, payments.quoteId))
      .where(and(ofCustomer(db, payments.quoteKind, payments.quoteId, address), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.createdAt))
      .limit(newest),
    db
      .select({
        kind: payments.quoteKind,
        id: payments.quoteId,
        number: namedRequestNumber,
        time: refunds.createdAt,
        amountCents: refunds.amountCents,
        status: refunds.status,
      })
      .from(payments)
      .innerJoin(refunds, eq(refunds.paymentId, payments.id))
      .leftJoin(quotes, namedTransfer(payments.quoteKind, payments.quoteId))
      .leftJoin(excursionQuotes, namedExcursion(payments.quoteKind, payments.quoteId))
      .where(ofCustomer(db, payments.quoteKind, payments.quoteId, address))
      .orderBy(desc(refunds.createdAt))
      .limit(newest),
    db
      .select({
        kind: cancellations.quoteKind,
        id: cancellations.quoteId,
        number: namedRequestNumber,
        time: cancellations.createdAt,
        feeCents: cancellations.feeCents,
        refundDueCents: cancellations.refundDueCents,
        cancelledBy: cancellations.cancelledBy,
      })
      .from(cancellations)
      .leftJoin(quotes, namedTransfer(cancellations.quoteKind, cancellations.quoteId))
      .leftJoin(excursionQuotes, namedExcursion(cancellations.quoteKind, cancellations.quoteId))
      .where(ofCustomer(db, cancellations.quoteKind, cancellations.quoteId, address))
      .orderBy(desc(cancellations.createdAt))
      .limit(newest),
    db
      .select({
        kind: changeRequests.quoteKind,
        id: changeRequests.quoteId,
        number: namedRequestNumber,
        time: changeRequests.createdAt,
        state: changeRequests.state,
      })
      .from(changeRequests)
      .leftJoin(quotes, namedTransfer(changeRequests.quoteKind, changeRequests.quoteId))
      .leftJoin(excursionQuotes, namedExcursion(changeRequests.quoteKind, changeRequests.quoteId))
      .where(ofCustomer(db, changeRequests.quoteKind, changeRequests.quoteId, address))
      .orderBy(desc(changeRequests.createdAt))
      .limit(newest),
    // The e-mails to the customer: a kind ending in '.admin' goes to the company (decision 039).
    db
      .select({
        kind: outbox.kind,
        subject: outbox.subject,
        status: outbox.status,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(and(sql`lower(${outbox.toAddress}) = ${address}`, sql`${outbox.kind} not like '%.admin'`))
      .orderBy(desc(outbox.createdAt))
      .limit(newest),
  ] as const;
}

/** What a batch answers for `Reads`, in their order (a mapped type over a type parameter keeps the tuple). */
type ResultsOf<Reads extends readonly unknown[]> = { -readonly [At in keyof Reads]: Awaited<Reads[At]> };
export type CustomerStoryResults = ResultsOf<ReturnType<typeof customerStoryReads>>;

/**
 * The order of events written in the same millisecond (one batch often writes several): the request
 * before its offer, the money before its e-mail.
 */
const SAME_INSTANT_ORDER: Record<TimelineEvent['type'], number> = { request: 0, offer: 1, change: 2, cancellation: 3, payment: 4, refund: 5, email: 6 };

/** The request a row names, when it still exists (its number was found). */
const refOf = (row: { kind: ReplyQuoteKind; id: number; number: string | null }): RequestRef | null =>
  row.number === null ? null : { kind: row.kind, id: row.id, number: row.number };

/** The requests, newest first, and the newest events, oldest first, from the reads' results. */
export function customerStoryOf(results: CustomerStoryResults): { requests: CustomerRequest[]; timeline: TimelineEvent[] } {
  const [transfers, excursions, offerRows, paymentRows, refundRows, cancellationRows, changeRows, emailRows] = results;
  const requests: CustomerRequest[] = [
    ...transfers.map((row) => ({
      kind: 'transfer' as const,
      id: row.id,
      number: row.number,
      status: row.status,
      paymentState: row.paymentState,
      bookingReference: row.bookingReference,
      createdAt: row.createdAt.toISOString(),
      pickupAt: row.pickupAt.toISOString(),
      excursionTitle: null,
      path: replyScreenPath('transfer', row.id),
    })),
    ...excursions.map((row) => ({
      kind: 'excursion' as const,
      id: row.id,
      number: row.number,
      status: row.status,
      paymentState: row.paymentState,
      bookingReference: row.bookingReference,
      createdAt: row.createdAt.toISOString(),
      pickupAt: null,
      excursionTitle: row.excursionTitle,
      path: replyScreenPath('excursion', row.id),
    })),
  ]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, CUSTOMER_REQUESTS_MAX);

  const events: TimelineEvent[] = requests.map((request) => ({
    type: 'request',
    time: request.createdAt,
    request: { kind: request.kind, id: request.id, number: request.number },
  }));
  /** Each row about a request that still exists, as its event. */
  const about = <Row extends { kind: ReplyQuoteKind; id: number; number: string | null; time: Date }>(
    rows: Row[],
    event: (row: Row, request: RequestRef) => TimelineEvent,
  ) => {
    for (const row of rows) {
      const request = refOf(row);
      if (request) events.push(event(row, request));
    }
  };
  about(offerRows, (row, request) => ({
    type: 'offer',
    time: row.time.toISOString(),
    request,
    version: row.version,
    totalCents: row.totalCents,
    state: row.state,
  }));
  about(paymentRows, (row, request) => ({ type: 'payment', time: row.time.toISOString(), request, amountCents: row.amountCents, method: row.method }));
  about(refundRows, (row, request) => ({ type: 'refund', time: row.time.toISOString(), request, amountCents: row.amountCents, status: row.status }));
  about(cancellationRows, (row, request) => ({
    type: 'cancellation',
    time: row.time.toISOString(),
    request,
    feeCents: row.feeCents,
    refundDueCents: row.refundDueCents,
    cancelledBy: row.cancelledBy,
  }));
  about(changeRows, (row, request) => ({ type: 'change', time: row.time.toISOString(), request, state: row.state }));
  for (const row of emailRows) {
    events.push({ type: 'email', time: (row.sentAt ?? row.createdAt).toISOString(), kind: row.kind, subject: row.subject, status: screenStatusOf(row) });
  }

  const oldestFirst = events
    .map((event, index) => ({ event, index, at: Date.parse(event.time) }))
    .sort((a, b) => a.at - b.at || SAME_INSTANT_ORDER[a.event.type] - SAME_INSTANT_ORDER[b.event.type] || a.index - b.index)
    .map(({ event }) => event);
  return { requests, timeline: oldestFirst.slice(-CUSTOMER_TIMELINE_MAX) };
}
