// POST /api/quotes reads the spec's own payload (section 3) as well as the wizard's: transfer type
// by label, vehicle by name, phone in international form, route measures as text, options as
// flags; any other field is refused by name. See docs/decisions/009-quote-api-and-the-spec.md.
import { describe, expect, it } from 'vitest';
import { quotes } from '../../worker/db/schema.ts';
import { NO_EXTRA_OPTIONS } from '../../worker/contract/booking-rules.ts';
import { quoteResponseSchema } from '../../worker/contract/schemas/quote-request.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { buildQuoteRequest } from '../../site/stores/booking-request.ts';
import { aQuoteRequest } from './factories.ts';
import { answerOf, db, errorOf, postJson } from './support.ts';

const submit = (body: unknown, headers: Record<string, string> = {}) => postJson('/api/quotes', body, headers);
const PICKUP = toParis(new Date(Date.now() + 48 * 3600_000));
const RETURN = toParis(new Date(Date.now() + 72 * 3600_000));

/** The stored quote of a request that must succeed. */
async function storedQuoteOf(body: unknown) {
  const response = await submit(body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  await answerOf(response, quoteResponseSchema);
  const stored = await db().select().from(quotes);
  expect(stored).toHaveLength(1);
  return stored[0]!;
}

/** The field messages of a request that must be refused, with nothing stored. */
async function refusedFieldsOf(body: unknown, headers: Record<string, string> = {}) {
  const response = await submit(body, headers);
  expect(response.status).toBe(400);
  const error = await errorOf(response);
  expect(error.code).toBe('validation_failed');
  expect(await db().select().from(quotes)).toHaveLength(0);
  return error.fields;
}

/** The wizard's request with some of its fields left out (to send their spec spelling instead). */
function wizardRequestWithout(names: string[], overrides: Record<string, unknown> = {}) {
  const request: Record<string, unknown> = aQuoteRequest();
  for (const name of names) delete request[name];
  return { ...request, ...overrides };
}

/**
 * Section 3's "Quote request payload (transfer)", field by field and in its order, valued as a
 * client written from the spec would: returnDate/returnTime only for a Round Trip and stopLocations
 * only when non-empty, so neither is sent; no countryCode, no lang, no honeypot.
 */
const specPayload = () => ({
  firstName: 'James',
  lastName: 'Smith',
  email: 'james.smith@example.co.uk',
  phone: '+44 7911 123456',
  pickupLocation: 'Paris Orly Airport (ORY)',
  dropoffLocation: 'Hôtel Plaza Athénée, Paris',
  pickupDate: PICKUP.date,
  pickupTime: PICKUP.time,
  transferType: 'One Way',
  adults: 2,
  extraTime: 0,
  vehicle: 'Mercedes E Class',
  vehicleExtraOptions: {
    baggages: 2,
    suitcases: 2,
    handbags: 1,
    childSeats: 0,
    golf: true,
    tennis: false,
    babyCarSeat: true,
    boosterSeat: false,
    animal: true,
    animalTypes: ['dog'],
  },
  totalDistance: '32 km',
  totalTime: '45m',
  comments: 'Two large suitcases.',
  flightTrainNumber: 'BA304',
  pickupCoords: { lat: 48.7262, lng: 2.3652 },
  dropoffCoords: { lat: 48.8663, lng: 2.3042 },
});

describe("POST /api/quotes with the spec's payload (section 3)", () => {
  it('stores it, each field read into our shape', async () => {
    const quote = await storedQuoteOf(specPayload());
    expect(quote).toMatchObject({
      lang: 'en',
      firstName: 'James',
      lastName: 'Smith',
      email: 'james.smith@example.co.uk',
      // The number names its country: libphonenumber places +44 7911 in Guernsey's ranges of the
      // +44 plan (shared by GB, Guernsey, Jersey and the Isle of Man).
      phone: '+447911123456',
      countryCode: 'GG',
      transferType: 'ONE_WAY',
      returnDate: null,
      returnTime: null,
      stopLocations: [],
      adults: 2,
      extraTime: 0,
      vehicle: 'Mercedes E Class',
      totalDistanceKm: 32,
      totalMinutes: 45,
      routeApproximate: false,
      flightTrainNumber: 'BA304',
      pickupLat: 48.7262,
      dropoffLng: 2.3042,
      comments: 'Two large suitcases.',
    });
    // Flags become counts of one; false flags and zero counts are left out, as for the wizard.
    expect(quote.vehicleExtraOptions).toEqual({ baggages: 2, suitcases: 2, handbags: 1, golf: 1, babyCarSeat: 1, animal: true, animalTypes: ['dog'] });
  });

  it("takes the spec's defaults: One Way, one adult, no extra time, 0,0 for unknown places", async () => {
    const { transferType: _type, adults: _adults, extraTime: _extra, ...rest } = specPayload();
    const quote = await storedQuoteOf({ ...rest, pickupCoords: { lat: 0, lng: 0 }, dropoffCoords: { lat: 0, lng: 0 } });
    expect(quote).toMatchObject({ transferType: 'ONE_WAY', adults: 1, extraTime: 0, pickupLat: 0, pickupLng: 0, dropoffLat: 0, dropoffLng: 0 });
  });
});

describe('POST /api/quotes: today’s wizard payload', () => {
  it('is accepted as the wizard builds it (buildQuoteRequest), honeypot included', async () => {
    const body = buildQuoteRequest({
      lang: 'en',
      ride: {
        pickupLocation: 'Paris Orly Airport (ORY), Orly 1',
        dropoffLocation: 'Eiffel Tower, Paris',
        pickupDate: PICKUP.date,
        pickupTime: PICKUP.time,
        transferType: 'ROUND_TRIP',
        returnDate: RETURN.date,
        returnTime: RETURN.time,
        stopLocations: [],
        adults: 2,
        extraTime: 1,
        flightTrainNumber: 'AF1234',
        pickupCoords: { lat: 48.7286, lng: 2.3597 },
        dropoffCoords: { lat: 48.8584, lng: 2.2945 },
      },
      route: { distanceKm: 18, minutes: 95, approximate: true },
      vehicleId: 3,
      extraOptions: { ...NO_EXTRA_OPTIONS, suitcases: 2, animal: true, animalTypes: ['cat'] },
      contact: { firstName: 'Élodie', lastName: 'Marchand', email: 'elodie@example.com', countryCode: 'FR', phone: '0612345678', comments: '' },
      website: '',
    });
    expect(Object.keys(body)).toContain('website');
    const quote = await storedQuoteOf(body);
    expect(quote).toMatchObject({
      transferType: 'ROUND_TRIP',
      vehicle: 'Mercedes V Class 250D',
      phone: '+33612345678',
      countryCode: 'FR',
      totalDistanceKm: 18,
      totalMinutes: 95,
    });
  });
});

describe('POST /api/quotes: each spelling of the spec', () => {
  describe('transferType by label or by code, in any case', () => {
    const cases: Array<[unknown, string, Record<string, unknown>]> = [
      ['One Way', 'ONE_WAY', {}],
      ['one way', 'ONE_WAY', {}],
      ['ONE_WAY', 'ONE_WAY', {}],
      ['Round Trip', 'ROUND_TRIP', { returnDate: RETURN.date, returnTime: RETURN.time }],
      ['ROUND trip', 'ROUND_TRIP', { returnDate: RETURN.date, returnTime: RETURN.time }],
      ['Multi Stop', 'MULTI_STOP', { stopLocations: ['Louvre Museum, Paris'] }],
      ['multi_stop', 'MULTI_STOP', { stopLocations: ['Louvre Museum, Paris'] }],
    ];
    for (const [sent, stored, extra] of cases) {
      it(`reads ${JSON.stringify(sent)} as ${stored}`, async () => {
        expect((await storedQuoteOf(aQuoteRequest({ transferType: sent, ...extra }))).transferType).toBe(stored);
      });
    }

    it('refuses a type the spec does not have, saying which it has', async () => {
      expect(await refusedFieldsOf(aQuoteRequest({ transferType: 'Hourly' }))).toEqual({ transferType: 'Use One Way, Round Trip or Multi Stop.' });
      expect(await refusedFieldsOf(aQuoteRequest({ transferType: 3, lang: 'fr' }))).toEqual({ transferType: 'Utilisez One Way, Round Trip ou Multi Stop.' });
    });
  });

  describe('the vehicle by name or by id', () => {
    const cases: Array<[unknown, string, Record<string, unknown>]> = [
      ['Lexus', 'Lexus', {}],
      ['mercedes e class', 'Mercedes E Class', {}],
      ['Mercedes V Class 250D', 'Mercedes V Class 250D', { adults: 6 }],
      [3, 'Mercedes V Class 250D', {}],
    ];
    for (const [sent, stored, extra] of cases) {
      it(`reads vehicle ${JSON.stringify(sent)} as the ${stored}`, async () => {
        expect((await storedQuoteOf(wizardRequestWithout(['vehicleId'], { vehicle: sent, ...extra }))).vehicle).toBe(stored);
      });
    }

    it('refuses a name outside the fleet, on the field sent', async () => {
      expect(await refusedFieldsOf(wizardRequestWithout(['vehicleId'], { vehicle: 'Tesla Model S' }))).toEqual({
        vehicle: 'This vehicle is not in our fleet.',
      });
    });

    it("reads the spec's default 'Unknown' as no vehicle chosen", async () => {
      expect(await refusedFieldsOf(wizardRequestWithout(['vehicleId'], { vehicle: 'Unknown' }))).toEqual({
        vehicle: 'Please select a vehicle before proceeding.',
      });
    });

    it('judges the capacity of a vehicle named, on the field sent', async () => {
      expect(await refusedFieldsOf(wizardRequestWithout(['vehicleId'], { vehicle: 'Lexus', adults: 5 }))).toEqual({
        vehicle: 'This vehicle cannot carry that many passengers.',
      });
    });

    it('refuses a vehicle sent under both names', async () => {
      expect(await refusedFieldsOf(aQuoteRequest({ vehicle: 'Lexus' }))).toEqual({
        vehicle: 'This value is also sent under its other name: send only one of the two.',
      });
    });
  });

  describe('a phone in international form decides its country', () => {
    const cases: Array<[string, Record<string, unknown>, { phone: string; countryCode: string }]> = [
      ['a French number without countryCode', { phone: '+33 6 12 34 56 78' }, { phone: '+33612345678', countryCode: 'FR' }],
      ['a US number without countryCode', { phone: '+1 (212) 555-0123' }, { phone: '+12125550123', countryCode: 'US' }],
      ['an Italian landline, its 0 kept', { phone: '+39 06 1234 5678' }, { phone: '+390612345678', countryCode: 'IT' }],
      ['a British number with FR given: the number wins', { phone: '+44 20 7946 0958', countryCode: 'FR' }, { phone: '+442079460958', countryCode: 'GB' }],
      [
        'a +44 number with GB given: GB shares the dial code and stays',
        { phone: '+44 7911 123456', countryCode: 'GB' },
        { phone: '+447911123456', countryCode: 'GB' },
      ],
    ];
    for (const [title, overrides, stored] of cases) {
      it(`stores ${title}`, async () => {
        expect(await storedQuoteOf(wizardRequestWithout(['countryCode'], overrides))).toMatchObject(stored);
      });
    }

    it('still reads national digits with an explicit country', async () => {
      expect(await storedQuoteOf(aQuoteRequest({ countryCode: 'GB', phone: '020 7946 0958' }))).toMatchObject({ phone: '+442079460958', countryCode: 'GB' });
    });

    it('refuses an international number no country uses, or one invalid in its country', async () => {
      expect(await refusedFieldsOf(wizardRequestWithout(['countryCode'], { phone: '+999 1234 5678' }))).toEqual({ phone: 'Valid phone number is required' });
      expect(await refusedFieldsOf(wizardRequestWithout(['countryCode'], { phone: '+33 15123456789' }))).toEqual({
        phone: 'Please enter a valid phone number for the selected country',
      });
    });
  });

  describe('totalDistance and totalTime as text or numbers (km, minutes)', () => {
    const cases: Array<[unknown, unknown, number | null, number | null]> = [
      ['32 km', '45m', 32, 45],
      ['32,4 km', '1h 20m', 32, 80],
      ['12km', '1 h 20 min', 12, 80],
      [41.6, 95, 42, 95],
      [null, null, null, null],
      ['', '', null, null],
    ];
    for (const [distance, time, km, minutes] of cases) {
      it(`stores ${JSON.stringify(distance)} and ${JSON.stringify(time)} as ${km} km and ${minutes} min`, async () => {
        const quote = await storedQuoteOf(wizardRequestWithout(['totalDistanceKm', 'totalMinutes'], { totalDistance: distance, totalTime: time }));
        expect(quote).toMatchObject({ totalDistanceKm: km, totalMinutes: minutes });
      });
    }

    it('refuses what it cannot read, in the request’s language', async () => {
      expect(await refusedFieldsOf(wizardRequestWithout(['totalDistanceKm', 'totalMinutes'], { totalDistance: '20 miles', totalTime: 'soon' }))).toEqual({
        totalDistance: 'Give the distance in kilometres, as a number or as text such as "32 km".',
        totalTime: 'Give the time in minutes, as a number or as text such as "1h 20m".',
      });
      expect(await refusedFieldsOf(wizardRequestWithout(['totalDistanceKm', 'totalMinutes'], { lang: 'fr', totalDistance: -3, totalTime: true }))).toEqual({
        totalDistance: 'Indiquez la distance en kilomètres, en nombre ou en texte comme «\u00a032 km\u00a0».',
        totalTime: 'Indiquez la durée en minutes, en nombre ou en texte comme «\u00a01 h 20 min\u00a0».',
      });
    });

    it('refuses a measure sent under both names', async () => {
      expect(await refusedFieldsOf(aQuoteRequest({ totalDistance: '34 km', totalTime: '50m' }))).toEqual({
        totalDistance: 'This value is also sent under its other name: send only one of the two.',
        totalTime: 'This value is also sent under its other name: send only one of the two.',
      });
    });
  });

  describe('extra options as counts or as flags', () => {
    it('reads true as one and false as none; the animal flag as a flag or a count', async () => {
      const quote = await storedQuoteOf(
        aQuoteRequest({ vehicleExtraOptions: { suitcases: 3, surf: true, skiing: false, electricWheelchair: true, animal: 1, animalTypes: ['Cat'] } }),
      );
      expect(quote.vehicleExtraOptions).toEqual({ suitcases: 3, surf: 1, electricWheelchair: 1, animal: true, animalTypes: ['cat'] });
    });

    it('refuses an option value that is neither, and an option it does not know', async () => {
      expect(await refusedFieldsOf(aQuoteRequest({ vehicleExtraOptions: { golf: 'yes', jetpack: 1 } }))).toEqual({
        'vehicleExtraOptions.golf': 'This value is not valid.',
        'vehicleExtraOptions.jetpack': 'This field is not part of this request.',
      });
    });
  });
});

describe('POST /api/quotes: unknown fields', () => {
  // The business rules (a blank name, the 36-hour rule…) run once the request has the right shape.
  it('refuses each by name, with every other problem of shape', async () => {
    expect(await refusedFieldsOf(aQuoteRequest({ passengers: 2, promoCode: 'SUMMER', adults: 'two' }))).toEqual({
      adults: 'This value is not valid.',
      passengers: 'This field is not part of this request.',
      promoCode: 'This field is not part of this request.',
    });
  });

  it('answers in French for a French request, by lang or by Accept-Language', async () => {
    const expected = { promoCode: 'Ce champ ne fait pas partie de cette demande.' };
    expect(await refusedFieldsOf(aQuoteRequest({ lang: 'fr', promoCode: 'ETE' }))).toEqual(expected);
    const { lang: _english, ...withoutLang } = aQuoteRequest({ promoCode: 'ETE' });
    expect(await refusedFieldsOf(withoutLang, { 'Accept-Language': 'fr-FR' })).toEqual(expected);
  });

  it('refuses unknown fields inside the coordinates too', async () => {
    expect(await refusedFieldsOf(aQuoteRequest({ pickupCoords: { lat: 49.0046, lng: 2.5562, placeId: 'abc' } }))).toEqual({
      'pickupCoords.placeId': 'This field is not part of this request.',
    });
  });
});
