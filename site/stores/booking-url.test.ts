import { describe, expect, it } from 'vitest';
import type { RideDetails } from '../../worker/contract/booking-rules.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { allowedStep, furthestStep, quickFormRide, stepFromSearch, urlForStep, withoutQuickForm } from './booking-url.ts';

const now = new Date('2030-05-01T10:00:00Z');
const inThreeDays = toParis(new Date(now.getTime() + 72 * 3_600_000));
const ride: RideDetails = {
  pickupLocation: 'Eiffel Tower, Paris',
  dropoffLocation: 'Gare de Lyon, Paris',
  pickupDate: inThreeDays.date,
  pickupTime: inThreeDays.time,
  transferType: 'ONE_WAY',
  returnDate: '',
  returnTime: '',
  stopLocations: [],
  adults: 2,
  extraTime: 0,
  flightTrainNumber: '',
  pickupCoords: null,
  dropoffCoords: null,
};

describe('the step in the URL', () => {
  it('reads a known step only', () => {
    expect(stepFromSearch(new URLSearchParams('step=contact'))).toBe('contact');
    expect(stepFromSearch(new URLSearchParams('step=payment'))).toBeNull();
    expect(stepFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('writes the step, none for the first one, keeping other parameters', () => {
    expect(urlForStep('https://x.test/fr/bookNow', 'vehicle')).toBe('/fr/bookNow?step=vehicle');
    expect(urlForStep('https://x.test/bookNow?step=summary&utm=a#top', 'ride')).toBe('/bookNow?utm=a#top');
    expect(urlForStep('https://x.test/bookNow?utm=a', 'summary')).toBe('/bookNow?utm=a&step=summary');
  });
});

describe('the quick form values', () => {
  it('prefill the ride, with coordinates for known places', () => {
    const search = new URLSearchParams({
      pickupValue: ' Paris Charles de Gaulle Airport (CDG), Terminal 2E ',
      dropoffValue: '12 rue de la Paix, 75002 Paris',
      pickupDate: '2030-05-04',
      pickupTime: '09:30',
      transferType: 'ROUND_TRIP',
    });
    expect(quickFormRide(search)).toEqual({
      pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
      pickupCoords: { lat: 49.0046, lng: 2.5562 },
      dropoffLocation: '12 rue de la Paix, 75002 Paris',
      dropoffCoords: null,
      pickupDate: '2030-05-04',
      pickupTime: '09:30',
      transferType: 'ROUND_TRIP',
    });
  });

  it('ignore malformed values and are null when absent', () => {
    expect(quickFormRide(new URLSearchParams({ pickupDate: '04/05/2030', pickupTime: '25:00', transferType: 'TAXI', pickupValue: '  ' }))).toEqual({});
    expect(quickFormRide(new URLSearchParams('step=vehicle'))).toBeNull();
  });

  it('are removed from the URL once read', () => {
    expect(withoutQuickForm('https://x.test/bookNow?pickupValue=a&dropoffValue=b&pickupDate=c&pickupTime=d&transferType=e&step=ride')).toBe(
      'https://x.test/bookNow?step=ride',
    );
  });
});

describe('skipping ahead', () => {
  it('is limited by what the data allows', () => {
    expect(furthestStep({ ride: { ...ride, pickupLocation: '' }, vehicleId: 1, contactConfirmed: true }, now)).toBe('ride');
    expect(furthestStep({ ride, vehicleId: null, contactConfirmed: true }, now)).toBe('vehicle');
    expect(furthestStep({ ride: { ...ride, adults: 5 }, vehicleId: 1, contactConfirmed: true }, now)).toBe('vehicle');
    expect(furthestStep({ ride, vehicleId: 1, contactConfirmed: false }, now)).toBe('contact');
    expect(furthestStep({ ride, vehicleId: 1, contactConfirmed: true }, now)).toBe('summary');
  });

  it('re-applies the 36-hour rule with the current clock', () => {
    const later = new Date(now.getTime() + 48 * 3_600_000);
    expect(furthestStep({ ride, vehicleId: 1, contactConfirmed: true }, later)).toBe('ride');
  });

  it('falls back to the furthest allowed step', () => {
    expect(allowedStep('summary', 'vehicle')).toBe('vehicle');
    expect(allowedStep('ride', 'summary')).toBe('ride');
    expect(allowedStep('contact', 'contact')).toBe('contact');
  });
});
