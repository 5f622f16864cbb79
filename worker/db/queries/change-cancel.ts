// The SQL of a cancellation or a change asked from the customer's request page, and of the office's
// answer to a change (decision 040). Each is one D1 batch. Its first statement writes the record only
// while the request allows it (a conditional INSERT … SELECT, or a conditional UPDATE), stamped with
// a random key of that batch; every later statement (the request's status, the offers, the e-mails,
// the link, the audit row) runs only where that key went in. A second cancel, a double click on
// Accept, two tabs at once: the loser's first statement matches nothing, so its whole batch writes
// nothing, and reading the key back tells the use case which it was.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { ReplyQuoteKind } from '../../contract/email-send-words.ts';
import type { CancellationTerms } from '../../contract/cancellation-policy.ts';
import { CHANGE_REQUESTS_PER_REQUEST_MAX, type ChangeSet } from '../../contract/change-request-rules.ts';
import type { Database } from '../client.ts';
import type { OfferAfterDifference } from '../../contract/price-difference.ts';
import { auditLog, cancellations, changeRequests, excursionQuotes, offerLines, offers, outbox, quotes, requestLinks, type QuoteStatus } from '../schema.ts';
import type { QueuedEmail } from './outbox.ts';
import { selectedValues } from './selected-values.ts';
import { touch } from './admin-lists.ts';
import { failIfUnchanged, queueOf, refreshRequestMoney, tableOf, type OfferRow, type Statement } from './bookings.ts';

export type CancellationRow = typeof cancellations.$inferSelect;

/** A cancellation as the booking panel and the customer's page show it. */
export const cancellationView = (cancellation: CancellationRow) => ({
  cancelledAt: cancellation.createdAt.toISOString(),
  cancelledBy: cancellation.cancelledBy,
  feeCents: cancellation.feeCents,
  paidCents: cancellation.paidCents,
  refundDueCents: cancellation.refundDueCents,
});
export type ChangeRequestRow = typeof changeRequests.$inferSelect;

/** The statuses a customer may cancel from their page: an open request, or a confirmed booking. */
export const CANCELLABLE_STATUSES: readonly QuoteStatus[] = ['pending', 'replied', 'confirmed'];
/** The statuses a customer may ask a change of: the same. */
export const CHANGEABLE_STATUSES: readonly QuoteStatus[] = CANCELLABLE_STATUSES;

const statusIn = (column: SQLiteColumn, statuses: readonly QuoteStatus[]) =>
  sql`${column} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** `INSERT … SELECT <row> WHERE <condition>`: the row goes in only while the condition holds. */
const insertWhere = (db: Database, table: SQLiteTable, row: Record<string, unknown>, condition: SQL) =>
  db.insert(table).select(sql`select ${selectedValues(table, row)} where ${condition}`);

/** An e-mail queued only while `condition` holds; returns its id (none when it did not). */
const queueEmailWhere = (db: Database, email: QueuedEmail, condition: SQL) =>
  insertWhere(db, outbox, { ...email, status: 'pending', attempts: 0 }, condition).returning({ id: outbox.id });

/** An audit row written only while `condition` holds. */
const auditWhere = (
  db: Database,
  entry: { actor: string; action: string; kind: ReplyQuoteKind; quoteId: number; detail: Record<string, unknown> },
  condition: SQL,
) =>
  insertWhere(
    db,
    auditLog,
    { actor: entry.actor, action: entry.action, entityType: queueOf(entry.kind).entityType, entityId: String(entry.quoteId), detail: entry.detail },
    condition,
  );

const ofRequest = (table: typeof cancellations | typeof changeRequests, kind: ReplyQuoteKind, quoteId: number) =>
  and(eq(table.quoteKind, kind), eq(table.quoteId, quoteId));

// ---------------------------------------------------------------------------------------------
// Reading

/** The request's cancellation, the latest when it was cancelled more than once (reopened by the office in between). */
export async function cancellationOf(db: Database, kind: ReplyQuoteKind, quoteId: number): Promise<CancellationRow | null> {
  return (
    (await db
      .select()
      .from(cancellations)
      .where(ofRequest(cancellations, kind, quoteId))
      .orderBy(desc(cancellations.id))
      .limit(1)
      .get()) ?? null
  );
}

/** The request's change requests, newest first. */
export async function changeRequestsOf(db: Database, kind: ReplyQuoteKind, quoteId: number): Promise<ChangeRequestRow[]> {
  return db
    .select()
    .from(changeRequests)
    .where(ofRequest(changeRequests, kind, quoteId))
    .orderBy(desc(changeRequests.id));
}

export async function findChangeRequest(db: Database, id: number): Promise<ChangeRequestRow | null> {
  return (await db.select().from(changeRequests).where(eq(changeRequests.id, id)).get()) ?? null;
}

export async function cancellationByKey(db: Database, key: string): Promise<CancellationRow | null> {
  return (await db.select().from(cancellations).where(eq(cancellations.key, key)).get()) ?? null;
}

export async function changeRequestByKey(db: Database, key: string): Promise<ChangeRequestRow | null> {
  return (await db.select().from(changeRequests).where(eq(changeRequests.key, key)).get()) ?? null;
}

/** What a transfer's change form starts from and is judged against: the quote's row. */
/** An excursion's comments with `note` added after a blank line (its accepted change's wishes). */
export const commentsWithNote = (note: string) =>
  sql`case when ${excursionQuotes.comments} = '' then ${note} else ${excursionQuotes.comments} || char(10) || char(10) || ${note} end`;

export async function transferRow(db: Database, quoteId: number): Promise<typeof quotes.$inferSelect | null> {
  return (await db.select().from(quotes).where(eq(quotes.id, quoteId)).get()) ?? null;
}

// ---------------------------------------------------------------------------------------------
// The customer cancels

export interface NewCancellation {
  kind: ReplyQuoteKind;
  quoteId: number;
  number: string;
  /** The request as read before the batch: the batch goes ahead only if it has not changed since. */
  fromStatus: QuoteStatus;
  updatedAt: Date;
  key: string;
  cancelledBy: string;
  terms: CancellationTerms;
  totalCents: number;
  paidCents: number;
  /** A fresh link to the request page for the customer's e-mail (every customer e-mail carries one). */
  link: { tokenHash: string; expiresAt: Date };
  emails: QueuedEmail[];
}

/**
 * The cancelling batch: the cancellation (only while the request is open or confirmed and unchanged
 * since it was read), the request cancelled, its unpaid offers withdrawn and its pending changes with
 * them, a fresh link, the e-mails, the audit row, the money summary. Its e-mails' ids are among the
 * results (each `[{ id }]` when queued).
 */
export function cancellationStatements(db: Database, cancellation: NewCancellation): Statement[] {
  const { kind, quoteId, key } = cancellation;
  const table = tableOf(kind);
  const wentIn = sql`exists (select 1 from ${cancellations} where ${cancellations.key} = ${key})`;
  return [
    insertWhere(
      db,
      cancellations,
      {
        quoteKind: kind,
        quoteId,
        key,
        cancelledBy: cancellation.cancelledBy,
        window: cancellation.terms.window,
        feePercent: cancellation.terms.feePercent,
        feeCents: cancellation.terms.feeCents,
        totalCents: cancellation.totalCents,
        paidCents: cancellation.paidCents,
        refundDueCents: cancellation.terms.refundDueCents,
      },
      sql`exists (select 1 from ${table} where ${table.id} = ${quoteId} and ${statusIn(table.status, CANCELLABLE_STATUSES)} and ${table.updatedAt} = ${cancellation.updatedAt.getTime()})`,
    ),
    db
      .update(table)
      .set({ status: 'cancelled', updatedAt: touch(queueOf(kind)) })
      .where(and(eq(table.id, quoteId), wentIn)),
    db
      .update(offers)
      .set({ state: 'withdrawn', updatedAt: sql`cast(unixepoch('subsec') * 1000 as integer)` })
      .where(and(eq(offers.quoteKind, kind), eq(offers.quoteId, quoteId), inArray(offers.state, ['sent', 'expired']), wentIn)),
    db
      .update(changeRequests)
      .set({ state: 'withdrawn', decidedAt: sql`cast(unixepoch('subsec') * 1000 as integer)` })
      .where(and(ofRequest(changeRequests, kind, quoteId), eq(changeRequests.state, 'pending'), wentIn)),
    insertWhere(db, requestLinks, { quoteKind: kind, quoteId, tokenHash: cancellation.link.tokenHash, expiresAt: cancellation.link.expiresAt }, wentIn),
    ...cancellation.emails.map((email) => queueEmailWhere(db, { ...email, relatedType: queueOf(kind).entityType, relatedId: quoteId }, wentIn)),
    auditWhere(
      db,
      {
        actor: cancellation.cancelledBy,
        action: 'customer-cancel',
        kind,
        quoteId,
        detail: {
          number: cancellation.number,
          changes: { status: { from: cancellation.fromStatus, to: 'cancelled' } },
          window: cancellation.terms.window,
          feeCents: cancellation.terms.feeCents,
          refundDueCents: cancellation.terms.refundDueCents,
        },
      },
      wentIn,
    ),
    refreshRequestMoney(db, kind, quoteId),
  ];
}

// ---------------------------------------------------------------------------------------------
// The customer asks for a change

export interface NewChangeRequest {
  kind: ReplyQuoteKind;
  quoteId: number;
  number: string;
  key: string;
  changes: ChangeSet;
  emails: QueuedEmail[];
}

/**
 * The asking batch: the change request (only while the request is open or confirmed, has no other
 * change waiting, and has not gathered too many), the office's e-mail, the audit row.
 */
export function changeRequestStatements(db: Database, change: NewChangeRequest): Statement[] {
  const { kind, quoteId, key } = change;
  const table = tableOf(kind);
  const wentIn = sql`exists (select 1 from ${changeRequests} where ${changeRequests.key} = ${key})`;
  const mine = sql`${changeRequests.quoteKind} = ${kind} and ${changeRequests.quoteId} = ${quoteId}`;
  return [
    insertWhere(
      db,
      changeRequests,
      { quoteKind: kind, quoteId, key, state: 'pending', changes: change.changes },
      sql`exists (select 1 from ${table} where ${table.id} = ${quoteId} and ${statusIn(table.status, CHANGEABLE_STATUSES)})
        and not exists (select 1 from ${changeRequests} where ${mine} and ${changeRequests.state} = 'pending')
        and (select count(*) from ${changeRequests} where ${mine}) < ${CHANGE_REQUESTS_PER_REQUEST_MAX}`,
    ),
    ...change.emails.map((email) => queueEmailWhere(db, { ...email, relatedType: queueOf(kind).entityType, relatedId: quoteId }, wentIn)),
    auditWhere(db, { actor: 'customer', action: 'change-request', kind, quoteId, detail: { number: change.number, changes: change.changes } }, wentIn),
  ];
}

// ---------------------------------------------------------------------------------------------
// The office answers a change

export interface ChangeDecision {
  change: ChangeRequestRow;
  number: string;
  decision: 'accepted' | 'declined';
  decisionKey: string;
  actor: string;
  /** Accepted: the request's columns to write (a transfer's fields, an excursion's note in its comments). */
  apply: Record<string, unknown> | null;
  /** Accepted with a price difference: its line on the current offer as read, and that offer as it then reads. */
  difference: PricedDifference | null;
  link: { tokenHash: string; expiresAt: Date };
  emails: QueuedEmail[];
}

export interface PricedDifference {
  /** The current offer as read before the batch: the batch changes it only while it is still so. */
  offer: OfferRow;
  label: string;
  amountCents: number;
  after: OfferAfterDifference;
}

/**
 * A price difference's statements, each only where the decision went in: the offer's total, deposit
 * and state as computed from the offer as read (in one UPDATE the SET expressions would see the old
 * row, so nothing is computed there), only while it is still as read; then a guard that fails the
 * whole batch when that UPDATE changed nothing (a payment or refund in between, or a second click
 * whose decision did not go in), and the line after the offer's last.
 */
function differenceStatements(db: Database, difference: PricedDifference, decided: SQL): Statement[] {
  const { offer, after } = difference;
  return [
    db
      .update(offers)
      .set({
        totalCents: after.totalCents,
        depositCents: after.depositCents,
        state: after.state,
        updatedAt: sql`cast(unixepoch('subsec') * 1000 as integer)`,
      })
      .where(
        and(
          eq(offers.id, offer.id),
          eq(offers.state, offer.state),
          eq(offers.totalCents, offer.totalCents),
          eq(offers.depositCents, offer.depositCents),
          eq(offers.paidCents, offer.paidCents),
          eq(offers.refundedCents, offer.refundedCents),
          decided,
        ),
      ),
    failIfUnchanged(db),
    insertWhere(
      db,
      offerLines,
      {
        offerId: offer.id,
        position: sql`(select coalesce(max(${offerLines.position}), -1) + 1 from ${offerLines} where ${offerLines.offerId} = ${offer.id})`,
        label: difference.label,
        amountCents: difference.amountCents,
      },
      decided,
    ),
  ];
}

/**
 * The deciding batch: the change request answered (only while it is pending and its request not
 * cancelled), its price difference on the current offer, the accepted fields written to the
 * request, a fresh link, the customer's e-mail, the audit row, and the money summary when the offer
 * moved.
 */
export function decisionStatements(db: Database, decision: ChangeDecision): Statement[] {
  const { change } = decision;
  const kind = change.quoteKind;
  const table = tableOf(kind);
  const decided = sql`exists (select 1 from ${changeRequests} where ${changeRequests.id} = ${change.id} and ${changeRequests.decisionKey} = ${decision.decisionKey})`;
  const statements: Statement[] = [
    db
      .update(changeRequests)
      .set({
        state: decision.decision,
        decisionKey: decision.decisionKey,
        decidedBy: decision.actor,
        decidedAt: sql`cast(unixepoch('subsec') * 1000 as integer)`,
      })
      .where(
        and(
          eq(changeRequests.id, change.id),
          eq(changeRequests.state, 'pending'),
          sql`exists (select 1 from ${table} where ${table.id} = ${change.quoteId} and ${statusIn(table.status, CHANGEABLE_STATUSES)})`,
        ),
      ),
  ];
  if (decision.difference) statements.push(...differenceStatements(db, decision.difference, decided));
  if (decision.apply) {
    statements.push(
      db
        .update(table)
        .set({ ...decision.apply, updatedAt: touch(queueOf(kind)) })
        .where(and(eq(table.id, change.quoteId), decided)),
    );
  }
  statements.push(
    insertWhere(
      db,
      requestLinks,
      { quoteKind: kind, quoteId: change.quoteId, tokenHash: decision.link.tokenHash, expiresAt: decision.link.expiresAt },
      decided,
    ),
    ...decision.emails.map((email) => queueEmailWhere(db, { ...email, relatedType: queueOf(kind).entityType, relatedId: change.quoteId }, decided)),
    auditWhere(
      db,
      {
        actor: decision.actor,
        action: decision.decision === 'accepted' ? 'change-accept' : 'change-decline',
        kind,
        quoteId: change.quoteId,
        detail: {
          number: decision.number,
          changeRequest: change.id,
          changes: change.changes,
          ...(decision.difference ? { priceDifference: differenceDetail(decision.difference) } : {}),
        },
      },
      decided,
    ),
  );
  if (decision.difference) statements.push(refreshRequestMoney(db, kind, change.quoteId));
  return statements;
}

/** What the audit row keeps of a price difference: the line, and the offer's money before and after. */
const differenceDetail = ({ offer, label, amountCents, after }: PricedDifference) => ({
  label,
  amountCents,
  offerVersion: offer.version,
  totalCents: { from: offer.totalCents, to: after.totalCents },
  depositCents: { from: offer.depositCents, to: after.depositCents },
  state: { from: offer.state, to: after.state },
  paidCents: after.netPaidCents,
  leftToPayCents: after.leftToPayCents,
  toRefundCents: after.toRefundCents,
});
