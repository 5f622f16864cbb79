// The use case behind POST /api/email/send, once the body has the right shape: the quote must exist,
// the address must be the quote's own (the route is no relay, even for a signed-in admin whose
// session was stolen), and the message is rebuilt from an allowlist of tags and put in the
// company's layout in the quote's language. The reply is queued in the outbox with the quote's move
// to 'replied' in one batch, then delivered after the answer (the cron retries what fails).
import { type EmailSendResponse, type ParsedEmailSendRequest } from '../contract/schemas/email-send.ts';
import { EMAIL_SENT_MESSAGE } from '../contract/email-send-words.ts';
import type { Database } from '../db/client.ts';
import { findReplyTarget, recordReply } from '../db/queries/replies.ts';
import { ApiError } from '../lib/api-error.ts';
import { UnreadableReplyError, sanitizeReplyHtml, type SanitizedHtml } from '../mail/sanitize-html.ts';
import { replyEmail } from '../mail/templates/reply.ts';
import { REQUEST_PAGE_LINK_FIELD } from '../contract/email-send-words.ts';
import { offerTotal } from '../contract/money.ts';
import {
  currentOffer,
  findMoneyRequest,
  insertRequestLink,
  isUniqueViolation,
  newOfferStatements,
  refreshRequestMoney,
  type Statement,
} from '../db/queries/bookings.ts';
import { newRequestLink, requestPageUrl } from '../bookings/request-links.ts';
import { officeAnswerStatements } from '../db/queries/customer-messages.ts';
import { t } from '../contract/i18n/index.ts';

/** What the request brings besides its body, gathered by the route so this knows nothing of Hono. */
export interface ReplyContext {
  db: Database;
  /** Where the customer's answer goes: the company's address. */
  replyTo: string;
  /** Sends the queued e-mail after the answer, without delaying it. */
  deliverSoon: (emailIds: readonly number[]) => void;
  /** The admin replying, for the audit trail. */
  actor: string;
  /** The site's address, for the customer's link to their request page. */
  siteUrl: string;
  now: Date;
}

export async function sendReply(request: ParsedEmailSendRequest, context: ReplyContext): Promise<EmailSendResponse> {
  const { db } = context;
  const quote = await findReplyTarget(db, request.quoteKind, request.quoteId);
  if (!quote) throw new ApiError(404, 'not_found', 'api.error.quoteNotFound');
  if (request.to.toLowerCase() !== quote.email.toLowerCase()) {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', { to: 'field.email.notQuoteAddress' });
  }
  const money = await findMoneyRequest(db, request.quoteKind, quote.id);
  if (!money) throw new ApiError(404, 'not_found', 'api.error.quoteNotFound');
  // A new offer replaces one not yet paid; once money has come in, the admin settles it instead.
  if (request.offer) {
    const current = await currentOffer(db, request.quoteKind, quote.id);
    if (current && (current.paidCents > 0 || current.state === 'deposit_paid' || current.state === 'paid')) {
      throw new ApiError(409, 'conflict', 'adminBookings.error.offerHasPayments');
    }
  }
  // Every customer e-mail carries a fresh link to the request page (decision 038).
  const link = await newRequestLink(money.pickup?.at ?? null, context.now);
  const pageUrl = requestPageUrl(context.siteUrl, quote.lang, link.token);
  const body = await sanitized(request.htmlContent.replaceAll(REQUEST_PAGE_LINK_FIELD, `<a href="${pageUrl}">${pageUrl}</a>`));
  // Markup with nothing to read (only tags, or a script that was dropped) is no message.
  if (body.text === '') throw new ApiError(400, 'validation_failed', 'api.error.validation', { htmlContent: 'field.required' });

  // The answer joins the customer's conversation, shown in Messages and on their page (decision 041):
  // its text with the page's words where the link was, never the link (the token is stored hashed only).
  const answer = await sanitized(request.htmlContent.replaceAll(REQUEST_PAGE_LINK_FIELD, t(quote.lang, 'requestPageEmail.heading')));
  const extra: Statement[] = [
    insertRequestLink(db, { kind: request.quoteKind, quoteId: quote.id, tokenHash: link.tokenHash, expiresAt: link.expiresAt }),
    ...officeAnswerStatements(db, {
      email: money.email.toLowerCase(),
      lang: quote.lang,
      customerName: `${money.firstName} ${money.lastName}`.trim(),
      text: answer.text,
      kind: request.quoteKind,
      quoteId: quote.id,
    }),
  ];
  if (request.offer) {
    extra.push(
      ...newOfferStatements(db, {
        kind: request.quoteKind,
        quoteId: quote.id,
        lines: request.offer.lines,
        totalCents: offerTotal(request.offer.lines),
        depositCents: request.offer.depositCents,
        validUntil: new Date(context.now.getTime() + request.offer.validityHours * 3_600_000),
        actor: context.actor,
      }),
    );
  }
  extra.push(refreshRequestMoney(db, request.quoteKind, quote.id));
  let emailId: number;
  try {
    ({ emailId } = await recordReply(db, {
      kind: request.quoteKind,
      quoteId: quote.id,
      actor: context.actor,
      email: {
        kind: `reply.${request.quoteKind}`,
        // The address stored with the quote, not the one typed (they differ at most in case).
        toAddress: quote.email,
        replyTo: context.replyTo,
        lang: quote.lang,
        ...replyEmail(quote.lang, request.subject, body, pageUrl),
      },
      extra,
    }));
  } catch (error) {
    // A payment landed on the offer between the check above and the batch (its guard failed it whole).
    if (request.offer && isUniqueViolation(error)) throw new ApiError(409, 'conflict', 'adminBookings.error.offerHasPayments');
    throw error;
  }
  context.deliverSoon([emailId]);
  return { message: EMAIL_SENT_MESSAGE };
}

/** The message rebuilt from the allowlist; one the parser cannot read whole is the admin's to fix, not a failure. */
async function sanitized(htmlContent: string): Promise<SanitizedHtml> {
  try {
    return await sanitizeReplyHtml(htmlContent);
  } catch (error) {
    if (error instanceof UnreadableReplyError) throw new ApiError(400, 'validation_failed', 'api.error.validation', { htmlContent: 'field.invalid' });
    throw error;
  }
}
