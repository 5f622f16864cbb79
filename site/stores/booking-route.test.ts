import { describe, expect, it } from 'vitest';
import { routeKey, routePoints, routeTotals, type MeasuredRoute } from './booking-route.ts';

const ride = {
  pickupLocation: ' Eiffel Tower, Paris ',
  pickupCoords: { lat: 48.8584, lng: 2.2945 },
  dropoffLocation: 'Gare de Lyon, Paris',
  dropoffCoords: { lat: 48.8443, lng: 2.3744 },
  transferType: 'ONE_WAY' as const,
  stopLocations: ['Louvre Museum, Paris', ''],
  stopCoords: [{ lat: 48.8606, lng: 2.3376 }, null],
};

describe('routePoints', () => {
  it('is pickup then drop-off, trimmed', () => {
    expect(routePoints(ride)).toEqual([
      { label: 'Eiffel Tower, Paris', coords: ride.pickupCoords },
      { label: 'Gare de Lyon, Paris', coords: ride.dropoffCoords },
    ]);
  });

  it('puts the stops of a Multi Stop transfer in between, blank ones left out', () => {
    expect(routePoints({ ...ride, transferType: 'MULTI_STOP' }).map((point) => point.label)).toEqual([
      'Eiffel Tower, Paris',
      'Louvre Museum, Paris',
      'Gare de Lyon, Paris',
    ]);
  });
});

describe('routeTotals', () => {
  const key = routeKey(routePoints(ride));
  const measured: MeasuredRoute = { pointsKey: key, distanceKm: 23, minutes: 40, approximate: false };

  it('adds the extra time to the driving minutes', () => {
    expect(routeTotals(measured, key, 0)).toEqual({ distanceKm: 23, minutes: 40, approximate: false });
    expect(routeTotals(measured, key, 2)).toEqual({ distanceKm: 23, minutes: 160, approximate: false });
  });

  it('is unknown when the route was measured for other points', () => {
    const moved = routeKey(routePoints({ ...ride, dropoffLocation: 'Louvre Museum, Paris' }));
    expect(moved).not.toBe(key);
    expect(routeTotals(measured, moved, 0)).toBeNull();
    expect(routeTotals(null, key, 0)).toBeNull();
  });

  it('tells places with the same name but other coordinates apart', () => {
    expect(routeKey(routePoints({ ...ride, pickupCoords: null }))).not.toBe(key);
  });
});
