// The public forms' request bodies as the site sends them, valid as they are: one copy for the API
// tests (tests/api/factories.ts), the browser journeys that need data behind a screen
// (tests/e2e/admin.ts) and the load test (load-run.ts). Each caller overrides what it needs (an
// address, a name, the language).
import { toParis } from '../../worker/contract/paris-time.ts';

/**
 * Two days ahead in Paris time, fixed when the module loads, so the 36-hour rule passes and bodies
 * built a minute apart stay identical (an idempotent replay must send the very same body).
 */
export const PICKUP_IN_TWO_DAYS = toParis(new Date(Date.now() + 48 * 3600_000));

/** A transfer quote as the booking wizard sends it: CDG to the Eiffel Tower in the Mercedes E Class. */
export const aQuoteRequest = (overrides: Record<string, unknown> = {}) => ({
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
  pickupDate: PICKUP_IN_TWO_DAYS.date,
  pickupTime: PICKUP_IN_TWO_DAYS.time,
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
});

/** An excursion quote as the Book Now modal sends it, for the excursion `excursionId`. */
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

/**
 * Jane's request for a catalogue excursion as the site lists it (its first place ticked, no
 * comments): what a journey or the load test sends for an excursion it did not create.
 */
export const aRequestFor = (excursion: { id: number; title: string; highlights: readonly string[] }, overrides: Record<string, unknown> = {}) =>
  anExcursionQuoteRequest(excursion.id, {
    excursionTitle: excursion.title,
    selectedHighlights: excursion.highlights.slice(0, 1),
    firstName: 'Jane',
    comments: '',
    ...overrides,
  });

/** A message as the contact form sends it. */
export const aContactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Claire Martin',
  telephone: '+33 6 12 34 56 78',
  email: 'claire.martin@example.com',
  message: 'Bonjour, je voudrais un transfert vers Orly samedi.',
  ...overrides,
});
