// The booking wizard's rules for the ride and the vehicle (spec section 5). Dependency-free so the
// wizard can run them instantly in the browser; the server runs the same ones again. Messages are
// dictionary keys.
import type { MessageKey } from '../../site/i18n/en.ts';
import { MAX_STOPS, SERVICE_BOUNDS } from './constants.ts';
import { TRANSFER_TYPES, type TransferType } from './enums.ts';
import { fromParis, meetsLeadTime } from './paris-time.ts';
import { VEHICLES, vehiclesFor } from './vehicles.ts';

const key = (k: MessageKey) => k;

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

/** The first problem of a ride, in the spec's order, or null when it may go on to the vehicles. */
export type RideProblem =
  | 'booking.error.fillAll'
  | 'booking.error.leadTime'
  | 'booking.error.returnMissing'
  | 'booking.error.returnBeforePickup'
  | 'booking.error.maxStops'
  | 'booking.error.outOfArea';

export function isWithinServiceArea(point: LatLng): boolean {
  return point.lat >= SERVICE_BOUNDS.minLat && point.lat <= SERVICE_BOUNDS.maxLat && point.lng >= SERVICE_BOUNDS.minLng && point.lng <= SERVICE_BOUNDS.maxLng;
}

export const blank = (value: string | undefined | null) => !value || value.trim() === '';

export function rideProblem(ride: RideDetails, now: Date): RideProblem | null {
  const stops = ride.transferType === 'MULTI_STOP' ? ride.stopLocations : [];
  if (
    blank(ride.pickupLocation) ||
    blank(ride.dropoffLocation) ||
    blank(ride.pickupDate) ||
    blank(ride.pickupTime) ||
    !TRANSFER_TYPES.includes(ride.transferType) ||
    !(ride.adults > 0) ||
    (ride.transferType === 'MULTI_STOP' && (stops.length === 0 || stops.some(blank)))
  ) {
    return 'booking.error.fillAll';
  }
  if (stops.length > MAX_STOPS) return 'booking.error.maxStops';
  for (const point of [ride.pickupCoords, ride.dropoffCoords]) {
    if (point && !(point.lat === 0 && point.lng === 0) && !isWithinServiceArea(point)) return 'booking.error.outOfArea';
  }
  if (!meetsLeadTime(ride.pickupDate, ride.pickupTime, now)) return 'booking.error.leadTime';
  if (ride.transferType === 'ROUND_TRIP') {
    if (blank(ride.returnDate) || blank(ride.returnTime)) return 'booking.error.returnMissing';
    const pickup = fromParis(ride.pickupDate, ride.pickupTime);
    const back = fromParis(ride.returnDate, ride.returnTime);
    if (!pickup || !back || back.getTime() <= pickup.getTime()) return 'booking.error.returnBeforePickup';
  }
  return null;
}

/** Step 2: counts never below 0; animal types imply the animal flag. */
export const EXTRA_OPTION_COUNTS = ['baggages', 'suitcases', 'handbags', 'childSeats', 'babyCarSeat', 'boosterSeat', 'sportsEquipment', 'surf', 'skiing', 'golf', 'tennis', 'manualWheelchair', 'electricWheelchair'] as const;
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
export function vehicleProblem(vehicleId: number | null, adults: number): MessageKey | null {
  if (vehicleId === null) return key('booking.error.selectVehicle');
  const vehicle = VEHICLES.find((candidate) => candidate.id === vehicleId);
  if (!vehicle || !vehiclesFor(adults).includes(vehicle)) return key('booking.error.vehicleTooSmall');
  return null;
}
