// Transfer quote requests: numbered TR-YYYY-NNNN and stored with their e-mails in one atomic batch
// (numbered-records.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { insertRequestLink } from './bookings.ts';
import { quotes } from '../schema.ts';
import { numberSequence, recordNumbered, type RecordEmail } from './numbered-records.ts';
import type { RequestKey } from './idempotency.ts';
import type { NewQuote } from '../../quotes/quote.ts';

export type QuoteRow = typeof quotes.$inferSelect;

export interface QuoteRecord {
  quote: NewQuote;
  /** The numbering year, e.g. '2026' (the current year in Paris). */
  year: string;
  /**
   * The e-mails to queue, rendered with `quoteNumber` standing in for the number: the number is only
   * known inside the batch, which writes it into subject, HTML and text.
   */
  emails: (quoteNumber: string) => RecordEmail[];
  /** The request's Idempotency-Key: its answer is remembered in the same batch. */
  idempotency: RequestKey | null;
  /** The customer's link to their request page, stored with the request (decision 038). */
  link?: { tokenHash: string; expiresAt: Date };
}

/** The number sequence of a year: 'TR-2026' counts TR-2026-0001, TR-2026-0002, … */
export const quoteSequence = (year: string) => numberSequence('TR', year);

/** Numbers and stores the quote, queues its e-mails and remembers the idempotent answer, in one atomic batch. */
export async function recordQuote(db: Database, record: QuoteRecord): Promise<{ id: number; quoteNumber: string; emailIds: number[] }> {
  const { id, number, emailIds } = await recordNumbered(db, {
    prefix: 'TR',
    year: record.year,
    insert: (quoteNumber) =>
      db
        .insert(quotes)
        .values({ ...record.quote, quoteNumber })
        .returning({ id: quotes.id, number: quotes.quoteNumber }),
    idByNumber: (quoteNumber) => sql<number>`(select ${quotes.id} from ${quotes} where ${quotes.quoteNumber} = ${quoteNumber})`,
    relatedType: 'quote',
    emails: record.emails,
    extra: (recordId) => (record.link ? [insertRequestLink(db, { kind: 'transfer', quoteId: recordId, ...record.link })] : []),
    idempotency: record.idempotency,
    answerField: 'quoteNumber',
  });
  return { id, quoteNumber: number, emailIds };
}
