// The JSON body of POST /api/quotes, built from the wizard's state, and its Idempotency-Key: one
// key per version of the data, so a retry of the same request is stored once and changed data is
// a new request. Typed by the contract; its zod schema stays on the server.
import type { QuoteRequest } from '../../worker/contract/schemas/quote-request.ts';
import type { ExtraOptions, RideDetails } from '../../worker/contract/booking-rules.ts';
import type { ContactDetails } from '../../worker/contract/contact-rules.ts';
import type { RequestLang } from '../../worker/contract/enums.ts';
import type { RouteTotals } from './booking-route.ts';

export interface QuoteRequestParts {
  lang: RequestLang;
  ride: RideDetails;
  route: RouteTotals | null;
  vehicleId: number | null;
  extraOptions: ExtraOptions;
  contact: ContactDetails;
  /** The honeypot field's value: empty unless a bot filled it. */
  website: string;
}

export function buildQuoteRequest({ lang, ride, route, vehicleId, extraOptions, contact, website }: QuoteRequestParts): QuoteRequest {
  const roundTrip = ride.transferType === 'ROUND_TRIP';
  const multiStop = ride.transferType === 'MULTI_STOP';
  return {
    lang,
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim(),
    countryCode: contact.countryCode,
    phone: contact.phone.replace(/\D/g, ''),
    pickupLocation: ride.pickupLocation.trim(),
    dropoffLocation: ride.dropoffLocation.trim(),
    pickupCoords: ride.pickupCoords,
    dropoffCoords: ride.dropoffCoords,
    pickupDate: ride.pickupDate,
    pickupTime: ride.pickupTime,
    transferType: ride.transferType,
    returnDate: roundTrip ? ride.returnDate : '',
    returnTime: roundTrip ? ride.returnTime : '',
    stopLocations: multiStop ? ride.stopLocations.map((stop) => stop.trim()) : [],
    adults: ride.adults,
    extraTime: ride.extraTime,
    flightTrainNumber: ride.flightTrainNumber.trim(),
    vehicleId,
    vehicleExtraOptions: { ...extraOptions, animalTypes: [...extraOptions.animalTypes] },
    totalDistanceKm: route?.distanceKm ?? null,
    totalMinutes: route?.minutes ?? null,
    routeApproximate: route?.approximate ?? false,
    comments: contact.comments.trim(),
    website,
  };
}

/**
 * The Idempotency-Key for sending `body` (the exact JSON text) in the booking `nonce`: the same
 * booking and data give the same key; other data, or another booking, another key. At most 128
 * characters of [A-Za-z0-9._:-], as the API requires.
 */
export async function idempotencyKey(nonce: string, body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `booking-${nonce.replace(/[^A-Za-z0-9]/g, '').slice(0, 32)}-${hash.slice(0, 40)}`;
}
