// POST /api/email/send: the admin's reply to a customer from the Reply to Customer screen (spec
// section 3, "Email send payload": to, subject, htmlContent, quoteId). Admin only: the route is
// mounted behind the session guard.
//
// Beyond the spec's payload, `quoteKind` says which table `quoteId` names: transfer and excursion
// quotes are numbered separately, so id 7 may be both (the spec's backend told them apart by the
// collection the id came from). It defaults to 'transfer', so a client written from the spec's
// payload still works for transfer quotes; the dashboard sends 'excursion' for an item with an
// exQuoteNumber, the spec's own test for one.
//
// The server never trusts `to`: it must be the quote's own address (no relay; the e-mail goes to the
// address stored with the quote), and `htmlContent` is rebuilt from an allowlist before it is sent
// (worker/mail/sanitize-html.ts).
import { z } from 'zod';
import { FIELD_LIMITS } from '../limits.ts';
import type { SharedMessageKey } from '../i18n/index.ts';
import { emailAddress } from './fields.ts';
import { oneLine } from '../text-rules.ts';
import { EMAIL_SENT_MESSAGE, REPLY_QUOTE_KINDS } from '../email-send-words.ts';
import { offerDraftSchema } from './bookings.ts';

const key = (k: SharedMessageKey) => k;
/** Absent → 'required'; present with the wrong type → 'invalid'. */
const missingOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? key('field.required') : key('field.invalid'));

/** Longest subject, in characters, once on one line. */
export const EMAIL_SUBJECT_MAX = FIELD_LIMITS.reply.subject;
/** Longest `htmlContent`, in characters: pages of text, far below what mail providers refuse. */
export const EMAIL_HTML_MAX = 100_000;
/** The largest request body the route reads (the HTML above in multi-byte characters, plus the rest). */
export const EMAIL_SEND_MAX_BODY_BYTES = 512 * 1024;

export const emailSendRequestSchema = z.strictObject({
  /** Must be the quote's e-mail address (compared without case). */
  to: emailAddress(),
  /** Line breaks and other control characters become spaces: a subject is one header line. */
  subject: z
    .string({ error: missingOrInvalid })
    .transform(oneLine)
    .pipe(z.string().min(1, key('field.required')).max(EMAIL_SUBJECT_MAX, key('field.tooLong'))),
  /** The message as HTML; sanitised on the server to a small allowlist of formatting tags. */
  htmlContent: z
    .string({ error: missingOrInvalid })
    .max(EMAIL_HTML_MAX, key('field.tooLong'))
    .refine((html) => html.trim() !== '', key('field.required')),
  /** The quote's id, as a number or as digits. */
  quoteId: z
    .union([z.number().int(key('field.invalid')).positive(key('field.invalid')), z.string().regex(/^[0-9]{1,12}$/, key('field.invalid'))], {
      error: missingOrInvalid,
    })
    .transform(Number),
  quoteKind: z.enum(REPLY_QUOTE_KINDS, { error: key('field.invalid') }).default('transfer'),
  /**
   * A priced offer sent with the reply (decision 038): stored as the request's new version, the
   * previous one superseded, in the same batch as the e-mail. Absent: a reply without an offer.
   */
  offer: offerDraftSchema.optional(),
});
export type EmailSendRequest = z.input<typeof emailSendRequestSchema>;
export type ParsedEmailSendRequest = z.output<typeof emailSendRequestSchema>;

export const emailSendResponseSchema = z.object({ message: z.literal(EMAIL_SENT_MESSAGE) });
export type EmailSendResponse = z.infer<typeof emailSendResponseSchema>;
