// Seeds the demo operations (scripts/demo-data/operations.ts) through the product's own queries: the
// chauffeurs and the cars, the transfers recorded as the wizard records them then confirmed, and the
// assignments, each audited under the actor 'demo data'. Days are counted from the seed's Paris today.
import { fromParis, toParis } from '../../worker/contract/paris-time.ts';
import type { Database } from '../../worker/db/client.ts';
import { quoteQueue } from '../../worker/db/queries/admin-quotes.ts';
import { saveAssignment } from '../../worker/db/queries/operations-agenda.ts';
import { createChauffeur, createFleetVehicle } from '../../worker/db/queries/operations-fleet.ts';
import { recordQuote } from '../../worker/db/queries/quotes.ts';
import { demoChauffeurs, demoFleet, demoTrips } from '../demo-data/operations.ts';

export const DEMO_ACTOR = 'demo data';

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The demo trips' requests as stored, their days counted from `today` (a Paris date). */
export function demoTripRequests(today: string) {
  return demoTrips.map((trip) => {
    const pickupDate = dayAfter(today, trip.day);
    const returnDate = trip.returnDay !== undefined ? dayAfter(today, trip.returnDay) : null;
    const returnTime = returnDate ? (trip.returnTime ?? '18:00') : null;
    return {
      trip,
      quote: {
        lang: 'en' as const,
        countryCode: 'FR',
        extraTime: 0,
        routeApproximate: true,
        ...trip.request,
        pickupDate,
        pickupTime: trip.time,
        pickupAt: fromParis(pickupDate, trip.time)!,
        transferType: returnDate ? ('ROUND_TRIP' as const) : ('ONE_WAY' as const),
        returnDate,
        returnTime,
        returnAt: returnDate && returnTime ? fromParis(returnDate, returnTime) : null,
      },
    };
  });
}

export async function seedDemoOperations(db: Database, now = new Date()): Promise<void> {
  const chauffeurIds = [];
  for (const chauffeur of demoChauffeurs) chauffeurIds.push((await createChauffeur(db, { ...chauffeur, active: true }, DEMO_ACTOR)).id);
  const carIds = [];
  for (const car of demoFleet) carIds.push((await createFleetVehicle(db, { ...car, active: true }, DEMO_ACTOR)).id);
  const today = toParis(now).date;
  for (const { trip, quote } of demoTripRequests(today)) {
    const stored = await recordQuote(db, { quote, year: today.slice(0, 4), emails: () => [], idempotency: null });
    await quoteQueue.update(db, stored.id, { status: 'confirmed' }, DEMO_ACTOR);
    const chauffeurId = trip.chauffeur !== undefined ? chauffeurIds[trip.chauffeur]! : null;
    const vehicleId = trip.car !== undefined ? carIds[trip.car]! : null;
    if (chauffeurId !== null || vehicleId !== null) {
      await saveAssignment(db, { kind: 'transfer', quoteId: stored.id, leg: 'outbound' }, { chauffeurId, vehicleId }, null, DEMO_ACTOR, stored.quoteNumber);
    }
  }
}
