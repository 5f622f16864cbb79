// The office's writes on trips (decision 042), in SQL: a trip's assignment (one row per trip key,
// its version grown when the chauffeur or the car changed), an excursion's agreed time, and the
// confirmed excursions still waiting for one. Each change has its audit row in the same batch.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TripKey } from '../../contract/schemas/operations.ts';
import type { ExcursionToSchedule } from '../../contract/schemas/operations-admin.ts';
import type { Database } from '../client.ts';
import { auditLog, excursionQuotes, tripAssignments } from '../schema.ts';
import { touch } from './admin-lists.ts';
import { EXCURSION_QUOTE_QUEUE } from './admin-exquotes.ts';

const entityOf = (kind: TripKey['kind']) => (kind === 'excursion' ? 'excursion_quote' : 'quote');

export interface AssignmentValues {
  chauffeurId: number | null;
  vehicleId: number | null;
}

/** The trip's assignment row as stored, or null when it never had one. */
export async function storedAssignment(db: Database, key: TripKey) {
  const [row] = await db
    .select()
    .from(tripAssignments)
    .where(and(eq(tripAssignments.quoteKind, key.kind), eq(tripAssignments.quoteId, key.quoteId), eq(tripAssignments.leg, key.leg)));
  return row ?? null;
}

/**
 * Writes the trip's chauffeur and car: a new row at version 1, or the row changed with its version
 * plus one when either differs from what is stored (an upsert on the trip's key, so two writers
 * never make two rows); with its audit row (what was, what is), in one batch.
 */
export async function saveAssignment(db: Database, key: TripKey, values: AssignmentValues, before: AssignmentValues | null, actor: string, number: string) {
  const changed = sql`(${tripAssignments.chauffeurId} is not excluded.chauffeur_id or ${tripAssignments.vehicleId} is not excluded.vehicle_id)`;
  await db.batch([
    db
      .insert(tripAssignments)
      .values({ quoteKind: key.kind, quoteId: key.quoteId, leg: key.leg, ...values, version: 1, updatedBy: actor })
      .onConflictDoUpdate({
        target: [tripAssignments.quoteKind, tripAssignments.quoteId, tripAssignments.leg],
        set: {
          chauffeurId: sql`excluded.chauffeur_id`,
          vehicleId: sql`excluded.vehicle_id`,
          version: sql`${tripAssignments.version} + (case when ${changed} then 1 else 0 end)`,
          updatedBy: actor,
          updatedAt: sql`case when ${changed} then cast(unixepoch('subsec') * 1000 as integer) else ${tripAssignments.updatedAt} end`,
        },
      }),
    db.insert(auditLog).values({
      actor,
      action: 'assign',
      entityType: entityOf(key.kind),
      entityId: String(key.quoteId),
      detail: { number, leg: key.leg, from: before ?? { chauffeurId: null, vehicleId: null }, to: values },
    }),
  ]);
}

/** An excursion request's status, or null when there is none with this id. */
export async function excursionStatus(db: Database, id: number) {
  const [row] = await db
    .select({ status: excursionQuotes.status, number: excursionQuotes.exQuoteNumber, tripAt: excursionQuotes.tripAt, tripMinutes: excursionQuotes.tripMinutes })
    .from(excursionQuotes)
    .where(eq(excursionQuotes.id, id));
  return row ?? null;
}

/** Sets the excursion's agreed start and length, with its audit row (what was, what is). */
export async function saveExcursionTrip(
  db: Database,
  id: number,
  trip: { at: Date; minutes: number },
  before: { tripAt: Date | null; tripMinutes: number | null; number: string },
  actor: string,
) {
  await db.batch([
    db
      .update(excursionQuotes)
      .set({ tripAt: trip.at, tripMinutes: trip.minutes, updatedAt: touch(EXCURSION_QUOTE_QUEUE) })
      .where(eq(excursionQuotes.id, id)),
    db.insert(auditLog).values({
      actor,
      action: 'trip-time',
      entityType: 'excursion_quote',
      entityId: String(id),
      detail: {
        number: before.number,
        from: { at: before.tripAt?.toISOString() ?? null, minutes: before.tripMinutes },
        to: { at: trip.at.toISOString(), minutes: trip.minutes },
      },
    }),
  ]);
}

/** The confirmed excursions whose time the office has not set: the agenda's "to schedule", oldest request first. */
export async function excursionsToSchedule(db: Database): Promise<ExcursionToSchedule[]> {
  const rows = await db
    .select()
    .from(excursionQuotes)
    .where(and(inArray(excursionQuotes.status, ['confirmed']), isNull(excursionQuotes.tripAt)))
    .orderBy(asc(excursionQuotes.createdAt), asc(excursionQuotes.id));
  return rows.map((row) => ({
    quoteId: row.id,
    number: row.exQuoteNumber,
    excursionTitle: row.excursionTitle,
    customer: { firstName: row.firstName, lastName: row.lastName },
    stops: row.stopLocations,
    paymentState: row.paymentState,
  }));
}
