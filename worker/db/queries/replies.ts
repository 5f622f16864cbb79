// The admin's replies to customers (POST /api/email/send): the quote a reply answers, and the reply
// queued in the outbox together with the quote's move to 'replied', in one atomic batch.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { excursionQuotes, quotes, type QuoteStatus, type RequestLang } from '../schema.ts';
import { queueEmail, type NewOutboxEmail } from './outbox.ts';
import type { ReplyQuoteKind } from '../../contract/email-send.ts';
import { touch } from './admin-lists.ts';
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
}

/**
 * Queues the reply and marks the quote 'replied' (unless it already is), in one atomic batch: a
 * queued reply always moves the quote, and a quote never shows 'replied' without its reply. Returns
 * the outbox id, for delivery after the answer.
 */
export async function recordReply(db: Database, record: ReplyRecord): Promise<{ emailId: number }> {
  const table = record.kind === 'excursion' ? excursionQuotes : quotes;
  // Moved on like any admin change, so the queue's version (its ETag) changes and open lists see it.
  const queue = record.kind === 'excursion' ? EXCURSION_QUOTE_QUEUE : QUOTE_QUEUE;
  const [queued] = await db.batch([
    queueEmail(db, { ...record.email, relatedType: 'reply', relatedId: record.quoteId }),
    db
      .update(table)
      .set({ status: 'replied', updatedAt: touch(queue) })
      .where(and(eq(table.id, record.quoteId), ne(table.status, 'replied'))),
  ]);
  const emailId = queued[0]?.id;
  if (emailId === undefined) throw new Error('the reply was not queued');
  return { emailId };
}
