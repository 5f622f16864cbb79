import { describe, expect, it } from 'vitest';
import { NO_EXTRA_OPTIONS, type RideDetails } from '../../worker/contract/booking-rules.ts';
import { buildQuoteRequest, idempotencyKey, type QuoteRequestParts } from './booking-request.ts';

const ride: RideDetails = {
  pickupLocation: ' Paris Orly Airport (ORY), Orly 1 ',
  dropoffLocation: 'Eiffel Tower, Paris',
  pickupDate: '2030-05-04',
  pickupTime: '09:30',
  transferType: 'ONE_WAY',
  returnDate: '2030-05-06',
  returnTime: '18:00',
  stopLocations: ['Louvre Museum, Paris'],
  adults: 2,
  extraTime: 1,
  flightTrainNumber: ' AF1234 ',
  pickupCoords: { lat: 48.7286, lng: 2.3597 },
  dropoffCoords: { lat: 48.8584, lng: 2.2945 },
};

const parts: QuoteRequestParts = {
  lang: 'fr',
  ride,
  route: { distanceKm: 18, minutes: 95, approximate: true },
  vehicleId: 2,
  extraOptions: { ...NO_EXTRA_OPTIONS, suitcases: 2, animal: true, animalTypes: ['dog'] },
  contact: {
    firstName: ' Élodie ',
    lastName: 'Marchand',
    email: ' elodie@example.com ',
    countryCode: 'FR',
    phone: '06 12 34 56 78',
    comments: ' Two children ',
  },
  website: '',
};

describe('buildQuoteRequest', () => {
  it('builds the API body, trimmed, with the route and the honeypot', () => {
    expect(buildQuoteRequest(parts)).toEqual({
      lang: 'fr',
      firstName: 'Élodie',
      lastName: 'Marchand',
      email: 'elodie@example.com',
      countryCode: 'FR',
      phone: '0612345678',
      pickupLocation: 'Paris Orly Airport (ORY), Orly 1',
      dropoffLocation: 'Eiffel Tower, Paris',
      pickupCoords: { lat: 48.7286, lng: 2.3597 },
      dropoffCoords: { lat: 48.8584, lng: 2.2945 },
      pickupDate: '2030-05-04',
      pickupTime: '09:30',
      transferType: 'ONE_WAY',
      returnDate: '',
      returnTime: '',
      stopLocations: [],
      adults: 2,
      extraTime: 1,
      flightTrainNumber: 'AF1234',
      vehicleId: 2,
      vehicleExtraOptions: { ...NO_EXTRA_OPTIONS, suitcases: 2, animal: true, animalTypes: ['dog'] },
      totalDistanceKm: 18,
      totalMinutes: 95,
      routeApproximate: true,
      comments: 'Two children',
      website: '',
    });
  });

  it('sends the return only for a Round Trip and the stops only for a Multi Stop', () => {
    const roundTrip = buildQuoteRequest({ ...parts, ride: { ...ride, transferType: 'ROUND_TRIP' } });
    expect([roundTrip.returnDate, roundTrip.returnTime, roundTrip.stopLocations]).toEqual(['2030-05-06', '18:00', []]);
    const multiStop = buildQuoteRequest({ ...parts, ride: { ...ride, transferType: 'MULTI_STOP' } });
    expect([multiStop.returnDate, multiStop.stopLocations]).toEqual(['', ['Louvre Museum, Paris']]);
  });

  it('sends null distance and time when the route is unknown', () => {
    const body = buildQuoteRequest({ ...parts, route: null });
    expect([body.totalDistanceKm, body.totalMinutes, body.routeApproximate]).toEqual([null, null, false]);
  });
});

describe('idempotencyKey', () => {
  it('is the same for the same booking and data, and differs otherwise', async () => {
    const body = JSON.stringify(buildQuoteRequest(parts));
    const key = await idempotencyKey('abc123', body);
    expect(key).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(await idempotencyKey('abc123', body)).toBe(key);
    expect(await idempotencyKey('abc123', JSON.stringify(buildQuoteRequest({ ...parts, website: 'x' })))).not.toBe(key);
    expect(await idempotencyKey('def456', body)).not.toBe(key);
  });
});
