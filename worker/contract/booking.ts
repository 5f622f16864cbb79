// POST /api/quotes: the JSON the booking wizard sends. Field rules here are shape and size; the
// business rules (booking-rules.ts, contact-rules.ts) run on top, on the server with its own clock.
import { z } from 'zod';
import type { MessageKey } from '../../site/i18n/en.ts';
import { EXTRA_TIME_MAX_HOURS, MAX_STOPS } from './constants.ts';
import { TRANSFER_TYPES } from './enums.ts';
import { multilineText, singleLineText as text } from './fields.ts';
import { ANIMAL_TYPES, EXTRA_OPTION_COUNTS, NO_EXTRA_OPTIONS, type ExtraOptionCount } from './booking-rules.ts';

const key = (k: MessageKey) => k;

const latLng = z.object({ lat: z.number().finite(), lng: z.number().finite() });
const count = (max: number) => z.number({ error: key('field.invalid') }).int(key('field.invalid')).min(0, key('field.invalid')).max(max, key('field.invalid'));

export const extraOptionsSchema = z.object({
  ...(Object.fromEntries(EXTRA_OPTION_COUNTS.map((name) => [name, count(20).default(0)])) as Record<ExtraOptionCount, z.ZodDefault<ReturnType<typeof count>>>),
  animal: z.boolean().default(false),
  animalTypes: z.array(z.enum(ANIMAL_TYPES)).max(ANIMAL_TYPES.length).default([]),
});

export const quoteRequestSchema = z.object({
  lang: z.enum(['en', 'fr']).optional(),
  firstName: text(80),
  lastName: text(80),
  email: text(254),
  /** ISO 3166-1 alpha-2 of the phone's country. */
  countryCode: z.string().regex(/^[A-Z]{2}$/, key('field.invalid')).default('FR'),
  /** National digits, as typed. */
  phone: text(20),
  pickupLocation: text(300),
  dropoffLocation: text(300),
  pickupCoords: latLng.nullable().default(null),
  dropoffCoords: latLng.nullable().default(null),
  pickupDate: text(10),
  pickupTime: text(5),
  transferType: z.enum(TRANSFER_TYPES, { error: key('field.invalid') }).default('ONE_WAY'),
  returnDate: text(10).default(''),
  returnTime: text(5).default(''),
  stopLocations: z.array(text(300)).max(MAX_STOPS, key('booking.error.maxStops')).default([]),
  adults: z.number({ error: key('field.invalid') }).int(key('field.invalid')).min(0, key('field.invalid')).max(8, key('booking.error.vehicleTooSmall')).default(1),
  extraTime: count(EXTRA_TIME_MAX_HOURS).default(0),
  flightTrainNumber: text(20).default(''),
  vehicleId: z.number({ error: key('booking.error.selectVehicle') }).int().nullable(),
  vehicleExtraOptions: extraOptionsSchema.default(NO_EXTRA_OPTIONS),
  /** The route as the browser measured it; null when unknown. */
  totalDistanceKm: z.number().nonnegative().max(5000).nullable().default(null),
  totalMinutes: z.number().int().nonnegative().max(10_000).nullable().default(null),
  routeApproximate: z.boolean().default(false),
  comments: multilineText(2000).default(''),
  /** Honeypot: people never see it, so it stays empty; bots fill it. */
  website: z.string().max(500).default(''),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;
export type ParsedQuoteRequest = z.output<typeof quoteRequestSchema>;

export const quoteResponseSchema = z.object({ quoteNumber: z.string().regex(/^TR-\d{4}-\d{4,}$/) });
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
