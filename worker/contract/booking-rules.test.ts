import { describe, expect, it } from 'vitest';
import { optionLabel, rideProblem, rideProblems, vehicleProblem, type RideDetails } from './booking-rules.ts';
import { contactProblems, dialCodeOf, internationalNumber, internationalPhone, type ContactDetails } from './contact-rules.ts';

// Saturday 21 November 2026, 11:00 in Paris.
const NOW = new Date('2026-11-21T10:00:00Z');

const ride = (overrides: Partial<RideDetails> = {}): RideDetails => ({
  pickupLocation: 'Paris Orly Airport (ORY), Orly 4',
  dropoffLocation: 'Eiffel Tower, Paris',
  pickupDate: '2026-11-23',
  pickupTime: '10:00',
  transferType: 'ONE_WAY',
  returnDate: '',
  returnTime: '',
  stopLocations: [],
  adults: 2,
  extraTime: 0,
  flightTrainNumber: '',
  pickupCoords: { lat: 48.7262, lng: 2.3652 },
  dropoffCoords: { lat: 48.8584, lng: 2.2945 },
  ...overrides,
});

describe('rideProblem (ride details)', () => {
  it('accepts a complete ride 36 hours or more ahead', () => {
    expect(rideProblem(ride(), NOW)).toBeNull();
    expect(rideProblem(ride({ pickupDate: '2026-11-22', pickupTime: '23:00' }), NOW)).toBeNull();
  });

  it.each([
    ['pickup', { pickupLocation: '  ' }],
    ['drop-off', { dropoffLocation: '' }],
    ['date', { pickupDate: '' }],
    ['time', { pickupTime: '' }],
    ['adults', { adults: 0 }],
    ['a blank stop', { transferType: 'MULTI_STOP' as const, stopLocations: ['Louvre Museum, Paris', ' '] }],
    ['no stop on a multi-stop ride', { transferType: 'MULTI_STOP' as const, stopLocations: [] }],
  ])('asks to fill in all fields when %s is missing', (_, overrides) => {
    expect(rideProblem(ride(overrides), NOW)).toBe('booking.error.fillAll');
  });

  it('refuses a pickup less than 36 hours ahead, to the minute', () => {
    expect(rideProblem(ride({ pickupDate: '2026-11-22', pickupTime: '22:59' }), NOW)).toBe('booking.error.leadTime');
    expect(rideProblem(ride({ pickupDate: '2026-11-21', pickupTime: '12:00' }), NOW)).toBe('booking.error.leadTime');
  });

  it('refuses a pickup or a return more than two years ahead, to the day in Paris', () => {
    // Today in Paris is 21 November 2026: the last date allowed is 21 November 2028.
    expect(rideProblem(ride({ pickupDate: '2028-11-21', pickupTime: '23:55' }), NOW)).toBeNull();
    expect(rideProblem(ride({ pickupDate: '2028-11-22', pickupTime: '00:00' }), NOW)).toBe('booking.error.tooFarAhead');
    expect(rideProblems(ride({ pickupDate: '9999-12-31' }), NOW)).toEqual({ pickupDate: 'booking.error.tooFarAhead' });
    const roundTrip = { transferType: 'ROUND_TRIP' as const, returnTime: '09:00' };
    expect(rideProblem(ride({ ...roundTrip, returnDate: '2028-11-21' }), NOW)).toBeNull();
    expect(rideProblems(ride({ ...roundTrip, returnDate: '2028-11-22' }), NOW)).toEqual({ returnDate: 'booking.error.tooFarAhead' });
  });

  it('asks for the return of a round trip, after the pickup', () => {
    const roundTrip = { transferType: 'ROUND_TRIP' as const };
    expect(rideProblem(ride({ ...roundTrip }), NOW)).toBe('booking.error.returnMissing');
    expect(rideProblem(ride({ ...roundTrip, returnDate: '2026-11-25' }), NOW)).toBe('booking.error.returnMissing');
    expect(rideProblem(ride({ ...roundTrip, returnDate: '2026-11-23', returnTime: '10:00' }), NOW)).toBe('booking.error.returnBeforePickup');
    expect(rideProblem(ride({ ...roundTrip, returnDate: '2026-11-22', returnTime: '18:00' }), NOW)).toBe('booking.error.returnBeforePickup');
    expect(rideProblem(ride({ ...roundTrip, returnDate: '2026-11-23', returnTime: '10:01' }), NOW)).toBeNull();
  });

  it('ignores return fields on other transfer types', () => {
    expect(rideProblem(ride({ returnDate: '2026-11-01', returnTime: '00:00' }), NOW)).toBeNull();
  });

  it('allows 1 to 5 stops', () => {
    const stops = (n: number) => Array.from({ length: n }, (_, i) => `Stop ${i + 1}`);
    expect(rideProblem(ride({ transferType: 'MULTI_STOP', stopLocations: stops(1) }), NOW)).toBeNull();
    expect(rideProblem(ride({ transferType: 'MULTI_STOP', stopLocations: stops(5) }), NOW)).toBeNull();
    expect(rideProblem(ride({ transferType: 'MULTI_STOP', stopLocations: stops(6) }), NOW)).toBe('booking.error.maxStops');
  });

  it('refuses places outside latitude 35..71 and longitude -25..45', () => {
    expect(rideProblem(ride({ dropoffCoords: { lat: 40.7128, lng: -74.006 } }), NOW)).toBe('booking.error.outOfArea');
    expect(rideProblem(ride({ pickupCoords: { lat: 33.5, lng: 2 } }), NOW)).toBe('booking.error.outOfArea');
    expect(rideProblem(ride({ pickupCoords: { lat: 71, lng: 45 }, dropoffCoords: { lat: 35, lng: -25 } }), NOW)).toBeNull();
    // Unknown coordinates (free text, or the spec's default 0,0) are not judged.
    expect(rideProblem(ride({ pickupCoords: null, dropoffCoords: { lat: 0, lng: 0 } }), NOW)).toBeNull();
  });
});

describe('vehicleProblem', () => {
  it('asks for a vehicle, and one that seats the party', () => {
    expect(vehicleProblem(null, 2)).toBe('booking.error.selectVehicle');
    expect(vehicleProblem(1, 4)).toBeNull();
    expect(vehicleProblem(1, 5)).toBe('booking.error.vehicleTooSmall');
    expect(vehicleProblem(3, 8)).toBeNull();
    expect(vehicleProblem(99, 1)).toBe('booking.error.unknownVehicle');
  });
});

describe('optionLabel', () => {
  it.each([
    ['sportsEquipment', 'Sports'],
    ['babyCarSeat', 'Baby car seat'],
    ['manualWheelchair', 'Manual wheelchair'],
    ['childSeats', 'Child seats'],
    ['golf', 'Golf'],
    ['Equipment', 'Equipment'],
    ['golfEquipment', 'Golf'],
  ])('%s → %s', (name, label) => {
    expect(optionLabel(name)).toBe(label);
  });
});

describe('contactProblems', () => {
  const contact = (overrides: Partial<ContactDetails> = {}): ContactDetails => ({
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire@example.com',
    countryCode: 'FR',
    phone: '612345678',
    comments: '',
    ...overrides,
  });

  it('accepts a complete French contact', () => {
    expect(contactProblems(contact(), '33')).toEqual({});
  });

  it('gives the spec message of each missing or wrong field', () => {
    expect(contactProblems(contact({ firstName: ' ', lastName: '', email: '', phone: '' }), '33')).toEqual({
      firstName: 'booking.error.firstNameRequired',
      lastName: 'booking.error.lastNameRequired',
      email: 'booking.error.emailRequired',
      phone: 'booking.error.phoneRequired',
    });
    expect(contactProblems(contact({ email: 'claire@example' }), '33').email).toBe('booking.error.emailInvalid');
  });

  it('needs 10 characters, then a real number for the country', () => {
    expect(contactProblems(contact({ phone: '61234' }), '33').phone).toBe('booking.error.phoneRequired');
    expect(contactProblems(contact({ phone: '12345678' }), '33').phone).toBe('booking.error.phoneInvalid');
    expect(contactProblems(contact({ countryCode: 'GB', phone: '7911123456' }), '44')).toEqual({});
    expect(contactProblems(contact({ countryCode: 'GB', phone: '612345678' }), '44').phone).toBe('booking.error.phoneInvalid');
  });

  it('builds the international number from national digits', () => {
    expect(internationalPhone('33', '06 12 34 56 78', 'FR')).toBe('+33612345678');
    // Italian landlines keep their leading 0 in international form.
    expect(internationalPhone('39', '0612345678', 'IT')).toBe('+390612345678');
    expect(contactProblems(contact({ countryCode: 'IT', phone: '0612345678' }), '39')).toEqual({});
  });

  it('reads the digits under the selected country, not as an international number', () => {
    // 612345678 is a French mobile, but not a valid number in the United Kingdom's plan.
    expect(contactProblems(contact({ countryCode: 'GB', phone: '612345678' }), '44').phone).toBe('booking.error.phoneInvalid');
    expect(contactProblems(contact({ countryCode: 'US', phone: '2015550123' }), '1')).toEqual({});
  });
});

describe('internationalNumber (the spec sends the phone with its country code)', () => {
  it('splits a number in international form into its country, dial code and national digits', () => {
    expect(internationalNumber('+33 6 12 34 56 78')).toEqual({ countryCode: 'FR', dialCode: '33', nationalDigits: '612345678' });
    expect(internationalNumber('+1 (212) 555-0123')).toEqual({ countryCode: 'US', dialCode: '1', nationalDigits: '2125550123' });
    expect(internationalNumber('+39 06 1234 5678')).toEqual({ countryCode: 'IT', dialCode: '39', nationalDigits: '0612345678' });
    // libphonenumber places +44 7911 in Guernsey's ranges of the shared +44 plan.
    expect(internationalNumber('+44 7911 123456')).toEqual({ countryCode: 'GG', dialCode: '44', nationalDigits: '7911123456' });
  });

  it('names a country of the plan for an invalid number, so the contact rules can judge it', () => {
    expect(internationalNumber('+33 15123456789')?.countryCode).toBe('FR');
  });

  it('gives up on a dial code no country uses or a number too short to place', () => {
    expect(internationalNumber('+999 1234 5678')).toBeNull();
    expect(internationalNumber('+44 12')).toBeNull();
    expect(internationalNumber('+')).toBeNull();
  });

  it('knows the dial code of a country, and none of an unknown one', () => {
    expect(dialCodeOf('FR')).toBe('33');
    expect(dialCodeOf('GG')).toBe('44');
    expect(dialCodeOf('ZZ')).toBeNull();
  });
});

describe('rideProblems (every problem, by field)', () => {
  it('names each field concerned', () => {
    expect(
      rideProblems(
        ride({ pickupLocation: '', adults: 0, transferType: 'MULTI_STOP', stopLocations: ['Louvre', ''], dropoffCoords: { lat: 40.7, lng: -74 } }),
        NOW,
      ),
    ).toEqual({
      pickupLocation: 'booking.error.fillAll',
      adults: 'booking.error.fillAll',
      'stopLocations.1': 'booking.error.fillAll',
      dropoffCoords: 'booking.error.outOfArea',
    });
  });

  it('marks malformed dates and times instead of the lead-time message', () => {
    expect(rideProblems(ride({ pickupDate: '2031-02-30', pickupTime: '25:00' }), NOW)).toEqual({ pickupDate: 'field.invalid', pickupTime: 'field.invalid' });
    expect(rideProblem(ride({ pickupDate: '2031-02-30' }), NOW)).toBe('booking.error.fillAll');
  });

  it('puts round-trip problems on the return date', () => {
    expect(rideProblems(ride({ transferType: 'ROUND_TRIP', returnDate: '2026-11-23', returnTime: '09:00' }), NOW)).toEqual({
      returnDate: 'booking.error.returnBeforePickup',
    });
  });
});
