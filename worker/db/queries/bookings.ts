// The SQL of offers, payments, refunds, bookings and the customer's links (decision 038). Every money
// change is one D1 batch (one transaction) that ends with `refreshRequestMoney`, which recomputes the
// request's payment state and offer summary from the offers and payments, and moves its updated_at
// so the back office's lists (their ETags) see it. Exactly once comes from unique indexes, not from
// reads: a Stripe event id, a payment's receipt key, a request's booking and a reference are each
// inserted plainly, so a second writer's whole batch fails and changes nothing (isUniqueViolation).
import { toParis } from '../../contract/paris-time.ts';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { ReplyQuoteKind } from '../../contract/email-send-words.ts';
import type { OfferState, PaymentMethod } from '../../contract/booking-words.ts';
import type { PaymentPurpose } from '../../contract/money.ts';
import type { Database } from '../client.ts';
import {
  auditLog,
  bookings,
  excursionQuotes,
  numberSequences,
  offerLines,
  offers,
  outbox,
  payments,
  quotes,
  refunds,
  requestLinks,
  stripeEvents,
  type QuoteStatus,
  type RequestLang,
} from '../schema.ts';
import { queueEmail, type QueuedEmail } from './outbox.ts';
import { touch } from './admin-lists.ts';
import { QUOTE_QUEUE } from './admin-quotes.ts';
import { EXCURSION_QUOTE_QUEUE } from './admin-exquotes.ts';

export type Statement = BatchItem<'sqlite'>;
export type OfferRow = typeof offers.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export const queueOf = (kind: ReplyQuoteKind) => (kind === 'excursion' ? EXCURSION_QUOTE_QUEUE : QUOTE_QUEUE);
export const tableOf = (kind: ReplyQuoteKind) => (kind === 'excursion' ? excursionQuotes : quotes);

/**
 * D1's answer when a plain insert met a unique index (another writer got there first), or when a
 * batch's guard (failIfUnchanged) found the row it had read moved on: either way the batch changed
 * nothing, and the caller reads again.
 */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(text);
}

/**
 * Fails the whole batch when the statement just before it changed no row (SQLite's changes()): the
 * row was no longer as read, so a decision made from that read must be made again. The failure is
 * a NOT NULL constraint on stripe_events' key (a table every such batch may touch), which the
 * callers treat as a lost race like a unique violation.
 */
export const failIfUnchanged = (db: Database): Statement => db.insert(stripeEvents).select(sql`select null, 'lost race', 0 where changes() = 0`);

/** Fails the whole batch when `condition` holds (the same NOT NULL failure as failIfUnchanged). */
export const failIf = (db: Database, condition: SQL): Statement => db.insert(stripeEvents).select(sql`select null, 'lost race', 0 where ${condition}`);

/**
 * An offer's state once money came in and `net` cents are kept on it (paid, refunds deducted): the
 * deposit or the total reached moves it on (an expired offer settled too). A withdrawn or superseded
 * offer keeps its state.
 */
const stateAfterPayment = (net: SQL) =>
  sql`case when ${offers.state} in ('sent', 'expired', 'deposit_paid', 'paid') then (case when ${net} >= ${offers.totalCents} then 'paid' when ${net} >= ${offers.depositCents} then 'deposit_paid' else ${offers.state} end) else ${offers.state} end`;

/**
 * An offer's state after a refund leaves `net` cents kept: everything given back starts it over
 * (sent: the deposit is asked again); a partial refund (a gesture, a discount) asks for nothing more.
 */
const stateAfterRefund = (net: SQL) => sql`case when ${offers.state} in ('deposit_paid', 'paid') and ${net} <= 0 then 'sent' else ${offers.state} end`;

// ---------------------------------------------------------------------------------------------
// The request as the money flow sees it

/** What the offers, payments and e-mails need of a request, whichever its kind. */
export interface MoneyRequest {
  kind: ReplyQuoteKind;
  id: number;
  number: string;
  status: QuoteStatus;
  lang: RequestLang;
  firstName: string;
  lastName: string;
  email: string;
  bookingReference: string | null;
  paymentState: (typeof quotes.$inferSelect)['paymentState'];
  /** Transfers: the pickup (Paris) and its instant; null for an excursion, which has no date. */
  pickup: { date: string; time: string; at: Date } | null;
  pickupLocation: string;
  dropoffLocation: string;
  /** A round trip: where its return starts (the drop-off; the return reverses the ride). Null otherwise. */
  returnFrom: string | null;
  excursionTitle: string;
  durationMinutes: number | null;
  /** The row's last change (touch() makes it grow with each): a batch can insist nothing moved since it was read. */
  updatedAt: Date;
}

export async function findMoneyRequest(db: Database, kind: ReplyQuoteKind, id: number): Promise<MoneyRequest | null> {
  if (kind === 'excursion') {
    const row = await db.select().from(excursionQuotes).where(eq(excursionQuotes.id, id)).get();
    if (!row) return null;
    return {
      kind,
      id: row.id,
      number: row.exQuoteNumber,
      status: row.status,
      lang: row.lang,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      bookingReference: row.bookingReference,
      paymentState: row.paymentState,
      // Once the office has set the excursion's time (decision 042), it is the pickup the
      // cancellation schedule and the e-mails read; until then it has none.
      pickup: row.tripAt ? { ...toParis(row.tripAt), at: row.tripAt } : null,
      pickupLocation: '',
      dropoffLocation: '',
      returnFrom: null,
      excursionTitle: row.excursionTitle,
      durationMinutes: null,
      updatedAt: row.updatedAt,
    };
  }
  const row = await db.select().from(quotes).where(eq(quotes.id, id)).get();
  if (!row) return null;
  return {
    kind,
    id: row.id,
    number: row.quoteNumber,
    status: row.status,
    lang: row.lang,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    bookingReference: row.bookingReference,
    paymentState: row.paymentState,
    pickup: { date: row.pickupDate, time: row.pickupTime, at: row.pickupAt },
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    returnFrom: row.transferType === 'ROUND_TRIP' && row.returnDate ? row.dropoffLocation : null,
    excursionTitle: '',
    durationMinutes: row.totalMinutes,
    updatedAt: row.updatedAt,
  };
}

// ---------------------------------------------------------------------------------------------
// The request's money at a glance

const offerOf = (kind: ReplyQuoteKind, quoteId: SQL | number) => sql`${offers.quoteKind} = ${kind} and ${offers.quoteId} = ${quoteId}`;

/**
 * Recomputes the request's payment state and offer summary from its offers and payments, and moves
 * it on like any change (touch): the last statement of every batch that changes money.
 */
export function refreshRequestMoney(db: Database, kind: ReplyQuoteKind, quoteId: number): Statement {
  const table = tableOf(kind);
  const current = sql`(select * from ${offers} where ${offerOf(kind, quoteId)} and ${offers.state} not in ('superseded', 'withdrawn') order by ${offers.version} desc limit 1)`;
  const attention = sql`exists (select 1 from ${payments} where ${payments.quoteKind} = ${kind} and ${payments.quoteId} = ${quoteId} and ${payments.status} = 'mismatch' and ${payments.refundedCents} < ${payments.amountCents})`;
  const state = sql`case when ${attention} then 'attention' else coalesce((select case
      when o.paid_cents > 0 and o.refunded_cents >= o.paid_cents then 'refunded'
      when o.state = 'paid' then 'paid'
      when o.state = 'deposit_paid' then 'deposit_paid'
      when o.state = 'expired' then 'offer_expired'
      when o.state = 'sent' then 'offer_sent'
      else 'none' end from ${current} o), 'none') end`;
  const summary = sql`(select json_object('version', o.version, 'state', o.state, 'totalCents', o.total_cents, 'depositCents', o.deposit_cents, 'paidCents', o.paid_cents, 'refundedCents', o.refunded_cents, 'validUntil', o.valid_until) from ${current} o)`;
  return db
    .update(table)
    .set({ paymentState: sql`${state}`, offerSummary: sql`${summary}`, updatedAt: touch(queueOf(kind)) })
    .where(eq(table.id, quoteId));
}

/**
 * An audit row about a request's money (an offer, a payment, a refund, a revocation); `reference`,
 * a booking's reference computed in the batch, joins the detail there.
 */
export function auditMoney(
  db: Database,
  entry: { actor: string; action: string; kind: ReplyQuoteKind; quoteId: number; detail: Record<string, unknown>; reference?: SQL<string> },
): Statement {
  return db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entityType: queueOf(entry.kind).entityType,
    entityId: String(entry.quoteId),
    detail: entry.reference ? sql`json_set(${JSON.stringify(entry.detail)}, '$.reference', ${entry.reference})` : entry.detail,
  });
}

// ---------------------------------------------------------------------------------------------
// Offers

export async function offersOf(
  db: Database,
  kind: ReplyQuoteKind,
  quoteId: number,
): Promise<Array<OfferRow & { lines: Array<{ label: string; amountCents: number }> }>> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.quoteKind, kind), eq(offers.quoteId, quoteId)))
    .orderBy(desc(offers.version));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(offerLines)
    .where(
      inArray(
        offerLines.offerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(offerLines.offerId), asc(offerLines.position));
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.offerId === row.id).map(({ label, amountCents }) => ({ label, amountCents })),
  }));
}

/** The offer a customer sees and pays: the newest not superseded or withdrawn; null when none. */
export async function currentOffer(db: Database, kind: ReplyQuoteKind, quoteId: number): Promise<OfferRow | null> {
  const row = await db
    .select()
    .from(offers)
    .where(and(eq(offers.quoteKind, kind), eq(offers.quoteId, quoteId), sql`${offers.state} not in ('superseded', 'withdrawn')`))
    .orderBy(desc(offers.version))
    .limit(1)
    .get();
  return row ?? null;
}

export async function findOffer(db: Database, offerId: number): Promise<OfferRow | null> {
  return (await db.select().from(offers).where(eq(offers.id, offerId)).get()) ?? null;
}

export interface NewOffer {
  kind: ReplyQuoteKind;
  quoteId: number;
  lines: ReadonlyArray<{ label: string; amountCents: number }>;
  totalCents: number;
  depositCents: number;
  validUntil: Date;
  actor: string;
}

/**
 * The statements that store a new version of the request's offer: the previous open one superseded
 * (kept, with its lines), the new one numbered after the highest version, its lines, its audit row.
 * Put in the same batch as the reply that sends it, followed by refreshRequestMoney.
 */
export function newOfferStatements(db: Database, offer: NewOffer): Statement[] {
  const { kind, quoteId } = offer;
  const newest = sql`(select max(${offers.id}) from ${offers} where ${offerOf(kind, quoteId)})`;
  return [
    // Once money came in, no new version replaces the offer: a payment that landed since the reply
    // was read fails the batch (the route answers that the offer is settled, not replaced).
    failIf(
      db,
      sql`exists (select 1 from ${offers} where ${offerOf(kind, quoteId)} and ${offers.state} not in ('superseded', 'withdrawn') and (${offers.paidCents} > 0 or ${offers.state} in ('deposit_paid', 'paid')))`,
    ),
    db
      .update(offers)
      .set({ state: 'superseded', updatedAt: sql`cast(unixepoch('subsec') * 1000 as integer)` })
      .where(and(eq(offers.quoteKind, kind), eq(offers.quoteId, quoteId), inArray(offers.state, ['sent', 'expired']), eq(offers.paidCents, 0))),
    db.insert(offers).values({
      quoteKind: kind,
      quoteId,
      version: sql`coalesce((select max(${offers.version}) from ${offers} where ${offerOf(kind, quoteId)}), 0) + 1`,
      state: 'sent',
      totalCents: offer.totalCents,
      depositCents: offer.depositCents,
      validUntil: offer.validUntil,
      createdBy: offer.actor,
    }),
    ...offer.lines.map((line, position) =>
      db.insert(offerLines).values({ offerId: sql`${newest}`, position, label: line.label, amountCents: line.amountCents }),
    ),
    db.insert(auditLog).select((qb) =>
      qb
        .select({
          id: sql<number>`null`.as('id'),
          actor: sql<string>`${offer.actor}`.as('actor'),
          action: sql<string>`'offer'`.as('action'),
          entityType: sql<string>`${queueOf(kind).entityType}`.as('entity_type'),
          entityId: sql<string>`${String(quoteId)}`.as('entity_id'),
          detail:
            sql<string>`json_object('offerVersion', ${offers.version}, 'amountCents', ${offers.totalCents}, 'depositCents', ${offers.depositCents}, 'validUntil', ${offers.validUntil})`.as(
              'detail',
            ),
          createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as('created_at'),
        })
        .from(offers)
        .where(eq(offers.id, sql`${newest}`)),
    ),
  ];
}

/** The admin withdraws the current offer while it is unpaid: it can no longer be paid. */
export async function withdrawOffer(db: Database, kind: ReplyQuoteKind, quoteId: number, actor: string): Promise<boolean> {
  const offer = await currentOffer(db, kind, quoteId);
  if (!offer || (offer.state !== 'sent' && offer.state !== 'expired')) return false;
  await db.batch([
    db
      .update(offers)
      .set({ state: 'withdrawn', updatedAt: new Date() })
      .where(and(eq(offers.id, offer.id), inArray(offers.state, ['sent', 'expired']))),
    auditMoney(db, { actor, action: 'offer-withdraw', kind, quoteId, detail: { offerVersion: offer.version } }),
    refreshRequestMoney(db, kind, quoteId),
  ]);
  return true;
}

/**
 * Marks 'sent' offers whose validity has passed as expired (the cron), with their requests' summaries.
 * Returns how many.
 */
export async function expireOffers(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: offers.id, kind: offers.quoteKind, quoteId: offers.quoteId })
    .from(offers)
    .where(and(eq(offers.state, 'sent'), lte(offers.validUntil, now)))
    .limit(200);
  if (due.length === 0) return 0;
  await db.batch([
    db
      .update(offers)
      .set({ state: 'expired', updatedAt: now })
      .where(
        and(
          inArray(
            offers.id,
            due.map((offer) => offer.id),
          ),
          eq(offers.state, 'sent'),
        ),
      ),
    ...due.map((offer) => refreshRequestMoney(db, offer.kind, offer.quoteId)),
  ]);
  return due.length;
}

// ---------------------------------------------------------------------------------------------
// Payments

export async function paymentsOf(db: Database, kind: ReplyQuoteKind, quoteId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.quoteKind, kind), eq(payments.quoteId, quoteId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function refundsOf(db: Database, paymentIds: readonly number[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, [...paymentIds]))
    .orderBy(asc(refunds.id));
}

export async function findPayment(db: Database, paymentId: number): Promise<PaymentRow | null> {
  return (await db.select().from(payments).where(eq(payments.id, paymentId)).get()) ?? null;
}

export async function paymentByReceipt(db: Database, receiptKey: string): Promise<PaymentRow | null> {
  return (await db.select().from(payments).where(eq(payments.receiptKey, receiptKey)).get()) ?? null;
}

export async function paymentByIntent(db: Database, intentId: string): Promise<PaymentRow | null> {
  return (await db.select().from(payments).where(eq(payments.stripePaymentIntentId, intentId)).get()) ?? null;
}

export async function stripeEventSeen(db: Database, eventId: string): Promise<boolean> {
  return (await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).get()) !== undefined;
}

/** The plain insert that makes a Stripe event count once: a second delivery's batch fails on it. */
export const recordStripeEvent = (db: Database, event: { id: string; type: string }): Statement => db.insert(stripeEvents).values(event);

export interface NewPayment {
  offer: OfferRow;
  request: MoneyRequest;
  method: PaymentMethod;
  purpose: PaymentPurpose | null;
  /** 'mismatch': recorded and shown to the admin, but it confirms and counts nothing. */
  status: 'succeeded' | 'mismatch';
  amountCents: number;
  currency: string;
  expectedCents: number;
  receiptKey: string;
  stripeSessionId?: string | null;
  stripePaymentIntentId?: string | null;
  note?: string;
  recordedBy: string;
}

/** The booking a first succeeded payment creates: its reference, computed before the batch (see below). */
/**
 * The booking a first succeeded payment makes. Its reference is only known inside the batch (the
 * year's sequence moved on there, so concurrent confirmations never contend for a number): what the
 * batch queues is written with `placeholder` standing in for it, replaced there.
 */
export interface NewBooking {
  /** The sequence's name, e.g. 'PEC-2026'. */
  sequence: string;
  /** Unguessable, of characters escaping and JSON leave alone, so it is found in every field. */
  placeholder: string;
}

/** The reference the batch's booking gets: the sequence's value once moved on, PEC-2026-0001 for the first. */
const referenceOf = (booking: NewBooking) =>
  sql<string>`(select printf('%s-%04d', ${numberSequences.name}, ${numberSequences.value}) from ${numberSequences} where ${numberSequences.name} = ${booking.sequence})`;

/**
 * The statements that record a payment: the payment (a plain insert on its unique receipt key: a
 * second delivery's batch fails on it and changes nothing), the offer's amount and state, and on a
 * confirming payment the booking: the year's sequence moved on, the booking inserted with the
 * reference read from it (unique per request: a second confirmation's batch fails), the request
 * confirmed. Then the e-mails, with the reference written into them, the audit row, the summary.
 */
export function paymentStatements(db: Database, payment: NewPayment, booking: NewBooking | null, emails: QueuedEmail[]): Statement[] {
  const { offer, request } = payment;
  const table = tableOf(request.kind);
  const counted = payment.status === 'succeeded';
  const statements: Statement[] = [
    db.insert(payments).values({
      offerId: offer.id,
      quoteKind: request.kind,
      quoteId: request.id,
      method: payment.method,
      purpose: payment.purpose,
      status: payment.status,
      amountCents: payment.amountCents,
      currency: payment.currency,
      expectedCents: payment.expectedCents,
      receiptKey: payment.receiptKey,
      stripeSessionId: payment.stripeSessionId ?? null,
      stripePaymentIntentId: payment.stripePaymentIntentId ?? null,
      note: payment.note ?? '',
      recordedBy: payment.recordedBy,
    }),
  ];
  if (counted) {
    statements.push(
      db
        .update(offers)
        .set({
          paidCents: sql`${offers.paidCents} + ${payment.amountCents}`,
          state: stateAfterPayment(sql`${offers.paidCents} + ${payment.amountCents} - ${offers.refundedCents}`),
          updatedAt: sql`cast(unixepoch('subsec') * 1000 as integer)`,
        })
        // Only the offer as it was judged: a payment or refund in between makes the batch fail (and read again).
        .where(
          and(eq(offers.id, offer.id), eq(offers.paidCents, offer.paidCents), eq(offers.refundedCents, offer.refundedCents), eq(offers.state, offer.state)),
        ),
      failIfUnchanged(db),
    );
  }
  const confirming = counted ? booking : null;
  if (confirming) {
    statements.push(
      db
        .insert(numberSequences)
        .values({ name: confirming.sequence, value: 1 })
        .onConflictDoUpdate({ target: numberSequences.name, set: { value: sql`${numberSequences.value} + 1` } }),
      db.insert(bookings).values({ reference: referenceOf(confirming), quoteKind: request.kind, quoteId: request.id, offerId: offer.id }),
      db
        .update(table)
        .set({ status: 'confirmed', bookingReference: referenceOf(confirming) })
        .where(eq(table.id, request.id)),
    );
  }
  statements.push(...emails.map((email) => queueEmail(db, { ...email, relatedType: 'booking', relatedId: request.id })));
  if (confirming && emails.length > 0) {
    const fill = (column: SQL) => sql`replace(${column}, ${confirming.placeholder}, ${referenceOf(confirming)})`;
    statements.push(
      db
        .update(outbox)
        .set({
          subject: fill(sql`${outbox.subject}`),
          html: fill(sql`${outbox.html}`),
          text: fill(sql`${outbox.text}`),
          attachments: fill(sql`${outbox.attachments}`),
        })
        .where(
          and(
            eq(outbox.relatedType, 'booking'),
            eq(outbox.relatedId, request.id),
            sql`instr(${outbox.subject} || ${outbox.text}, ${confirming.placeholder}) > 0`,
          ),
        ),
    );
  }
  statements.push(
    auditMoney(db, {
      actor: payment.recordedBy,
      action: payment.status === 'mismatch' ? 'payment-mismatch' : 'payment',
      kind: request.kind,
      quoteId: request.id,
      detail: {
        number: request.number,
        amountCents: payment.amountCents,
        currency: payment.currency,
        expectedCents: payment.expectedCents,
        method: payment.method,
        offerVersion: offer.version,
        ...(confirming ? { changes: { status: { from: request.status, to: 'confirmed' } } } : {}),
      },
      ...(confirming ? { reference: referenceOf(confirming) } : {}),
    }),
    refreshRequestMoney(db, request.kind, request.id),
  );
  return statements;
}

// ---------------------------------------------------------------------------------------------
// Refunds

/** A refund asked of Stripe, stored as pending unless its webhook already recorded it. */
export async function recordRefundRequest(
  db: Database,
  refund: { paymentId: number; amountCents: number; stripeRefundId: string; actor: string; kind: ReplyQuoteKind; quoteId: number },
) {
  await db.batch([
    db
      .insert(refunds)
      .values({
        paymentId: refund.paymentId,
        amountCents: refund.amountCents,
        stripeRefundId: refund.stripeRefundId,
        requestedBy: refund.actor,
        status: 'pending',
      })
      .onConflictDoNothing({ target: refunds.stripeRefundId }),
    auditMoney(db, {
      actor: refund.actor,
      action: 'refund-request',
      kind: refund.kind,
      quoteId: refund.quoteId,
      detail: { paymentId: refund.paymentId, amountCents: refund.amountCents },
    }),
  ]);
}

/**
 * A refund Stripe says succeeded: counted once on its payment and offer (the statements before the
 * upsert only run while the refund is not yet recorded as succeeded, so refund.created,
 * refund.updated and a replay count it once), then stored as succeeded.
 */
export function refundSucceededStatements(db: Database, refund: { payment: PaymentRow; stripeRefundId: string; amountCents: number }): Statement[] {
  const notYet = sql`not exists (select 1 from ${refunds} where ${refunds.stripeRefundId} = ${refund.stripeRefundId} and ${refunds.status} = 'succeeded')`;
  const { payment } = refund;
  return [
    db
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${refund.amountCents}` })
      .where(and(eq(payments.id, payment.id), notYet)),
    // A mismatched payment was never counted on its offer, so its refund is not either.
    ...(payment.status === 'succeeded'
      ? [
          db
            .update(offers)
            .set({
              refundedCents: sql`${offers.refundedCents} + ${refund.amountCents}`,
              state: stateAfterRefund(sql`${offers.paidCents} - ${offers.refundedCents} - ${refund.amountCents}`),
              updatedAt: sql`cast(unixepoch('subsec') * 1000 as integer)`,
            })
            .where(and(eq(offers.id, payment.offerId), notYet)),
        ]
      : []),
    db
      .insert(refunds)
      .values({ paymentId: payment.id, amountCents: refund.amountCents, stripeRefundId: refund.stripeRefundId, requestedBy: 'stripe', status: 'succeeded' })
      .onConflictDoUpdate({
        target: refunds.stripeRefundId,
        set: { status: 'succeeded', amountCents: refund.amountCents, updatedAt: sql`cast(unixepoch('subsec') * 1000 as integer)` },
      }),
    auditMoney(db, {
      actor: 'stripe',
      action: 'refund',
      kind: payment.quoteKind,
      quoteId: payment.quoteId,
      detail: { paymentId: payment.id, amountCents: refund.amountCents, stripeRefundId: refund.stripeRefundId },
    }),
    refreshRequestMoney(db, payment.quoteKind, payment.quoteId),
  ];
}

/**
 * A refund the office made by hand (a bank transfer back, cash) of a payment received that way, told
 * to us by the admin: counted at once on its payment and offer, stored as succeeded, audited. The
 * batch holds only while the payment is as the admin saw it (what it had refunded) and still has the
 * room: a second click, or two admins at once, fail it whole (failIfUnchanged) and record one refund.
 */
export function manualRefundStatements(db: Database, refund: { payment: PaymentRow; amountCents: number; actor: string }): Statement[] {
  const { payment, amountCents } = refund;
  return [
    db
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${amountCents}` })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.refundedCents, payment.refundedCents),
          sql`${payments.amountCents} - ${payments.refundedCents} >= ${amountCents}`,
        ),
      ),
    failIfUnchanged(db),
    ...(payment.status === 'succeeded'
      ? [
          db
            .update(offers)
            .set({
              refundedCents: sql`${offers.refundedCents} + ${amountCents}`,
              state: stateAfterRefund(sql`${offers.paidCents} - ${offers.refundedCents} - ${amountCents}`),
              updatedAt: sql`cast(unixepoch('subsec') * 1000 as integer)`,
            })
            .where(eq(offers.id, payment.offerId)),
        ]
      : []),
    db.insert(refunds).values({ paymentId: payment.id, amountCents, requestedBy: refund.actor, status: 'succeeded' }),
    auditMoney(db, {
      actor: refund.actor,
      action: 'refund',
      kind: payment.quoteKind,
      quoteId: payment.quoteId,
      detail: { paymentId: payment.id, amountCents, method: payment.method },
    }),
    refreshRequestMoney(db, payment.quoteKind, payment.quoteId),
  ];
}

/**
 * A refund Stripe could not make: marked failed, which frees what it held. One already counted as
 * succeeded (Stripe can report a failure later) is taken back off its payment and offer. True when
 * the refund changed.
 */
export async function markRefundFailed(db: Database, stripeRefundId: string): Promise<boolean> {
  const refund = await db.select().from(refunds).where(eq(refunds.stripeRefundId, stripeRefundId)).get();
  if (!refund || refund.status === 'failed') return false;
  const payment = await findPayment(db, refund.paymentId);
  if (!payment) return false;
  const wasCounted = refund.status === 'succeeded';
  const now = sql`cast(unixepoch('subsec') * 1000 as integer)`;
  await db.batch([
    db
      .update(refunds)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, refund.status))),
    failIfUnchanged(db),
    ...(wasCounted
      ? [
          db
            .update(payments)
            .set({ refundedCents: sql`${payments.refundedCents} - ${refund.amountCents}` })
            .where(eq(payments.id, payment.id)),
          ...(payment.status === 'succeeded'
            ? [
                db
                  .update(offers)
                  .set({
                    refundedCents: sql`${offers.refundedCents} - ${refund.amountCents}`,
                    state: stateAfterPayment(sql`${offers.paidCents} - ${offers.refundedCents} + ${refund.amountCents}`),
                    updatedAt: now,
                  })
                  .where(eq(offers.id, payment.offerId)),
              ]
            : []),
        ]
      : []),
    auditMoney(db, {
      actor: 'stripe',
      action: 'refund-failed',
      kind: payment.quoteKind,
      quoteId: payment.quoteId,
      detail: { paymentId: payment.id, amountCents: refund.amountCents, stripeRefundId },
    }),
    refreshRequestMoney(db, payment.quoteKind, payment.quoteId),
  ]);
  return true;
}

export async function refundSucceeded(db: Database, stripeRefundId: string): Promise<boolean> {
  const row = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.stripeRefundId, stripeRefundId)).get();
  return row?.status === 'succeeded';
}

// ---------------------------------------------------------------------------------------------
// Customer links

export const insertRequestLink = (db: Database, link: { kind: ReplyQuoteKind; quoteId: number | SQL<number>; tokenHash: string; expiresAt: Date }): Statement =>
  db.insert(requestLinks).values({ quoteKind: link.kind, quoteId: link.quoteId, tokenHash: link.tokenHash, expiresAt: link.expiresAt });

/** The request a token's hash opens at `now`: not revoked, not expired. */
export async function findLinkedRequest(db: Database, tokenHash: string, now: Date): Promise<{ kind: ReplyQuoteKind; quoteId: number } | null> {
  const row = await db
    .select({ kind: requestLinks.quoteKind, quoteId: requestLinks.quoteId })
    .from(requestLinks)
    .where(and(eq(requestLinks.tokenHash, tokenHash), isNull(requestLinks.revokedAt), gt(requestLinks.expiresAt, now)))
    .get();
  return row ?? null;
}

export async function activeLinkCount(db: Database, kind: ReplyQuoteKind, quoteId: number, now: Date): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(requestLinks)
    .where(and(eq(requestLinks.quoteKind, kind), eq(requestLinks.quoteId, quoteId), isNull(requestLinks.revokedAt), gt(requestLinks.expiresAt, now)))
    .get();
  return row?.n ?? 0;
}

/** Revokes every link of the request (the next e-mail carries a fresh one). */
export async function revokeRequestLinks(db: Database, kind: ReplyQuoteKind, quoteId: number, actor: string, now: Date): Promise<number> {
  const [revoked] = await db.batch([
    db
      .update(requestLinks)
      .set({ revokedAt: now })
      .where(and(eq(requestLinks.quoteKind, kind), eq(requestLinks.quoteId, quoteId), isNull(requestLinks.revokedAt)))
      .returning({ id: requestLinks.id }),
    auditMoney(db, { actor, action: 'links-revoke', kind, quoteId, detail: {} }),
  ]);
  return revoked.length;
}

/** The offer state a payment of `paid` cents in total leaves. */
export const offerStateAfter = (offer: Pick<OfferRow, 'totalCents' | 'depositCents' | 'state'>, paid: number): OfferState =>
  paid >= offer.totalCents ? 'paid' : paid >= offer.depositCents ? 'deposit_paid' : offer.state;
