// The admin's replies to customers (POST /api/email/send): the quote a reply answers, and the reply
// queued in the outbox together with the quote's move to 'replied', in one atomic batch.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../client.ts';
import { auditLog, excursionQuotes, quotes, type QuoteStatus, type RequestLang } from '../schema.ts';
import { queueEmail, type NewOutboxEmail } from './outbox.ts';
import type { ReplyQuoteKind } from '../../contract/email-send-words.ts';
import { touch, type Actor } from './admin-lists.ts';
import { QUOTE_QUEUE } from './admin-quotes.ts';
import { EXCURSION_QUOTE_QUEUE } from './admin-exquotes.ts';

/** What a reply needs to know of the quote it answers. */
export interface ReplyTarget {
  id: number;
  /** TR-… or EX-… */
  number: string;
  email: string;
  lang: RequestLang;
  status: QuoteStatus;
}

/** The transfer or excursion quote `id`, or null when there is none. */
export async function findReplyTarget(db: Database, kind: ReplyQuoteKind, id: number): Promise<ReplyTarget | null> {
  if (kind === 'excursion') {
    const [row] = await db
      .select({
        id: excursionQuotes.id,
        number: excursionQuotes.exQuoteNumber,
        email: excursionQuotes.email,
        lang: excursionQuotes.lang,
        status: excursionQuotes.status,
      })
      .from(excursionQuotes)
      .where(eq(excursionQuotes.id, id));
    return row ?? null;
  }
  const [row] = await db
    .select({ id: quotes.id, number: quotes.quoteNumber, email: quotes.email, lang: quotes.lang, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.id, id));
  return row ?? null;
}

export interface ReplyRecord {
  kind: ReplyQuoteKind;
  quoteId: number;
  /** The reply to queue; it is recorded as caused by a 'reply' to `quoteId`. */
  email: Omit<NewOutboxEmail, 'relatedType' | 'relatedId'>;
  /** The admin replying, for the audit trail. */
  actor: Actor;
  /** What the reply brings besides (the customer's link, an offer), in the same batch, after it. */
  extra?: BatchItem<'sqlite'>[];
}

/**
 * The audit entry of a reply: who wrote to which address with which subject, and the quote's move to
 * 'replied' when it moves. Selected from the quote before it changes, so it names its number and the
 * status it had.
 */
function auditReply(db: Database, record: ReplyRecord) {
  const columns = record.kind === 'excursion' ? EXCURSION_QUOTE_QUEUE : QUOTE_QUEUE;
  const detail = sql`json_object('number', ${columns.number}, 'to', ${record.email.toAddress}, 'subject', ${record.email.subject}, 'changes', case when ${columns.status} in ('replied', 'confirmed', 'completed') then json_object() else json_object('status', json_object('from', ${columns.status}, 'to', 'replied')) end)`;
  return db.insert(auditLog).select((qb) =>
    qb
      .select({
        id: sql<number>`null`.as('id'),
        actor: sql<string>`${record.actor}`.as('actor'),
        action: sql<string>`'reply'`.as('action'),
        entityType: sql<string>`${columns.entityType}`.as('entity_type'),
        entityId: sql<string>`cast(${columns.id} as text)`.as('entity_id'),
        detail: sql<string>`${detail}`.as('detail'),
        createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as('created_at'),
      })
      .from(columns.table)
      .where(eq(columns.id, record.quoteId)),
  );
}

/**
 * Queues the reply and marks the quote 'replied' (unless it already is), with its audit entry, in one
 * atomic batch: a queued reply always moves the quote, and a quote never shows 'replied' without its
 * reply. Returns the outbox id, for delivery after the answer.
 */
export async function recordReply(db: Database, record: ReplyRecord): Promise<{ emailId: number }> {
  const table = record.kind === 'excursion' ? excursionQuotes : quotes;
  // Moved on like any admin change, so the queue's version (its ETag) changes and open lists see it.
  const queue = record.kind === 'excursion' ? EXCURSION_QUOTE_QUEUE : QUOTE_QUEUE;
  const [, queued] = await db.batch([
    auditReply(db, record),
    queueEmail(db, { ...record.email, relatedType: 'reply', relatedId: record.quoteId }),
    db
      .update(table)
      .set({ status: 'replied', updatedAt: touch(queue) })
      // A booking already confirmed (or driven) stays so: a later reply is about it, not an answer to a request.
      .where(and(eq(table.id, record.quoteId), notInArray(table.status, ['replied', 'confirmed', 'completed']))),
    ...(record.extra ?? []),
  ]);
  const emailId = queued[0]?.id;
  if (emailId === undefined) throw new Error('the reply was not queued');
  return { emailId };
}
