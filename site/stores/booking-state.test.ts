import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../worker/contract/limits.ts';
import { emptyContact, emptyExtraOptions, emptyRide, newBookingNonce, readSavedBooking, type SavedBooking } from './booking-state.ts';

const saved: SavedBooking = {
  ride: {
    ...emptyRide(),
    pickupLocation: 'Eiffel Tower, Paris',
    pickupCoords: { lat: 48.8584, lng: 2.2945 },
    dropoffLocation: 'Somewhere',
    pickupDate: '2030-05-04',
    pickupTime: '09:30',
    transferType: 'MULTI_STOP',
    stopLocations: ['Louvre Museum, Paris', 'Rue X'],
    stopCoords: [{ lat: 48.8606, lng: 2.3376 }, null],
    adults: 3,
    extraTime: 2,
  },
  measuredRoute: { pointsKey: '[]', distanceKm: 12, minutes: 30, approximate: true },
  vehicleId: 3,
  extraOptions: { ...emptyExtraOptions(), golf: 2, animal: true, animalTypes: ['cat', 'other'] },
  contact: { ...emptyContact(), firstName: 'Ana', countryCode: 'GB', phone: '7400123456' },
  contactConfirmed: true,
  nonce: '0123456789abcdef01234567',
};

describe('readSavedBooking', () => {
  it('reads back what was saved', () => {
    expect(readSavedBooking(JSON.stringify(saved))).toEqual(saved);
  });

  it('is null for nothing, bad JSON or a copy without its booking id', () => {
    expect(readSavedBooking(null)).toBeNull();
    expect(readSavedBooking('{oops')).toBeNull();
    expect(readSavedBooking(JSON.stringify({ ...saved, nonce: undefined }))).toBeNull();
  });

  it('repairs damaged fields one by one', () => {
    const damaged = {
      ...saved,
      ride: { ...saved.ride, adults: -4, extraTime: 99, transferType: 'TAXI', stopLocations: ['a', 'b', 'c', 'd', 'e', 'f'], pickupCoords: { lat: 'x' } },
      measuredRoute: { pointsKey: 1 },
      vehicleId: 9,
      extraOptions: { golf: -1, surf: 3.5, skiing: 400, animalTypes: ['dog', 'horse'] },
      contact: { countryCode: 'france', phone: '+33 6 12' },
      contactConfirmed: 'yes',
    };
    const read = readSavedBooking(JSON.stringify(damaged))!;
    expect(read.ride.adults).toBe(0);
    expect(read.ride.extraTime).toBe(10);
    expect(read.ride.transferType).toBe('ONE_WAY');
    expect(read.ride.stopLocations).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(read.ride.stopCoords).toEqual([saved.ride.stopCoords[0], null, null, null, null]);
    expect(read.ride.pickupCoords).toBeNull();
    expect(read.measuredRoute).toBeNull();
    expect(read.vehicleId).toBeNull();
    expect(read.extraOptions).toEqual({ ...emptyExtraOptions(), skiing: 20, animal: true, animalTypes: ['dog'] });
    expect(read.contact).toEqual({ ...emptyContact(), countryCode: 'FR', phone: '33612' });
    expect(read.contactConfirmed).toBe(false);
  });

  it("cuts each saved text to its field's limit (the API's, FIELD_LIMITS)", () => {
    const long = (length: number) => '7'.repeat(length + 50);
    const limits = FIELD_LIMITS.booking;
    const overlong = {
      ...saved,
      ride: {
        ...saved.ride,
        pickupLocation: long(limits.place),
        stopLocations: [long(limits.place)],
        pickupDate: long(limits.date),
        pickupTime: long(limits.time),
        flightTrainNumber: long(limits.flightTrainNumber),
      },
      contact: {
        ...saved.contact,
        firstName: long(limits.firstName),
        lastName: long(limits.lastName),
        email: long(FIELD_LIMITS.email),
        phone: long(limits.phone),
        comments: long(limits.comments),
      },
    };
    const read = readSavedBooking(JSON.stringify(overlong))!;
    expect(read.ride.pickupLocation).toHaveLength(limits.place);
    expect(read.ride.stopLocations[0]).toHaveLength(limits.place);
    expect(read.ride.pickupDate).toHaveLength(limits.date);
    expect(read.ride.pickupTime).toHaveLength(limits.time);
    expect(read.ride.flightTrainNumber).toHaveLength(limits.flightTrainNumber);
    expect(read.contact.firstName).toHaveLength(limits.firstName);
    expect(read.contact.lastName).toHaveLength(limits.lastName);
    expect(read.contact.email).toHaveLength(FIELD_LIMITS.email);
    expect(read.contact.phone).toHaveLength(limits.phone);
    expect(read.contact.comments).toHaveLength(limits.comments);
    // A country code is checked whole, not cut to fit.
    expect(readSavedBooking(JSON.stringify({ ...saved, contact: { ...saved.contact, countryCode: 'GBR' } }))!.contact.countryCode).toBe('FR');
  });
});

describe('newBookingNonce', () => {
  it('is a fresh random id per booking, in the form the saved state accepts', () => {
    const nonce = newBookingNonce();
    expect(nonce).toMatch(/^[0-9a-f]{24}$/);
    expect(newBookingNonce()).not.toBe(nonce);
    expect(readSavedBooking(JSON.stringify({ ...saved, nonce }))?.nonce).toBe(nonce);
  });
});
