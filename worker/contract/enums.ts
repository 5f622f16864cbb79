// Value sets shared by the database schema, the API contracts and the pages.

export const QUOTE_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'replied'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Internal codes of the spec's One Way, Round Trip and Multi Stop. */
export const TRANSFER_TYPES = ['ONE_WAY', 'ROUND_TRIP', 'MULTI_STOP'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

export const LANGS = ['en', 'fr'] as const;
export type RequestLang = (typeof LANGS)[number];
