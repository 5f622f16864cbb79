// The Reply to Customer screen's three calls, made by adminCall: load the quote, change its status
// (only through the quote's own PATCH endpoint), and send the reply. Each answers a small outcome
// the island switches on and never throws. Loading with an ended session goes to the login page, as
// every screen does; a change or a send keeps the page (401: 'signedOut'), so what the admin wrote
// stays for a retry once signed in again.
import type { AdminExcursionQuote, AdminQuote } from '../../../../worker/contract/schemas/admin-quotes.ts';
import type { EmailSendRequest } from '../../../../worker/contract/schemas/email-send.ts';
import { EMAIL_SENT_MESSAGE, type ReplyQuoteKind } from '../../../../worker/contract/email-send-words.ts';
import type { QuoteStatus } from '../../../../worker/contract/enums.ts';
import { api, apiFailure } from '../../../lib/api-client.ts';
import { adminCall, SessionEnded, type AdminRequest } from '../kit/admin-call.ts';
import type { SendRefusal } from './reply-state.ts';

/** The quote on the screen, with the kind that says which queue it belongs to. */
export type LoadedQuote = { kind: 'transfer'; quote: AdminQuote } | { kind: 'excursion'; quote: AdminExcursionQuote };

export type Failure = { ok: false; reason: 'signedOut' | 'notFound' | 'failed' };

/** The spec's success test (section 7). A literal here: the contract's constant lives with zod. */

const failureOf = (status: number): Failure => ({ ok: false, reason: status === 401 ? 'signedOut' : status === 404 ? 'notFound' : 'failed' });

/** The quote's own endpoints, by kind: the two kinds are numbered in separate tables. */
const quoteRequests = (kind: ReplyQuoteKind, id: number): { get: AdminRequest; patch(status: QuoteStatus): AdminRequest } => {
  const param = { param: { id: String(id) } };
  return kind === 'excursion'
    ? {
        get: (options) => api.admin.exquotes[':id'].$get(param, options),
        patch: (status) => (options) => api.admin.exquotes[':id'].$patch({ ...param, json: { status } }, options),
      }
    : {
        get: (options) => api.admin.quotes[':id'].$get(param, options),
        patch: (status) => (options) => api.admin.quotes[':id'].$patch({ ...param, json: { status } }, options),
      };
};

export async function loadQuote(kind: ReplyQuoteKind, id: number): Promise<({ ok: true } & LoadedQuote) | Failure> {
  try {
    const response = await adminCall(quoteRequests(kind, id).get);
    if (!response.ok) return failureOf(response.status);
    const quote = await response.json();
    return kind === 'excursion' ? { ok: true, kind, quote: quote as AdminExcursionQuote } : { ok: true, kind, quote: quote as AdminQuote };
  } catch (error) {
    // SessionEnded: the browser is on its way to the login page.
    return { ok: false, reason: error instanceof SessionEnded ? 'signedOut' : 'failed' };
  }
}

/** PATCH { status }: the status the server now holds, or why not. */
export async function saveStatus(kind: ReplyQuoteKind, id: number, status: QuoteStatus): Promise<{ ok: true; status: QuoteStatus } | Failure> {
  try {
    const response = await adminCall(quoteRequests(kind, id).patch(status), { keepPageOn401: true });
    if (!response.ok) return failureOf(response.status);
    const answer: unknown = await response.json().catch(() => null);
    const saved = (answer as { status?: unknown } | null)?.status;
    return { ok: true, status: typeof saved === 'string' ? (saved as QuoteStatus) : status };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

export type SendOutcome = { ok: true } | ({ ok: false } & SendRefusal);

const NO_FIELDS: Readonly<Record<string, string>> = {};

/**
 * POST /api/email/send; a success is the spec's answer `{ message: 'Email sent successfully' }`. A
 * refusal brings the server's field messages (`offer.lines.0.amountCents`…) for the offer's fields.
 */
export async function sendReplyEmail(body: EmailSendRequest): Promise<SendOutcome> {
  try {
    const response = await adminCall((options) => api.email.send.$post({ json: body }, options), { keepPageOn401: true });
    if (response.ok) {
      const answer: unknown = await response.json().catch(() => null);
      return (answer as { message?: unknown } | null)?.message === EMAIL_SENT_MESSAGE
        ? { ok: true }
        : { ok: false, reason: 'failed', detail: null, fields: NO_FIELDS };
    }
    const { status, error } = await apiFailure(response);
    if (status === 401) return { ok: false, reason: 'signedOut', detail: null, fields: NO_FIELDS };
    if (status >= 500) return { ok: false, reason: 'failed', detail: null, fields: NO_FIELDS };
    // A refused field (the address is not the quote's, the subject too long, an offer's amount) says
    // what to fix; so does a conflict (an offer already paid cannot be replaced). A server failure
    // says nothing useful beyond the spec's text.
    const fields = Object.fromEntries(
      Object.entries(error?.fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
    );
    const field = Object.values(fields)[0];
    const conflict = status === 409 && typeof error?.message === 'string' ? error.message : null;
    return { ok: false, reason: 'failed', detail: field ?? conflict, fields };
  } catch {
    return { ok: false, reason: 'failed', detail: null, fields: NO_FIELDS };
  }
}
