// The wizard's store: every step transition and every edit, on a fixed clock (the 36-hour minimum
// and the two-year horizon depend on the time). Each test starts from an empty booking on step 1.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_STOPS } from '../../worker/contract/constants.ts';
import {
  $contact,
  $contactConfirmed,
  $contactErrors,
  $measuredRoute,
  $nonce,
  $pickupMoved,
  $ride,
  $rideError,
  $route,
  $routePoints,
  $send,
  $step,
  $vehicle,
  $vehicleError,
  addStop,
  backToContact,
  backToRide,
  backToVehicles,
  editContact,
  editRide,
  editVehicle,
  goToContact,
  goToSummary,
  goToVehicles,
  onStepChange,
  placeFromText,
  prefillRide,
  removeStop,
  restoreBooking,
  savedBooking,
  selectVehicle,
  setAdults,
  setAnimal,
  setContactField,
  setDropoff,
  setExtraOption,
  setExtraTime,
  setMeasuredRoute,
  setPhoneError,
  setPickup,
  setRideField,
  setStop,
  setTransferType,
  toggleAnimalType,
  type BookingStep,
  type RideState,
} from './booking.ts';
import { emptyContact, emptyExtraOptions, emptyRide, readSavedBooking, type SavedBooking } from './booking-state.ts';

/** Saturday 4 May 2030, 10:02 in Paris (UTC+2). */
const NOW = new Date('2030-05-04T08:02:00Z');
/** The earliest pickup allowed at NOW: 36 hours later (Sunday 22:02), rounded up to 5 minutes. */
const EARLIEST_AT_NOW = { date: '2030-05-05', time: '22:05' };

const GARE_DU_NORD = { lat: 48.8809, lng: 2.3553 };
const BEAUVAIS = { lat: 49.4544, lng: 2.1128 };
const LOUVRE = { lat: 48.8606, lng: 2.3376 };
const NEW_YORK = { lat: 40.7128, lng: -74.006 };

/** A ride that may go on to the vehicles at NOW: Monday 6 May, 10:00 in Paris (~48 h ahead), two adults. */
const RIDE: RideState = {
  ...emptyRide(),
  pickupLocation: 'Gare du Nord, Paris',
  pickupCoords: GARE_DU_NORD,
  dropoffLocation: 'Paris Beauvais Airport (BVA)',
  dropoffCoords: BEAUVAIS,
  pickupDate: '2030-05-06',
  pickupTime: '10:00',
  adults: 2,
};

const CONTACT = { firstName: 'Élodie', lastName: 'Marchand', email: 'elodie@example.com', countryCode: 'FR', phone: '0612345678', comments: '' };

/** Every atom back to a new booking on step 1, and no step listener. */
function resetBooking(): void {
  onStepChange(null);
  $pickupMoved.set(null);
  $step.set('ride');
  $ride.set(emptyRide());
  $measuredRoute.set(null);
  $vehicle.set({ vehicleId: null, extraOptions: emptyExtraOptions() });
  $contact.set(emptyContact());
  $contactConfirmed.set(false);
  $nonce.set('');
  $rideError.set(null);
  $vehicleError.set(null);
  $contactErrors.set({});
  $send.set({ status: 'idle' });
}

/** A complete, valid booking shown at `step`. */
function bookingAt(step: BookingStep, ride: Partial<RideState> = {}): void {
  $ride.set({ ...RIDE, ...ride });
  $vehicle.set({ vehicleId: 2, extraOptions: emptyExtraOptions() });
  $contact.set({ ...CONTACT });
  $contactConfirmed.set(step === 'summary');
  $step.set(step);
}

/** The clock `hours` after NOW. */
function later(hours: number): void {
  vi.setSystemTime(NOW.getTime() + hours * 3_600_000);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetBooking();
});

afterEach(() => {
  resetBooking();
  vi.useRealTimers();
});

describe("goToVehicles ('Choose a Vehicle')", () => {
  it('shows the vehicles for a valid ride', () => {
    $ride.set({ ...RIDE });
    expect(goToVehicles()).toBe(true);
    expect($step.get()).toBe('vehicle');
    expect($rideError.get()).toBeNull();
  });

  it('clears the message of an earlier attempt', () => {
    $rideError.set('booking.error.fillAll');
    $ride.set({ ...RIDE });
    goToVehicles();
    expect($rideError.get()).toBeNull();
  });

  const problems: [string, Partial<RideState>, string][] = [
    ['a blank pickup place', { pickupLocation: ' ' }, 'booking.error.fillAll'],
    ['a blank drop-off place', { dropoffLocation: '' }, 'booking.error.fillAll'],
    ['no pickup date', { pickupDate: '' }, 'booking.error.fillAll'],
    ['no pickup time', { pickupTime: '' }, 'booking.error.fillAll'],
    ['a malformed time', { pickupTime: '25:00' }, 'booking.error.fillAll'],
    ['no adult', { adults: 0 }, 'booking.error.fillAll'],
    ['a blank stop on a Multi Stop', { transferType: 'MULTI_STOP', stopLocations: ['Louvre', ' '], stopCoords: [null, null] }, 'booking.error.fillAll'],
    [
      'more stops than allowed',
      { transferType: 'MULTI_STOP', stopLocations: ['a', 'b', 'c', 'd', 'e', 'f'], stopCoords: [null, null, null, null, null, null] },
      'booking.error.maxStops',
    ],
    ['a pickup outside the service area', { pickupCoords: NEW_YORK }, 'booking.error.outOfArea'],
    ['a pickup more than two years ahead', { pickupDate: '2032-05-05' }, 'booking.error.tooFarAhead'],
    ['a Round Trip without its return', { transferType: 'ROUND_TRIP', returnDate: '2030-05-07', returnTime: '' }, 'booking.error.returnMissing'],
    ['a return before the pickup', { transferType: 'ROUND_TRIP', returnDate: '2030-05-06', returnTime: '09:00' }, 'booking.error.returnBeforePickup'],
    ['a return more than two years ahead', { transferType: 'ROUND_TRIP', returnDate: '2032-05-05', returnTime: '09:00' }, 'booking.error.tooFarAhead'],
  ];
  it.each(problems)('stays on step 1 for %s, with the message', (_name, patch, message) => {
    $ride.set({ ...RIDE, ...patch });
    const before = $ride.get();
    expect(goToVehicles()).toBe(false);
    expect($step.get()).toBe('ride');
    expect($rideError.get()).toBe(message);
    expect($ride.get()).toBe(before);
  });

  it('moves a pickup under 36 hours away to the earliest time allowed, and stays to show it', () => {
    $ride.set({ ...RIDE, pickupDate: '2030-05-05', pickupTime: '18:00' });
    expect(goToVehicles()).toBe(false);
    expect($step.get()).toBe('ride');
    expect($rideError.get()).toBe('booking.error.leadTime');
    expect($ride.get()).toEqual({ ...RIDE, pickupDate: EARLIEST_AT_NOW.date, pickupTime: EARLIEST_AT_NOW.time });
    // The moved pickup is accepted on the next click.
    expect(goToVehicles()).toBe(true);
    expect($step.get()).toBe('vehicle');
  });

  it('uses the time it is given', () => {
    $ride.set({ ...RIDE });
    expect(goToVehicles(new Date('2030-05-05T08:00:00Z'))).toBe(false);
    expect($rideError.get()).toBe('booking.error.leadTime');
    expect($ride.get()).toMatchObject({ pickupDate: '2030-05-06', pickupTime: '22:00' });
  });

  it('clears a vehicle chosen earlier that no longer seats the party, and keeps its options', () => {
    $ride.set({ ...RIDE });
    $vehicle.set({ vehicleId: 1, extraOptions: { ...emptyExtraOptions(), golf: 2 } });
    setAdults(6);
    expect(goToVehicles()).toBe(true);
    expect($vehicle.get()).toEqual({ vehicleId: null, extraOptions: { ...emptyExtraOptions(), golf: 2 } });
  });

  it('keeps a vehicle chosen earlier that still seats the party', () => {
    $ride.set({ ...RIDE, adults: 6 });
    selectVehicle(3);
    goToVehicles();
    expect($vehicle.get().vehicleId).toBe(3);
  });

  it('keeps the vehicle when the ride is refused', () => {
    $ride.set({ ...RIDE, adults: 6, pickupLocation: '' });
    selectVehicle(1);
    goToVehicles();
    expect($vehicle.get().vehicleId).toBe(1);
  });
});

describe("goToContact ('Enter contact details')", () => {
  beforeEach(() => {
    $ride.set({ ...RIDE });
    goToVehicles();
  });

  it('asks for a vehicle when none is chosen', () => {
    expect(goToContact()).toBe(false);
    expect($step.get()).toBe('vehicle');
    expect($vehicleError.get()).toBe('booking.error.selectVehicle');
  });

  it('refuses a vehicle too small for the party', () => {
    selectVehicle(1);
    setAdults(5);
    expect(goToContact()).toBe(false);
    expect($step.get()).toBe('vehicle');
    expect($vehicleError.get()).toBe('booking.error.vehicleTooSmall');
  });

  it('refuses a vehicle that is not in the fleet', () => {
    selectVehicle(9);
    expect(goToContact()).toBe(false);
    expect($vehicleError.get()).toBe('booking.error.unknownVehicle');
  });

  it('goes on to the contact details with a vehicle that seats the party, clearing the message', () => {
    goToContact();
    expect($vehicleError.get()).toBe('booking.error.selectVehicle');
    $vehicle.set({ ...$vehicle.get(), vehicleId: 1 });
    expect(goToContact()).toBe(true);
    expect($step.get()).toBe('contact');
    expect($vehicleError.get()).toBeNull();
  });

  it('does nothing from another step', () => {
    selectVehicle(2);
    $step.set('ride');
    expect(goToContact()).toBe(false);
    expect($step.get()).toBe('ride');
  });

  it('moves a pickup the minimum caught up with and stays on the vehicles to show it', () => {
    selectVehicle(2);
    later(12.5); // 35.5 h before the pickup
    expect(goToContact()).toBe(false);
    expect($step.get()).toBe('vehicle');
    // 36 h after the clock plus a minute's margin (20:31 UTC), rounded up: 10:35 in Paris.
    expect($ride.get()).toMatchObject({ pickupDate: '2030-05-06', pickupTime: '10:35' });
    expect($pickupMoved.get()).toEqual({ date: '2030-05-06', time: '10:35', step: 'vehicle' });
    expect(goToContact()).toBe(true);
  });

  it('sends the visitor back to step 1 when the moved pickup falls after the return', () => {
    $ride.set({ ...RIDE, transferType: 'ROUND_TRIP', returnDate: '2030-05-06', returnTime: '10:30' });
    selectVehicle(2);
    later(12.5);
    expect(goToContact()).toBe(false);
    expect($step.get()).toBe('ride');
    expect($rideError.get()).toBe('booking.error.returnBeforePickup');
    expect($pickupMoved.get()).toEqual({ date: '2030-05-06', time: '10:35', step: 'ride' });
  });
});

describe("goToSummary ('Enter Summary')", () => {
  beforeEach(() => bookingAt('contact'));

  it('names every missing field', async () => {
    $contact.set(emptyContact());
    expect(await goToSummary()).toBe(false);
    expect($step.get()).toBe('contact');
    expect($contactErrors.get()).toEqual({
      firstName: 'booking.error.firstNameRequired',
      lastName: 'booking.error.lastNameRequired',
      email: 'booking.error.emailRequired',
      phone: 'booking.error.phoneRequired',
    });
    expect($contactConfirmed.get()).toBe(false);
  });

  it.each([
    ['a malformed email', { email: 'elodie@' }, { email: 'booking.error.emailInvalid' }],
    ['a phone too short', { phone: '612' }, { phone: 'booking.error.phoneRequired' }],
    ['a number the country does not use', { phone: '0012345678' }, { phone: 'booking.error.phoneInvalid' }],
    ['a French number under another country', { countryCode: 'US' }, { phone: 'booking.error.phoneInvalid' }],
    ['a blank last name', { lastName: '  ' }, { lastName: 'booking.error.lastNameRequired' }],
  ])('names only the field in trouble: %s', async (_name, patch, errors) => {
    $contact.set({ ...CONTACT, ...patch });
    expect(await goToSummary()).toBe(false);
    expect($step.get()).toBe('contact');
    expect($contactErrors.get()).toEqual(errors);
    expect($contactConfirmed.get()).toBe(false);
  });

  it('goes on to the summary with valid details and confirms them', async () => {
    $contactErrors.set({ email: 'booking.error.emailInvalid' });
    expect(await goToSummary()).toBe(true);
    expect($step.get()).toBe('summary');
    expect($contactErrors.get()).toEqual({});
    expect($contactConfirmed.get()).toBe(true);
  });

  it('accepts a number valid for the chosen country', async () => {
    $contact.set({ ...CONTACT, countryCode: 'GB', phone: '07400123456' });
    expect(await goToSummary()).toBe(true);
  });

  it('moves a pickup the minimum caught up with and stays on the contact details', async () => {
    later(12.5);
    expect(await goToSummary()).toBe(false);
    expect($step.get()).toBe('contact');
    expect($contactConfirmed.get()).toBe(true);
    expect($pickupMoved.get()).toEqual({ date: '2030-05-06', time: '10:35', step: 'contact' });
    expect(await goToSummary()).toBe(true);
    expect($step.get()).toBe('summary');
    // The notice belongs to the contact step.
    expect($pickupMoved.get()).toBeNull();
  });
});

describe('the back and Edit buttons', () => {
  it('go back one step each', () => {
    bookingAt('summary');
    backToContact();
    expect($step.get()).toBe('contact');
    backToVehicles();
    expect($step.get()).toBe('vehicle');
    backToRide();
    expect($step.get()).toBe('ride');
  });

  it.each([
    ['Edit ride', editRide, 'ride'],
    ['Edit vehicle', editVehicle, 'vehicle'],
    ['Edit contact', editContact, 'contact'],
  ] as const)('%s leads from the summary to its step, keeping the data', (_name, edit, step) => {
    bookingAt('summary');
    const saved = savedBooking();
    edit();
    expect($step.get()).toBe(step);
    expect(savedBooking()).toEqual(saved);
  });

  it('move a pickup the minimum caught up with when entering the vehicles or the contact details', () => {
    bookingAt('summary');
    later(12.5);
    backToContact();
    expect($step.get()).toBe('contact');
    expect($pickupMoved.get()).toEqual({ date: '2030-05-06', time: '10:35', step: 'contact' });
    backToVehicles(); // the moved pickup is far enough: nothing more moves
    expect($step.get()).toBe('vehicle');
    expect($ride.get().pickupTime).toBe('10:35');
    expect($pickupMoved.get()).toBeNull();
  });

  it('lead to step 1 when the moved pickup falls after the return', () => {
    bookingAt('summary', { transferType: 'ROUND_TRIP', returnDate: '2030-05-06', returnTime: '10:30' });
    later(12.5);
    editVehicle();
    expect($step.get()).toBe('ride');
    expect($rideError.get()).toBe('booking.error.returnBeforePickup');
    expect($pickupMoved.get()?.step).toBe('ride');
  });

  it('step 1 moves nothing (its own button checks the minimum)', () => {
    bookingAt('vehicle');
    later(12.5);
    backToRide();
    expect($step.get()).toBe('ride');
    expect($ride.get().pickupTime).toBe('10:00');
    expect($pickupMoved.get()).toBeNull();
  });
});

describe('onStepChange', () => {
  it('is told of each real step change once, in order', async () => {
    const steps: BookingStep[] = [];
    onStepChange((step) => steps.push(step));
    $ride.set({ ...RIDE });
    goToVehicles();
    goToVehicles(); // already there
    goToContact(); // refused: no vehicle
    selectVehicle(2);
    goToContact();
    $contact.set({ ...CONTACT });
    await goToSummary();
    editVehicle();
    backToVehicles(); // already there
    backToRide();
    backToRide();
    expect(steps).toEqual(['vehicle', 'contact', 'summary', 'vehicle', 'ride']);
  });

  it('is told of the move to step 1 a late pickup forces', () => {
    const listener = vi.fn();
    bookingAt('vehicle', { transferType: 'ROUND_TRIP', returnDate: '2030-05-06', returnTime: '10:30' });
    onStepChange(listener);
    later(12.5);
    goToContact();
    expect(listener.mock.calls).toEqual([['ride']]);
  });

  it('is no longer told once removed', () => {
    const listener = vi.fn();
    onStepChange(listener);
    onStepChange(null);
    $ride.set({ ...RIDE });
    goToVehicles();
    expect($step.get()).toBe('vehicle');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the moved-pickup notice', () => {
  beforeEach(() => {
    bookingAt('vehicle');
    later(12.5);
    goToContact();
    expect($pickupMoved.get()?.step).toBe('vehicle');
  });

  it('is dropped when the visitor goes to another step', () => {
    goToContact();
    expect($step.get()).toBe('contact');
    expect($pickupMoved.get()).toBeNull();
  });

  it('is dropped when the visitor goes back to step 1', () => {
    backToRide();
    expect($pickupMoved.get()).toBeNull();
  });

  it('stays while the visitor stays on its step and edits the vehicle', () => {
    backToVehicles();
    selectVehicle(3);
    setExtraOption('golf', 1);
    expect($pickupMoved.get()).toEqual({ date: '2030-05-06', time: '10:35', step: 'vehicle' });
  });

  it.each([
    ['the pickup place', () => setPickup('Louvre', null)],
    ['the drop-off place', () => setDropoff('Louvre', null)],
    ['the pickup time', () => setRideField('pickupTime', '11:00')],
    ['the flight number', () => setRideField('flightTrainNumber', 'AF1')],
    ['the adults', () => setAdults(3)],
    ['the extra time', () => setExtraTime(1)],
    ['the transfer type', () => setTransferType('ROUND_TRIP')],
  ])('is dropped when the ride is edited: %s', (_name, edit) => {
    edit();
    expect($pickupMoved.get()).toBeNull();
  });
});

describe('step 1 edits', () => {
  it('clear the message at the top of the step', () => {
    goToVehicles();
    expect($rideError.get()).toBe('booking.error.fillAll');
    setPickup('Gare du Nord, Paris', GARE_DU_NORD);
    expect($rideError.get()).toBeNull();
  });

  it('set the places with their coordinates and the text fields', () => {
    setPickup('Gare du Nord, Paris', GARE_DU_NORD);
    setDropoff('12 rue X', null);
    setRideField('pickupDate', '2030-05-06');
    setRideField('returnTime', '18:00');
    expect($ride.get()).toMatchObject({
      pickupLocation: 'Gare du Nord, Paris',
      pickupCoords: GARE_DU_NORD,
      dropoffLocation: '12 rue X',
      dropoffCoords: null,
      pickupDate: '2030-05-06',
      returnTime: '18:00',
    });
  });

  it('placeFromText gives a known place its coordinates, any other text none', () => {
    expect(placeFromText('  gare du nord,   PARIS ')).toEqual({ label: '  gare du nord,   PARIS ', coords: GARE_DU_NORD });
    expect(placeFromText('Aéroport de Beauvais-Tillé (BVA)').coords).toEqual(BEAUVAIS);
    expect(placeFromText('12 rue X')).toEqual({ label: '12 rue X', coords: null });
  });

  it('setAdults keeps whole numbers from 0 to the largest vehicle', () => {
    const adults = (value: number) => {
      setAdults(value);
      return $ride.get().adults;
    };
    expect([adults(3), adults(2.6), adults(-2), adults(99), adults(Number.NaN)]).toEqual([3, 3, 0, 8, 0]);
  });

  it('setExtraTime keeps whole hours from 0 to 10', () => {
    const hours = (value: number) => {
      setExtraTime(value);
      return $ride.get().extraTime;
    };
    expect([hours(4), hours(1.4), hours(-1), hours(11), hours(Number.NaN)]).toEqual([4, 1, 0, 10, 0]);
  });

  it('setMeasuredRoute gives the route totals, with the extra time, for the points it was measured for only', () => {
    $ride.set({ ...RIDE, extraTime: 2 });
    setMeasuredRoute($routePoints.get(), { distanceKm: 80, minutes: 75, approximate: false });
    expect($route.get()).toEqual({ distanceKm: 80, minutes: 75 + 120, approximate: false });
    setDropoff('Paris Orly Airport (ORY), Orly 1', null);
    expect($route.get()).toBeNull();
    setMeasuredRoute($routePoints.get(), null);
    expect($measuredRoute.get()).toBeNull();
  });
});

describe('stops', () => {
  const stops = () => ({ labels: $ride.get().stopLocations, coords: $ride.get().stopCoords });

  it('a Multi Stop gets one empty stop field', () => {
    setTransferType('MULTI_STOP');
    expect($ride.get().transferType).toBe('MULTI_STOP');
    expect(stops()).toEqual({ labels: [''], coords: [null] });
  });

  it('choosing Multi Stop again keeps the stops already entered', () => {
    setTransferType('MULTI_STOP');
    setStop(0, 'Louvre Museum, Paris', LOUVRE);
    setTransferType('ONE_WAY');
    setTransferType('MULTI_STOP');
    expect(stops()).toEqual({ labels: ['Louvre Museum, Paris'], coords: [LOUVRE] });
  });

  it('other transfer types get no stop field', () => {
    setTransferType('ROUND_TRIP');
    expect(stops()).toEqual({ labels: [], coords: [] });
  });

  it('addStop adds empty stops up to the limit', () => {
    setTransferType('MULTI_STOP');
    for (let i = 0; i < MAX_STOPS + 2; i++) addStop();
    expect(MAX_STOPS).toBe(5);
    expect(stops()).toEqual({ labels: ['', '', '', '', ''], coords: [null, null, null, null, null] });
  });

  it('setStop sets one stop and its coordinates, and ignores a stop that does not exist', () => {
    setTransferType('MULTI_STOP');
    addStop();
    setStop(1, 'Louvre Museum, Paris', LOUVRE);
    setStop(2, 'Nowhere', null);
    setStop(-1, 'Nowhere', null);
    expect(stops()).toEqual({ labels: ['', 'Louvre Museum, Paris'], coords: [null, LOUVRE] });
  });

  it('removeStop removes the stop and its coordinates together', () => {
    setTransferType('MULTI_STOP');
    addStop();
    addStop();
    setStop(0, 'Gare du Nord, Paris', GARE_DU_NORD);
    setStop(1, '12 rue X', null);
    setStop(2, 'Louvre Museum, Paris', LOUVRE);
    removeStop(1);
    expect(stops()).toEqual({ labels: ['Gare du Nord, Paris', 'Louvre Museum, Paris'], coords: [GARE_DU_NORD, LOUVRE] });
    removeStop(0);
    expect(stops()).toEqual({ labels: ['Louvre Museum, Paris'], coords: [LOUVRE] });
  });

  it('the last stop stays', () => {
    setTransferType('MULTI_STOP');
    setStop(0, 'Louvre Museum, Paris', LOUVRE);
    removeStop(0);
    expect(stops()).toEqual({ labels: ['Louvre Museum, Paris'], coords: [LOUVRE] });
  });

  it('the stops are route points of a Multi Stop only', () => {
    $ride.set({ ...RIDE });
    setTransferType('MULTI_STOP');
    setStop(0, 'Louvre Museum, Paris', LOUVRE);
    expect($routePoints.get().map((point) => point.label)).toEqual(['Gare du Nord, Paris', 'Louvre Museum, Paris', 'Paris Beauvais Airport (BVA)']);
    setTransferType('ONE_WAY');
    expect($routePoints.get().map((point) => point.label)).toEqual(['Gare du Nord, Paris', 'Paris Beauvais Airport (BVA)']);
  });
});

describe('step 2 edits', () => {
  it('selectVehicle chooses the vehicle, keeps the options and clears the message', () => {
    setExtraOption('suitcases', 2);
    $vehicleError.set('booking.error.selectVehicle');
    selectVehicle(3);
    expect($vehicle.get()).toEqual({ vehicleId: 3, extraOptions: { ...emptyExtraOptions(), suitcases: 2 } });
    expect($vehicleError.get()).toBeNull();
  });

  it('setExtraOption keeps whole counts from 0 to 20 and leaves the other options alone', () => {
    const count = (value: number) => {
      setExtraOption('golf', value);
      return $vehicle.get().extraOptions.golf;
    };
    setExtraOption('baggages', 1);
    expect([count(2), count(1.6), count(-1), count(25), count(Number.NaN)]).toEqual([2, 2, 0, 20, 0]);
    expect($vehicle.get().extraOptions.baggages).toBe(1);
  });

  it('setAnimal ticks the animal; unticking it also clears the animal types', () => {
    setAnimal(true);
    expect($vehicle.get().extraOptions).toMatchObject({ animal: true, animalTypes: [] });
    toggleAnimalType('dog');
    setAnimal(false);
    expect($vehicle.get().extraOptions).toMatchObject({ animal: false, animalTypes: [] });
  });

  it('toggleAnimalType adds and removes a type; choosing one ticks the animal', () => {
    toggleAnimalType('cat');
    expect($vehicle.get().extraOptions).toMatchObject({ animal: true, animalTypes: ['cat'] });
    toggleAnimalType('other');
    toggleAnimalType('cat');
    expect($vehicle.get().extraOptions).toMatchObject({ animal: true, animalTypes: ['other'] });
    toggleAnimalType('other');
    expect($vehicle.get().extraOptions).toMatchObject({ animal: true, animalTypes: [] });
  });
});

describe('step 3 edits', () => {
  beforeEach(() => {
    $contactConfirmed.set(true);
    $contactErrors.set({ firstName: 'booking.error.firstNameRequired', phone: 'booking.error.phoneInvalid' });
  });

  it('setContactField sets the field, clears its message only, and asks for a new check', () => {
    setContactField('firstName', 'Ana');
    expect($contact.get().firstName).toBe('Ana');
    expect($contactErrors.get()).toEqual({ phone: 'booking.error.phoneInvalid' });
    expect($contactConfirmed.get()).toBe(false);
  });

  it('keeps the digits of the phone only', () => {
    setContactField('phone', '+33 (0)6 12-34');
    expect($contact.get().phone).toBe('33061234');
    expect($contactErrors.get()).toEqual({ firstName: 'booking.error.firstNameRequired' });
  });

  it("a new country clears the phone's message", () => {
    setContactField('countryCode', 'GB');
    expect($contact.get().countryCode).toBe('GB');
    expect($contactErrors.get()).toEqual({ firstName: 'booking.error.firstNameRequired' });
  });

  it('comments have no message to clear but still ask for a new check', () => {
    setContactField('comments', 'Two children');
    expect($contact.get().comments).toBe('Two children');
    expect(Object.keys($contactErrors.get())).toEqual(['firstName', 'phone']);
    expect($contactConfirmed.get()).toBe(false);
  });

  it("setPhoneError shows or clears the phone's message only", () => {
    setPhoneError('booking.error.phoneRequired');
    expect($contactErrors.get()).toEqual({ firstName: 'booking.error.firstNameRequired', phone: 'booking.error.phoneRequired' });
    setPhoneError(null);
    expect($contactErrors.get()).toEqual({ firstName: 'booking.error.firstNameRequired' });
  });
});

describe('the whole state', () => {
  const saved: SavedBooking = {
    ride: { ...RIDE, transferType: 'MULTI_STOP', stopLocations: ['Louvre Museum, Paris'], stopCoords: [LOUVRE], extraTime: 2 },
    measuredRoute: { pointsKey: '[]', distanceKm: 80, minutes: 75, approximate: true },
    vehicleId: 3,
    extraOptions: { ...emptyExtraOptions(), skiing: 2, animal: true, animalTypes: ['dog'] },
    contact: { ...CONTACT, comments: 'Two children' },
    contactConfirmed: true,
    nonce: '0123456789abcdef01234567',
  };

  it('restoreBooking puts back what savedBooking gave', () => {
    restoreBooking(saved);
    expect($ride.get()).toEqual(saved.ride);
    expect($vehicle.get()).toEqual({ vehicleId: 3, extraOptions: saved.extraOptions });
    expect($contact.get()).toEqual(saved.contact);
    expect($contactConfirmed.get()).toBe(true);
    expect($nonce.get()).toBe(saved.nonce);
    expect(savedBooking()).toEqual(saved);
  });

  it('survives the trip through sessionStorage text', () => {
    restoreBooking(saved);
    const text = JSON.stringify(savedBooking());
    resetBooking();
    restoreBooking(readSavedBooking(text)!);
    expect(savedBooking()).toEqual(saved);
  });

  it('savedBooking draws the booking id once, and keeps it', () => {
    expect($nonce.get()).toBe('');
    const first = savedBooking();
    expect(first.nonce).toMatch(/^[0-9a-f]{24}$/);
    expect($nonce.get()).toBe(first.nonce);
    expect(savedBooking().nonce).toBe(first.nonce);
    expect(first).toEqual({
      ride: emptyRide(),
      measuredRoute: null,
      vehicleId: null,
      extraOptions: emptyExtraOptions(),
      contact: emptyContact(),
      contactConfirmed: false,
      nonce: first.nonce,
    });
  });
});

describe('prefillRide (the home quick form)', () => {
  it('puts the values over step 1 and keeps the rest', () => {
    setAdults(3);
    prefillRide({ pickupLocation: 'Gare du Nord, Paris', pickupCoords: GARE_DU_NORD, pickupDate: '2030-05-06', pickupTime: '10:00' });
    expect($ride.get()).toEqual({
      ...emptyRide(),
      adults: 3,
      pickupLocation: 'Gare du Nord, Paris',
      pickupCoords: GARE_DU_NORD,
      pickupDate: '2030-05-06',
      pickupTime: '10:00',
    });
  });

  it('gives a Multi Stop its first stop field', () => {
    prefillRide({ transferType: 'MULTI_STOP' });
    expect($ride.get()).toMatchObject({ transferType: 'MULTI_STOP', stopLocations: [''], stopCoords: [null] });
  });

  it('keeps the stops of a restored Multi Stop', () => {
    $ride.set({ ...RIDE, transferType: 'MULTI_STOP', stopLocations: ['Louvre Museum, Paris'], stopCoords: [LOUVRE] });
    prefillRide({ transferType: 'MULTI_STOP', dropoffLocation: '12 rue X', dropoffCoords: null });
    expect($ride.get()).toEqual({
      ...RIDE,
      transferType: 'MULTI_STOP',
      stopLocations: ['Louvre Museum, Paris'],
      stopCoords: [LOUVRE],
      dropoffLocation: '12 rue X',
      dropoffCoords: null,
    });
  });
});
