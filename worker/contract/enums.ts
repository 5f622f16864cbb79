// Value sets shared by the database schema, the API contracts and the pages.
import type { Lang } from './i18n/langs.ts';

export const QUOTE_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'replied'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Internal codes of the spec's One Way, Round Trip and Multi Stop. */
export const TRANSFER_TYPES = ['ONE_WAY', 'ROUND_TRIP', 'MULTI_STOP'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/** The spec's own names of the transfer types (section 3), as API clients written from it send them. */
export const TRANSFER_TYPE_LABELS: Readonly<Record<TransferType, string>> = { ONE_WAY: 'One Way', ROUND_TRIP: 'Round Trip', MULTI_STOP: 'Multi Stop' };

/** Case, spaces, dashes and underscores aside, 'One Way', 'one-way' and 'ONE_WAY' are one name. */
const spelledLoosely = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The transfer type named by its label or its code, in any case; null when none is. */
export function transferTypeNamed(text: string): TransferType | null {
  const wanted = spelledLoosely(text);
  return TRANSFER_TYPES.find((code) => spelledLoosely(code) === wanted || spelledLoosely(TRANSFER_TYPE_LABELS[code]) === wanted) ?? null;
}

// The languages are the i18n's (one list); the database and the requests read them from here too.
export { LANGS } from './i18n/langs.ts';
/** The language a request asks to be answered (and written to) in. */
export type RequestLang = Lang;
