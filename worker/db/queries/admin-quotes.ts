// The back office's transfer quotes: the list (searched, filtered, sorted and paginated here, with
// the version its ETag is made of), one quote, the status and important changes and the delete,
// each change written with its audit row in one atomic batch.
import { eq, sql } from 'drizzle-orm';
import { URGENCY_THRESHOLDS_MS, transferTypeLabel, urgencyOf, type AdminQuote } from '../../contract/admin-quotes.ts';
import type { Database } from '../client.ts';
import { quotes } from '../schema.ts';
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
import type { QuoteRow } from './quotes.ts';

export const QUOTE_QUEUE: QueueColumns = {
  table: quotes,
  id: quotes.id,
  number: quotes.quoteNumber,
  status: quotes.status,
  important: quotes.important,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  // Spec section 5: first name, last name, e-mail, pickup, drop-off, quote number.
  searched: [quotes.firstName, quotes.lastName, quotes.email, quotes.pickupLocation, quotes.dropoffLocation, quotes.quoteNumber],
  entityType: 'quote',
};

/**
 * The next instant after `now` at which some quote's urgency label changes (3 days and 1 day before
 * its pickup, and the pickup itself), as SQL: each part is an index seek on pickup_at. The lists
 * carry urgency computed at the server's clock, so their version must change when a label would,
 * even though no row did.
 */
function nextUrgencyChange(now: Date) {
  const offsets = [0, ...URGENCY_THRESHOLDS_MS.map(([, ahead]) => ahead)];
  const seeks = offsets.map((ahead) => sql`(select min(${quotes.pickupAt}) - ${ahead} from ${quotes} where ${quotes.pickupAt} > ${now.getTime() + ahead})`);
  // SQLite's multi-argument min() is null when any argument is: coalesce each to "never".
  return sql`min(${sql.join(
    seeks.map((seek) => sql`coalesce(${seek}, 0x7fffffffffffffff)`),
    sql`, `,
  )})`;
}

/** The version of the whole queue at `now`: changes when any quote, or any quote's urgency, does. */
const versionQuery = (db: Database, now: Date) => selectValue(db, sql<string>`${queueVersionParts(QUOTE_QUEUE)} || '.' || ${nextUrgencyChange(now)}`);

export async function quotesVersion(db: Database, now: Date): Promise<string> {
  const [version] = await versionQuery(db, now);
  return version?.value ?? '';
}

export interface QueuePage<Row> {
  rows: Row[];
  total: number;
  filteredTotal: number;
  /** The queue's version (quotesVersion) read in the same transaction as the rows. */
  version: string;
}

/** One page of the list, its counts and the queue's version, in one round trip. */
export async function listAdminQuotes(db: Database, query: QueueQuery, now: Date): Promise<QueuePage<QuoteRow>> {
  const where = queueFilter(QUOTE_QUEUE, query);
  const [rows, filtered, all, version] = await db.batch([
    db
      .select()
      .from(quotes)
      .where(where)
      .orderBy(...queueOrder(QUOTE_QUEUE))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countRows(db, QUOTE_QUEUE, where),
    countRows(db, QUOTE_QUEUE),
    versionQuery(db, now),
  ]);
  return { rows, filteredTotal: filtered[0]?.n ?? 0, total: all[0]?.n ?? 0, version: version[0]?.value ?? '' };
}

export async function findAdminQuote(db: Database, id: number): Promise<QuoteRow | undefined> {
  return db.select().from(quotes).where(eq(quotes.id, id)).get();
}

/**
 * Sets the status and/or the important flag, and logs who did it; undefined when there is no such
 * quote. The reply screen's automatic 'replied' goes through here too.
 */
export async function updateAdminQuote(db: Database, id: number, change: QueueChange, actor: Actor): Promise<QuoteRow | undefined> {
  const [, updated] = await db.batch([
    auditChange(db, QUOTE_QUEUE, id, actor, 'update', change),
    db
      .update(quotes)
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.important !== undefined ? { important: change.important } : {}),
        updatedAt: touch(QUOTE_QUEUE),
      })
      .where(eq(quotes.id, id))
      .returning(),
  ]);
  return updated[0];
}

/** Deletes the quote and logs it; false when there was none. Its outbox rows keep their related id. */
export async function deleteAdminQuote(db: Database, id: number, actor: Actor): Promise<boolean> {
  const [, deleted] = await db.batch([
    auditChange(db, QUOTE_QUEUE, id, actor, 'delete'),
    db.delete(quotes).where(eq(quotes.id, id)).returning({ id: quotes.id }),
  ]);
  return deleted.length > 0;
}

/** Transfer quotes still waiting for an answer: the Quotes badge. */
export const pendingQuotesCount = () => sql<number>`(select count(*) from ${quotes} where ${quotes.status} = 'pending')`;

/** The spec's '34 km'. */
const distanceText = (km: number | null) => (km === null ? null : `${km} km`);
/** The spec's 'h m': '1h 20m', '45m', '2h'. */
function durationText(minutes: number | null): string | null {
  if (minutes === null) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours}h` : '', rest > 0 || hours === 0 ? `${rest}m` : ''].filter(Boolean).join(' ');
}

/** The admin's view of a stored quote, labelled with its urgency at `now`. */
export function toAdminQuote(row: QuoteRow, now: Date): AdminQuote {
  return {
    id: row.id,
    _id: row.id,
    quoteNumber: row.quoteNumber,
    status: row.status,
    important: row.important,
    lang: row.lang,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    pickupAt: row.pickupAt.toISOString(),
    urgency: urgencyOf(row.pickupAt, now),
    transferType: transferTypeLabel(row.transferType),
    returnDate: row.returnDate,
    returnTime: row.returnTime,
    adults: row.adults,
    extraTime: row.extraTime,
    vehicle: row.vehicle,
    vehicleExtraOptions: row.vehicleExtraOptions,
    totalDistance: distanceText(row.totalDistanceKm),
    totalTime: durationText(row.totalMinutes),
    totalDistanceKm: row.totalDistanceKm,
    totalMinutes: row.totalMinutes,
    routeApproximate: row.routeApproximate,
    comments: row.comments,
    stopLocations: row.stopLocations,
    flightTrainNumber: row.flightTrainNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
