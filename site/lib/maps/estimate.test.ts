import { describe, expect, it } from 'vitest';
import { findKnownPlace } from '../../../worker/contract/places.ts';
import { estimateRoute, haversineKm } from './estimate.ts';

const place = (label: string) => {
  const known = findKnownPlace(label);
  if (!known) throw new Error(`unknown place ${label}`);
  return { lat: known.lat, lng: known.lng };
};

describe('haversineKm', () => {
  it('measures great-circle distances', () => {
    expect(haversineKm({ lat: 48.8566, lng: 2.3522 }, { lat: 48.8566, lng: 2.3522 })).toBe(0);
    // Paris to London is about 344 km as the crow flies.
    expect(haversineKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 })).toBeCloseTo(344, -1);
  });
});

describe('estimateRoute', () => {
  it('needs two points', () => {
    expect(estimateRoute([])).toBeNull();
    expect(estimateRoute([place('Eiffel Tower, Paris')])).toBeNull();
  });

  it('stretches the straight line by the road factor and rounds to whole kilometres', () => {
    const route = estimateRoute([place('Paris Charles de Gaulle Airport (CDG), Terminal 2E'), place('Eiffel Tower, Paris')]);
    // 25 km as the crow flies × 1.3.
    expect(route?.distanceKm).toBe(33);
  });

  it('drives slowly in Paris and faster beyond, rounded to 5 minutes', () => {
    const inTown = estimateRoute([place('Eiffel Tower, Paris'), place('Gare de Lyon, Paris')])!;
    // 6.1 km as the crow flies → 7.9 km of road at 35 km/h ≈ 13.6 minutes.
    expect(inTown).toEqual({ distanceKm: 8, minutes: 15 });
    const airport = estimateRoute([place('Paris Charles de Gaulle Airport (CDG), Terminal 2E'), place('Eiffel Tower, Paris')])!;
    expect(airport.minutes % 5).toBe(0);
    expect(airport.minutes).toBeGreaterThanOrEqual(40);
    expect(airport.minutes).toBeLessThanOrEqual(50);
    const beauvais = estimateRoute([place('Paris Beauvais Airport (BVA)'), place('Louvre Museum, Paris')])!;
    // Mostly open road: well under the in-town speed.
    expect(beauvais.minutes).toBeLessThan((beauvais.distanceKm / 35) * 60);
  });

  it('adds up every leg, stops included', () => {
    const a = place('Eiffel Tower, Paris');
    const b = place('Louvre Museum, Paris');
    const direct = estimateRoute([a, a])!;
    expect(direct).toEqual({ distanceKm: 0, minutes: 5 });
    const viaLouvre = estimateRoute([a, b, a])!;
    expect(viaLouvre.distanceKm).toBe(Math.round(2 * haversineKm(a, b) * 1.3));
  });
});
