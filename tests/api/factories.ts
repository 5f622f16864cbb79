// Test data, built through the same query functions the product uses.
import { eq } from 'drizzle-orm';
import { createExcursion, type NewExcursion, type NewExcursionImage } from '../../worker/db/queries/excursions.ts';
import { recordQuote } from '../../worker/db/queries/quotes.ts';
import { recordExcursionQuote } from '../../worker/db/queries/excursion-quotes.ts';
import { quoteQueue } from '../../worker/db/queries/admin-quotes.ts';
import { excursionQuoteQueue } from '../../worker/db/queries/admin-exquotes.ts';
import { excursionQuotes, quotes } from '../../worker/db/schema.ts';
import type { QuoteStatus } from '../../worker/contract/enums.ts';
import type { NewQuote } from '../../worker/quotes/quote.ts';
import type { NewExcursionQuote } from '../../worker/excursions/excursion-quote.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { db } from './support.ts';

let counter = 0;

export async function anExcursion(overrides: Partial<NewExcursion> = {}, images: NewExcursionImage[] = []): Promise<number> {
  counter += 1;
  return createExcursion(
    db(),
    {
      key: `excursion-${counter}`,
      title: `Excursion ${counter}`,
      tagline: 'A private tour',
      description: 'Short description.',
      longDescription: 'Long description.',
      goodToKnow: '',
      highlights: ['Eiffel Tower', 'Louvre'],
      included: ['Private chauffeur'],
      terms: [],
      price: '390',
      ...overrides,
    },
    images,
  );
}

// The request bodies as the site sends them, shared with the browser journeys and the load test.
export { aContactMessage, aQuoteRequest, anExcursionQuoteRequest } from '../../scripts/lib/sample-requests.ts';

/** What a stored quote's back-office state starts as, when a test needs other than new. */
export interface StoredState {
  status?: QuoteStatus;
  important?: boolean;
  /** When it arrived (the database's clock otherwise): the lists sort by it. */
  createdAt?: Date;
}

/** The actor the factories' own status and flag changes are logged under. */
export const FACTORY_ACTOR = 'test setup';

const numberingYear = () => toParis(new Date()).date.slice(0, 4);

async function arrange(id: number, table: typeof quotes | typeof excursionQuotes, state: StoredState) {
  const { status, important, createdAt } = state;
  if (status !== undefined || important !== undefined) {
    const change = { status, important };
    if (table === quotes) await quoteQueue.update(db(), id, change, FACTORY_ACTOR);
    else await excursionQuoteQueue.update(db(), id, change, FACTORY_ACTOR);
  }
  // No product path sets when a request arrived: written directly.
  if (createdAt) await db().update(table).set({ createdAt }).where(eq(table.id, id));
}

/**
 * A transfer quote as the booking wizard stores it (recordQuote, without e-mails): Claire Martin,
 * CDG to the Eiffel Tower, two days ahead unless `pickupAt` says otherwise (date and time follow it).
 */
export async function aStoredQuote(overrides: Partial<NewQuote> = {}, state: StoredState = {}): Promise<{ id: number; quoteNumber: string }> {
  const pickupAt = overrides.pickupAt ?? new Date(Date.now() + 48 * 3600_000);
  const pickup = toParis(pickupAt);
  const quote: NewQuote = {
    lang: 'en',
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire.martin@example.com',
    phone: '+33612345678',
    countryCode: 'FR',
    pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
    dropoffLocation: 'Eiffel Tower, Paris',
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    pickupAt,
    transferType: 'ONE_WAY',
    returnDate: null,
    returnTime: null,
    returnAt: null,
    adults: 2,
    extraTime: 0,
    stopLocations: [],
    flightTrainNumber: 'AF1234',
    vehicle: 'Mercedes E Class',
    vehicleExtraOptions: { suitcases: 2, childSeats: 1 },
    totalDistanceKm: 34,
    totalMinutes: 50,
    routeApproximate: true,
    pickupLat: 49.0046,
    pickupLng: 2.5562,
    dropoffLat: 48.8584,
    dropoffLng: 2.2945,
    comments: 'Arriving with a pram.',
    ...overrides,
  };
  const stored = await recordQuote(db(), { quote, year: numberingYear(), emails: () => [], idempotency: null });
  await arrange(stored.id, quotes, state);
  return { id: stored.id, quoteNumber: stored.quoteNumber };
}

/**
 * An excursion quote as the Book Now modal stores it (recordExcursionQuote, without e-mails), for
 * no excursion in particular unless `excursionId` names one.
 */
export async function aStoredExcursionQuote(
  overrides: Partial<NewExcursionQuote> = {},
  state: StoredState = {},
): Promise<{ id: number; exQuoteNumber: string }> {
  const exQuote: NewExcursionQuote = {
    lang: 'en',
    excursionId: null,
    excursionTitle: 'Versailles Palace Private Day Trip',
    selectedHighlights: ['Hall of Mirrors', 'Gardens'],
    stopLocations: [],
    withPhotographer: false,
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire.martin@example.com',
    phone: '33612345678',
    comments: 'We travel with a toddler.',
    ...overrides,
  };
  const stored = await recordExcursionQuote(db(), { exQuote, year: numberingYear(), emails: () => [], idempotency: null });
  await arrange(stored.id, excursionQuotes, state);
  return { id: stored.id, exQuoteNumber: stored.exQuoteNumber };
}
