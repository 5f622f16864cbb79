// POST /api/quotes: the booking wizard's transfer quote request. Re-checks every rule of the wizard
// with the server's clock, numbers and stores the quote, and queues the customer's summary and the
// admin's notification.
import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { quoteSequence, recordQuote, type NewQuote } from '../db/queries/quotes.ts';
import { quoteRequestSchema, type ParsedQuoteRequest, type QuoteResponse } from '../contract/booking.ts';
import { EXTRA_OPTION_COUNTS, blank, rideProblems, vehicleProblem } from '../contract/booking-rules.ts';
import { contactProblems, dialCodeOf, internationalPhone } from '../contract/contact-rules.ts';
import { fromParis, toParis } from '../contract/paris-time.ts';
import { VEHICLES } from '../contract/vehicles.ts';
import { ApiError } from '../lib/api-error.ts';
import { validationError } from '../middleware/api-errors.ts';
import { jsonBody } from '../middleware/json-body.ts';
import { idempotent, storeOnce } from '../middleware/idempotency.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { clientAddress, PUBLIC_SUBMISSIONS, rateLimit } from '../middleware/rate-limit.ts';
import { quoteAdminEmail, quoteCustomerEmail } from '../mail/templates/quote.ts';
import { adminAddress } from '../mail/mailer.ts';
import { deliverSoon } from '../mail/deliver-soon.ts';
import { mayAcknowledge } from '../mail/recipient-cap.ts';
import type { Lang, SharedMessageKey } from '../contract/i18n/index.ts';

type FieldProblems = Record<string, SharedMessageKey>;

/** Every rule of the wizard, checked again here: the browser's checks can be skipped or out of date. */
function requestProblems(request: ParsedQuoteRequest, dialCode: string | null, now: Date): FieldProblems {
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
function quoteFrom(request: ParsedQuoteRequest, lang: Lang, dialCode: string): NewQuote {
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

export const quotesRoutes = new Hono<AppEnv>().post(
  '/',
  // JSON only, and size-limited, before anything reads the body.
  jsonBody(),
  zValidator('json', quoteRequestSchema, (result) => {
    if (!result.success) throw validationError(result.error);
  }),
  idempotent('quote'),
  rateLimit({ bucket: 'quote', ...PUBLIC_SUBMISSIONS }),
  async (c) => {
    const request = c.req.valid('json');
    const lang = request.lang ?? c.get('lang');
    const now = new Date();
    const dialCode = dialCodeOf(request.countryCode);
    const problems = requestProblems(request, dialCode, now);
    // An unknown country is among the problems already; testing it again tells TypeScript.
    if (dialCode === null || Object.keys(problems).length > 0) {
      throw new ApiError(400, 'validation_failed', 'api.error.validation', problems);
    }

    const year = toParis(now).date.slice(0, 4);
    // Checked last, so a bot sees exactly what a person would: the same errors, the same success.
    if (request.website.trim() !== '') {
      console.warn(`[quotes] honeypot filled by ${clientAddress((name) => c.req.header(name))}: nothing stored, nothing sent`);
      return c.json({ quoteNumber: `${quoteSequence(year)}-0000` } satisfies QuoteResponse, 201);
    }

    const db = database(c.env.DB);
    const quote = quoteFrom(request, lang, dialCode);
    const acknowledge = await mayAcknowledge(db, quote.email);
    const outcome = await storeOnce(c, () =>
      recordQuote(db, {
        quote,
        year,
        idempotency: c.get('idempotency'),
        emails: (quoteNumber) => [
          ...(acknowledge ? [{ kind: 'quote.customer', toAddress: quote.email, replyTo: null, lang, ...quoteCustomerEmail(quote, quoteNumber) }] : []),
          { kind: 'quote.admin', toAddress: adminAddress(c.env), replyTo: quote.email, lang: 'en', ...quoteAdminEmail(quote, quoteNumber) },
        ],
      }),
    );
    if ('earlier' in outcome) return outcome.earlier;
    deliverSoon(c, outcome.stored.emailIds);
    return c.json({ quoteNumber: outcome.stored.quoteNumber } satisfies QuoteResponse, 201);
  },
).all('/', methodNotAllowed('POST'));
