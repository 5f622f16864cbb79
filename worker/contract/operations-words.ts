// The values the back office's chauffeurs, fleet and agenda screens need as values (decision 042),
// without zod: the languages a chauffeur may speak, the lengths kept, the agenda's longest range.

/** The languages a chauffeur may speak with customers, as codes (the screens name them in words). */
export const CHAUFFEUR_LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ar', 'zh', 'ja', 'ru'] as const;
export type ChauffeurLanguage = (typeof CHAUFFEUR_LANGUAGES)[number];

export const OPERATIONS_LIMITS = {
  chauffeurName: 80,
  /** As typed, before it is read as E.164. */
  phone: 32,
  plate: 16,
  colour: 40,
} as const;

/** The agenda reads at most this many Paris days at once (six weeks: a month's calendar grid). */
export const AGENDA_MAX_DAYS = 42;

/** An excursion lasts from a quarter of an hour to a day, in minutes. */
export const EXCURSION_MINUTES = { min: 15, max: 24 * 60 } as const;

/** A plate as stored: upper case, spaces and dashes as typed but single, trimmed ('gh 123  jk' → 'GH 123 JK'). */
export const normalisedPlate = (typed: string) => typed.trim().replace(/\s+/g, ' ').toUpperCase();

/** A plate of letters and digits, with single spaces or dashes between (2 to 16 characters). */
export const PLATE_PATTERN = /^[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){1,15}$/;
