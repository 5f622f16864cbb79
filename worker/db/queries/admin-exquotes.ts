// The back office's excursion quotes: the list (searched, filtered, sorted and paginated here, with
// the version its ETag is made of), one request, the status and important changes and the delete,
// each change written with its audit row in one atomic batch. As admin-quotes.ts, without urgency:
// an excursion request names no date.
import { eq, sql } from 'drizzle-orm';
import type { AdminExcursionQuote } from '../../contract/admin-quotes.ts';
import type { Database } from '../client.ts';
import { excursionQuotes } from '../schema.ts';
import {
  auditChange,
  countRows,
  queueFilter,
  queueOrder,
  queueVersionParts,
  selectValue,
  touch,
  type Actor,
  type QueueChange,
  type QueueColumns,
  type QueueQuery,
} from './admin-lists.ts';
import type { QueuePage } from './admin-quotes.ts';
import type { ExcursionQuoteRow } from './excursion-quotes.ts';

export const EXCURSION_QUOTE_QUEUE: QueueColumns = {
  table: excursionQuotes,
  id: excursionQuotes.id,
  number: excursionQuotes.exQuoteNumber,
  status: excursionQuotes.status,
  important: excursionQuotes.important,
  createdAt: excursionQuotes.createdAt,
  updatedAt: excursionQuotes.updatedAt,
  // Spec section 5: first name, last name, e-mail, excursion title, quote number.
  searched: [excursionQuotes.firstName, excursionQuotes.lastName, excursionQuotes.email, excursionQuotes.excursionTitle, excursionQuotes.exQuoteNumber],
  entityType: 'excursion_quote',
};

const versionQuery = (db: Database) => selectValue(db, queueVersionParts(EXCURSION_QUOTE_QUEUE));

/** The version of the whole queue: changes when any excursion quote does. */
export async function exQuotesVersion(db: Database): Promise<string> {
  const [version] = await versionQuery(db);
  return version?.value ?? '';
}

/** One page of the list, its counts and the queue's version, in one round trip. */
export async function listAdminExQuotes(db: Database, query: QueueQuery): Promise<QueuePage<ExcursionQuoteRow>> {
  const where = queueFilter(EXCURSION_QUOTE_QUEUE, query);
  const [rows, filtered, all, version] = await db.batch([
    db
      .select()
      .from(excursionQuotes)
      .where(where)
      .orderBy(...queueOrder(EXCURSION_QUOTE_QUEUE))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countRows(db, EXCURSION_QUOTE_QUEUE, where),
    countRows(db, EXCURSION_QUOTE_QUEUE),
    versionQuery(db),
  ]);
  return { rows, filteredTotal: filtered[0]?.n ?? 0, total: all[0]?.n ?? 0, version: version[0]?.value ?? '' };
}

export async function findAdminExQuote(db: Database, id: number): Promise<ExcursionQuoteRow | undefined> {
  return db.select().from(excursionQuotes).where(eq(excursionQuotes.id, id)).get();
}

/** Sets the status and/or the important flag, and logs who did it; undefined when there is no such request. */
export async function updateAdminExQuote(db: Database, id: number, change: QueueChange, actor: Actor): Promise<ExcursionQuoteRow | undefined> {
  const [, updated] = await db.batch([
    auditChange(db, EXCURSION_QUOTE_QUEUE, id, actor, 'update', change),
    db
      .update(excursionQuotes)
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.important !== undefined ? { important: change.important } : {}),
        updatedAt: touch(EXCURSION_QUOTE_QUEUE),
      })
      .where(eq(excursionQuotes.id, id))
      .returning(),
  ]);
  return updated[0];
}

/** Deletes the request and logs it; false when there was none. Nothing references it but outbox rows, which keep their related id. */
export async function deleteAdminExQuote(db: Database, id: number, actor: Actor): Promise<boolean> {
  const [, deleted] = await db.batch([
    auditChange(db, EXCURSION_QUOTE_QUEUE, id, actor, 'delete'),
    db.delete(excursionQuotes).where(eq(excursionQuotes.id, id)).returning({ id: excursionQuotes.id }),
  ]);
  return deleted.length > 0;
}

/** Excursion quotes still waiting for an answer: the EX Quotes badge. */
export const pendingExQuotesCount = () => sql<number>`(select count(*) from ${excursionQuotes} where ${excursionQuotes.status} = 'pending')`;

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
    updatedAt: row.updatedAt.toISOString(),
  };
}
