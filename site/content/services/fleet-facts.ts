// Figures the service copy quotes (capacities, stop and hour limits), read from the fleet and the
// spec's constants so the pages never disagree with the booking form.
import { CHAUFFEUR_CALL_MINUTES, EXTRA_TIME_MAX_HOURS, INCLUDED_WAITING_MINUTES, LEAD_TIME_HOURS, MAX_STOPS } from '../../../worker/contract/constants.ts';
import { VEHICLES, type Vehicle } from '../../../worker/contract/vehicles.ts';

function vehicleOfType(type: Vehicle['type']): Vehicle {
  const vehicle = VEHICLES.find((candidate) => candidate.type === type);
  if (!vehicle) throw new Error(`No vehicle of type ${type} in the fleet`);
  return vehicle;
}

/** The saloons (Lexus, E-Class) share one capacity; the copy quotes the E-Class's. */
const sedan = vehicleOfType('executiveSedan');
const van = vehicleOfType('premiumVan');

export const facts = {
  sedanPassengers: sedan.passengers,
  sedanBags: sedan.luggage,
  vanPassengers: van.passengers,
  vanBags: van.luggage,
  maxStops: MAX_STOPS,
  extraHoursMax: EXTRA_TIME_MAX_HOURS,
  leadTimeHours: LEAD_TIME_HOURS,
  includedWaitingMinutes: INCLUDED_WAITING_MINUTES,
  chauffeurCallMinutes: CHAUFFEUR_CALL_MINUTES,
} as const;
