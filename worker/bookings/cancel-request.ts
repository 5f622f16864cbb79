// The customer cancels from their request page (decision 040): a confirmed booking, or a request
// not paid yet. The first form only asks for the terms (the page then shows them: the fee, what is
// refunded); the second, with confirm=yes and the fee the customer saw, cancels. In one D1 batch: the
// cancellation recorded, the request cancelled, its unpaid offer withdrawn, the customer's e-mail
// (with a fresh link) and the company's, the audit row. A second cancel finds the request cancelled
// and changes nothing; terms that moved between the two forms (a boundary passed) are shown again
// rather than charged unseen; past the last online window the customer is asked to call.
import type { ReplyQuoteKind } from '../contract/email-send-words.ts';
import type { Database } from '../db/client.ts';
import { currentOffer, findMoneyRequest, isUniqueViolation, type MoneyRequest, type Statement } from '../db/queries/bookings.ts';
import { CANCELLABLE_STATUSES, cancellationByKey, cancellationStatements } from '../db/queries/change-cancel.ts';
import { queuedEmailIds } from '../db/queries/outbox.ts';
import { customerCancelledEmail, officeCancelledEmail } from '../mail/templates/change-cancel.ts';
import { newRequestLink, requestPageUrl } from './request-links.ts';
import { requestTerms } from './request-terms.ts';

export interface RequestPageActionContext {
  db: Database;
  siteUrl: string;
  /** Where the company's notifications go. */
  adminAddress: string;
  deliverSoon: (emailIds: readonly number[]) => void;
  now: Date;
}

export type CancelOutcome =
  /** Show the terms and ask to confirm (nothing changed). */
  | 'confirm'
  /** Cancelled now. */
  | 'cancelled'
  /** Cancelled before (a second click, another tab): nothing changed. */
  | 'already'
  /** Past the last online window: the customer calls. */
  | 'phone'
  /** The terms moved since the customer saw them: shown again. */
  | 'changed'
  /** Nothing to cancel (completed, or gone). */
  | 'closed'
  /** The request kept changing under the batch: try again. */
  | 'busy';

export interface CancelAsked {
  /** The final form: confirm=yes. */
  confirm: boolean;
  /** The fee (cents, as text) the confirmation step showed; the cancel goes ahead only at that fee. */
  shownFee: string | undefined;
}

const ATTEMPTS = 3;

/** The customer's full name as the company reads it in its e-mails. */
export const customerName = (request: Pick<MoneyRequest, 'firstName' | 'lastName'>) => `${request.firstName} ${request.lastName}`.trim();

export async function cancelFromRequestPage(
  context: RequestPageActionContext,
  kind: ReplyQuoteKind,
  quoteId: number,
  asked: CancelAsked,
): Promise<CancelOutcome> {
  const { db, now } = context;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const request = await findMoneyRequest(db, kind, quoteId);
    if (!request) return 'closed';
    if (request.status === 'cancelled') return 'already';
    if (!CANCELLABLE_STATUSES.includes(request.status)) return 'closed';
    const offer = await currentOffer(db, kind, quoteId);
    const { terms, totalCents, paidCents } = requestTerms(request, offer, now);
    if (!terms.canCancelOnline) return 'phone';
    if (!asked.confirm) return 'confirm';
    if (asked.shownFee !== String(terms.feeCents)) return 'changed';

    const key = crypto.randomUUID();
    const link = await newRequestLink(request.pickup?.at ?? null, now);
    const booked = terms.booked;
    const customer = customerCancelledEmail(request.lang, {
      booked,
      number: request.number,
      reference: request.bookingReference,
      firstName: request.firstName,
      cancelledAt: now,
      terms,
      totalCents,
      paidCents,
      requestPageUrl: requestPageUrl(context.siteUrl, request.lang, link.token),
    });
    const office = officeCancelledEmail({
      number: request.number,
      reference: request.bookingReference,
      name: customerName(request),
      pickup: request.pickup ? { date: request.pickup.date, time: request.pickup.time } : null,
      cancelledAt: now,
      terms,
      paidCents,
    });
    try {
      const results = await db.batch(
        cancellationStatements(db, {
          kind,
          quoteId,
          number: request.number,
          fromStatus: request.status,
          updatedAt: request.updatedAt,
          key,
          cancelledBy: 'customer',
          terms,
          totalCents,
          paidCents,
          link,
          emails: [
            { kind: 'booking.cancelled', toAddress: request.email, lang: request.lang, ...customer },
            { kind: 'booking.cancelled.admin', toAddress: context.adminAddress, replyTo: request.email, lang: 'en', ...office },
          ],
        }) as [Statement, ...Statement[]],
      );
      if (await cancellationByKey(db, key)) {
        context.deliverSoon(queuedEmailIds(results));
        return 'cancelled';
      }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    // The request changed between the read and the batch (a payment, the office, another tab): read again.
  }
  return 'busy';
}
