// The wizard's place in the URL: ?step=vehicle|contact|summary (no parameter on the first step),
// the home quick form's values (pickupValue, dropoffValue, pickupDate, pickupTime, transferType),
// and the rule that a URL cannot skip ahead of what the entered data allows.
import { rideProblem, vehicleProblem, type RideDetails } from '../../worker/contract/booking-rules.ts';
import { TRANSFER_TYPES, type TransferType } from '../../worker/contract/enums.ts';
import { FIELD_LIMITS } from '../../worker/contract/limits.ts';
import { findKnownPlace } from '../../worker/contract/places.ts';

export const BOOKING_STEPS = ['ride', 'vehicle', 'contact', 'summary'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

const STEP_PARAM = 'step';
const QUICK_FORM_PARAMS = ['pickupValue', 'dropoffValue', 'pickupDate', 'pickupTime', 'transferType'] as const;

function isBookingStep(value: unknown): value is BookingStep {
  return typeof value === 'string' && (BOOKING_STEPS as readonly string[]).includes(value);
}

/** The step named in the URL, or null. */
export function stepFromSearch(search: URLSearchParams): BookingStep | null {
  const step = search.get(STEP_PARAM);
  return isBookingStep(step) ? step : null;
}

/** `href` showing `step` (the first step has no parameter), other parameters and the hash kept. */
export function urlForStep(href: string, step: BookingStep): string {
  const url = new URL(href);
  if (step === 'ride') url.searchParams.delete(STEP_PARAM);
  else url.searchParams.set(STEP_PARAM, step);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `href` without the quick form's parameters, as a path. */
export function withoutQuickForm(href: string): string {
  const url = new URL(href);
  for (const name of QUICK_FORM_PARAMS) url.searchParams.delete(name);
  return url.href;
}

export type QuickFormRide = Partial<
  Pick<RideDetails, 'pickupLocation' | 'pickupCoords' | 'dropoffLocation' | 'dropoffCoords' | 'pickupDate' | 'pickupTime' | 'transferType'>
>;

/** The ride values the home quick form sent, well-formed ones only; null when it sent none. */
export function quickFormRide(search: URLSearchParams): QuickFormRide | null {
  if (!QUICK_FORM_PARAMS.some((name) => search.has(name))) return null;
  const ride: QuickFormRide = {};
  const place = (name: string) => (search.get(name) ?? '').trim().replace(/\s+/g, ' ').slice(0, FIELD_LIMITS.booking.place);
  const pickup = place('pickupValue');
  if (pickup) {
    const known = findKnownPlace(pickup);
    ride.pickupLocation = pickup;
    ride.pickupCoords = known ? { lat: known.lat, lng: known.lng } : null;
  }
  const dropoff = place('dropoffValue');
  if (dropoff) {
    const known = findKnownPlace(dropoff);
    ride.dropoffLocation = dropoff;
    ride.dropoffCoords = known ? { lat: known.lat, lng: known.lng } : null;
  }
  const date = search.get('pickupDate') ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) ride.pickupDate = date;
  const time = search.get('pickupTime') ?? '';
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) ride.pickupTime = time;
  const type = search.get('transferType') ?? '';
  if ((TRANSFER_TYPES as readonly string[]).includes(type)) ride.transferType = type as TransferType;
  return ride;
}

export interface StepGates {
  ride: RideDetails;
  vehicleId: number | null;
  /** The contact details passed their check and have not changed since. */
  contactConfirmed: boolean;
}

/** The furthest step the entered data allows now. */
export function furthestStep({ ride, vehicleId, contactConfirmed }: StepGates, now: Date): BookingStep {
  if (rideProblem(ride, now)) return 'ride';
  if (vehicleProblem(vehicleId, ride.adults)) return 'vehicle';
  return contactConfirmed ? 'summary' : 'contact';
}

/** `requested`, or `furthest` if the requested step lies beyond it. */
export function allowedStep(requested: BookingStep, furthest: BookingStep): BookingStep {
  return BOOKING_STEPS.indexOf(requested) <= BOOKING_STEPS.indexOf(furthest) ? requested : furthest;
}
