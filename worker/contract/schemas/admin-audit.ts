// The back office's audit trail (decision 028): GET /api/admin/audit, every sign-in, sign-out and
// admin change, newest first, filtered and paginated on the server like the quote queues (decision
// 022). Decision 028 says what is recorded. The dashboard imports the types from here and the word
// lists from audit-words.ts.
import { z } from 'zod';
import { filter, wholeNumber } from './admin-quotes.ts';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, ADMIN_SEARCH_MAX } from '../quote-list-words.ts';
import { singleLineText } from './fields.ts';
import type { SharedMessageKey } from '../i18n/index.ts';
import { AUDIT_ACTION_FILTERS, AUDIT_ENTITY_FILTERS, AUDIT_TEXT_LIMITS } from '../audit-words.ts';

// The word lists are part of this module's interface too.
export {
  AUDIT_ACTIONS,
  AUDIT_ACTION_FILTERS,
  AUDIT_ENTITY_FILTERS,
  AUDIT_ENTITY_TYPES,
  AUDIT_TEXT_LIMITS,
  type AuditAction,
  type AuditEntityType,
} from '../audit-words.ts';

const key = (k: SharedMessageKey) => k;

/** A Paris calendar day, YYYY-MM-DD, that exists; absent or '' (a date field left empty) is no bound. */
const parisDay = () =>
  z
    .string({ error: key('adminAudit.field.date.invalid') })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return null;
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
      if (day && day.toISOString().slice(0, 10) === text) return text;
      ctx.addIssue({ code: 'custom', message: key('adminAudit.field.date.invalid') });
      return z.NEVER;
    });

/**
 * The list's query string; unknown parameters are refused by name (as adminListQuerySchema). `from`
 * and `to` are Paris days, both included.
 */
export const adminAuditQuerySchema = z
  .strictObject({
    action: filter(AUDIT_ACTION_FILTERS, 'adminAudit.field.actionFilter.invalid'),
    entityType: filter(AUDIT_ENTITY_FILTERS, 'adminAudit.field.entityFilter.invalid'),
    /** Exactly this admin (or username typed at a failed sign-in); blank: anyone. */
    actor: singleLineText(AUDIT_TEXT_LIMITS.actor).optional().default(''),
    /** Case-insensitive substring of the actor, the entity's id or the detail; blank: no search. */
    q: singleLineText(ADMIN_SEARCH_MAX).optional().default(''),
    from: parisDay(),
    to: parisDay(),
    page: wholeNumber(1, 1_000_000, 1),
    pageSize: wholeNumber(1, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE_DEFAULT),
  })
  .refine((query) => query.from === null || query.to === null || query.from <= query.to, {
    message: key('adminAudit.field.dateRange.invalid'),
    path: ['to'],
  });
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;
export type ParsedAdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

/** One entry as the screen shows it. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  /** The admin who acted; for a failed sign-in, the username as typed. */
  actor: z.string(),
  /** AUDIT_ACTIONS; a string, so an older row with another word still lists. */
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /**
   * What else the entry says: `ip` and `userAgent` for sign-ins and sign-outs, `number`, `changes`
   * ({ field: { from, to } }) or `changed` (field names) for changes, `to` and `subject` for replies.
   */
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = z.object({
  items: z.array(adminAuditEntrySchema),
  total: z.number().int().nonnegative(),
  filteredTotal: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
