// The wizard's data as it is kept between page loads (sessionStorage): its shape, its empty
// values, and a careful reading of what was saved (an old or damaged copy never breaks the page).
import {
  ANIMAL_TYPES,
  EXTRA_OPTION_COUNTS,
  NO_EXTRA_OPTIONS,
  type AnimalType,
  type ExtraOptions,
  type LatLng,
  type RideDetails,
} from '../../worker/contract/booking-rules.ts';
import type { ContactDetails } from '../../worker/contract/contact-rules.ts';
import { EXTRA_OPTION_MAX, EXTRA_TIME_MAX_HOURS, MAX_STOPS } from '../../worker/contract/constants.ts';
import { TRANSFER_TYPES, type TransferType } from '../../worker/contract/enums.ts';
import { FIELD_LIMITS } from '../../worker/contract/limits.ts';
import { MAX_ADULTS, VEHICLES } from '../../worker/contract/vehicles.ts';
import type { MeasuredRoute } from './booking-route.ts';

/** Step 1 as the wizard holds it: the contract's ride plus the coordinates of each stop. */
export interface RideState extends RideDetails {
  /** Same length and order as stopLocations; null where the stop is free text. */
  stopCoords: (LatLng | null)[];
}

/** The sessionStorage key the wizard saves its state under (booking-sync.ts). */
export const STORAGE_KEY = 'booking:v1';

export interface SavedBooking {
  ride: RideState;
  measuredRoute: MeasuredRoute | null;
  vehicleId: number | null;
  extraOptions: ExtraOptions;
  contact: ContactDetails;
  contactConfirmed: boolean;
  /** Ties the Idempotency-Key to this booking (see booking-request.ts). */
  nonce: string;
}

const DEFAULT_PHONE_COUNTRY = 'FR';
const LIMITS = FIELD_LIMITS.booking;

export function emptyRide(): RideState {
  return {
    pickupLocation: '',
    dropoffLocation: '',
    pickupDate: '',
    pickupTime: '',
    transferType: 'ONE_WAY',
    returnDate: '',
    returnTime: '',
    stopLocations: [],
    stopCoords: [],
    adults: 1,
    extraTime: 0,
    flightTrainNumber: '',
    pickupCoords: null,
    dropoffCoords: null,
  };
}

export function emptyContact(): ContactDetails {
  return { firstName: '', lastName: '', email: '', countryCode: DEFAULT_PHONE_COUNTRY, phone: '', comments: '' };
}

export function emptyExtraOptions(): ExtraOptions {
  return { ...NO_EXTRA_OPTIONS, animalTypes: [] };
}

/** A random id for one booking (24 hex digits), kept with the saved state until the request succeeds. */
export function newBookingNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Readers: each returns a valid value, falling back to the default; a text is cut to its field's
// limit (the API's, worker/contract/limits.ts).
type Unknown = Record<string, unknown>;
const object = (value: unknown): Unknown => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Unknown) : {});
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const whole = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
function coords(value: unknown): LatLng | null {
  const { lat, lng } = object(value);
  return finite(lat) && finite(lng) ? { lat: lat as number, lng: lng as number } : null;
}

function readRide(value: unknown): RideState {
  const saved = object(value);
  const empty = emptyRide();
  const stops = Array.isArray(saved.stopLocations) ? saved.stopLocations.slice(0, MAX_STOPS).map((stop) => text(stop, LIMITS.place)) : [];
  const stopCoords = Array.isArray(saved.stopCoords) ? saved.stopCoords : [];
  return {
    pickupLocation: text(saved.pickupLocation, LIMITS.place),
    dropoffLocation: text(saved.dropoffLocation, LIMITS.place),
    pickupDate: text(saved.pickupDate, LIMITS.date),
    pickupTime: text(saved.pickupTime, LIMITS.time),
    transferType: (TRANSFER_TYPES as readonly unknown[]).includes(saved.transferType) ? (saved.transferType as TransferType) : empty.transferType,
    returnDate: text(saved.returnDate, LIMITS.date),
    returnTime: text(saved.returnTime, LIMITS.time),
    stopLocations: stops,
    stopCoords: stops.map((_, index) => coords(stopCoords[index])),
    adults: whole(saved.adults, 0, MAX_ADULTS, empty.adults),
    extraTime: whole(saved.extraTime, 0, EXTRA_TIME_MAX_HOURS, empty.extraTime),
    flightTrainNumber: text(saved.flightTrainNumber, LIMITS.flightTrainNumber),
    pickupCoords: coords(saved.pickupCoords),
    dropoffCoords: coords(saved.dropoffCoords),
  };
}

function readExtraOptions(value: unknown): ExtraOptions {
  const saved = object(value);
  const options = emptyExtraOptions();
  for (const name of EXTRA_OPTION_COUNTS) options[name] = whole(saved[name], 0, EXTRA_OPTION_MAX, 0);
  options.animalTypes = Array.isArray(saved.animalTypes) ? ANIMAL_TYPES.filter((type: AnimalType) => (saved.animalTypes as unknown[]).includes(type)) : [];
  options.animal = saved.animal === true || options.animalTypes.length > 0;
  return options;
}

function readContact(value: unknown): ContactDetails {
  const saved = object(value);
  const { countryCode } = saved;
  return {
    firstName: text(saved.firstName, LIMITS.firstName),
    lastName: text(saved.lastName, LIMITS.lastName),
    email: text(saved.email, FIELD_LIMITS.email),
    countryCode: typeof countryCode === 'string' && /^[A-Z]{2}$/.test(countryCode) ? countryCode : DEFAULT_PHONE_COUNTRY,
    phone: text(saved.phone, LIMITS.phone).replace(/\D/g, ''),
    comments: text(saved.comments, LIMITS.comments),
  };
}

function readMeasuredRoute(value: unknown): MeasuredRoute | null {
  const saved = object(value);
  if (typeof saved.pointsKey !== 'string' || !finite(saved.distanceKm) || !finite(saved.minutes)) return null;
  return { pointsKey: saved.pointsKey, distanceKm: saved.distanceKm as number, minutes: saved.minutes as number, approximate: saved.approximate === true };
}

/** The saved booking in `json`, repaired field by field; null when there is nothing usable. */
export function readSavedBooking(json: string | null): SavedBooking | null {
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const saved = object(parsed);
  if (typeof saved.nonce !== 'string' || !/^[0-9a-f]{8,64}$/.test(saved.nonce)) return null;
  const vehicleId = VEHICLES.some((vehicle) => vehicle.id === saved.vehicleId) ? (saved.vehicleId as number) : null;
  return {
    ride: readRide(saved.ride),
    measuredRoute: readMeasuredRoute(saved.measuredRoute),
    vehicleId,
    extraOptions: readExtraOptions(saved.extraOptions),
    contact: readContact(saved.contact),
    contactConfirmed: saved.contactConfirmed === true,
    nonce: saved.nonce,
  };
}
