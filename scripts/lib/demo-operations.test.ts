import { describe, expect, it } from 'vitest';
import { toParis } from '../../worker/contract/paris-time.ts';
import { demoChauffeurs, demoFleet, demoTrips } from '../demo-data/operations.ts';
import { VEHICLES } from '../../worker/contract/vehicles.ts';
import { demoTripRequests } from './demo-operations.ts';

describe('the demo operations', () => {
  it('put trips on today and tomorrow in Paris time, whatever the day the seed runs (DST included)', () => {
    for (const today of ['2026-11-26', '2027-03-28', '2027-10-31', '2026-12-31']) {
      const requests = demoTripRequests(today);
      const days = requests.map(({ quote }) => toParis(quote.pickupAt).date);
      expect(days).toContain(today);
      expect(requests.every(({ quote }) => toParis(quote.pickupAt).time === quote.pickupTime)).toBe(true);
      const round = requests.find(({ quote }) => quote.returnAt);
      expect(round && toParis(round.quote.returnAt!)).toEqual({ date: round!.quote.returnDate, time: round!.quote.returnTime });
    }
  });

  it('uses the site’s vehicle classes, unique plates and only chauffeurs and cars of the lists', () => {
    const classes = VEHICLES.map((vehicle) => vehicle.name);
    expect(demoFleet.every((car) => classes.includes(car.vehicle))).toBe(true);
    expect(new Set(demoFleet.map((car) => car.plate)).size).toBe(demoFleet.length);
    for (const trip of demoTrips) {
      if (trip.chauffeur !== undefined) expect(demoChauffeurs[trip.chauffeur]).toBeDefined();
      if (trip.car !== undefined) expect(demoFleet[trip.car]).toBeDefined();
      expect(classes).toContain(trip.request.vehicle);
    }
  });
});
