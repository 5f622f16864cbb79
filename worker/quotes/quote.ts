// A transfer quote request that passed the schema, checked against every rule of the wizard and
// turned into the quote to store. Pure: no database, no e-mail.
import type { ParsedQuoteRequest } from '../contract/schemas/quote-request.ts';
import type { RequestLang } from '../contract/enums.ts';
import { EXTRA_OPTION_COUNTS, blank, rideProblems, vehicleProblem } from '../contract/booking-rules.ts';
import { contactProblems, internationalPhone } from '../contract/contact-rules.ts';
import { fromParis } from '../contract/paris-time.ts';
import { VEHICLES } from '../contract/vehicles.ts';
import type { ApiError } from '../lib/api-error.ts';
import type { quotes } from '../db/schema.ts';

/** A quote as the request gives it, every column set; the number, status, flags and timestamps are the database's. */
export type NewQuote = Omit<
  typeof quotes.$inferSelect,
  'id' | 'quoteNumber' | 'status' | 'important' | 'paymentState' | 'bookingReference' | 'offerSummary' | 'createdAt' | 'updatedAt'
>;

/** Field name → dictionary key of its problem. */
export type FieldProblems = NonNullable<ApiError['fields']>;

/** Every rule of the wizard, checked again here: the browser's checks can be skipped or out of date. */
export function quoteProblems(request: ParsedQuoteRequest, dialCode: string | null, now: Date): FieldProblems {
  const { phone, ...contact } = contactProblems(request, dialCode ?? '');
  const vehicle = vehicleProblem(request.vehicleId, request.adults);
  return {
    ...rideProblems(request, now),
    // On the field the client named the vehicle with: `vehicleId` (the wizard) or `vehicle` (the spec).
    ...(vehicle ? { [request.vehicleSentAs]: vehicle } : {}),
    ...contact,
    // Without a known country the phone cannot be judged: the country is what to fix.
    ...(dialCode === null ? { countryCode: 'field.invalid' } : phone ? { phone } : {}),
  };
}

/** The options asked for: no zero counts or false flags; animal types imply the animal flag. */
function chosenOptions(options: ParsedQuoteRequest['vehicleExtraOptions']): NewQuote['vehicleExtraOptions'] {
  const chosen: NewQuote['vehicleExtraOptions'] = {};
  for (const name of EXTRA_OPTION_COUNTS) if (options[name] > 0) chosen[name] = options[name];
  const animalTypes = [...new Set(options.animalTypes)];
  if (options.animal || animalTypes.length > 0) chosen.animal = true;
  if (animalTypes.length > 0) chosen.animalTypes = animalTypes;
  return chosen;
}

/** The quote to store, from a request that passed every rule. */
export function quoteFrom(request: ParsedQuoteRequest, lang: RequestLang, dialCode: string): NewQuote {
  const roundTrip = request.transferType === 'ROUND_TRIP';
  const pickupAt = fromParis(request.pickupDate, request.pickupTime);
  const returnAt = roundTrip ? fromParis(request.returnDate, request.returnTime) : null;
  const vehicle = VEHICLES.find((candidate) => candidate.id === request.vehicleId);
  if (!pickupAt || (roundTrip && !returnAt) || !vehicle) throw new Error('quote request was not validated');
  return {
    lang,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email.toLowerCase(),
    phone: internationalPhone(dialCode, request.phone, request.countryCode),
    countryCode: request.countryCode,
    pickupLocation: request.pickupLocation,
    dropoffLocation: request.dropoffLocation,
    pickupDate: request.pickupDate,
    pickupTime: request.pickupTime,
    pickupAt,
    transferType: request.transferType,
    returnDate: roundTrip ? request.returnDate : null,
    returnTime: roundTrip ? request.returnTime : null,
    returnAt,
    adults: request.adults,
    extraTime: request.extraTime,
    stopLocations: request.transferType === 'MULTI_STOP' ? request.stopLocations.filter((stop) => !blank(stop)) : [],
    flightTrainNumber: request.flightTrainNumber || null,
    vehicle: vehicle.name,
    vehicleExtraOptions: chosenOptions(request.vehicleExtraOptions),
    totalDistanceKm: request.totalDistanceKm === null ? null : Math.round(request.totalDistanceKm),
    totalMinutes: request.totalMinutes,
    routeApproximate: request.routeApproximate,
    pickupLat: request.pickupCoords?.lat ?? 0,
    pickupLng: request.pickupCoords?.lng ?? 0,
    dropoffLat: request.dropoffCoords?.lat ?? 0,
    dropoffLng: request.dropoffCoords?.lng ?? 0,
    comments: request.comments,
  };
}
