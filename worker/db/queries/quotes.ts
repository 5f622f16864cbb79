// Transfer quote requests: numbered TR-YYYY-NNNN and stored with their e-mails in one atomic batch.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { numberSequences, outbox, quotes } from '../schema.ts';
import { queueEmail, type NewOutboxEmail } from './outbox.ts';
import { rememberAnswer, type RequestKey } from './idempotency.ts';
import type { NewQuote } from '../../quotes/quote.ts';

export type QuoteRow = typeof quotes.$inferSelect;

export type QuoteEmail = Omit<NewOutboxEmail, 'relatedType' | 'relatedId'>;

export interface QuoteRecord {
  quote: NewQuote;
  /** The numbering year, e.g. '2026' (the current year in Paris). */
  year: string;
  /**
   * The e-mails to queue, rendered with `quoteNumber` standing in for the number: the number is only
   * known inside the batch, which writes it into subject, HTML and text.
   */
  emails: (quoteNumber: string) => QuoteEmail[];
  /** The request's Idempotency-Key: its answer is remembered in the same batch. */
  idempotency: RequestKey | null;
}

/** The number sequence of a year: 'TR-2026' counts TR-2026-0001, TR-2026-0002, … */
export const quoteSequence = (year: string) => `TR-${year}`;

/**
 * Numbers and stores the quote, queues its e-mails and remembers the idempotent answer, all in one
 * atomic batch: concurrent requests cannot get the same number, and a stored quote always has its
 * e-mails. The unique index on quote_number is the backstop.
 */
export async function recordQuote(db: Database, record: QuoteRecord): Promise<{ id: number; quoteNumber: string; emailIds: number[] }> {
  const sequence = quoteSequence(record.year);
  // Inside a D1 batch statements run one after another in one transaction, so these subqueries see
  // the counter as the first statement left it: this request's number, past 9999 with more digits.
  const quoteNumber = sql<string>`(select printf('%s-%04d', ${numberSequences.name}, ${numberSequences.value}) from ${numberSequences} where ${numberSequences.name} = ${sequence})`;
  const quoteId = sql<number>`(select ${quotes.id} from ${quotes} where ${quotes.quoteNumber} = ${quoteNumber})`;
  // Unguessable, so nothing a customer types can be mistaken for it.
  const placeholder = `[quote-number-${crypto.randomUUID()}]`;
  const fillNumber = (column: typeof outbox.subject | typeof outbox.html | typeof outbox.text) => sql`replace(${column}, ${placeholder}, ${quoteNumber})`;

  const emails = record.emails(placeholder);
  const results = await db.batch([
    db
      .insert(numberSequences)
      .values({ name: sequence, value: 1 })
      .onConflictDoUpdate({ target: numberSequences.name, set: { value: sql`${numberSequences.value} + 1` } }),
    db
      .insert(quotes)
      .values({ ...record.quote, quoteNumber })
      .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber }),
    ...emails.map((email) => queueEmail(db, { ...email, relatedType: 'quote', relatedId: quoteId })),
    db
      .update(outbox)
      .set({ subject: fillNumber(outbox.subject), html: fillNumber(outbox.html), text: fillNumber(outbox.text) })
      .where(and(eq(outbox.relatedType, 'quote'), eq(outbox.relatedId, quoteId))),
    ...(record.idempotency ? [rememberAnswer(db, record.idempotency, 201, sql`json_object('quoteNumber', ${quoteNumber})`)] : []),
  ]);
  const [stored] = results[1] as { id: number; quoteNumber: string }[];
  if (!stored) throw new Error('quote was not stored');
  const emailIds = (results.slice(2, 2 + emails.length) as { id: number }[][]).map(([email]) => email!.id);
  return { ...stored, emailIds };
}
