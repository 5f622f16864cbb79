// Excursion quote requests: numbered EX-YYYY-NNNN and stored with their e-mails in one atomic batch
// (numbered-records.ts), counted in the same table as the transfer quotes under their own name.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { insertRequestLink } from './bookings.ts';
import { excursionQuotes } from '../schema.ts';
import { numberSequence, recordNumbered, type RecordEmail } from './numbered-records.ts';
import type { RequestKey } from './idempotency.ts';
import type { NewExcursionQuote } from '../../excursions/excursion-quote.ts';

export type ExcursionQuoteRow = typeof excursionQuotes.$inferSelect;

export interface ExcursionQuoteRecord {
  exQuote: NewExcursionQuote;
  /** The numbering year, e.g. '2026' (the current year in Paris). */
  year: string;
  /** The e-mails to queue, rendered with `exQuoteNumber` standing in for the number (written in inside the batch). */
  emails: (exQuoteNumber: string) => RecordEmail[];
  /** The request's Idempotency-Key: its answer is remembered in the same batch. */
  idempotency: RequestKey | null;
  /** The customer's link to their request page, stored with the request (decision 038). */
  link?: { tokenHash: string; expiresAt: Date };
}

/** The number sequence of a year: 'EX-2026' counts EX-2026-0001, EX-2026-0002, … */
export const exQuoteSequence = (year: string) => numberSequence('EX', year);

/** Numbers and stores the excursion quote, queues its e-mails and remembers the idempotent answer, in one atomic batch. */
export async function recordExcursionQuote(db: Database, record: ExcursionQuoteRecord): Promise<{ id: number; exQuoteNumber: string; emailIds: number[] }> {
  const { id, number, emailIds } = await recordNumbered(db, {
    prefix: 'EX',
    year: record.year,
    insert: (exQuoteNumber) =>
      db
        .insert(excursionQuotes)
        .values({ ...record.exQuote, exQuoteNumber })
        .returning({ id: excursionQuotes.id, number: excursionQuotes.exQuoteNumber }),
    idByNumber: (exQuoteNumber) =>
      sql<number>`(select ${excursionQuotes.id} from ${excursionQuotes} where ${excursionQuotes.exQuoteNumber} = ${exQuoteNumber})`,
    relatedType: 'excursion_quote',
    emails: record.emails,
    extra: (recordId) => (record.link ? [insertRequestLink(db, { kind: 'excursion', quoteId: recordId, ...record.link })] : []),
    idempotency: record.idempotency,
    answerField: 'exQuoteNumber',
  });
  return { id, exQuoteNumber: number, emailIds };
}
