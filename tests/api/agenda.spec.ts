// The agenda and the trips' assignments (decision 042) against a real D1: a range of Paris days read
// as its two instants (23 or 25 hours across DST, midnight on the right side), return legs as trips
// of their own, excursions once timed, only driven requests; an assignment's versions, audit and
// refusals; the clashes of one chauffeur or car.
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  adminAgendaRoutes,
  adminChauffeursRoutes,
  adminExcursionTripRoutes,
  adminFleetRoutes,
  adminTripsRoutes,
} from '../../worker/routes/admin/operations.ts';
import type { Agenda, AgendaTrip, Chauffeur, FleetVehicle } from '../../worker/contract/schemas/operations-admin.ts';
import { fromParis, toParis } from '../../worker/contract/paris-time.ts';
import { DEFAULT_TRIP_MINUTES, TRIP_TURNAROUND_MINUTES } from '../../worker/contract/trip-conflicts.ts';
import { auditLog, tripAssignments } from '../../worker/db/schema.ts';
import type { QuoteStatus } from '../../worker/contract/enums.ts';
import { t } from '../../worker/contract/i18n/index.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { adminCaller } from './admin-support.ts';
import { ORIGIN, call, db, errorOf } from './support.ts';

const ACTOR = 'dispatcher';
const { call: callAdmin } = adminCaller(
  {
    admin: {
      '/agenda': adminAgendaRoutes,
      '/trips': adminTripsRoutes,
      '/exquotes': adminExcursionTripRoutes,
      '/chauffeurs': adminChauffeursRoutes,
      '/fleet': adminFleetRoutes,
    },
  },
  ACTOR,
);

const send = (method: string, path: string, body: unknown, lang = 'en') =>
  callAdmin(path, { method, headers: { 'Content-Type': 'application/json', 'Accept-Language': lang }, body: JSON.stringify(body) });

async function agenda(from: string, to = from): Promise<Agenda> {
  const response = await callAdmin(`/api/admin/agenda?from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Agenda;
}
const tripsOf = async (from: string, to = from) => (await agenda(from, to)).trips.map((trip) => `${trip.number}:${trip.leg}`);

const paris = (date: string, time: string) => fromParis(date, time)!;

/** A transfer request at a Paris date and time, confirmed unless said otherwise. */
async function aTrip(date: string, time: string, options: { status?: QuoteStatus; returnAt?: Date; minutes?: number; name?: string } = {}) {
  const returnAt = options.returnAt ?? null;
  const back = returnAt ? toParis(returnAt) : null;
  return aStoredQuote(
    {
      pickupAt: paris(date, time),
      transferType: returnAt ? 'ROUND_TRIP' : 'ONE_WAY',
      returnAt,
      returnDate: back?.date ?? null,
      returnTime: back?.time ?? null,
      totalMinutes: options.minutes ?? 50,
      lastName: options.name ?? 'Martin',
      stopLocations: returnAt ? [] : ['Hôtel Lutetia, Paris'],
    },
    { status: options.status ?? 'confirmed' },
  );
}

async function aChauffeur(name = 'Marc Dubois', active = true): Promise<Chauffeur> {
  return (await (await send('POST', '/api/admin/chauffeurs', { name, phone: '+33612345678', languages: ['fr'], active })).json()) as Chauffeur;
}
let plates = 0;
async function aCar(active = true): Promise<FleetVehicle> {
  plates += 1;
  return (await (await send('POST', '/api/admin/fleet', { vehicle: 'Lexus', plate: `AA-${100 + plates}-ZZ`, active })).json()) as FleetVehicle;
}

const assign = (kind: string, id: number | string, leg: string, body: unknown, lang = 'en') =>
  send('PUT', `/api/admin/trips/${kind}/${id}/${leg}/assignment`, body, lang);
async function assigned(id: number, body: { chauffeurId: number | null; vehicleId: number | null }, leg = 'outbound'): Promise<AgendaTrip> {
  const response = await assign('transfer', id, leg, body);
  expect(response.status).toBe(200);
  return (await response.json()) as AgendaTrip;
}

describe('GET /api/admin/agenda: which trips fall on which Paris days', () => {
  it('puts a trip at 23:30 and one at 00:30 Paris time on their own days, not on the UTC ones', async () => {
    const late = await aTrip('2026-12-09', '23:30');
    const early = await aTrip('2026-12-10', '00:30');
    expect(await tripsOf('2026-12-09')).toEqual([`${late.quoteNumber}:outbound`]);
    expect(await tripsOf('2026-12-10')).toEqual([`${early.quoteNumber}:outbound`]);
    expect(await tripsOf('2026-12-09', '2026-12-10')).toEqual([`${late.quoteNumber}:outbound`, `${early.quoteNumber}:outbound`]);
  });

  it.each([
    ['spring (a 23-hour day)', '2027-03-27', '2027-03-28', '2027-03-29'],
    ['autumn (a 25-hour day)', '2027-10-30', '2027-10-31', '2027-11-01'],
  ])('reads the day of the %s change whole, and nothing of the days around it', async (_change, before, day, after) => {
    const eve = await aTrip(before, '23:30');
    const first = await aTrip(day, '00:30');
    const inTheChange = await aTrip(day, '02:30');
    const last = await aTrip(day, '23:30');
    const next = await aTrip(after, '00:30');
    expect(await tripsOf(day)).toEqual([first, inTheChange, last].map((trip) => `${trip.quoteNumber}:outbound`));
    expect(await tripsOf(before)).toEqual([`${eve.quoteNumber}:outbound`]);
    expect(await tripsOf(after)).toEqual([`${next.quoteNumber}:outbound`]);
  });

  it('shows a round trip’s return as its own trip, on its own day, its route reversed', async () => {
    const round = await aTrip('2026-12-14', '09:00', { returnAt: paris('2026-12-16', '18:15') });
    const [outbound] = (await agenda('2026-12-14')).trips;
    expect(outbound).toMatchObject({
      number: round.quoteNumber,
      leg: 'outbound',
      from: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
      to: 'Eiffel Tower, Paris',
    });
    const [back] = (await agenda('2026-12-16')).trips;
    expect(back).toMatchObject({
      number: round.quoteNumber,
      leg: 'return',
      startsAt: paris('2026-12-16', '18:15').toISOString(),
      from: 'Eiffel Tower, Paris',
      to: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
      flightTrainNumber: null,
    });
    expect(await tripsOf('2026-12-14', '2026-12-16')).toEqual([`${round.quoteNumber}:outbound`, `${round.quoteNumber}:return`]);
  });

  it('shows only driven requests: confirmed and completed, never pending, replied or cancelled', async () => {
    const shown = await Promise.all((['confirmed', 'completed'] as const).map((status) => aTrip('2026-12-18', '10:00', { status })));
    for (const status of ['pending', 'replied', 'cancelled'] as const) await aTrip('2026-12-18', '11:00', { status });
    expect(await tripsOf('2026-12-18')).toEqual(shown.map((trip) => `${trip.quoteNumber}:outbound`));
  });

  it('answers a trip’s route, passengers, options, flight and payment state', async () => {
    const trip = await aTrip('2026-12-19', '07:45');
    expect((await agenda('2026-12-19')).trips[0]).toMatchObject({
      kind: 'transfer',
      quoteId: trip.id,
      stops: ['Hôtel Lutetia, Paris'],
      passengers: 2,
      options: { suitcases: 2, childSeats: 1 },
      flightTrainNumber: 'AF1234',
      paymentState: 'none',
      assignment: null,
      conflicts: [],
    });
  });

  it.each([
    ['from missing', '?to=2026-12-01', 'from', 'adminOperations.field.from'],
    ['to missing', '?from=2026-12-01', 'to', 'adminOperations.field.to'],
    ['a date that does not exist', '?from=2026-02-30&to=2026-03-01', 'from', 'adminOperations.field.from'],
    ['a date not as YYYY-MM-DD', '?from=01/12/2026&to=2026-12-02', 'from', 'adminOperations.field.from'],
    ['to before from', '?from=2026-12-02&to=2026-12-01', 'to', 'adminOperations.field.rangeOrder'],
    ['more than 42 days', '?from=2026-12-01&to=2027-01-12', 'to', 'adminOperations.field.rangeTooLong'],
  ])('refuses %s, in English and French', async (_case, query, field, message) => {
    for (const lang of ['en', 'fr'] as const) {
      const response = await callAdmin(`/api/admin/agenda${query}`, { headers: { 'Accept-Language': lang } });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(t(lang, message as Parameters<typeof t>[1]));
    }
  });

  it('reads 42 days at once', async () => {
    expect((await callAdmin('/api/admin/agenda?from=2026-12-01&to=2027-01-11')).status).toBe(200);
  });

  it('is refused signed out (401)', async () => {
    expect((await call('/api/admin/agenda?from=2026-12-01&to=2026-12-01')).status).toBe(401);
  });
});

describe('excursions on the agenda', () => {
  it('lists a confirmed excursion without a time as to schedule, and as a trip once its time is set (audited)', async () => {
    const excursion = await aStoredExcursionQuote({ stopLocations: ['Hôtel Lutetia, Paris', 'Château de Versailles'] }, { status: 'confirmed' });
    await aStoredExcursionQuote({ excursionTitle: 'Not yet confirmed' });
    const before = await agenda('2026-12-20');
    expect(before.toSchedule.map((item) => item.number)).toEqual([excursion.exQuoteNumber]);
    expect(before.trips).toEqual([]);

    const response = await send('PUT', `/api/admin/exquotes/${excursion.id}/trip`, { date: '2026-12-20', time: '08:30', minutes: 540 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      kind: 'excursion',
      quoteId: excursion.id,
      leg: 'outbound',
      startsAt: paris('2026-12-20', '08:30').toISOString(),
      minutes: 540,
      from: 'Hôtel Lutetia, Paris',
      to: 'Château de Versailles',
      excursionTitle: 'Versailles Palace Private Day Trip',
    });
    const after = await agenda('2026-12-20');
    expect(after.toSchedule).toEqual([]);
    expect(after.trips.map((trip) => trip.number)).toEqual([excursion.exQuoteNumber]);
    const [row] = await db().select().from(auditLog).where(eq(auditLog.actor, ACTOR));
    expect(row).toMatchObject({ action: 'trip-time', entityType: 'excursion_quote', entityId: String(excursion.id) });
    expect(row!.detail).toMatchObject({ number: excursion.exQuoteNumber, from: { at: null, minutes: null }, to: { minutes: 540 } });
  });

  it('refuses a time for an excursion not confirmed (409) or unknown (404)', async () => {
    const pending = await aStoredExcursionQuote();
    const refused = await send('PUT', `/api/admin/exquotes/${pending.id}/trip`, { date: '2026-12-20', time: '08:30', minutes: 60 });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(t('en', 'adminOperations.error.excursionNotConfirmed'));
    expect((await send('PUT', `/api/admin/exquotes/${pending.id + 50}/trip`, { date: '2026-12-20', time: '08:30', minutes: 60 })).status).toBe(404);
    expect((await send('PUT', `/api/admin/exquotes/x/trip`, { date: '2026-12-20', time: '08:30', minutes: 60 })).status).toBe(404);
  });

  it.each([
    ['a date that does not exist', { date: '2026-13-01', time: '08:30', minutes: 60 }, 'date', 'adminOperations.field.date'],
    ['a time not HH:MM', { date: '2026-12-20', time: '8h30', minutes: 60 }, 'time', 'adminOperations.field.time'],
    ['a time past 23:59', { date: '2026-12-20', time: '24:00', minutes: 60 }, 'time', 'adminOperations.field.time'],
    ['too short', { date: '2026-12-20', time: '08:30', minutes: 10 }, 'minutes', 'adminOperations.field.minutes'],
    ['longer than a day', { date: '2026-12-20', time: '08:30', minutes: 1441 }, 'minutes', 'adminOperations.field.minutes'],
    ['minutes not whole', { date: '2026-12-20', time: '08:30', minutes: 60.5 }, 'minutes', 'adminOperations.field.minutes'],
    ['minutes missing', { date: '2026-12-20', time: '08:30' }, 'minutes', 'adminOperations.field.minutes'],
  ] as const)('refuses an excursion time with %s, in English and French', async (_case, body, field, message) => {
    const excursion = await aStoredExcursionQuote({}, { status: 'confirmed' });
    for (const lang of ['en', 'fr'] as const) {
      const response = await send('PUT', `/api/admin/exquotes/${excursion.id}/trip`, body, lang);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(t(lang, message));
    }
  });
});

describe('PUT /api/admin/trips/:kind/:id/:leg/assignment', () => {
  const rowOf = async (id: number, leg: 'outbound' | 'return' = 'outbound') =>
    db()
      .select()
      .from(tripAssignments)
      .where(and(eq(tripAssignments.quoteKind, 'transfer'), eq(tripAssignments.quoteId, id), eq(tripAssignments.leg, leg)));
  const assignAudit = () =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, ACTOR), eq(auditLog.action, 'assign')))
      .orderBy(asc(auditLog.id));

  it('assigns a chauffeur then a car, one row per trip, its version grown only by a change, each change audited', async () => {
    const trip = await aTrip('2026-12-21', '10:00');
    const [marc, anna] = [await aChauffeur(), await aChauffeur('Anna Schmidt')];
    const car = await aCar();
    const first = await assigned(trip.id, { chauffeurId: marc.id, vehicleId: null });
    expect(first.assignment).toEqual({ version: 1, chauffeur: { id: marc.id, name: 'Marc Dubois', phone: '+33612345678' }, vehicle: null });
    const second = await assigned(trip.id, { chauffeurId: marc.id, vehicleId: car.id });
    expect(second.assignment).toMatchObject({ version: 2, vehicle: { id: car.id, plate: car.plate, vehicle: 'Lexus' } });
    const same = await assigned(trip.id, { chauffeurId: marc.id, vehicleId: car.id });
    expect(same.assignment?.version).toBe(2);
    const third = await assigned(trip.id, { chauffeurId: anna.id, vehicleId: car.id });
    expect(third.assignment).toMatchObject({ version: 3, chauffeur: { id: anna.id } });
    const cleared = await assigned(trip.id, { chauffeurId: null, vehicleId: null });
    expect(cleared.assignment).toEqual({ version: 4, chauffeur: null, vehicle: null });
    expect(await rowOf(trip.id)).toHaveLength(1);
    expect((await rowOf(trip.id))[0]).toMatchObject({ version: 4, updatedBy: ACTOR });
    const audit = await assignAudit();
    expect(audit.map((row) => [row.entityType, row.entityId])).toEqual(Array(4).fill(['quote', String(trip.id)]));
    expect(audit[2]!.detail).toEqual({
      number: trip.quoteNumber,
      leg: 'outbound',
      from: { chauffeurId: marc.id, vehicleId: car.id },
      to: { chauffeurId: anna.id, vehicleId: car.id },
    });
  });

  it('keeps the return leg’s assignment apart from the ride’s', async () => {
    const round = await aTrip('2026-12-22', '09:00', { returnAt: paris('2026-12-22', '19:00') });
    const marc = await aChauffeur();
    await assigned(round.id, { chauffeurId: marc.id, vehicleId: null }, 'return');
    const trips = (await agenda('2026-12-22')).trips;
    expect(trips.map((trip) => [trip.leg, trip.assignment?.chauffeur?.id ?? null])).toEqual([
      ['outbound', null],
      ['return', marc.id],
    ]);
  });

  it('assigns an excursion once timed, and refuses its return leg', async () => {
    const excursion = await aStoredExcursionQuote({}, { status: 'confirmed' });
    const marc = await aChauffeur();
    expect((await assign('excursion', excursion.id, 'outbound', { chauffeurId: marc.id, vehicleId: null })).status).toBe(404);
    await send('PUT', `/api/admin/exquotes/${excursion.id}/trip`, { date: '2026-12-23', time: '09:00', minutes: 480 });
    const response = await assign('excursion', excursion.id, 'outbound', { chauffeurId: marc.id, vehicleId: null });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AgendaTrip).assignment?.chauffeur?.id).toBe(marc.id);
    expect((await assign('excursion', excursion.id, 'return', { chauffeurId: marc.id, vehicleId: null })).status).toBe(404);
  });

  it('answers 404 for a trip that does not exist: unknown, not driven, a one-way’s return, a malformed key', async () => {
    const marc = await aChauffeur();
    const pending = await aTrip('2026-12-21', '10:00', { status: 'pending' });
    const oneWay = await aTrip('2026-12-21', '11:00');
    for (const [kind, id, leg] of [
      ['transfer', pending.id + 100, 'outbound'],
      ['transfer', pending.id, 'outbound'],
      ['transfer', oneWay.id, 'return'],
      ['transfer', 'abc', 'outbound'],
      ['transfer', oneWay.id, 'inbound'],
      ['boat', oneWay.id, 'outbound'],
    ] as const) {
      const response = await assign(kind, id, leg, { chauffeurId: marc.id, vehicleId: null });
      expect(response.status, `${kind}/${id}/${leg}`).toBe(404);
      expect((await errorOf(response)).message).toBe(t('en', 'adminOperations.error.tripNotFound'));
    }
    expect(await assignAudit()).toEqual([]);
  });

  it('refuses a deactivated chauffeur or car for a new assignment, but keeps one already assigned', async () => {
    const trip = await aTrip('2026-12-21', '10:00');
    const [marc, retired] = [await aChauffeur(), await aChauffeur('Retired', false)];
    const [car, oldCar] = [await aCar(), await aCar(false)];
    for (const lang of ['en', 'fr'] as const) {
      const response = await assign('transfer', trip.id, 'outbound', { chauffeurId: retired.id, vehicleId: oldCar.id }, lang);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({
        chauffeurId: t(lang, 'adminOperations.field.chauffeurInactive'),
        vehicleId: t(lang, 'adminOperations.field.vehicleInactive'),
      });
    }
    expect(await rowOf(trip.id)).toEqual([]);
    await assigned(trip.id, { chauffeurId: marc.id, vehicleId: car.id });
    await send('PATCH', `/api/admin/chauffeurs/${marc.id}`, { active: false });
    // The car changes; the chauffeur, deactivated since, stays as assigned.
    const kept = await assigned(trip.id, { chauffeurId: marc.id, vehicleId: null });
    expect(kept.assignment).toMatchObject({ version: 2, chauffeur: { id: marc.id }, vehicle: null });
  });

  it.each([
    ['an unknown chauffeur', { chauffeurId: 9999, vehicleId: null }, 'chauffeurId', 'adminOperations.field.chauffeurId'],
    ['an unknown car', { chauffeurId: null, vehicleId: 9999 }, 'vehicleId', 'adminOperations.field.vehicleId'],
    ['a chauffeur id as text', { chauffeurId: '1', vehicleId: null }, 'chauffeurId', 'adminOperations.field.chauffeurId'],
    ['a car id not whole', { chauffeurId: null, vehicleId: 1.5 }, 'vehicleId', 'adminOperations.field.vehicleId'],
    ['no chauffeur field', { vehicleId: null }, 'chauffeurId', 'adminOperations.field.chauffeurId'],
    ['no car field', { chauffeurId: null }, 'vehicleId', 'adminOperations.field.vehicleId'],
    ['an unknown field', { chauffeurId: null, vehicleId: null, note: 'x' }, 'note', 'field.unknown'],
  ] as const)('refuses %s, in English and French', async (_case, body, field, message) => {
    const trip = await aTrip('2026-12-21', '10:00');
    for (const lang of ['en', 'fr'] as const) {
      const response = await assign('transfer', trip.id, 'outbound', body, lang);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(t(lang, message));
    }
  });

  it('is refused signed out (401), and answers 405 to another method', async () => {
    const trip = await aTrip('2026-12-21', '10:00');
    const response = await call(`/api/admin/trips/transfer/${trip.id}/outbound/assignment`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ chauffeurId: null, vehicleId: null }),
    });
    expect(response.status).toBe(401);
    const other = await callAdmin(`/api/admin/trips/transfer/${trip.id}/outbound/assignment`, { method: 'POST' });
    expect(other.status).toBe(405);
    expect(other.headers.get('Allow')).toBe('PUT');
  });
});

describe('clashes', () => {
  it('marks both trips of one chauffeur that overlap, naming the other, and neither once apart', async () => {
    const marc = await aChauffeur();
    const first = await aTrip('2026-12-24', '10:00', { minutes: 50, name: 'First' });
    // Starts 79 minutes later: before the first trip's 50 minutes plus the turnaround are over.
    const second = await aTrip('2026-12-24', '11:19', { minutes: 30, name: 'Second' });
    const third = await aTrip('2026-12-24', '11:20', { minutes: 30, name: 'Third' });
    await assigned(first.id, { chauffeurId: marc.id, vehicleId: null });
    const answer = await assigned(second.id, { chauffeurId: marc.id, vehicleId: null });
    expect(answer.conflicts).toEqual([
      {
        key: `transfer:${first.id}:outbound`,
        with: 'chauffeur',
        number: first.quoteNumber,
        leg: 'outbound',
        startsAt: paris('2026-12-24', '10:00').toISOString(),
      },
    ]);
    const byNumber = async () => Object.fromEntries((await agenda('2026-12-24')).trips.map((trip) => [trip.number, trip.conflicts.map((c) => c.number)]));
    expect(await byNumber()).toEqual({ [first.quoteNumber]: [second.quoteNumber], [second.quoteNumber]: [first.quoteNumber], [third.quoteNumber]: [] });
    // The third, starting exactly when the first frees its chauffeur, clashes with the second only.
    await assigned(second.id, { chauffeurId: null, vehicleId: null });
    await assigned(third.id, { chauffeurId: marc.id, vehicleId: null });
    expect(await byNumber()).toEqual({ [first.quoteNumber]: [], [second.quoteNumber]: [], [third.quoteNumber]: [] });
  });

  it('marks a shared car, and uses the default length for a trip of unknown minutes', async () => {
    const car = await aCar();
    const [marc, anna] = [await aChauffeur(), await aChauffeur('Anna Schmidt')];
    const unknown = await aStoredQuote({ pickupAt: paris('2026-12-26', '10:00'), totalMinutes: null }, { status: 'confirmed' });
    const gap = DEFAULT_TRIP_MINUTES + TRIP_TURNAROUND_MINUTES - 1;
    const next = await aTrip('2026-12-26', `${String(10 + Math.floor(gap / 60)).padStart(2, '0')}:${String(gap % 60).padStart(2, '0')}`);
    await assigned(unknown.id, { chauffeurId: marc.id, vehicleId: car.id });
    const answer = await assigned(next.id, { chauffeurId: anna.id, vehicleId: car.id });
    expect(answer.conflicts.map((conflict) => [conflict.number, conflict.with])).toEqual([[unknown.quoteNumber, 'vehicle']]);
  });

  it('sees a clash with a trip of the day before that is still running', async () => {
    const marc = await aChauffeur();
    const excursion = await aStoredExcursionQuote({}, { status: 'confirmed' });
    await send('PUT', `/api/admin/exquotes/${excursion.id}/trip`, { date: '2026-12-27', time: '20:00', minutes: 600 });
    await send('PUT', `/api/admin/trips/excursion/${excursion.id}/outbound/assignment`, { chauffeurId: marc.id, vehicleId: null });
    const early = await aTrip('2026-12-28', '02:00');
    await assigned(early.id, { chauffeurId: marc.id, vehicleId: null });
    const [trip] = (await agenda('2026-12-28')).trips;
    expect(trip!.conflicts.map((conflict) => conflict.number)).toEqual([excursion.exQuoteNumber]);
  });
});
