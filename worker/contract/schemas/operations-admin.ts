// The back office's operations API (decision 042): the chauffeurs and the fleet as the office keeps
// them, a trip's assignment, an excursion's time, and the agenda's range. Every message is a
// dictionary key (adminOperations.*), so the API answers each field's problem in the request's
// language. The answers' shapes are types: the site imports only those.
import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { SharedMessageKey } from '../i18n/index.ts';
import { REPLY_QUOTE_KINDS } from '../email-send-words.ts';
import { VEHICLES } from '../vehicles.ts';
import { AGENDA_MAX_DAYS, CHAUFFEUR_LANGUAGES, EXCURSION_MINUTES, OPERATIONS_LIMITS, PLATE_PATTERN, normalisedPlate } from '../operations-words.ts';
import { fromParis } from '../paris-time.ts';
import type { TripConflict } from '../trip-conflicts.ts';
import { TRIP_LEGS, type Trip } from './operations.ts';
import { optionalText, requiredText, singleLineText } from './fields.ts';
import type { PAYMENT_STATES } from '../booking-words.ts';

const key = (k: SharedMessageKey) => k;

/** A record's id in a path ('12'); anything else names nothing. */
const pathId = () =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number);

export const operationsIdSchema = z.object({ id: pathId() });

/** A phone in international form ('+33 6 12 34 56 78'), answered in E.164 ('+33612345678'). */
const e164Phone = () =>
  z
    .string({ error: key('adminOperations.field.phone') })
    .max(OPERATIONS_LIMITS.phone, key('adminOperations.field.phone'))
    .transform((typed, ctx) => {
      const trimmed = typed.trim();
      const parsed = /^\+[0-9 ().-]+$/.test(trimmed) ? parsePhoneNumberFromString(trimmed) : undefined;
      if (!parsed?.isValid()) {
        ctx.addIssue({ code: 'custom', message: key('adminOperations.field.phone') });
        return z.NEVER;
      }
      return parsed.number as string;
    });

const languages = () =>
  z
    .array(z.enum(CHAUFFEUR_LANGUAGES, { error: key('adminOperations.field.languages') }), { error: key('adminOperations.field.languages') })
    .max(CHAUFFEUR_LANGUAGES.length, key('adminOperations.field.languages'))
    .refine((codes) => new Set(codes).size === codes.length, key('adminOperations.field.languages'));

const active = () => z.boolean({ error: key('adminOperations.field.active') });

const chauffeurFields = {
  name: requiredText(OPERATIONS_LIMITS.chauffeurName),
  phone: e164Phone(),
  languages: languages(),
  active: active(),
};

const atLeastOne = (value: object) => Object.keys(value).length > 0;

/** A new chauffeur: name, phone, languages; active unless said otherwise. */
export const chauffeurInputSchema = z.strictObject({ ...chauffeurFields, active: active().optional().default(true) });
export type ChauffeurInput = z.input<typeof chauffeurInputSchema>;

/** A chauffeur's change: any of the fields, at least one. */
export const chauffeurPatchSchema = z
  .strictObject(chauffeurFields)
  .partial()
  .refine(atLeastOne, { message: key('adminOperations.field.noChange'), path: ['_'] });
export type ChauffeurPatch = z.input<typeof chauffeurPatchSchema>;

const VEHICLE_NAMES = VEHICLES.map((vehicle) => vehicle.name) as [string, ...string[]];

const fleetFields = {
  vehicle: z.enum(VEHICLE_NAMES, { error: key('adminOperations.field.vehicle') }),
  plate: z
    .string({ error: key('adminOperations.field.plate') })
    .max(OPERATIONS_LIMITS.plate * 2, key('adminOperations.field.plate'))
    .transform(normalisedPlate)
    .refine((plate) => PLATE_PATTERN.test(plate), key('adminOperations.field.plate')),
  colour: singleLineText(OPERATIONS_LIMITS.colour),
  active: active(),
};

/** A new car: its class, its plate (upper case, unique), its colour; active unless said otherwise. */
export const fleetInputSchema = z.strictObject({ ...fleetFields, colour: optionalText(OPERATIONS_LIMITS.colour), active: active().optional().default(true) });
export type FleetInput = z.input<typeof fleetInputSchema>;

export const fleetPatchSchema = z
  .strictObject(fleetFields)
  .partial()
  .refine(atLeastOne, { message: key('adminOperations.field.noChange'), path: ['_'] });
export type FleetPatch = z.input<typeof fleetPatchSchema>;

export interface Chauffeur {
  id: number;
  name: string;
  /** E.164. */
  phone: string;
  languages: string[];
  active: boolean;
}

export interface FleetVehicle {
  id: number;
  /** A vehicle class's name (contract/vehicles.ts). */
  vehicle: string;
  plate: string;
  colour: string;
  active: boolean;
}

/** A trip named in a path: /api/admin/trips/:kind/:id/:leg/assignment. */
export const tripTargetSchema = z.object({ kind: z.enum(REPLY_QUOTE_KINDS), id: pathId(), leg: z.enum(TRIP_LEGS) });

const recordId = (message: SharedMessageKey) =>
  z
    .number({ error: key(message) })
    .int(key(message))
    .min(1, key(message))
    .max(Number.MAX_SAFE_INTEGER, key(message))
    .nullable();

/** Who drives a trip in which car; null leaves it to decide. */
export const assignmentInputSchema = z.strictObject({
  chauffeurId: recordId('adminOperations.field.chauffeurId'),
  vehicleId: recordId('adminOperations.field.vehicleId'),
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date, YYYY-MM-DD. */
const isDate = (value: string) => DATE.test(value) && fromParis(value, '12:00') !== null;

const parisDate = (message: SharedMessageKey) => z.string({ error: key(message) }).refine(isDate, key(message));

/** An excursion's time as the office agrees it with the customer: a Paris date and time, and its length. */
export const excursionTripSchema = z.strictObject({
  date: parisDate('adminOperations.field.date'),
  time: z.string({ error: key('adminOperations.field.time') }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, key('adminOperations.field.time')),
  minutes: z
    .number({ error: key('adminOperations.field.minutes') })
    .int(key('adminOperations.field.minutes'))
    .min(EXCURSION_MINUTES.min, key('adminOperations.field.minutes'))
    .max(EXCURSION_MINUTES.max, key('adminOperations.field.minutes')),
});
export type ExcursionTripInput = z.input<typeof excursionTripSchema>;

/** The whole Paris days between two dates, both included. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The agenda's range: Paris dates, `to` included, at most AGENDA_MAX_DAYS days. */
export const agendaQuerySchema = z
  .object({ from: parisDate('adminOperations.field.from'), to: parisDate('adminOperations.field.to') })
  .superRefine((range, ctx) => {
    const days = daysBetween(range.from, range.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: key('adminOperations.field.rangeOrder') });
    else if (days > AGENDA_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: key('adminOperations.field.rangeTooLong') });
  });

/** A trip as the agenda shows it: with the other trips it clashes with (same chauffeur or car, overlapping). */
export interface AgendaTrip extends Trip {
  conflicts: (TripConflict & { number: string; leg: Trip['leg']; startsAt: string })[];
}

/** A confirmed excursion whose time the office has not set yet. */
export interface ExcursionToSchedule {
  quoteId: number;
  number: string;
  excursionTitle: string;
  customer: { firstName: string; lastName: string };
  stops: string[];
  paymentState: (typeof PAYMENT_STATES)[number];
}

export interface Agenda {
  from: string;
  to: string;
  trips: AgendaTrip[];
  toSchedule: ExcursionToSchedule[];
}
