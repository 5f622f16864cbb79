// The back office's transfer quotes: the queue's table and columns for the SQL both queues share
// (admin-lists.ts: the list, one quote, the status and important changes and the delete, each change
// with its audit row in one atomic batch), the version its ETag is made of, which follows the
// urgency labels too, and the admin's view of a quote.
import { sql } from 'drizzle-orm';
import { URGENCY_THRESHOLDS_MS, urgencyOf, type AdminQuote } from '../../contract/schemas/admin-quotes.ts';
import { transferTypeLabel } from '../../contract/quote-list-words.ts';
import { quotes } from '../schema.ts';
import { queueQueries, queueVersionParts, type QueueColumns } from './admin-lists.ts';
import type { QuoteRow } from './quotes.ts';
import { moneyOf } from './booking-summary.ts';

export const QUOTE_QUEUE: QueueColumns<typeof quotes> = {
  table: quotes,
  id: quotes.id,
  number: quotes.quoteNumber,
  status: quotes.status,
  paymentState: quotes.paymentState,
  important: quotes.important,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  // Spec section 5: first name, last name, e-mail, pickup, drop-off, quote number, and no
  // other. The same fields as the index quote_search (migration 0018).
  searched: [quotes.firstName, quotes.lastName, quotes.email, quotes.pickupLocation, quotes.dropoffLocation, quotes.quoteNumber],
  searchIndex: 'quote_search',
  entityType: 'quote',
  kind: 'transfer',
};

/**
 * The next instant after `now` at which some quote's urgency label changes (3 days and 1 day before
 * its pickup, and the pickup itself), as SQL: each part is an index seek on pickup_at. The lists
 * carry urgency computed at the server's clock, so their version must change when a label would,
 * even though no row did.
 */
function nextUrgencyChange(now: Date) {
  const offsets = [0, ...URGENCY_THRESHOLDS_MS.map(([, ahead]) => ahead)];
  // The subtraction outside the subquery: SQLite answers a bare min() with one seek of the index,
  // but `min(x) - n` by reading every later pickup (ms at 100,000 quotes).
  const seeks = offsets.map((ahead) => sql`((select min(${quotes.pickupAt}) from ${quotes} where ${quotes.pickupAt} > ${now.getTime() + ahead}) - ${ahead})`);
  // SQLite's multi-argument min() is null when any argument is: coalesce each to "never".
  return sql`min(${sql.join(
    seeks.map((seek) => sql`coalesce(${seek}, 0x7fffffffffffffff)`),
    sql`, `,
  )})`;
}

/** The transfer quote queue: its version at `now` changes when any quote, or any quote's urgency, does. */
export const quoteQueue = queueQueries(QUOTE_QUEUE, (now) => sql<string>`${queueVersionParts(QUOTE_QUEUE)} || '.' || ${nextUrgencyChange(now)}`);

/** Transfer quotes still waiting for an answer: the Quotes badge. */
/** Transfer quotes that need the admin: new requests, and payments that did not match their offer (decision 038). */
export const pendingQuotesCount = () =>
  sql<number>`(select count(*) from ${quotes} where ${quotes.status} = 'pending' or ${quotes.paymentState} = 'attention')`;

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
    ...moneyOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
