// Test data, built through the same query functions the product uses.
import { createExcursion, type NewExcursion, type NewExcursionImage } from '../../worker/db/queries/excursions.ts';
import { fromParis, toParis } from '../../worker/contract/paris-time.ts';
import { recordQuote } from '../../worker/db/queries/quotes.ts';
import { recordExcursionQuote } from '../../worker/db/queries/excursion-quotes.ts';
import type { NewQuote } from '../../worker/quotes/quote.ts';
import type { NewExcursionQuote } from '../../worker/excursions/excursion-quote.ts';
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

export const aContactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Claire Martin',
  telephone: '+33 6 12 34 56 78',
  email: 'claire.martin@example.com',
  message: 'Bonjour, je voudrais un transfert vers Orly samedi.',
  ...overrides,
});

/**
 * A valid transfer quote request as the booking wizard sends it: CDG to the Eiffel Tower in the
 * Mercedes E Class, picked up 48 hours from now (Paris time), so the 36-hour rule passes.
 */
/**
 * Two days ahead, fixed once per test file: bodies built a minute apart stay identical (an
 * idempotent replay must send the very same body).
 */
const PICKUP_IN_TWO_DAYS = toParis(new Date(Date.now() + 48 * 3600_000));

export const aQuoteRequest = (overrides: Record<string, unknown> = {}) => {
  const pickup = PICKUP_IN_TWO_DAYS;
  return {
    lang: 'en',
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'Claire.Martin@Example.com',
    countryCode: 'FR',
    phone: '06 12 34 56 78',
    pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
    dropoffLocation: 'Eiffel Tower, Paris',
    pickupCoords: { lat: 49.0046, lng: 2.5562 },
    dropoffCoords: { lat: 48.8584, lng: 2.2945 },
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    transferType: 'ONE_WAY',
    adults: 2,
    extraTime: 0,
    flightTrainNumber: 'AF1234',
    vehicleId: 2,
    vehicleExtraOptions: { suitcases: 2, handbags: 0, childSeats: 1, animal: false, animalTypes: [] },
    totalDistanceKm: 34.4,
    totalMinutes: 50,
    routeApproximate: true,
    comments: 'Arriving with a pram.',
    website: '',
    ...overrides,
  };
};

/**
 * A valid excursion quote request as the Book Now modal sends it, for the excursion `excursionId`
 * (anExcursion's places: Eiffel Tower, Louvre).
 */
export const anExcursionQuoteRequest = (excursionId: number, overrides: Record<string, unknown> = {}) => ({
  lang: 'en',
  excursionId,
  excursionTitle: 'Whatever the page said',
  selectedHighlights: ['Eiffel Tower', 'Louvre'],
  stopLocations: ['Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris'],
  withPhotographer: true,
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'Claire.Martin@Example.com',
  phone: '33612345678',
  comments: 'We travel with a toddler.',
  website: '',
  ...overrides,
});

/** The numbering year of stored quotes: the current year in Paris. */
const numberingYear = () => toParis(new Date()).date.slice(0, 4);

/**
 * A transfer quote stored as the API stores one (without its e-mails), for the back office's
 * tests: CDG to the Plaza Athénée, two days ahead, in English unless `overrides` say otherwise.
 */
export async function aStoredQuote(overrides: Partial<NewQuote> = {}): Promise<{ id: number; quoteNumber: string }> {
  const pickup = PICKUP_IN_TWO_DAYS;
  const quote: NewQuote = {
    lang: 'en',
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire.martin@example.com',
    phone: '+33612345678',
    countryCode: 'FR',
    pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
    dropoffLocation: 'Hôtel Plaza Athénée, Paris',
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    pickupAt: fromParis(pickup.date, pickup.time)!,
    transferType: 'ONE_WAY',
    returnDate: null,
    returnTime: null,
    returnAt: null,
    adults: 2,
    extraTime: 0,
    stopLocations: [],
    flightTrainNumber: 'AF1234',
    vehicle: 'Mercedes E Class',
    vehicleExtraOptions: { suitcases: 2 },
    totalDistanceKm: 34,
    totalMinutes: 50,
    routeApproximate: false,
    pickupLat: 49.0046,
    pickupLng: 2.5562,
    dropoffLat: 48.8663,
    dropoffLng: 2.3043,
    comments: '',
    ...overrides,
  };
  const { id, quoteNumber } = await recordQuote(db(), { quote, year: numberingYear(), emails: () => [], idempotency: null });
  return { id, quoteNumber };
}

/** An excursion quote stored as the API stores one (without its e-mails), in English unless `overrides` say otherwise. */
export async function aStoredExcursionQuote(overrides: Partial<NewExcursionQuote> = {}): Promise<{ id: number; exQuoteNumber: string }> {
  const exQuote: NewExcursionQuote = {
    lang: 'en',
    excursionId: null,
    excursionTitle: 'Paris Highlights',
    selectedHighlights: ['Eiffel Tower', 'Louvre'],
    stopLocations: [],
    withPhotographer: false,
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'jean.dupont@example.com',
    phone: '33612345678',
    comments: '',
    ...overrides,
  };
  const { id, exQuoteNumber } = await recordExcursionQuote(db(), { exQuote, year: numberingYear(), emails: () => [], idempotency: null });
  return { id, exQuoteNumber };
}
