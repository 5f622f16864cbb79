// The back office's excursion quotes: the queue's table and columns for the SQL both queues share
// (admin-lists.ts: the list, one request, the status and important changes and the delete, each
// change with its audit row in one atomic batch), the version its ETag is made of, and the admin's
// view of a request. As admin-quotes.ts, without urgency: an excursion request names no date.
import { moneyOf } from './booking-summary.ts';
import { sql } from 'drizzle-orm';
import type { AdminExcursionQuote } from '../../contract/schemas/admin-quotes.ts';
import { excursionQuotes } from '../schema.ts';
import { queueQueries, queueVersionParts, type QueueColumns } from './admin-lists.ts';
import type { ExcursionQuoteRow } from './excursion-quotes.ts';

export const EXCURSION_QUOTE_QUEUE: QueueColumns<typeof excursionQuotes> = {
  table: excursionQuotes,
  id: excursionQuotes.id,
  number: excursionQuotes.exQuoteNumber,
  status: excursionQuotes.status,
  paymentState: excursionQuotes.paymentState,
  important: excursionQuotes.important,
  createdAt: excursionQuotes.createdAt,
  updatedAt: excursionQuotes.updatedAt,
  // Spec section 5: first name, last name, e-mail, excursion title, quote number, and no
  // other. The same fields as the index excursion_quote_search (migration 0018).
  searched: [excursionQuotes.firstName, excursionQuotes.lastName, excursionQuotes.email, excursionQuotes.excursionTitle, excursionQuotes.exQuoteNumber],
  searchIndex: 'excursion_quote_search',
  entityType: 'excursion_quote',
  kind: 'excursion',
};

/** The excursion quote queue: its version changes when any excursion quote does. */
export const excursionQuoteQueue = queueQueries(EXCURSION_QUOTE_QUEUE, () => queueVersionParts(EXCURSION_QUOTE_QUEUE));

/** Excursion quotes still waiting for an answer: the EX Quotes badge. */
export const pendingExQuotesCount = () =>
  sql<number>`(select count(*) from ${excursionQuotes} where ${excursionQuotes.status} = 'pending' or ${excursionQuotes.paymentState} = 'attention')`;

/** The admin's view of a stored excursion quote. */
export function toAdminExQuote(row: ExcursionQuoteRow): AdminExcursionQuote {
  return {
    id: row.id,
    _id: row.id,
    exQuoteNumber: row.exQuoteNumber,
    status: row.status,
    important: row.important,
    lang: row.lang,
    excursionId: row.excursionId,
    excursionTitle: row.excursionTitle,
    selectedHighlights: row.selectedHighlights,
    stopLocations: row.stopLocations,
    withPhotographer: row.withPhotographer,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    comments: row.comments,
    createdAt: row.createdAt.toISOString(),
    ...moneyOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}
