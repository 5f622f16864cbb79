// The booking wizard's rules for the ride and the vehicle (spec section 5). Dependency-free so the
// wizard can run them instantly in the browser; the server runs the same ones again. Messages are
// dictionary keys.
import type { SharedMessageKey } from './i18n/index.ts';
import { MAX_STOPS, SERVICE_BOUNDS } from './constants.ts';
import { TRANSFER_TYPES, type TransferType } from './enums.ts';
import { fromParis, meetsLeadTime, withinBookingHorizon } from './paris-time.ts';
import { VEHICLES, vehiclesFor } from './vehicles.ts';

const key = (k: SharedMessageKey) => k;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Step 1: the ride, as the traveller entered it. Dates and times are Europe/Paris wall-clock. */
export interface RideDetails {
  pickupLocation: string;
  dropoffLocation: string;
  /** YYYY-MM-DD, Europe/Paris */
  pickupDate: string;
  /** HH:MM, Europe/Paris */
  pickupTime: string;
  transferType: TransferType;
  /** Round Trip only: YYYY-MM-DD, Europe/Paris */
  returnDate: string;
  /** Round Trip only: HH:MM, Europe/Paris */
  returnTime: string;
  /** Multi Stop only: 1 to MAX_STOPS addresses, in order. */
  stopLocations: string[];
  adults: number;
  /** Whole hours, 0..EXTRA_TIME_MAX_HOURS. */
  extraTime: number;
  flightTrainNumber: string;
  /** Null when the place is free text without known coordinates. */
  pickupCoords: LatLng | null;
  dropoffCoords: LatLng | null;
}

export type RideProblem =
  | 'booking.error.fillAll'
  | 'booking.error.leadTime'
  | 'booking.error.tooFarAhead'
  | 'booking.error.returnMissing'
  | 'booking.error.returnBeforePickup'
  | 'booking.error.maxStops'
  | 'booking.error.outOfArea';

export function isWithinServiceArea(point: LatLng): boolean {
  return point.lat >= SERVICE_BOUNDS.minLat && point.lat <= SERVICE_BOUNDS.maxLat && point.lng >= SERVICE_BOUNDS.minLng && point.lng <= SERVICE_BOUNDS.maxLng;
}

export const blank = (value: string | undefined | null) => !value || value.trim() === '';

/** A ride field with a problem: 'stopLocations.2' names the third stop. */
export type RideField =
  | 'pickupLocation'
  | 'dropoffLocation'
  | 'pickupDate'
  | 'pickupTime'
  | 'transferType'
  | 'adults'
  | 'stopLocations'
  | `stopLocations.${number}`
  | 'pickupCoords'
  | 'dropoffCoords'
  | 'returnDate'
  | 'returnTime';
/** 'field.invalid' marks a malformed date or time (the wizard's inputs cannot produce one). */
export type RideFieldProblem = RideProblem | 'field.invalid';

/** The instant of a Paris date and time; a malformed part is named in `problems`. Null when blank or malformed. */
function parisInstant(
  date: string,
  time: string,
  problems: Partial<Record<RideField, RideFieldProblem>>,
  names: { date: RideField; time: RideField },
): Date | null {
  if (blank(date) || blank(time)) return null;
  const instant = fromParis(date, time);
  if (instant) return instant;
  if (!fromParis(date, '12:00')) problems[names.date] = 'field.invalid';
  if (!fromParis('2000-01-01', time)) problems[names.time] = 'field.invalid';
  return null;
}

/** Every problem of a ride, each on the field it concerns (the server answers them all at once). */
export function rideProblems(ride: RideDetails, now: Date): Partial<Record<RideField, RideFieldProblem>> {
  const problems: Partial<Record<RideField, RideFieldProblem>> = {};
  for (const name of ['pickupLocation', 'dropoffLocation', 'pickupDate', 'pickupTime'] as const) {
    if (blank(ride[name])) problems[name] = 'booking.error.fillAll';
  }
  if (!TRANSFER_TYPES.includes(ride.transferType)) problems.transferType = 'booking.error.fillAll';
  if (!(ride.adults > 0)) problems.adults = 'booking.error.fillAll';
  if (ride.transferType === 'MULTI_STOP') {
    if (ride.stopLocations.length === 0) problems.stopLocations = 'booking.error.fillAll';
    if (ride.stopLocations.length > MAX_STOPS) problems.stopLocations = 'booking.error.maxStops';
    ride.stopLocations.forEach((stop, index) => {
      if (blank(stop)) problems[`stopLocations.${index}`] = 'booking.error.fillAll';
    });
  }
  for (const name of ['pickupCoords', 'dropoffCoords'] as const) {
    const point = ride[name];
    // 0,0 is the spec's 'no coordinates' (free text without a known place): not judged.
    if (point && !(point.lat === 0 && point.lng === 0) && !isWithinServiceArea(point)) problems[name] = 'booking.error.outOfArea';
  }
  const pickupAt = parisInstant(ride.pickupDate, ride.pickupTime, problems, { date: 'pickupDate', time: 'pickupTime' });
  if (pickupAt && !meetsLeadTime(ride.pickupDate, ride.pickupTime, now)) problems.pickupDate = 'booking.error.leadTime';
  if (pickupAt && !withinBookingHorizon(ride.pickupDate, now)) problems.pickupDate = 'booking.error.tooFarAhead';
  if (ride.transferType === 'ROUND_TRIP') {
    if (blank(ride.returnDate) || blank(ride.returnTime)) {
      problems.returnDate = 'booking.error.returnMissing';
    } else {
      const returnAt = parisInstant(ride.returnDate, ride.returnTime, problems, { date: 'returnDate', time: 'returnTime' });
      if (pickupAt && returnAt && returnAt.getTime() <= pickupAt.getTime()) problems.returnDate = 'booking.error.returnBeforePickup';
      else if (returnAt && !withinBookingHorizon(ride.returnDate, now)) problems.returnDate = 'booking.error.tooFarAhead';
    }
  }
  return problems;
}

/** The order the wizard reports problems in, one at a time (spec section 5). */
const REPORT_ORDER: readonly RideFieldProblem[] = [
  'booking.error.fillAll',
  'field.invalid',
  'booking.error.maxStops',
  'booking.error.outOfArea',
  'booking.error.leadTime',
  'booking.error.tooFarAhead',
  'booking.error.returnMissing',
  'booking.error.returnBeforePickup',
];

/** The first problem of a ride, in the spec's order, or null when it may go on to the vehicles. */
export function rideProblem(ride: RideDetails, now: Date): RideProblem | null {
  const found = new Set(Object.values(rideProblems(ride, now)));
  const first = REPORT_ORDER.find((problem) => found.has(problem));
  if (!first) return null;
  // A malformed date or time is reported like a missing one.
  return first === 'field.invalid' ? 'booking.error.fillAll' : first;
}

/** Step 2: counts never below 0; animal types imply the animal flag. */
export const EXTRA_OPTION_COUNTS = [
  'baggages',
  'suitcases',
  'handbags',
  'childSeats',
  'babyCarSeat',
  'boosterSeat',
  'sportsEquipment',
  'surf',
  'skiing',
  'golf',
  'tennis',
  'manualWheelchair',
  'electricWheelchair',
] as const;
export type ExtraOptionCount = (typeof EXTRA_OPTION_COUNTS)[number];
export const ANIMAL_TYPES = ['cat', 'dog', 'other'] as const;
export type AnimalType = (typeof ANIMAL_TYPES)[number];

export type ExtraOptions = Record<ExtraOptionCount, number> & { animal: boolean; animalTypes: AnimalType[] };

export const NO_EXTRA_OPTIONS: ExtraOptions = {
  ...(Object.fromEntries(EXTRA_OPTION_COUNTS.map((name) => [name, 0])) as Record<ExtraOptionCount, number>),
  animal: false,
  animalTypes: [],
};

/**
 * How an option's name is shown: words split at capitals, first letter capital, a trailing
 * 'Equipment' removed ('sportsEquipment' → 'Sports', 'manualWheelchair' → 'Manual wheelchair').
 */
export function optionLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 1 && words[words.length - 1]?.toLowerCase() === 'equipment') words.pop();
  const text = words.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The vehicle chosen must exist and seat the party. */
export function vehicleProblem(vehicleId: number | null, adults: number): SharedMessageKey | null {
  if (vehicleId === null) return key('booking.error.selectVehicle');
  const vehicle = VEHICLES.find((candidate) => candidate.id === vehicleId);
  if (!vehicle) return key('booking.error.unknownVehicle');
  if (!vehiclesFor(adults).includes(vehicle)) return key('booking.error.vehicleTooSmall');
  return null;
}
