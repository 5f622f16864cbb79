// The office's agenda and its changes (decision 042): the trips of a range of Paris days with their
// clashes marked, a trip's chauffeur and car, an excursion's agreed time. Plain values in, no Hono.
import { fromParis } from '../contract/paris-time.ts';
import { tripKeyText, type Trip, type TripKey } from '../contract/schemas/operations.ts';
import type { Agenda, AgendaTrip, AssignmentInput, ExcursionTripInput } from '../contract/schemas/operations-admin.ts';
import { EXCURSION_MINUTES } from '../contract/operations-words.ts';
import { TRIP_TURNAROUND_MINUTES, tripConflicts } from '../contract/trip-conflicts.ts';
import type { Database } from '../db/client.ts';
import { findTrip, tripsBetween } from '../db/queries/trips.ts';
import { excursionStatus, excursionsToSchedule, saveAssignment, saveExcursionTrip, storedAssignment } from '../db/queries/operations-agenda.ts';
import { findChauffeur, findFleetVehicle } from '../db/queries/operations-fleet.ts';
import { ApiError } from '../lib/api-error.ts';

/** The longest a trip can occupy a chauffeur: a trip starting this long before a range can still clash inside it. */
const LONGEST_TRIP_MS = (EXCURSION_MINUTES.max + TRIP_TURNAROUND_MINUTES) * 60_000;

/** The Paris date after `date` (YYYY-MM-DD). */
export const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instants a range of Paris days covers: from the first day's midnight to the midnight after the last (23 or 25 hours a day across DST). */
export function parisDays(from: string, to: string): { from: Date; to: Date } {
  return { from: fromParis(from, '00:00')!, to: fromParis(nextDate(to), '00:00')! };
}

/** `trips` with their clashes among `neighbours` (the trips around them, themselves included). */
function withConflicts(trips: Trip[], neighbours: Trip[]): AgendaTrip[] {
  const byKey = new Map(neighbours.map((trip) => [tripKeyText(trip), trip]));
  const conflicts = tripConflicts(
    neighbours.map((trip) => ({
      key: tripKeyText(trip),
      startsAt: trip.startsAt,
      minutes: trip.minutes,
      chauffeurId: trip.assignment?.chauffeur?.id ?? null,
      vehicleId: trip.assignment?.vehicle?.id ?? null,
    })),
  );
  return trips.map((trip) => ({
    ...trip,
    conflicts: (conflicts.get(tripKeyText(trip)) ?? []).map((conflict) => {
      const other = byKey.get(conflict.key)!;
      return { ...conflict, number: other.number, leg: other.leg, startsAt: other.startsAt };
    }),
  }));
}

/** The trips starting in the Paris days `from`..`to` (both included), with their clashes, and the excursions to schedule. */
export async function agendaOf(db: Database, from: string, to: string): Promise<Agenda> {
  const range = parisDays(from, to);
  const around = await tripsBetween(db, { from: new Date(range.from.getTime() - LONGEST_TRIP_MS), to: new Date(range.to.getTime() + LONGEST_TRIP_MS) });
  const inside = around.filter((trip) => {
    const start = Date.parse(trip.startsAt);
    return start >= range.from.getTime() && start < range.to.getTime();
  });
  return { from, to, trips: withConflicts(inside, around), toSchedule: await excursionsToSchedule(db) };
}

/** One trip with its clashes, as the agenda shows it; null when there is no such trip. */
export async function agendaTrip(db: Database, key: TripKey): Promise<AgendaTrip | null> {
  const trip = await findTrip(db, key);
  if (!trip) return null;
  const start = Date.parse(trip.startsAt);
  const around = await tripsBetween(db, { from: new Date(start - LONGEST_TRIP_MS), to: new Date(start + LONGEST_TRIP_MS) });
  return withConflicts([trip], around.some((other) => tripKeyText(other) === tripKeyText(trip)) ? around : [trip, ...around])[0]!;
}

const tripNotFound = () => new ApiError(404, 'not_found', 'adminOperations.error.tripNotFound');

/**
 * Sets who drives the trip in which car. A deactivated chauffeur or car is refused unless it is the
 * one already assigned; the version grows only when the chauffeur or the car changed, and only a
 * change is written and audited.
 */
export async function assignTrip(db: Database, key: TripKey, input: AssignmentInput, actor: string): Promise<AgendaTrip> {
  const trip = await findTrip(db, key);
  if (!trip) throw tripNotFound();
  const stored = await storedAssignment(db, key);
  const before = stored ? { chauffeurId: stored.chauffeurId, vehicleId: stored.vehicleId } : null;
  const fields: Record<
    string,
    | 'adminOperations.field.chauffeurId'
    | 'adminOperations.field.vehicleId'
    | 'adminOperations.field.chauffeurInactive'
    | 'adminOperations.field.vehicleInactive'
  > = {};
  if (input.chauffeurId !== null && input.chauffeurId !== before?.chauffeurId) {
    const chauffeur = await findChauffeur(db, input.chauffeurId);
    if (!chauffeur) fields.chauffeurId = 'adminOperations.field.chauffeurId';
    else if (!chauffeur.active) fields.chauffeurId = 'adminOperations.field.chauffeurInactive';
  }
  if (input.vehicleId !== null && input.vehicleId !== before?.vehicleId) {
    const vehicle = await findFleetVehicle(db, input.vehicleId);
    if (!vehicle) fields.vehicleId = 'adminOperations.field.vehicleId';
    else if (!vehicle.active) fields.vehicleId = 'adminOperations.field.vehicleInactive';
  }
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'validation_failed', 'api.error.validation', fields);
  const changed = (before?.chauffeurId ?? null) !== input.chauffeurId || (before?.vehicleId ?? null) !== input.vehicleId;
  if (changed) await saveAssignment(db, key, input, before, actor, trip.number);
  const answer = await agendaTrip(db, key);
  if (!answer) throw tripNotFound();
  return answer;
}

/** Sets a confirmed excursion's agreed start (a Paris date and time) and length; answers its trip. */
export async function setExcursionTime(db: Database, id: number, input: ExcursionTripInput, actor: string): Promise<AgendaTrip> {
  const request = await excursionStatus(db, id);
  if (!request) throw new ApiError(404, 'not_found', 'adminOperations.error.excursionNotFound');
  if (request.status !== 'confirmed' && request.status !== 'completed') throw new ApiError(409, 'conflict', 'adminOperations.error.excursionNotConfirmed');
  const at = fromParis(input.date, input.time);
  if (!at) throw new ApiError(400, 'validation_failed', 'api.error.validation', { date: 'adminOperations.field.date' });
  await saveExcursionTrip(db, id, { at, minutes: input.minutes }, request, actor);
  const trip = await agendaTrip(db, { kind: 'excursion', quoteId: id, leg: 'outbound' });
  if (!trip) throw new ApiError(404, 'not_found', 'adminOperations.error.excursionNotFound');
  return trip;
}
