// Distance and time between known places when no routing service is configured: a straight line
// stretched by a road factor, driven slowly inside Paris and faster beyond. Marked approximate.
import type { LatLng } from '../../../worker/contract/booking-rules.ts';
import { DEFAULT_MAP_CENTER } from '../../../worker/contract/constants.ts';

/** Roads are about this much longer than the straight line between two places. */
const ROAD_FACTOR = 1.3;
/** Within this distance of central Paris traffic averages CITY_SPEED_KMH… */
const CITY_RADIUS_KM = 15;
const CITY_SPEED_KMH = 35;
/** …and beyond it OPEN_ROAD_SPEED_KMH. */
const OPEN_ROAD_SPEED_KMH = 70;
/** Estimated times are rounded to this many minutes (and never shown below it). */
const ESTIMATE_ROUNDING_MINUTES = 5;
/** Points sampled along each leg to tell city kilometres from open-road ones. */
const SAMPLES = 20;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Share (0..1) of the straight line a→b that lies within CITY_RADIUS_KM of central Paris. */
function cityShare(a: LatLng, b: LatLng): number {
  let inside = 0;
  for (let i = 0; i <= SAMPLES; i += 1) {
    const f = i / SAMPLES;
    const point = { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f };
    if (haversineKm(point, DEFAULT_MAP_CENTER) <= CITY_RADIUS_KM) inside += 1;
  }
  return inside / (SAMPLES + 1);
}

export interface RouteEstimate {
  /** Road kilometres, rounded. */
  distanceKm: number;
  /** Driving minutes, rounded to ESTIMATE_ROUNDING_MINUTES (extra time not included). */
  minutes: number;
}

/** The estimate along `points` in order (pickup, stops…, drop-off); null with fewer than two. */
export function estimateRoute(points: readonly LatLng[]): RouteEstimate | null {
  if (points.length < 2) return null;
  let roadKm = 0;
  let hours = 0;
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const legKm = haversineKm(from, to) * ROAD_FACTOR;
    const share = cityShare(from, to);
    roadKm += legKm;
    hours += (legKm * share) / CITY_SPEED_KMH + (legKm * (1 - share)) / OPEN_ROAD_SPEED_KMH;
  }
  const minutes = Math.max(ESTIMATE_ROUNDING_MINUTES, Math.round((hours * 60) / ESTIMATE_ROUNDING_MINUTES) * ESTIMATE_ROUNDING_MINUTES);
  return { distanceKm: Math.round(roadKm), minutes };
}
