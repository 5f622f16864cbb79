// POST /api/exquotes: the excursion Book Now modal's request (spec section 3, "Excursion quote
// request"), checked with the modal's rules (section 5: excursion-rules.ts, which the browser runs
// as typed and the server runs again here). The server also checks what only it knows: the
// excursion is active and the selected places are its own (excursions/request-excursion-quote.ts).
import { z } from 'zod';
import type { SharedMessageKey } from '../i18n/index.ts';
import { MAX_STOPS } from '../constants.ts';
import { isExcursionPhone } from '../excursion-rules.ts';
import { honeypot, multilineText, requestLang, singleLineText as text } from './fields.ts';
import { FIELD_LIMITS } from '../limits.ts';
import { isEmailAddress } from '../text-rules.ts';

const key = (k: SharedMessageKey) => k;
const LIMITS = FIELD_LIMITS.excursionQuote;
const unknownExcursion = key('excursion.error.unknownExcursion');

// The modal's rules live in a zod-free module (the island imports them); they are part of this
// module's interface too.
export {
  excursionContactMessage,
  excursionContactProblems,
  isExcursionPhone,
  phoneDigits,
  type ExcursionContact,
  type ExcursionContactField,
} from '../excursion-rules.ts';

// Absent is blank: the same message as an empty field.
const requiredText = (max: number) =>
  text(max)
    .default('')
    .refine((value) => value !== '', key('excursion.error.required'));

export const excursionQuoteRequestSchema = z
  .strictObject({
    lang: requestLang(),
    /** The excursion's id, as a number or as digits (the spec's `_id`). */
    excursionId: z
      .union(
        [
          // The union's own message covers a missing id or another type; a number or text of the
          // right type that cannot be an id gets the same message from its branch's check.
          z.number().int(unknownExcursion).positive(unknownExcursion),
          z.string().regex(/^[0-9]{1,12}$/, unknownExcursion),
        ],
        { error: unknownExcursion },
      )
      .transform(Number),
    /** Read and ignored: the server names the excursion from its own record. */
    excursionTitle: z.string().max(500).optional(),
    /** Places to visit, as the excursion lists them (in the page's language). */
    selectedHighlights: z
      .array(text(LIMITS.highlight), { error: key('field.invalid') })
      .max(LIMITS.highlights, key('field.invalid'))
      .default([]),
    /** Addresses; the spec sends non-empty strings only. */
    stopLocations: z
      .array(
        text(LIMITS.place).refine((stop) => stop !== '', key('excursion.error.blankStop')),
        { error: key('field.invalid') },
      )
      .max(MAX_STOPS, key('booking.error.maxStops'))
      .default([]),
    withPhotographer: z.boolean({ error: key('field.invalid') }).default(false),
    firstName: requiredText(LIMITS.firstName),
    lastName: requiredText(LIMITS.lastName),
    email: text(FIELD_LIMITS.email)
      .default('')
      .refine((value) => value !== '', key('excursion.error.required'))
      .refine((value) => value === '' || isEmailAddress(value), key('field.email.invalid'))
      .transform((email) => email.toLowerCase()),
    phone: text(LIMITS.phone)
      .default('')
      .refine((value) => value !== '', key('excursion.error.required'))
      .refine((value) => value === '' || isExcursionPhone(value), key('excursion.error.phone')),
    comments: multilineText(LIMITS.comments).default(''),
    /** Honeypot: people never see it, so it stays empty; bots fill it. */
    website: honeypot(),
  })
  .transform(({ excursionTitle: _ignored, ...request }) => ({
    ...request,
    // The same place ticked twice is one place.
    selectedHighlights: [...new Set(request.selectedHighlights.filter((place) => place !== ''))],
  }));
export type ExcursionQuoteRequest = z.input<typeof excursionQuoteRequestSchema>;
export type ParsedExcursionQuoteRequest = z.output<typeof excursionQuoteRequestSchema>;

export const excursionQuoteResponseSchema = z.object({ exQuoteNumber: z.string().regex(/^EX-\d{4}-\d{4,}$/) });
export type ExcursionQuoteResponse = z.infer<typeof excursionQuoteResponseSchema>;
