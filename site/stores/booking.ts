// The booking wizard as a state machine: the current step, one atom per part of the request, and
// the named transitions between steps. The rules come from worker/contract (the server runs the same
// ones); this file only decides what happens in the browser. URL and sessionStorage: booking-sync.ts.
import { atom, computed } from 'nanostores';
import type { MessageKey } from '../i18n/en.ts';
import {
  rideProblem,
  vehicleProblem,
  type AnimalType,
  type ExtraOptionCount,
  type ExtraOptions,
  type LatLng,
  type RideProblem,
} from '../../worker/contract/booking-rules.ts';
import type { ContactDetails, ContactField } from '../../worker/contract/contact-rules.ts';
import { EXTRA_OPTION_MAX, EXTRA_TIME_MAX_HOURS, MAX_STOPS } from '../../worker/contract/constants.ts';
import type { RequestLang, TransferType } from '../../worker/contract/enums.ts';
import { earliestPickup, fromParis, meetsLeadTime, type ParisDateTime } from '../../worker/contract/paris-time.ts';
import { api } from '../lib/api-client.ts';
import { postPublicForm } from '../lib/public-form.ts';
import { routeKey, routePoints, routeTotals, type MeasuredRoute, type RoutePoint, type RouteTotals } from './booking-route.ts';
import { MAX_ADULTS } from '../../worker/contract/vehicles.ts';
import { emptyContact, emptyExtraOptions, emptyRide, newBookingNonce, type RideState, type SavedBooking } from './booking-state.ts';
import type { BookingStep } from './booking-url.ts';

export type { BookingStep, RideState, RoutePoint, RouteTotals };

// ---------------------------------------------------------------------------------------------
// State

/** The step on screen: 'ride' → 'vehicle' → 'contact' → 'summary'. Mirrored in the URL (?step=). */
export const $step = atom<BookingStep>('ride');

/**
 * Step 1. Dates and times are Europe/Paris wall-clock: pickupDate/returnDate 'YYYY-MM-DD',
 * pickupTime/returnTime 'HH:MM' (24 h). Places are the text shown in the fields; their coordinates
 * ({ lat, lng }, WGS84 degrees) are known only when chosen from suggestions or a known place, else
 * null. adults 0..MAX_ADULTS; extraTime whole hours 0..10; stopLocations 1..5 on a Multi Stop.
 */
export const $ride = atom<RideState>(emptyRide());

/** The last route measured (routing service or estimate), for the points it names; null if none. */
export const $measuredRoute = atom<MeasuredRoute | null>(null);

/** The ride's points in driving order: pickup, the stops (Multi Stop only), drop-off. */
export const $routePoints = computed($ride, (ride) => routePoints(ride));

/** Total distance (km, rounded) and time (minutes, extra time included) of the current points, or null. */
export const $route = computed([$routePoints, $measuredRoute, $ride], (points, measured, ride) => routeTotals(measured, routeKey(points), ride.extraTime));

export interface VehicleChoice {
  /** VEHICLES id (1 Lexus, 2 E-Class, 3 V-Class), or null before one is chosen. */
  vehicleId: number | null;
  /** Counts 0..EXTRA_OPTION_MAX; `animal` is true whenever an animal type is chosen. */
  extraOptions: ExtraOptions;
}
/** Step 2. */
export const $vehicle = atom<VehicleChoice>({ vehicleId: null, extraOptions: emptyExtraOptions() });

/**
 * Step 3. countryCode: ISO 3166-1 alpha-2 ('FR' by default); phone: national digits only, as typed
 * after the country's dial code; comments optional.
 */
export const $contact = atom<ContactDetails>(emptyContact());

/** True once the contact details passed their check; any later edit sets it back to false. */
export const $contactConfirmed = atom(false);

/**
 * Random hex id of this booking; with the body it makes the Idempotency-Key. Empty until first
 * needed (random values cannot be drawn while the page is pre-rendered).
 */
export const $nonce = atom('');

/** This booking's id, drawn on first use. */
function bookingNonce(): string {
  if (!$nonce.get()) $nonce.set(newBookingNonce());
  return $nonce.get();
}

/** The message at the top of step 1 (a dictionary key), or null. */
export const $rideError = atom<RideProblem | null>(null);
/** The message at the top of the vehicle grid, or null. */
export const $vehicleError = atom<MessageKey | null>(null);
/**
 * A pickup the wizard moved on its own because the 36-hour minimum caught up with it while the page
 * stayed open: the new Paris date and time, and the step whose top tells the visitor. Any other step
 * drops it; editing the ride drops it too.
 */
export const $pickupMoved = atom<(ParisDateTime & { step: BookingStep }) | null>(null);
$step.listen((step) => {
  const moved = $pickupMoved.get();
  if (moved && moved.step !== step) $pickupMoved.set(null);
});
/** One message per contact field in trouble. */
export const $contactErrors = atom<Partial<Record<ContactField, MessageKey>>>({});

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'success'; /** TR-YYYY-NNNN when the server sent it. */ quoteNumber: string | null }
  | {
      status: 'failure';
      /** 'failed': network or server; 'rateLimited': 429; 'invalid': 400 with the server's messages. */
      reason: 'failed' | 'rateLimited' | 'invalid';
      /** The server's message, in the page's language (400 only). */
      message?: string;
      /** Field name → the server's message (400 only). */
      fields?: Record<string, string>;
    };
/** The Send button's life: idle → sending → success | failure (→ sending again on retry). */
export const $send = atom<SendState>({ status: 'idle' });

// ---------------------------------------------------------------------------------------------
// Moving between steps

let stepListener: ((step: BookingStep) => void) | null = null;

/** booking-sync.ts records each step change in the browser history through this. */
export function onStepChange(listener: ((step: BookingStep) => void) | null): void {
  stepListener = listener;
}

function showStep(step: BookingStep): void {
  if ($step.get() === step) return;
  $step.set(step);
  stepListener?.(step);
}

/**
 * 'Choose a Vehicle': checks the ride. A pickup under 36 hours away is moved to the earliest time
 * allowed and the visitor stays to see it; any other problem is shown at the top of the step.
 */
export function goToVehicles(now = new Date()): boolean {
  const ride = $ride.get();
  const problem = rideProblem(ride, now);
  if (problem === 'booking.error.leadTime') {
    const earliest = earliestPickup(now);
    $ride.set({ ...ride, pickupDate: earliest.date, pickupTime: earliest.time });
  }
  $rideError.set(problem);
  if (problem) return false;
  // A vehicle chosen earlier for a smaller party no longer fits.
  const { vehicleId } = $vehicle.get();
  if (vehicleId !== null && vehicleProblem(vehicleId, ride.adults)) $vehicle.set({ ...$vehicle.get(), vehicleId: null });
  showStep('vehicle');
  return true;
}

/**
 * So that a request checked now still meets the minimum on the server's clock a moment later, the
 * later steps move a pickup that is less than this beyond the minimum.
 */
const LEAD_TIME_MARGIN_MS = 60_000;

export type LeadTimeCheck = 'ok' | 'moved' | 'ride';

/**
 * Steps 2–4 and Send: the 36-hour minimum moves on while the page stays open, so a pickup that was
 * fine on step 1 may no longer be. Such a pickup is moved to the earliest time allowed, as step 1
 * does, and the visitor is told at the top of `step` ('moved': they stay to see it). When the move
 * leaves the ride wrong (a return now before the pickup), step 1 has to fix it ('ride': the caller
 * shows step 1, its message and the notice). 'ok': nothing to move.
 */
export function keepLeadTime(step: BookingStep, now = new Date()): LeadTimeCheck {
  const ride = $ride.get();
  const soon = new Date(now.getTime() + LEAD_TIME_MARGIN_MS);
  if (!fromParis(ride.pickupDate, ride.pickupTime) || meetsLeadTime(ride.pickupDate, ride.pickupTime, soon)) return 'ok';
  const earliest = earliestPickup(soon);
  const moved = { ...ride, pickupDate: earliest.date, pickupTime: earliest.time };
  $ride.set(moved);
  const problem = rideProblem(moved, now);
  $rideError.set(problem);
  $pickupMoved.set({ ...earliest, step: problem ? 'ride' : step });
  return problem ? 'ride' : 'moved';
}

/** A move to a later step checks the minimum first; false when the visitor must look first. */
function leadTimeAllows(from: BookingStep): boolean {
  const check = keepLeadTime(from);
  if (check === 'ride') showStep('ride');
  return check === 'ok';
}

/**
 * 'Enter contact details': needs a vehicle that seats the party, else the message at the top; a
 * pickup now under the minimum is moved first (the visitor stays to see it).
 */
export function goToContact(): boolean {
  const onTime = leadTimeAllows('vehicle');
  if ($step.get() !== 'vehicle') return false;
  const problem = vehicleProblem($vehicle.get().vehicleId, $ride.get().adults);
  $vehicleError.set(problem);
  if (problem || !onTime) return false;
  showStep('contact');
  return true;
}

/** The contact rules, loaded only from the contact step on (libphonenumber). */
const loadContactRules = () => import('../../worker/contract/contact-rules.ts');

/** 'Enter Summary': the spec's contact checks; the messages appear beside their fields. */
export async function goToSummary(): Promise<boolean> {
  const { contactProblems, dialCodeOf } = await loadContactRules();
  const contact = $contact.get();
  const problems = contactProblems(contact, dialCodeOf(contact.countryCode) ?? '');
  $contactErrors.set(problems);
  const valid = Object.keys(problems).length === 0;
  $contactConfirmed.set(valid);
  if (!leadTimeAllows('contact') || !valid) return false;
  showStep('summary');
  return true;
}

/** Entering an earlier step that is not step 1 checks the minimum too (the notice shows there). */
function backTo(step: 'vehicle' | 'contact'): void {
  showStep(step);
  if (keepLeadTime(step) === 'ride') showStep('ride');
}

/** The back buttons: vehicle → ride, contact → vehicle, summary → contact. */
export function backToRide(): void {
  showStep('ride');
}
export function backToVehicles(): void {
  backTo('vehicle');
}
export function backToContact(): void {
  backTo('contact');
}

/** The summary's Edit buttons. */
export const editRide = backToRide;
export const editVehicle = backToVehicles;
export const editContact = backToContact;

// ---------------------------------------------------------------------------------------------
// Step 1 edits

function updateRide(patch: Partial<RideState>): void {
  $ride.set({ ...$ride.get(), ...patch });
  if ($rideError.get()) $rideError.set(null);
  if ($pickupMoved.get()) $pickupMoved.set(null);
}

/** A place typed by hand: known places get their coordinates, anything else is free text. */
export { placeFromText } from '../lib/maps/known-places.ts';

export function setPickup(label: string, coords: LatLng | null): void {
  updateRide({ pickupLocation: label, pickupCoords: coords });
}
export function setDropoff(label: string, coords: LatLng | null): void {
  updateRide({ dropoffLocation: label, dropoffCoords: coords });
}

export type RideTextField = 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime' | 'flightTrainNumber';
export function setRideField(field: RideTextField, value: string): void {
  updateRide({ [field]: value });
}

/** A Multi Stop always has at least one stop field. */
export function setTransferType(transferType: TransferType): void {
  const ride = $ride.get();
  const needsStop = transferType === 'MULTI_STOP' && ride.stopLocations.length === 0;
  updateRide(needsStop ? { transferType, stopLocations: [''], stopCoords: [null] } : { transferType });
}

export function setStop(index: number, label: string, coords: LatLng | null): void {
  const ride = $ride.get();
  if (index < 0 || index >= ride.stopLocations.length) return;
  updateRide({
    stopLocations: ride.stopLocations.map((stop, i) => (i === index ? label : stop)),
    stopCoords: ride.stopLocations.map((_, i) => (i === index ? coords : (ride.stopCoords[i] ?? null))),
  });
}

/** Adds an empty stop after the last one, up to MAX_STOPS. */
export function addStop(): void {
  const ride = $ride.get();
  if (ride.stopLocations.length >= MAX_STOPS) return;
  updateRide({ stopLocations: [...ride.stopLocations, ''], stopCoords: [...ride.stopLocations.map((_, i) => ride.stopCoords[i] ?? null), null] });
}

/** Removes a stop; the last remaining one stays. */
export function removeStop(index: number): void {
  const ride = $ride.get();
  if (ride.stopLocations.length <= 1) return;
  updateRide({
    stopLocations: ride.stopLocations.filter((_, i) => i !== index),
    stopCoords: ride.stopLocations.map((_, i) => ride.stopCoords[i] ?? null).filter((_, i) => i !== index),
  });
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

/** Never below 0, never above the largest vehicle. */
export function setAdults(adults: number): void {
  updateRide({ adults: clamp(adults, 0, MAX_ADULTS) });
}

/** Whole hours, 0..10. */
export function setExtraTime(hours: number): void {
  updateRide({ extraTime: clamp(hours, 0, EXTRA_TIME_MAX_HOURS) });
}

/** Records a route measured for `points` (a routing service's answer or the estimate). */
export function setMeasuredRoute(points: readonly RoutePoint[], measured: { distanceKm: number; minutes: number; approximate: boolean } | null): void {
  $measuredRoute.set(measured ? { pointsKey: routeKey(points), ...measured } : null);
}

// ---------------------------------------------------------------------------------------------
// Step 2 edits

/** Choosing a vehicle clears the 'select a vehicle' message. */
export function selectVehicle(vehicleId: number): void {
  $vehicle.set({ ...$vehicle.get(), vehicleId });
  $vehicleError.set(null);
}

function updateOptions(patch: Partial<ExtraOptions>): void {
  const choice = $vehicle.get();
  $vehicle.set({ ...choice, extraOptions: { ...choice.extraOptions, ...patch } });
}

/** Counts never go below 0. */
export function setExtraOption(name: ExtraOptionCount, count: number): void {
  updateOptions({ [name]: clamp(count, 0, EXTRA_OPTION_MAX) });
}

/** Unticking 'animal' also clears the animal types. */
export function setAnimal(animal: boolean): void {
  updateOptions(animal ? { animal } : { animal, animalTypes: [] });
}

/** Choosing an animal type sets the animal flag. */
export function toggleAnimalType(type: AnimalType): void {
  const { animalTypes } = $vehicle.get().extraOptions;
  const chosen = animalTypes.includes(type) ? animalTypes.filter((other) => other !== type) : [...animalTypes, type];
  updateOptions(chosen.length > animalTypes.length ? { animalTypes: chosen, animal: true } : { animalTypes: chosen });
}

// ---------------------------------------------------------------------------------------------
// Step 3 edits

/** Editing a field clears its message; the phone keeps digits only. */
export function setContactField(field: keyof ContactDetails, value: string): void {
  const clean = field === 'phone' ? value.replace(/\D/g, '') : value;
  $contact.set({ ...$contact.get(), [field]: clean });
  $contactConfirmed.set(false);
  const errors = $contactErrors.get();
  const errorField = field === 'countryCode' ? 'phone' : field;
  if (errorField in errors) {
    const { [errorField as ContactField]: _cleared, ...rest } = errors;
    $contactErrors.set(rest);
  }
}

/** The live phone check (from PHONE_CHECK_FROM_LENGTH characters) shows or clears its message. */
export function setPhoneError(message: MessageKey | null): void {
  const { phone: _previous, ...rest } = $contactErrors.get();
  $contactErrors.set(message ? { ...rest, phone: message } : rest);
}

// ---------------------------------------------------------------------------------------------
// Step 4: sending

/**
 * POSTs the request once per click. The same data gets the same Idempotency-Key, so a retry after
 * a lost answer is stored once. `website` is the honeypot field's value.
 */
export async function sendQuote(lang: RequestLang, website: string): Promise<void> {
  if ($send.get().status === 'sending' || $send.get().status === 'success') return;
  // Never a request the server must refuse for the 36-hour minimum: the pickup moves (checked before
  // anything is awaited, so the caller sees $pickupMoved at once), the visitor sees the new time on
  // the summary and sends again.
  if (!leadTimeAllows('summary')) return;
  $send.set({ status: 'sending' });
  try {
    // Loaded with the summary step, not with the first page.
    const { buildQuoteRequest, idempotencyKey } = await import('./booking-request.ts');
    const { vehicleId, extraOptions } = $vehicle.get();
    const request = buildQuoteRequest({ lang, ride: $ride.get(), route: $route.get(), vehicleId, extraOptions, contact: $contact.get(), website });
    // The key is made from the JSON text the client sends: the same object stringifies the same.
    const key = await idempotencyKey(bookingNonce(), JSON.stringify(request));
    const outcome = await postPublicForm((options) => api.quotes.$post({ json: request }, options), { lang, idempotencyKey: key });
    if (outcome.ok) $send.set({ status: 'success', quoteNumber: typeof outcome.answer?.quoteNumber === 'string' ? outcome.answer.quoteNumber : null });
    else if (outcome.reason === 'invalid')
      $send.set({ status: 'failure', reason: 'invalid', message: outcome.error?.message, fields: outcome.error?.fields ?? {} });
    else $send.set({ status: 'failure', reason: outcome.reason });
  } catch {
    $send.set({ status: 'failure', reason: 'failed' });
  }
}

// ---------------------------------------------------------------------------------------------
// Whole state

export function savedBooking(): SavedBooking {
  const { vehicleId, extraOptions } = $vehicle.get();
  return {
    ride: $ride.get(),
    measuredRoute: $measuredRoute.get(),
    vehicleId,
    extraOptions,
    contact: $contact.get(),
    contactConfirmed: $contactConfirmed.get(),
    nonce: bookingNonce(),
  };
}

export function restoreBooking(saved: SavedBooking): void {
  $ride.set(saved.ride);
  $measuredRoute.set(saved.measuredRoute);
  $vehicle.set({ vehicleId: saved.vehicleId, extraOptions: saved.extraOptions });
  $contact.set(saved.contact);
  $contactConfirmed.set(saved.contactConfirmed);
  $nonce.set(saved.nonce);
}

/** The quick form's values over step 1 (a Multi Stop gets its first stop field). */
export function prefillRide(values: Partial<RideState>): void {
  $ride.set({ ...$ride.get(), ...values });
  if (values.transferType) setTransferType(values.transferType);
}
