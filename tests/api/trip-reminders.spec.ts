// The reminder before a trip against a real D1 (decision 042): the cron queues it for a confirmed
// trip starting within REMINDER_HOURS_BEFORE whose chauffeur and car are assigned, in the customer's
// language, with the chauffeur, car, plate and Paris time and a fresh link to their page; once, even
// under concurrent cron runs; again (saying so) after a new chauffeur or car; never for a trip not
// assigned, too far ahead, already started, or not confirmed; a round trip's return is its own trip.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import { REMINDER_HOURS_BEFORE } from '../../worker/contract/operations-numbers.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { chauffeurs, excursionQuotes, fleetVehicles, outbox, quotes, requestLinks, tripAssignments, tripReminders } from '../../worker/db/schema.ts';
import { queueDueReminders } from '../../worker/operations/trip-reminders.ts';
import { runScheduledWork } from '../../worker/scheduled.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { db } from './support.ts';

const HOUR = 3_600_000;
const SITE = 'https://www.paris-elite-chauffeur.fr';

async function aChauffeurAndCar(name = 'Karim Benali', plate = 'GH-123-JK') {
  const [chauffeur] = await db()
    .insert(chauffeurs)
    .values({ name, phone: '+33611223344', languages: ['fr', 'en'] })
    .returning();
  const [car] = await db().insert(fleetVehicles).values({ vehicle: 'Mercedes V Class 250D', plate, colour: 'black' }).returning();
  return { chauffeur: chauffeur!, car: car! };
}

/** A confirmed transfer `hours` ahead. */
async function aConfirmedTrip(hours: number, overrides: Parameters<typeof aStoredQuote>[0] = {}) {
  const quote = await aStoredQuote({ pickupAt: new Date(Date.now() + hours * HOUR), ...overrides }, { status: 'confirmed' });
  await db().update(quotes).set({ bookingReference: 'PEC-2026-0042' }).where(eq(quotes.id, quote.id));
  return quote;
}

async function assign(
  quoteId: number,
  chauffeurId: number | null,
  vehicleId: number | null,
  version = 1,
  leg: 'outbound' | 'return' = 'outbound',
  kind: 'transfer' | 'excursion' = 'transfer',
) {
  await db()
    .insert(tripAssignments)
    .values({ quoteKind: kind, quoteId, leg, chauffeurId, vehicleId, version, updatedBy: 'alice' })
    .onConflictDoUpdate({ target: [tripAssignments.quoteKind, tripAssignments.quoteId, tripAssignments.leg], set: { chauffeurId, vehicleId, version } });
}

const reminders = () => db().select().from(outbox).where(eq(outbox.kind, 'trip.reminder')).orderBy(asc(outbox.id));
const remind = (now = new Date()) => queueDueReminders({ db: db(), siteUrl: SITE, now });

describe('the reminder before a trip', () => {
  it('goes with the cron, once, to the customer, with the chauffeur, the car, its plate, the Paris time and their page', async () => {
    const quote = await aConfirmedTrip(20);
    const { chauffeur, car } = await aChauffeurAndCar();
    await assign(quote.id, chauffeur.id, car.id);

    const report = await runScheduledWork(env);
    expect(report.reminders).toBe(1);
    const [email] = await reminders();
    const pickup = toParis((await db().select().from(quotes).where(eq(quotes.id, quote.id)))[0]!.pickupAt);
    expect(email).toMatchObject({ toAddress: 'claire.martin@example.com', lang: 'en', relatedType: 'quote', relatedId: quote.id, status: 'sent' });
    expect(email!.subject).toBe(`Your chauffeur for ${email!.subject.match(/for (.+) at /)![1]} at ${pickup.time}: Karim Benali`);
    // The pickup is a library place (CDG 2E): its meeting point's words come with it.
    for (const fact of [
      'Karim Benali',
      '+33611223344',
      'Mercedes V Class 250D, black',
      'GH-123-JK',
      'PEC-2026-0042',
      'AF1234',
      pickup.time,
      '(Paris time)',
      'Where we meet you',
      'Terminal 2E',
    ]) {
      expect(email!.text).toContain(fact);
    }
    const token = /\/request\/([A-Za-z0-9_-]{43})/.exec(email!.text)?.[1];
    expect(token).toBeDefined();
    expect(await db().select().from(requestLinks).where(eq(requestLinks.quoteId, quote.id))).toHaveLength(1);
    expect(await db().select().from(tripReminders)).toEqual([
      expect.objectContaining({ quoteKind: 'transfer', quoteId: quote.id, leg: 'outbound', assignmentVersion: 1, outboxId: email!.id }),
    ]);

    // The next runs send nothing more.
    expect((await runScheduledWork(env)).reminders).toBe(0);
    expect(await reminders()).toHaveLength(1);
  });

  it('is sent once when several cron runs look at the same moment', async () => {
    const quote = await aConfirmedTrip(10);
    const { chauffeur, car } = await aChauffeurAndCar();
    await assign(quote.id, chauffeur.id, car.id);
    const queued = await Promise.all([remind(), remind(), remind(), remind()]);
    expect(queued.flat()).toHaveLength(1);
    expect(await reminders()).toHaveLength(1);
    expect(await db().select().from(tripReminders)).toHaveLength(1);
  });

  it('goes again, saying so, after a new chauffeur or car, and only then', async () => {
    const quote = await aConfirmedTrip(18);
    const first = await aChauffeurAndCar();
    await assign(quote.id, first.chauffeur.id, first.car.id);
    await remind();
    const second = await aChauffeurAndCar('Sophie Laurent', 'AB-456-CD');
    await assign(quote.id, second.chauffeur.id, first.car.id, 2);
    expect(await remind()).toHaveLength(1);
    expect(await remind()).toHaveLength(0);
    const [, again] = await reminders();
    expect(again!.subject).toMatch(/^New chauffeur for .* Sophie Laurent$/);
    expect(again!.text).toContain('Your chauffeur or car has changed');
    expect(again!.text).toContain('Sophie Laurent');
  });

  it('speaks the customer’s language', async () => {
    const quote = await aConfirmedTrip(12, { lang: 'fr', email: 'camille@example.fr' });
    const { chauffeur, car } = await aChauffeurAndCar();
    await assign(quote.id, chauffeur.id, car.id);
    await remind();
    const [email] = await reminders();
    expect(email!.lang).toBe('fr');
    expect(email!.subject).toMatch(/^Votre chauffeur le .* à \d{2}:\d{2}\u00a0: Karim Benali$/);
    expect(email!.text).toContain('Immatriculation');
    expect(email!.text).toContain('(heure de Paris)');
    expect(email!.text).toMatch(/\/fr\/request\/[A-Za-z0-9_-]{43}/);
  });

  it('waits for both a chauffeur and a car, and for the trip to come within the window', async () => {
    const soon = await aConfirmedTrip(6);
    const far = await aConfirmedTrip(REMINDER_HOURS_BEFORE + 2);
    const { chauffeur, car } = await aChauffeurAndCar();
    await assign(soon.id, chauffeur.id, null);
    await assign(far.id, chauffeur.id, car.id);
    expect(await remind()).toEqual([]);
    await assign(soon.id, chauffeur.id, car.id, 2);
    expect(await remind()).toHaveLength(1);
    // Once the far trip comes within the window, it goes too.
    expect(await remind(new Date(Date.now() + 3 * HOUR))).toHaveLength(1);
  });

  it('never goes for a trip that started, or a request that is not confirmed', async () => {
    const started = await aConfirmedTrip(1);
    const pending = await aStoredQuote({ pickupAt: new Date(Date.now() + 5 * HOUR) });
    const { chauffeur, car } = await aChauffeurAndCar();
    await assign(started.id, chauffeur.id, car.id);
    await assign(pending.id, chauffeur.id, car.id);
    expect(await remind(new Date(Date.now() + 2 * HOUR))).toEqual([]);
  });

  it('treats a round trip’s return as its own trip, from the drop-off', async () => {
    const returnAt = new Date(Date.now() + 8 * HOUR);
    const back = toParis(returnAt);
    const quote = await aConfirmedTrip(3, { transferType: 'ROUND_TRIP', returnAt, returnDate: back.date, returnTime: back.time });
    const { chauffeur, car } = await aChauffeurAndCar();
    await assign(quote.id, chauffeur.id, car.id, 1, 'return');
    expect(await remind()).toHaveLength(1);
    const [email] = await reminders();
    expect(email!.text).toContain(back.time);
    expect(email!.text).toContain('Pickup: Eiffel Tower, Paris');
    // The flight is the one the customer arrives by: not the return's.
    expect(email!.text).not.toContain('AF1234');
  });

  it('goes for an excursion once its time is set', async () => {
    const excursion = await aStoredExcursionQuote({ stopLocations: ['Hôtel Plaza Athénée, Paris', 'Château de Versailles'] }, { status: 'confirmed' });
    const { chauffeur, car } = await aChauffeurAndCar();
    await assign(excursion.id, chauffeur.id, car.id, 1, 'outbound', 'excursion');
    expect(await remind()).toEqual([]);
    await db()
      .update(excursionQuotes)
      .set({ tripAt: new Date(Date.now() + 15 * HOUR), tripMinutes: 480 })
      .where(eq(excursionQuotes.id, excursion.id));
    expect(await remind()).toHaveLength(1);
    const [email] = await reminders();
    expect(email).toMatchObject({ relatedType: 'excursion_quote', relatedId: excursion.id });
    expect(email!.text).toContain('Versailles Palace Private Day Trip — Hôtel Plaza Athénée, Paris');
  });
});
