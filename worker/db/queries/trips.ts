// The trips to drive, in SQL (decision 042): every leg of a confirmed (or completed) request whose
// start falls in a range — a transfer's ride at its pickup, a round trip's return at its return time,
// an excursion at the time the office set — with its assignment (chauffeur and car), read in one
// batch. The agenda, the chauffeur's sheet, the calendar feed and the reminders all read trips here.
import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Trip, TripAssignment, TripKey, TripLeg } from '../../contract/schemas/operations.ts';
import type { Database } from '../client.ts';
import { chauffeurs, excursionQuotes, fleetVehicles, quotes, tripAssignments, type QuoteStatus } from '../schema.ts';

/** The requests whose trips are driven: confirmed ones, and those already driven (completed). */
export const DRIVEN_STATUSES: readonly QuoteStatus[] = ['confirmed', 'completed'];

export interface TripRange {
  /** From this instant (included)… */
  from: Date;
  /** …to this one (excluded). */
  to: Date;
  /** Only the trips assigned to this chauffeur. */
  chauffeurId?: number;
}

/**
 * The assignment's columns, joined on the leg, each under a name of its own: D1's batch answers rows
 * as objects keyed by column name, so a name met twice in one select (the request's `id`, `phone`
 * and `vehicle`, the chauffeur's and the car's `id`) would swallow the other and shift every column
 * after it.
 */
const assignmentColumns = {
  assignmentVersion: sql<number | null>`${tripAssignments.version}`.as('assignment_version'),
  chauffeurId: sql<number | null>`${chauffeurs.id}`.as('assigned_chauffeur_id'),
  chauffeurName: sql<string | null>`${chauffeurs.name}`.as('assigned_chauffeur_name'),
  chauffeurPhone: sql<string | null>`${chauffeurs.phone}`.as('assigned_chauffeur_phone'),
  vehicleId: sql<number | null>`${fleetVehicles.id}`.as('assigned_vehicle_id'),
  vehicleName: sql<string | null>`${fleetVehicles.vehicle}`.as('assigned_vehicle_name'),
  vehiclePlate: sql<string | null>`${fleetVehicles.plate}`.as('assigned_vehicle_plate'),
  vehicleColour: sql<string | null>`${fleetVehicles.colour}`.as('assigned_vehicle_colour'),
};

type AssignmentRow = { [K in keyof typeof assignmentColumns]: (typeof assignmentColumns)[K]['_']['type'] };

function assignmentOf(row: AssignmentRow): TripAssignment | null {
  if (row.assignmentVersion === null) return null;
  return {
    version: row.assignmentVersion,
    chauffeur: row.chauffeurId !== null ? { id: row.chauffeurId, name: row.chauffeurName ?? '', phone: row.chauffeurPhone ?? '' } : null,
    vehicle:
      row.vehicleId !== null ? { id: row.vehicleId, vehicle: row.vehicleName ?? '', plate: row.vehiclePlate ?? '', colour: row.vehicleColour ?? '' } : null,
  };
}

/** The join of a request's leg to its assignment, chauffeur and car. */
const assigned = (kind: 'transfer' | 'excursion', id: AnySQLiteColumn, leg: TripLeg) =>
  and(eq(tripAssignments.quoteKind, kind), eq(tripAssignments.quoteId, id), eq(tripAssignments.leg, leg));

/** A transfer leg's trips where `condition` holds (its time known), joined to the assignment. */
function transferLegRows(db: Database, leg: TripLeg, condition: (at: AnySQLiteColumn) => SQL | undefined) {
  const at = leg === 'outbound' ? quotes.pickupAt : quotes.returnAt;
  return db
    .select({ row: quotes, ...assignmentColumns })
    .from(quotes)
    .leftJoin(tripAssignments, assigned('transfer', quotes.id, leg))
    .leftJoin(chauffeurs, eq(chauffeurs.id, tripAssignments.chauffeurId))
    .leftJoin(fleetVehicles, eq(fleetVehicles.id, tripAssignments.vehicleId))
    .where(and(inArray(quotes.status, DRIVEN_STATUSES), isNotNull(at), condition(at)))
    .orderBy(asc(at), asc(quotes.id));
}

/** The excursions' trips where `condition` holds (their time set), joined to the assignment. */
function excursionRows(db: Database, condition: SQL | undefined) {
  return db
    .select({ row: excursionQuotes, ...assignmentColumns })
    .from(excursionQuotes)
    .leftJoin(tripAssignments, assigned('excursion', excursionQuotes.id, 'outbound'))
    .leftJoin(chauffeurs, eq(chauffeurs.id, tripAssignments.chauffeurId))
    .leftJoin(fleetVehicles, eq(fleetVehicles.id, tripAssignments.vehicleId))
    .where(and(inArray(excursionQuotes.status, DRIVEN_STATUSES), isNotNull(excursionQuotes.tripAt), condition))
    .orderBy(asc(excursionQuotes.tripAt), asc(excursionQuotes.id));
}

type TransferRows = Awaited<ReturnType<typeof transferLegRows>>;
type ExcursionRows = Awaited<ReturnType<typeof excursionRows>>;

/** The rows as trips, on one timeline: by start, then by request and leg so equal times keep one order. */
function tripsOf(outbound: TransferRows, returns: TransferRows, excursions: ExcursionRows): Trip[] {
  const trips: Trip[] = [
    ...outbound.map(({ row, ...assignment }) => transferTrip(row, 'outbound', assignmentOf(assignment))),
    ...returns.map(({ row, ...assignment }) => transferTrip(row, 'return', assignmentOf(assignment))),
    ...excursions.map(({ row, ...assignment }) => excursionTrip(row, assignmentOf(assignment))),
  ];
  return trips.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.number.localeCompare(b.number) || a.leg.localeCompare(b.leg));
}

/** The trips starting in the range (a chauffeur's only, when named), oldest first, in one batch. */
export async function tripsBetween(db: Database, range: TripRange): Promise<Trip[]> {
  const onlyChauffeur = range.chauffeurId === undefined ? undefined : eq(tripAssignments.chauffeurId, range.chauffeurId);
  const within = (at: AnySQLiteColumn) => and(gte(at, range.from), lt(at, range.to), onlyChauffeur);
  const [outbound, returns, excursions] = await db.batch([
    transferLegRows(db, 'outbound', within),
    transferLegRows(db, 'return', within),
    excursionRows(db, within(excursionQuotes.tripAt)),
  ]);
  return tripsOf(outbound, returns, excursions);
}

/** One trip by its key, whatever its time; null when the request is not driven or has no such leg. */
export async function findTrip(db: Database, key: TripKey): Promise<Trip | null> {
  if (key.kind === 'excursion') {
    if (key.leg !== 'outbound') return null;
    const rows = await excursionRows(db, eq(excursionQuotes.id, key.quoteId));
    return tripsOf([], [], rows)[0] ?? null;
  }
  const rows = await transferLegRows(db, key.leg, () => eq(quotes.id, key.quoteId));
  return tripsOf(key.leg === 'outbound' ? rows : [], key.leg === 'return' ? rows : [], [])[0] ?? null;
}

function transferTrip(row: typeof quotes.$inferSelect, leg: TripLeg, assignment: TripAssignment | null): Trip {
  const outbound = leg === 'outbound';
  return {
    kind: 'transfer',
    quoteId: row.id,
    leg,
    number: row.quoteNumber,
    bookingReference: row.bookingReference,
    startsAt: (outbound ? row.pickupAt : row.returnAt!).toISOString(),
    minutes: row.totalMinutes,
    from: outbound ? row.pickupLocation : row.dropoffLocation,
    to: outbound ? row.dropoffLocation : row.pickupLocation,
    stops: outbound ? row.stopLocations : [...row.stopLocations].reverse(),
    passengers: row.adults,
    options: row.vehicleExtraOptions,
    vehicleClass: row.vehicle,
    // The flight or train is the one the customer arrives by: the ride's, not the return's.
    flightTrainNumber: outbound ? row.flightTrainNumber : null,
    excursionTitle: null,
    customer: { firstName: row.firstName, lastName: row.lastName, phone: row.phone, email: row.email, lang: row.lang },
    paymentState: row.paymentState,
    assignment,
  };
}

function excursionTrip(row: typeof excursionQuotes.$inferSelect, assignment: TripAssignment | null): Trip {
  return {
    kind: 'excursion',
    quoteId: row.id,
    leg: 'outbound',
    number: row.exQuoteNumber,
    bookingReference: row.bookingReference,
    startsAt: row.tripAt!.toISOString(),
    minutes: row.tripMinutes,
    from: row.stopLocations[0] ?? '',
    to: row.stopLocations.at(-1) ?? '',
    stops: row.stopLocations.slice(1, -1),
    passengers: null,
    options: {},
    vehicleClass: '',
    flightTrainNumber: null,
    excursionTitle: row.excursionTitle,
    customer: { firstName: row.firstName, lastName: row.lastName, phone: row.phone, email: row.email, lang: row.lang },
    paymentState: row.paymentState,
    assignment,
  };
}
