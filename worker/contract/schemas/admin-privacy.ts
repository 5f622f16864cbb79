// The back office's privacy requests (decision 029): everything stored about one e-mail
// address, looked up (POST /api/admin/privacy/lookup), exported as a JSON download
// (POST /api/admin/privacy/export) and erased (POST /api/admin/privacy/erase, the address typed
// twice). The address always travels in a JSON body, never in a URL, which request logs keep.
// Addresses match whatever their case. The dashboard imports only the types from here.
import { z } from 'zod';
import { emailAddress } from './fields.ts';
import type { SharedMessageKey } from '../i18n/index.ts';

const key = (k: SharedMessageKey) => k;

/** POST …/lookup and …/export: the address asked about (lower case); nothing else. */
export const privacyLookupSchema = z.strictObject({ email: emailAddress() });
export type PrivacyLookupRequest = z.input<typeof privacyLookupSchema>;

/**
 * POST …/erase: the address, and the same address typed again, so an erasure never follows a slip
 * of the hand; they must agree (whatever their case).
 */
export const privacyEraseSchema = z
  .strictObject({ email: emailAddress(), confirm: emailAddress() })
  .refine((body) => body.email === body.confirm, { path: ['confirm'], message: key('adminPrivacy.field.confirm.mismatch') });
export type PrivacyEraseRequest = z.input<typeof privacyEraseSchema>;

/** How many records of each kind are stored about an address (the lookup and the erasure's answer). */
export const privacyCountsSchema = z.object({
  quotes: z.number().int().nonnegative(),
  excursionQuotes: z.number().int().nonnegative(),
  conversations: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  contactMessages: z.number().int().nonnegative(),
  emails: z.number().int().nonnegative(),
  auditEntries: z.number().int().nonnegative(),
  /** Changes and cancellations asked from the quotes' request page (decision 040). */
  changeRequests: z.number().int().nonnegative(),
  cancellations: z.number().int().nonnegative(),
});
export type PrivacyCounts = z.infer<typeof privacyCountsSchema>;

export const privacyLookupAnswerSchema = z.object({ email: z.string(), counts: privacyCountsSchema });
export type PrivacyLookup = z.infer<typeof privacyLookupAnswerSchema>;

/** What the erasure answers: what it deleted. */
export const privacyErasureSchema = z.object({ erased: privacyCountsSchema });
export type PrivacyErasure = z.infer<typeof privacyErasureSchema>;

/**
 * The export: every stored row about the address, each table's rows as stored (column names in
 * camelCase, instants as ISO text), so the customer gets everything and nothing is left out by a
 * field list that falls behind the schema.
 */
export const privacyExportSchema = z.object({
  email: z.string(),
  exportedAt: z.iso.datetime(),
  quotes: z.array(z.record(z.string(), z.unknown())),
  excursionQuotes: z.array(z.record(z.string(), z.unknown())),
  conversations: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  contactMessages: z.array(z.record(z.string(), z.unknown())),
  emails: z.array(z.record(z.string(), z.unknown())),
  auditEntries: z.array(z.record(z.string(), z.unknown())),
  changeRequests: z.array(z.record(z.string(), z.unknown())),
  cancellations: z.array(z.record(z.string(), z.unknown())),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;
