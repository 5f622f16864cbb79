// The back office's Outbox (decision 025): every e-mail the product sends, GET /api/admin/outbox
// (searched, filtered and paginated on the server like the quote queues, decision 022) and the
// admin's resend of a failed one, POST /api/admin/outbox/:id/resend. Decision 025 says what 'failed'
// means here. The dashboard imports the types from here and the lists of statuses and kinds from outbox-words.ts.
import { z } from 'zod';
import { filter, wholeNumber } from './admin-quotes.ts';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, ADMIN_SEARCH_MAX } from '../quote-list-words.ts';
import { singleLineText } from './fields.ts';
import { LANGS } from '../i18n/langs.ts';
import { OUTBOX_SCREEN_STATUSES, OUTBOX_STATUS_FILTERS } from '../outbox-words.ts';

// The statuses and kinds are a zod-free module (the dashboard shows them without shipping zod); they
// are part of this module's interface too.
export {
  OUTBOX_KINDS,
  OUTBOX_SCREEN_STATUSES,
  OUTBOX_STATUS_FILTERS,
  type OutboxKind,
  type OutboxScreenStatus,
  type OutboxStatusFilter,
} from '../outbox-words.ts';

/** The list's query string; unknown parameters are refused by name (as adminListQuerySchema). */
export const adminOutboxQuerySchema = z.strictObject({
  /** Case-insensitive substring of the recipient or the subject; blank: no search. */
  q: singleLineText(ADMIN_SEARCH_MAX).optional().default(''),
  status: filter(OUTBOX_STATUS_FILTERS, 'adminOutbox.field.statusFilter.invalid'),
  page: wholeNumber(1, 1_000_000, 1),
  pageSize: wholeNumber(1, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminOutboxQuery = z.input<typeof adminOutboxQuerySchema>;
export type ParsedAdminOutboxQuery = z.output<typeof adminOutboxQuerySchema>;

/** An e-mail's id in a path: digits only; anything else names no e-mail (404). */
export const adminOutboxIdSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});

/** POST …/:id/resend: nothing to say but the wish (a JSON object, as every admin change). */
export const adminOutboxResendSchema = z.strictObject({});

const isoInstant = () => z.iso.datetime();

/** One e-mail as the Outbox screen shows it. */
export const adminOutboxEmailSchema = z.object({
  id: z.number().int(),
  /** The template, e.g. 'quote.customer' (OUTBOX_KINDS). */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  lang: z.enum(LANGS),
  status: z.enum(OUTBOX_SCREEN_STATUSES),
  /** Attempts of the current round (a resend starts a new round at 0). */
  attempts: z.number().int().nonnegative(),
  /** The provider's or the network's last refusal; null once sent. */
  lastError: z.string().nullable(),
  createdAt: isoInstant(),
  sentAt: isoInstant().nullable(),
  /** When the next automatic attempt is due, for a queued or failed e-mail still retried; null otherwise. */
  nextAttemptAt: isoInstant().nullable(),
  /** What caused it: 'quote', 'excursion_quote', 'contact_message', 'reply'. */
  relatedType: z.string().nullable(),
  relatedId: z.number().int().nullable(),
});
export type AdminOutboxEmail = z.infer<typeof adminOutboxEmailSchema>;

export const adminOutboxListSchema = z.object({
  items: z.array(adminOutboxEmailSchema),
  /** Every e-mail in the outbox. */
  total: z.number().int().nonnegative(),
  /** The e-mails matching the search and the filter. */
  filteredTotal: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Failed e-mails (as above), whatever the filter: the sidebar badge's number, on this screen too. */
  failed: z.number().int().nonnegative(),
});
export type AdminOutboxList = z.infer<typeof adminOutboxListSchema>;
