// The values the back office's chauffeurs, fleet and agenda screens need as values (decision 042),
// without zod: the languages a chauffeur may speak, the lengths kept, the agenda's longest range.
import { FIELD_LIMITS } from './limits.ts';

/** The languages a chauffeur may speak with customers, as codes (the screens name them in words). */
export const CHAUFFEUR_LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ar', 'zh', 'ja', 'ru'] as const;
export type ChauffeurLanguage = (typeof CHAUFFEUR_LANGUAGES)[number];

/** The lengths kept: the contract's one object of limits (limits.ts). */
export const OPERATIONS_LIMITS = FIELD_LIMITS.adminOperations;

/** The agenda reads at most this many Paris days at once (six weeks: a month's calendar grid). */
export const AGENDA_MAX_DAYS = 42;

/** An excursion lasts from a quarter of an hour to a day, in minutes. */
export const EXCURSION_MINUTES = { min: 15, max: 24 * 60 } as const;

/** A plate as stored: upper case, spaces and dashes as typed but single, trimmed ('gh 123  jk' → 'GH 123 JK'). */
export const normalisedPlate = (typed: string) => typed.trim().replace(/\s+/g, ' ').toUpperCase();

/** A plate of letters and digits, with single spaces or dashes between (2 to 16 characters). */
export const PLATE_PATTERN = /^[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){1,15}$/;
