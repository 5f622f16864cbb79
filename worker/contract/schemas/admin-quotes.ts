// The back office's quote queues (spec sections 3, 4, 5 and 7): GET /api/admin/quotes and
// /api/admin/exquotes (searched, filtered, sorted and paginated on the server, so the dashboard stays
// fast with years of requests), one quote, PATCH of status and the important flag, and the pending
// counts of the sidebar badges. The dashboard imports the types and urgencyOf from here.
import { z } from 'zod';
import { QUOTE_STATUSES } from '../enums.ts';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, ADMIN_SEARCH_MAX, PRIORITY_FILTERS, STATUS_FILTERS, TRANSFER_TYPE_NAMES } from '../quote-list-words.ts';
import { singleLineText } from './fields.ts';
import type { SharedMessageKey } from '../i18n/index.ts';
import { LANGS } from '../i18n/langs.ts';
import { URGENCIES } from '../urgency.ts';
import { PAYMENT_FILTERS, PAYMENT_STATES } from '../booking-words.ts';
import { offerSummarySchema } from './bookings.ts';

// Urgency is a zod-free module (the dashboard relabels with it between polls without shipping zod);
// it is part of this module's interface too.
export { URGENCIES, URGENCY_THRESHOLDS_MS, urgencyOf, type Urgency } from '../urgency.ts';

const key = (k: SharedMessageKey) => k;

/**
 * A whole number from the query string in min..max; absent or '' (a field left empty) is the
 * default.
 */
export const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string({ error: key('field.invalid') })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return fallback;
      const value = /^[0-9]{1,9}$/.test(text) ? Number(text) : NaN;
      if (value >= min && value <= max) return value;
      ctx.addIssue({ code: 'custom', message: key('field.invalid') });
      return z.NEVER;
    });

/** One of `values`; absent or '' (a select left on its empty option) is 'all'. */
export const filter = <const Values extends readonly [string, ...string[]]>(values: Values, message: SharedMessageKey) =>
  z
    .string({ error: key(message) })
    .optional()
    .transform((text) => text || 'all')
    .pipe(z.enum(values, { error: key(message) }));

/**
 * The list's query string. Unknown parameters are refused by name, as unknown body fields are: a
 * misspelt filter must not silently show everything.
 */
export const adminListQuerySchema = z.strictObject({
  /** Case-insensitive substring of the spec's searched fields (section 5); blank: no search. */
  q: singleLineText(ADMIN_SEARCH_MAX).optional().default(''),
  status: filter(STATUS_FILTERS, 'admin.field.statusFilter.invalid'),
  priority: filter(PRIORITY_FILTERS, 'admin.field.priorityFilter.invalid'),
  /** The request's payment state (decision 038): offer sent, deposit paid, needs attention… */
  payment: filter(PAYMENT_FILTERS, 'adminBookings.field.paymentFilter.invalid'),
  // Past the last page is an empty page, not an error; the bound only keeps OFFSET sane.
  page: wholeNumber(1, 1_000_000, 1),
  pageSize: wholeNumber(1, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;
export type ParsedAdminListQuery = z.output<typeof adminListQuerySchema>;

/** A quote's id in a path: digits only; anything else names no quote (404). */
export const adminQuoteIdSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});

const status = () => z.enum(QUOTE_STATUSES, { error: key('admin.field.status.invalid') });
const important = () => z.boolean({ error: key('admin.field.important.invalid') });

/** PATCH /:id: any status from any other (spec section 4), the important flag, or both. */
export const adminQuotePatchSchema = z
  .strictObject({ status: status().optional(), important: important().optional() })
  .refine((patch) => patch.status !== undefined || patch.important !== undefined, { message: key('admin.error.nothingToChange') });
export type AdminQuotePatch = z.output<typeof adminQuotePatchSchema>;

/** PATCH /api/admin/quotes/:id/important, as the spec's table writes it: the new flag. */
export const adminImportantPatchSchema = z.strictObject({ important: important() });

const isoInstant = () => z.iso.datetime();

/** Spec section 3, "Quote (admin, transfer)", plus what the dashboard needs besides. */
export const adminQuoteSchema = z.object({
  id: z.number().int(),
  /** The spec's name for the id: the same value. */
  _id: z.number().int(),
  /** TR-YYYY-NNNN. */
  quoteNumber: z.string(),
  status: z.enum(QUOTE_STATUSES),
  important: z.boolean(),
  /** The language of the request: the reply screen writes to the customer in it. */
  lang: z.enum(LANGS),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** International form, '+33612345678'. */
  phone: z.string(),
  /** ISO 3166-1 alpha-2 of the phone's country, when known. */
  countryCode: z.string().nullable(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  /** YYYY-MM-DD and HH:MM, Europe/Paris, as entered. */
  pickupDate: z.string(),
  pickupTime: z.string(),
  /** The pickup as an ISO instant, for urgency and sorting in the browser. */
  pickupAt: isoInstant(),
  /** 'URGENT', 'SOON' or null, at the server's clock when answered (urgencyOf). */
  urgency: z.enum(URGENCIES).nullable(),
  /** The spec's label: 'One Way', 'Round Trip' or 'Multi Stop'. */
  transferType: z.enum(TRANSFER_TYPE_NAMES),
  /** Round Trip only; null otherwise. */
  returnDate: z.string().nullable(),
  returnTime: z.string().nullable(),
  adults: z.number().int(),
  /** Whole hours. */
  extraTime: z.number().int(),
  /** The vehicle's name, 'Unknown' when none was chosen. */
  vehicle: z.string(),
  /** Option name → count, flag or list (animalTypes); options not asked for are absent. */
  vehicleExtraOptions: z.record(z.string(), z.union([z.boolean(), z.number(), z.string(), z.array(z.string())])),
  /** '34 km' / '1h 20m' (the spec's text), null when unknown; the numbers below say the same. */
  totalDistance: z.string().nullable(),
  totalTime: z.string().nullable(),
  totalDistanceKm: z.number().nullable(),
  totalMinutes: z.number().int().nullable(),
  /** True when distance and time were estimated without a routing service. */
  routeApproximate: z.boolean(),
  comments: z.string(),
  stopLocations: z.array(z.string()),
  flightTrainNumber: z.string().nullable(),
  /** The request's money at a glance (decision 038). */
  paymentState: z.enum(PAYMENT_STATES),
  /** PEC-YYYY-NNNN once a payment confirmed the booking. */
  bookingReference: z.string().nullable(),
  /** The current offer (state, amounts, expiry); null before any. */
  offer: offerSummarySchema.nullable(),
  /** ISO instants; how long a request has waited is now − createdAt. */
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
});
export type AdminQuote = z.infer<typeof adminQuoteSchema>;

/** Spec section 3, "Excursion quote (admin)", plus the language and the excursion's id. */
export const adminExcursionQuoteSchema = z.object({
  id: z.number().int(),
  _id: z.number().int(),
  /** EX-YYYY-NNNN. */
  exQuoteNumber: z.string(),
  status: z.enum(QUOTE_STATUSES),
  important: z.boolean(),
  lang: z.enum(LANGS),
  /** Null once the excursion has been deleted; the title still says what was asked for. */
  excursionId: z.number().int().nullable(),
  excursionTitle: z.string(),
  selectedHighlights: z.array(z.string()),
  stopLocations: z.array(z.string()),
  withPhotographer: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Digits as typed in the Book Now modal. */
  phone: z.string(),
  comments: z.string(),
  /** The request's money at a glance (decision 038). */
  paymentState: z.enum(PAYMENT_STATES),
  /** PEC-YYYY-NNNN once a payment confirmed the booking. */
  bookingReference: z.string().nullable(),
  /** The current offer (state, amounts, expiry); null before any. */
  offer: offerSummarySchema.nullable(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
});
export type AdminExcursionQuote = z.infer<typeof adminExcursionQuoteSchema>;

const listOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    /** Every quote of the kind: the 'y' of 'x of y quotes'. */
    total: z.number().int().nonnegative(),
    /** The quotes matching the search and filters: the 'x'; a search counts up to SEARCH_COUNT_LIMIT. */
    filteredTotal: z.number().int().nonnegative(),
    /** More quotes match than filteredTotal: 'more than x of y'. */
    filteredMore: z.boolean(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export const adminQuoteListSchema = listOf(adminQuoteSchema);
export type AdminQuoteList = z.infer<typeof adminQuoteListSchema>;
export const adminExcursionQuoteListSchema = listOf(adminExcursionQuoteSchema);
export type AdminExcursionQuoteList = z.infer<typeof adminExcursionQuoteListSchema>;

/** Spec section 3, "Pending counts": the sidebar badges. */
export const pendingCountsSchema = z.object({
  quotesPending: z.number().int().nonnegative(),
  exQuotesPending: z.number().int().nonnegative(),
  /** Customer conversations with a message the admin has not opened (the Messages badge). */
  unreadConversations: z.number().int().nonnegative(),
  /** E-mails that failed (admin-outbox.ts, decision 025): the Outbox badge. */
  outboxFailed: z.number().int().nonnegative(),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;
