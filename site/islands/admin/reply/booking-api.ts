// The booking panel's calls (reply screen, decision 038), made by adminCall over the typed client: a
// request's money (GET /api/admin/bookings/:kind/:id), a payment received another way, the offer
// withdrawn, the customer's links revoked, a refund of a card payment, and a change the customer asked
// for accepted (with a price difference, or none) or declined (decision 040). Every change answers the
// booking as it now is. Each call answers a small outcome the panel switches on and never throws.
// The first load goes to the login page on an ended session, as every screen's does; a change (and
// a reload after one) keeps the page (401: 'signedOut'), so what the admin typed on the screen stays.
import type { ReplyQuoteKind } from '../../../../worker/contract/email-send-words.ts';
import type { AdminBooking, ManualPayment, PriceDifference } from '../../../../worker/contract/schemas/bookings.ts';
import { api, apiFailure } from '../../../lib/api-client.ts';
import { adminCall, SessionEnded, withEmptyBody, type AdminAnswer, type AdminRequest } from '../kit/admin-call.ts';

export type { AdminBooking };

export interface BookingFailure {
  ok: false;
  reason: 'signedOut' | 'notFound' | 'failed';
  /** The server's explanation of a refusal (a 4xx), in the dashboard's language; null for a failure. */
  message: string | null;
  /** Its messages by field (`amountCents`, `method`, `note`). */
  fields: Readonly<Record<string, string>>;
}

export type BookingOutcome = { ok: true; booking: AdminBooking } | BookingFailure;

const target = (kind: ReplyQuoteKind, id: number) => ({ param: { kind, id: String(id) } });

const NO_FIELDS: Readonly<Record<string, string>> = {};

/** Only the fields' messages that are text. */
function fieldMessages(fields: unknown): Readonly<Record<string, string>> {
  if (typeof fields !== 'object' || fields === null) return NO_FIELDS;
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''));
}

async function call(request: AdminRequest, keepPageOn401: boolean): Promise<BookingOutcome> {
  let answer: AdminAnswer;
  try {
    answer = await adminCall(request, { keepPageOn401 });
  } catch (error) {
    // SessionEnded: the browser is on its way to the login page.
    return { ok: false, reason: error instanceof SessionEnded ? 'signedOut' : 'failed', message: null, fields: NO_FIELDS };
  }
  try {
    if (answer.ok) return { ok: true, booking: (await answer.json()) as AdminBooking };
    const { status, error } = await apiFailure(answer);
    if (status === 401) return { ok: false, reason: 'signedOut', message: null, fields: NO_FIELDS };
    const refused = status >= 400 && status < 500;
    return {
      ok: false,
      reason: status === 404 ? 'notFound' : 'failed',
      message: refused && typeof error?.message === 'string' ? error.message : null,
      fields: refused ? fieldMessages(error?.fields) : NO_FIELDS,
    };
  } catch {
    return { ok: false, reason: 'failed', message: null, fields: NO_FIELDS };
  }
}

const bookingRoute = api.admin.bookings[':kind'][':id'];

/** The request's offers, payments, refunds and links. `keepPage`: a reload after a change, whose 401 keeps the page. */
export const loadBooking = (kind: ReplyQuoteKind, id: number, { keepPage = false }: { keepPage?: boolean } = {}) =>
  call((options) => bookingRoute.$get(target(kind, id), options), keepPage);

/** Money received another way (a bank transfer, cash), recorded against the current offer. */
export const recordPayment = (kind: ReplyQuoteKind, id: number, payment: ManualPayment) =>
  call((options) => bookingRoute.payments.$post({ ...target(kind, id), json: payment }, options), true);

/** The current offer withdrawn: the customer can no longer pay it. */
export const withdrawOffer = (kind: ReplyQuoteKind, id: number) =>
  call((options) => bookingRoute.withdraw.$post(withEmptyBody(target(kind, id)), options), true);

/** Every link the customer was sent stops opening their request page. */
export const revokeLinks = (kind: ReplyQuoteKind, id: number) =>
  call((options) => bookingRoute['revoke-links'].$post(withEmptyBody(target(kind, id)), options), true);

/**
 * A change the customer asked for from their page, accepted (written to the request, with a price
 * difference added to the current offer when one is given) or declined; the customer is told by
 * e-mail. A refused difference's messages are by field: `priceDifference.label`, `priceDifference.amountCents`.
 */
export const decideChange = (kind: ReplyQuoteKind, id: number, changeId: number, decision: 'accept' | 'decline', difference: PriceDifference | null = null) => {
  const param = { kind, id: String(id), changeId: String(changeId) };
  const route = bookingRoute.changes[':changeId'];
  return call(
    (options) =>
      decision === 'accept'
        ? route.accept.$post({ param, json: difference ? { priceDifference: difference } : {} }, options)
        : route.decline.$post(withEmptyBody({ param }), options),
    true,
  );
};

/** All or part of a card payment given back through Stripe (accepted: its webhook says when it is done). */
export const refundPayment = (paymentId: number, amountCents: number) =>
  call((options) => api.admin.payments[':paymentId'].refunds.$post({ param: { paymentId: String(paymentId) }, json: { amountCents } }, options), true);
