// POST /api/quotes: the JSON the booking wizard sends, and the spec's own spelling of it (section 3:
// transferType 'One Way', vehicle by name, phone in international form, totalDistance '32 km',
// totalTime '1h 20m', options as flags). Both are read here and normalised to the wizard's shape,
// so the route and the rules see one request. Any other field is refused by name. Field rules here
// are shape and size; the business rules (booking-rules.ts, contact-rules.ts) run on top, on the
// server with its own clock.
import { z } from 'zod';
import type { SharedMessageKey } from '../i18n/index.ts';
import { EXTRA_OPTION_MAX, EXTRA_TIME_MAX_HOURS, MAX_STOPS } from '../constants.ts';
import { transferTypeNamed } from '../enums.ts';
import { honeypot, multilineText, requestLang, singleLineText as text } from './fields.ts';
import { FIELD_LIMITS } from '../limits.ts';
import { ANIMAL_TYPES, EXTRA_OPTION_COUNTS, NO_EXTRA_OPTIONS, blank, type ExtraOptionCount } from '../booking-rules.ts';
import { dialCodeOf, internationalNumber } from '../contact-rules.ts';
import { distanceKmFromText, minutesFromText } from '../route-text.ts';
import { MAX_ADULTS, vehicleNamed } from '../vehicles.ts';

const key = (k: SharedMessageKey) => k;
const LIMITS = FIELD_LIMITS.booking;

/** Marks the field being read with `message` and gives up on its value. */
function refuse(ctx: z.RefinementCtx, message: SharedMessageKey): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

const MAX_DISTANCE_KM = 5000;
const MAX_ROUTE_MINUTES = 10_000;

const latLng = z.strictObject({ lat: z.number().finite(), lng: z.number().finite() });
const count = (max: number) =>
  z
    .number({ error: key('field.invalid') })
    .int(key('field.invalid'))
    .min(0, key('field.invalid'))
    .max(max, key('field.invalid'));
/** A count, or the spec's flag for it: true is one, false none. */
const countOrFlag = (max: number) => z.preprocess((value) => (typeof value === 'boolean' ? Number(value) : value), count(max));
/** The animal flag, or a count of animals: any is the flag. */
const flagOrCount = z.preprocess((value) => (typeof value === 'number' ? value > 0 : value), z.boolean({ error: key('field.invalid') }));
const animalType = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(ANIMAL_TYPES, { error: key('field.invalid') }),
);

export const extraOptionsSchema = z.strictObject({
  ...(Object.fromEntries(EXTRA_OPTION_COUNTS.map((name) => [name, countOrFlag(EXTRA_OPTION_MAX).default(0)])) as Record<
    ExtraOptionCount,
    z.ZodDefault<ReturnType<typeof countOrFlag>>
  >),
  animal: flagOrCount.default(false),
  animalTypes: z.array(animalType).max(ANIMAL_TYPES.length).default([]),
});

/** The transfer type by its code (ONE_WAY, as the wizard sends it) or the spec's label ('One Way'), in any case. */
const transferType = z
  .string({ error: key('booking.error.unknownTransferType') })
  .transform((name, ctx) => transferTypeNamed(name) ?? refuse(ctx, 'booking.error.unknownTransferType'));

/** The spec's `vehicle`: a fleet name, its 'Unknown' for none chosen, or an id. */
const vehicleByNameOrId = z.union([z.string(), z.number().int(), z.null()], { error: key('field.invalid') }).transform((vehicle, ctx): number | null => {
  if (typeof vehicle === 'number') return vehicle;
  if (vehicle === null || blank(vehicle) || vehicle.trim().toLowerCase() === 'unknown') return null;
  return vehicleNamed(vehicle)?.id ?? refuse(ctx, 'booking.error.unknownVehicle');
});

/**
 * A route measure as a number (today's unit) or as text ('32 km', '1h 20m'); null, or blank
 * text, when the route was not measured.
 */
const routeMeasure = ({ fromText, max, problem }: { fromText: (text: string) => number | null; max: number; problem: SharedMessageKey }) =>
  z.union([z.number(), z.string(), z.null()], { error: key(problem) }).transform((value, ctx): number | null => {
    if (value === null || (typeof value === 'string' && blank(value))) return null;
    const measure = typeof value === 'number' ? value : fromText(value);
    return measure !== null && Number.isFinite(measure) && measure >= 0 && measure <= max ? measure : refuse(ctx, problem);
  });

/**
 * The phone as typed: national digits (the wizard sends the country apart), or a number in
 * international form ('+44 7911 123456'), which names its own country.
 */
const phone = text(LIMITS.phone).transform((typed, ctx) => {
  if (!typed.startsWith('+')) return { nationalDigits: typed, international: null };
  const international = internationalNumber(typed);
  return international ? { nationalDigits: international.nationalDigits, international } : refuse(ctx, 'booking.error.phoneRequired');
});

/** A fact sent under both of its names: which name to refuse. */
const SPELLED_TWICE = [
  ['vehicle', 'vehicleId'],
  ['totalDistance', 'totalDistanceKm'],
  ['totalTime', 'totalMinutes'],
] as const;

export const quoteRequestSchema = z
  .strictObject({
    lang: requestLang(),
    firstName: text(LIMITS.firstName),
    lastName: text(LIMITS.lastName),
    email: text(FIELD_LIMITS.email),
    /** ISO 3166-1 alpha-2 of the phone's country. */
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, key('field.invalid'))
      .default('FR'),
    phone,
    pickupLocation: text(LIMITS.place),
    dropoffLocation: text(LIMITS.place),
    pickupCoords: latLng.nullable().default(null),
    dropoffCoords: latLng.nullable().default(null),
    pickupDate: text(LIMITS.date),
    pickupTime: text(LIMITS.time),
    transferType: transferType.default('ONE_WAY'),
    returnDate: text(LIMITS.date).default(''),
    returnTime: text(LIMITS.time).default(''),
    stopLocations: z.array(text(LIMITS.place)).max(MAX_STOPS, key('booking.error.maxStops')).default([]),
    adults: z
      .number({ error: key('field.invalid') })
      .int(key('field.invalid'))
      .min(0, key('field.invalid'))
      .max(MAX_ADULTS, key('booking.error.vehicleTooSmall'))
      .default(1),
    extraTime: count(EXTRA_TIME_MAX_HOURS).default(0),
    flightTrainNumber: text(LIMITS.flightTrainNumber).default(''),
    /** The wizard's choice; the spec names the vehicle instead (`vehicle`). Absent or null: none chosen. */
    vehicleId: z
      .number({ error: key('booking.error.selectVehicle') })
      .int()
      .nullable()
      .optional(),
    vehicle: vehicleByNameOrId.optional(),
    vehicleExtraOptions: extraOptionsSchema.default(NO_EXTRA_OPTIONS),
    /** The route as the browser measured it (km, minutes); null when unknown. The spec's names follow. */
    totalDistanceKm: z.number().nonnegative().max(MAX_DISTANCE_KM).nullable().optional(),
    totalMinutes: z.number().int().nonnegative().max(MAX_ROUTE_MINUTES).nullable().optional(),
    totalDistance: routeMeasure({ fromText: distanceKmFromText, max: MAX_DISTANCE_KM, problem: 'field.distance.invalid' }).optional(),
    totalTime: routeMeasure({ fromText: minutesFromText, max: MAX_ROUTE_MINUTES, problem: 'field.duration.invalid' }).optional(),
    routeApproximate: z.boolean().default(false),
    comments: multilineText(LIMITS.comments).default(''),
    /** Honeypot: people never see it, so it stays empty; bots fill it. */
    website: honeypot(),
  })
  .superRefine((request, ctx) => {
    // Two values for one fact: neither can be trusted over the other.
    for (const [specName, ourName] of SPELLED_TWICE) {
      if (request[specName] !== undefined && request[ourName] !== undefined)
        ctx.addIssue({ code: 'custom', path: [specName], message: key('field.sentTwice') });
    }
  })
  .transform(({ phone, vehicle, vehicleId, totalDistance, totalDistanceKm, totalTime, totalMinutes, ...request }) => ({
    ...request,
    // The number's own dial code wins over a country that does not share it (a French default with
    // a British number); a country that shares it stays, as it tells apart what the number cannot
    // always (GB, Jersey and Guernsey share +44).
    countryCode:
      phone.international && dialCodeOf(request.countryCode) !== phone.international.dialCode ? phone.international.countryCode : request.countryCode,
    phone: phone.nationalDigits,
    vehicleId: vehicle !== undefined ? vehicle : (vehicleId ?? null),
    /** The name the vehicle came under, so a problem with it is reported on the field the client sent. */
    vehicleSentAs: vehicle !== undefined ? ('vehicle' as const) : ('vehicleId' as const),
    totalDistanceKm: totalDistance !== undefined ? totalDistance : (totalDistanceKm ?? null),
    totalMinutes: totalTime !== undefined ? (totalTime === null ? null : Math.round(totalTime)) : (totalMinutes ?? null),
  }));
export type ParsedQuoteRequest = z.output<typeof quoteRequestSchema>;
/** The request as the wizard builds it: the one shape every accepted spelling is normalised to. */
export type QuoteRequest = Omit<ParsedQuoteRequest, 'vehicleSentAs'>;

export const quoteResponseSchema = z.object({ quoteNumber: z.string().regex(/^TR-\d{4}-\d{4,}$/) });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
