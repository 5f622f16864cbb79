// An excursion quote request that passed the schema, checked against what only the server knows
// (the excursion is offered, the places chosen are its own) and turned into the record to store.
// Pure: no database, no e-mail; the use case (request-excursion-quote.ts) looks the excursion up.
import type { ParsedExcursionQuoteRequest } from '../contract/schemas/excursion-quote.ts';
import type { RequestLang } from '../contract/enums.ts';
import { trimInvisible } from '../contract/text-rules.ts';
import { toPublicExcursion, type ExcursionWithImages } from '../db/queries/excursions.ts';
import type { excursionQuotes } from '../db/schema.ts';
import type { FieldProblems } from '../quotes/quote.ts';

/** An excursion quote as the request gives it; the number, status, flags and timestamps are the database's. */
export type NewExcursionQuote = Omit<
  typeof excursionQuotes.$inferSelect,
  'id' | 'exQuoteNumber' | 'status' | 'important' | 'paymentState' | 'bookingReference' | 'offerSummary' | 'tripAt' | 'tripMinutes' | 'createdAt' | 'updatedAt'
>;

/**
 * The excursion's places in English and in French, trimmed as the request's texts are (text-rules.ts): the modal
 * lists them in the page's language, so either language is the excursion's own.
 */
function placesOf(excursion: ExcursionWithImages): Set<string> {
  return new Set([...excursion.highlights, ...(excursion.highlightsFr ?? [])].map(trimInvisible));
}

/**
 * What is wrong with the request given the excursion it names (undefined: not offered, or never
 * was): an excursion customers cannot see cannot be asked for, and a place to visit must be one of
 * the excursion's, so nothing but the excursion's own words reaches the e-mails through it.
 */
export function excursionQuoteProblems(request: ParsedExcursionQuoteRequest, excursion: ExcursionWithImages | undefined): FieldProblems {
  if (!excursion) return { excursionId: 'excursion.error.unknownExcursion' };
  const places = placesOf(excursion);
  const unknown = request.selectedHighlights.some((place) => !places.has(place));
  return unknown ? { selectedHighlights: 'excursion.error.unknownPlace' } : {};
}

/** The record to store, from a request that passed every rule: the title is the server's, never the client's. */
export function excursionQuoteFrom(request: ParsedExcursionQuoteRequest, excursion: ExcursionWithImages, lang: RequestLang): NewExcursionQuote {
  return {
    lang,
    excursionId: excursion.id,
    // The title the customer read on the page: the request's language, English when there is no French.
    excursionTitle: toPublicExcursion(excursion, lang).title,
    selectedHighlights: request.selectedHighlights,
    stopLocations: request.stopLocations,
    withPhotographer: request.withPhotographer,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    comments: request.comments,
  };
}
