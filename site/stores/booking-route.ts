// The ride's route as the wizard measures it: the points in driving order, a key that changes when
// any of them does (so a route measured for other points is never shown), and the totals.
import type { LatLng, RideDetails } from '../../worker/contract/booking-rules.ts';

export interface RoutePoint {
  /** As typed or chosen. */
  label: string;
  /** Null for free text. */
  coords: LatLng | null;
}

/** A driving route measured for one set of points. */
export interface MeasuredRoute {
  /** routeKey() of the points it was measured for. */
  pointsKey: string;
  /** Road kilometres, rounded. */
  distanceKm: number;
  /** Driving minutes, extra time not included. */
  minutes: number;
  /** True for the built-in estimate, false for a routing service's answer. */
  approximate: boolean;
}

export interface RouteTotals {
  distanceKm: number;
  /** Driving minutes plus the extra time (hours × 60). */
  minutes: number;
  approximate: boolean;
}

type RoutedRide = Pick<RideDetails, 'pickupLocation' | 'pickupCoords' | 'dropoffLocation' | 'dropoffCoords' | 'transferType' | 'stopLocations'> & {
  stopCoords: readonly (LatLng | null)[];
};

/** Pickup, then the stops of a Multi Stop transfer, then the drop-off; blank fields left out. */
export function routePoints(ride: RoutedRide): RoutePoint[] {
  const stops = ride.transferType === 'MULTI_STOP' ? ride.stopLocations.map((label, index) => ({ label, coords: ride.stopCoords[index] ?? null })) : [];
  return [{ label: ride.pickupLocation, coords: ride.pickupCoords }, ...stops, { label: ride.dropoffLocation, coords: ride.dropoffCoords }]
    .map((point) => ({ label: point.label.trim(), coords: point.coords }))
    .filter((point) => point.label !== '');
}

export function routeKey(points: readonly RoutePoint[]): string {
  return JSON.stringify(points.map((point) => [point.label, point.coords?.lat ?? null, point.coords?.lng ?? null]));
}

/** The totals to show, or null when the route of the current points is not known. */
export function routeTotals(measured: MeasuredRoute | null, currentKey: string, extraTimeHours: number): RouteTotals | null {
  if (!measured || measured.pointsKey !== currentKey) return null;
  return { distanceKm: measured.distanceKm, minutes: measured.minutes + extraTimeHours * 60, approximate: measured.approximate };
}
