// The customer's request page's choices (site/pages/[...lang]/request/[token].astro), kept out of the
// template so they can be tested: its address in the request's language, the headers of a page reached
// by a secret link, the status in plain words, what the offer and the Pay button say, the notice for
// a return from the checkout or the Pay form, and dates in Paris time; and since decision 040 the
// cancel and change forms' steps and outcomes, and a confirmed transfer's calendar links. Every text is
// a dictionary key.
import type { CustomerRequestView } from '../../worker/contract/schemas/bookings.ts';
import { REQUEST_MESSAGES_PER_HOUR, type PaymentMethod } from '../../worker/contract/booking-words.ts';
import { FIELD_LIMITS } from '../../worker/contract/limits.ts';
import type { PaymentPurpose } from '../../worker/contract/money.ts';
import { TIME_ZONE } from '../../worker/contract/constants.ts';
import { company } from '../../worker/contract/company.ts';
import {
  CHANGE_FIELD_MAX,
  EXCURSION_CHANGE_FIELDS,
  TRANSFER_CHANGE_FIELDS,
  changeProblemMessage,
  refusedChangeOf,
  type ChangeField,
} from '../../worker/contract/change-request-rules.ts';
import { LOCALES, localizedPath, type Lang, type MessageKey } from '../i18n/index.ts';

type Offer = NonNullable<CustomerRequestView['offer']>;

/**
 * Every answer of the page, the redirect included: never kept by a shared cache or the browser's
 * history cache, never indexed, its links never followed (the token is the credential). The Worker
 * adds Referrer-Policy: no-referrer for these paths.
 */
export const REQUEST_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** The page's address in `lang`: /request/{token} or /fr/request/{token}, with `search` ('?…' or ''). */
export function requestPagePath(lang: Lang, token: string, search = ''): string {
  return `${localizedPath(`/request/${encodeURIComponent(token)}`, lang)}${search}`;
}

/**
 * The page speaks the request's language: opened under the other language's path, it answers a
 * redirect to its own (the query string kept, so a return from the checkout keeps its notice); null
 * when the path is already the request's.
 */
export function redirectToRequestLanguage(pathLang: Lang, requestLang: Lang, token: string, search: string): string | null {
  return pathLang === requestLang ? null : requestPagePath(requestLang, token, search);
}

/** The status as a short label (the hero's badge) and a sentence (its intro). */
export function statusWords(view: Pick<CustomerRequestView, 'status' | 'offer'> & { cancellation?: CustomerRequestView['cancellation'] }): {
  label: MessageKey;
  text: MessageKey;
} {
  switch (view.status) {
    case 'pending':
      return { label: 'requestPage.status.pending.label', text: 'requestPage.status.pending.text' };
    case 'replied':
      return {
        label: 'requestPage.status.replied.label',
        text: view.offer ? 'requestPage.status.replied.text' : 'requestPage.status.replied.textNoOffer',
      };
    case 'confirmed':
      return { label: 'requestPage.status.confirmed.label', text: 'requestPage.status.confirmed.text' };
    case 'completed':
      return { label: 'requestPage.status.completed.label', text: 'requestPage.status.completed.text' };
    case 'cancelled':
      return {
        label: 'requestPage.status.cancelled.label',
        text: view.cancellation?.cancelledBy === 'customer' ? 'requestPage.status.cancelled.textByYou' : 'requestPage.status.cancelled.text',
      };
  }
}

/**
 * What the page offers to pay now: the Worker's `offer.next`, except on a cancelled request (an
 * offer the admin did not withdraw must not be paid once the request is cancelled).
 */
export function payableNow(view: Pick<CustomerRequestView, 'status' | 'offer'>): Offer['next'] {
  return view.status === 'cancelled' ? null : (view.offer?.next ?? null);
}

/** The h1: 'Hello Jane', or 'Hello' when the request has no first name. */
export function greeting(firstName: string): { key: MessageKey; vars?: { firstName: string } } {
  const name = firstName.trim();
  return name ? { key: 'requestPage.greeting', vars: { firstName: name } } : { key: 'requestPage.greetingNoName' };
}

/** The Pay button's words for what the offer asks next. */
export const PAY_BUTTON: Readonly<Record<PaymentPurpose, MessageKey>> = {
  deposit: 'requestPage.pay.deposit',
  balance: 'requestPage.pay.balance',
  full: 'requestPage.pay.full',
};

/** A payment's method in words. */
export const methodKey = (method: PaymentMethod): MessageKey => `requestPage.method.${method}`;

/** What is left to pay on the offer (what is paid is net of refunds). */
export const remainingCents = (offer: Pick<Offer, 'totalCents' | 'paidCents'>): number => Math.max(0, offer.totalCents - offer.paidCents);

/** The rows under the offer's total: the deposit (or the whole, when it is the total), paid, refunded (if any), remaining. */
export function offerSummaryRows(offer: Pick<Offer, 'totalCents' | 'depositCents' | 'paidCents' | 'refundedCents'>): { key: MessageKey; cents: number }[] {
  return [
    offer.depositCents >= offer.totalCents
      ? { key: 'requestPage.offer.depositFull', cents: offer.totalCents }
      : { key: 'requestPage.offer.deposit', cents: offer.depositCents },
    { key: 'requestPage.offer.paid', cents: offer.paidCents },
    ...(offer.refundedCents > 0 ? [{ key: 'requestPage.offer.refunded' as const, cents: offer.refundedCents }] : []),
    { key: 'requestPage.offer.remaining', cents: remainingCents(offer) },
  ];
}

/**
 * Where the offer stands, in one line: its validity while it waits to be paid, expired, deposit
 * received, or paid in full. The Worker gives only the current offer (never a withdrawn or superseded
 * one), and reads a 'sent' offer past its validity as expired.
 */
export function offerStanding(offer: Pick<Offer, 'state' | 'validUntil'>, lang: Lang): { key: MessageKey; vars?: Record<string, string> } | null {
  switch (offer.state) {
    case 'sent':
      return { key: 'requestPage.offer.validUntil', vars: parisDateAndTime(offer.validUntil, lang) };
    case 'expired':
      return { key: 'requestPage.offer.expired' };
    case 'deposit_paid':
      return { key: 'requestPage.offer.depositPaid' };
    case 'paid':
      return { key: 'requestPage.offer.paidInFull' };
    default:
      return null;
  }
}

/** How often the page looks again for a payment the webhook has not confirmed yet, and how many times. */
export const REFRESH_SECONDS = 5;
export const REFRESH_CHECKS = 12;

export interface RequestNotice {
  tone: 'success' | 'info' | 'error';
  key: MessageKey;
  vars?: Record<string, string>;
  /** The page reloads itself (a meta refresh) to this address after `seconds`. */
  refresh: { seconds: number; url: string } | null;
}

const PAYMENT_PROBLEMS: Readonly<Record<string, MessageKey>> = {
  expired: 'requestPage.notice.expired',
  nothing: 'requestPage.notice.nothing',
  unavailable: 'requestPage.notice.unavailable',
  busy: 'requestPage.notice.busy',
};

/**
 * The notice for how the visitor arrived, from the query string alone (a GET never changes anything):
 * back from the checkout (`?checkout=success|cancelled`, Stripe's return addresses) or from the Pay
 * form (`?payment=expired|nothing|unavailable|busy`, worker/routes/request-page.ts). After a payment
 * the webhook may not have arrived yet: the page then says so and looks again every few seconds, a
 * bounded number of times (`check` counts them), so a webhook that never comes does not reload the
 * page for ever (nor use up the link's lookups).
 */
export function requestNotice(query: URLSearchParams, view: Pick<CustomerRequestView, 'paymentState'>, pagePath: string): RequestNotice | null {
  const checkout = query.get('checkout');
  if (checkout === 'success') {
    if (view.paymentState === 'deposit_paid' || view.paymentState === 'paid') return { tone: 'success', key: 'requestPage.notice.received', refresh: null };
    const checks = /^\d{1,3}$/.test(query.get('check') ?? '') ? Number(query.get('check')) : 0;
    if (checks >= REFRESH_CHECKS) return { tone: 'info', key: 'requestPage.notice.slow', refresh: null };
    return {
      tone: 'info',
      key: 'requestPage.notice.confirming',
      refresh: { seconds: REFRESH_SECONDS, url: `${pagePath}?checkout=success&check=${checks + 1}` },
    };
  }
  if (checkout === 'cancelled') return { tone: 'info', key: 'requestPage.notice.cancelled', refresh: null };
  const problem = query.get('payment');
  const key = problem !== null && Object.hasOwn(PAYMENT_PROBLEMS, problem) ? PAYMENT_PROBLEMS[problem] : undefined;
  if (key) return { tone: 'error', key, refresh: null };
  const outcome = formOutcome(query, 'cancel', CANCEL_OUTCOMES) ?? formOutcome(query, 'change', CHANGE_OUTCOMES);
  return outcome && { ...outcome, refresh: null };
}

type FormNotice = Pick<RequestNotice, 'tone' | 'key' | 'vars'>;
const phone = { phone: company.phoneDisplay };

/** What the cancel form's answers say (worker/routes/request-page.ts); 'confirm' shows the terms instead. */
const CANCEL_OUTCOMES: Readonly<Record<string, FormNotice>> = {
  cancelled: { tone: 'success', key: 'requestPage.notice.cancelDone' },
  already: { tone: 'info', key: 'requestPage.notice.cancelAlready' },
  changed: { tone: 'info', key: 'requestPage.notice.cancelChanged' },
  phone: { tone: 'error', key: 'requestPage.notice.cancelPhone', vars: phone },
  closed: { tone: 'error', key: 'requestPage.notice.cancelClosed', vars: phone },
  busy: { tone: 'error', key: 'requestPage.notice.busy' },
};

/** What the change form's answers say. */
const CHANGE_OUTCOMES: Readonly<Record<string, FormNotice>> = {
  sent: { tone: 'success', key: 'requestPage.notice.changeSent' },
  pending: { tone: 'info', key: 'requestPage.notice.changePending' },
  invalid: { tone: 'error', key: 'requestPage.notice.changeInvalid' },
  phone: { tone: 'error', key: 'requestPage.notice.changePhone', vars: phone },
  closed: { tone: 'error', key: 'requestPage.notice.changeClosed', vars: phone },
  busy: { tone: 'error', key: 'requestPage.notice.busy' },
};

function formOutcome(query: URLSearchParams, name: string, outcomes: Readonly<Record<string, FormNotice>>): FormNotice | null {
  const value = query.get(name);
  return value !== null && Object.hasOwn(outcomes, value) ? (outcomes[value] ?? null) : null;
}

// ---------------------------------------------------------------------------------------------
// Cancelling (decision 040)

/**
 * What the cancel section shows: the terms and the final form (the page was reached by the first
 * form's 303, ?cancel=confirm, or the terms moved, ?cancel=changed), the first form, the phone
 * number (past the online window), or nothing (the request can no longer be cancelled).
 */
export function cancelStep(query: URLSearchParams, view: Pick<CustomerRequestView, 'terms'>): 'confirm' | 'offer' | 'phone' | null {
  if (!view.terms) return null;
  if (!view.terms.canCancelOnline) return 'phone';
  const asked = query.get('cancel');
  return asked === 'confirm' || asked === 'changed' ? 'confirm' : 'offer';
}

/** The sentence over the first cancel form: free until when, the fee now, or nothing to pay. */
export function cancelSummary(terms: NonNullable<CustomerRequestView['terms']>, lang: Lang): { key: MessageKey; vars?: Record<string, string> } {
  if (!terms.booked) return { key: 'requestPage.cancel.unpaid' };
  if (terms.window === 'free' && terms.freeUntil) return { key: 'requestPage.cancel.freeUntil', vars: parisDateAndTime(terms.freeUntil, lang) };
  if (terms.window === 'free') return { key: 'requestPage.cancel.free' };
  return { key: 'requestPage.cancel.feeNow', vars: { percent: String(terms.feePercent) } };
}

// ---------------------------------------------------------------------------------------------
// Asking for a change (decision 040)

export interface ChangeFormField {
  name: ChangeField;
  label: MessageKey;
  value: string;
  /** The problem to show under it, as a message and what it names. */
  problem: { key: MessageKey; vars?: Record<string, number> } | null;
  maxLength: number;
}

export interface ChangeSection {
  /** The form; the change waiting for an answer; past the change window (call us); only the changes asked before (nothing can change now). */
  mode: 'form' | 'pending' | 'phone' | 'closed';
  kind: 'transfer' | 'excursion';
  fields: ChangeFormField[];
  /** A problem of the whole form (nothing changed). */
  formProblem: { key: MessageKey } | null;
}

/** The change section: its mode and the form's fields, refilled with what was typed when the form came back refused. */
export function changeSection(query: URLSearchParams, view: Pick<CustomerRequestView, 'changeForm' | 'terms' | 'changeRequests'>): ChangeSection | null {
  const form = view.changeForm;
  if (!form || !view.terms) return view.changeRequests.length > 0 ? { mode: 'closed', kind: 'transfer', fields: [], formProblem: null } : null;
  const mode = view.changeRequests.some((change) => change.state === 'pending') ? 'pending' : view.terms.canChangeOnline ? 'form' : 'phone';
  const refused = refusedChangeOf(query);
  const current: Partial<Record<ChangeField, string | number>> = form.kind === 'transfer' ? form.current : {};
  const names: readonly ChangeField[] = form.kind === 'transfer' ? TRANSFER_CHANGE_FIELDS : EXCURSION_CHANGE_FIELDS;
  return {
    mode,
    kind: form.kind,
    fields: names.map((name) => {
      const problem = refused?.problems[name];
      return {
        name,
        label: `changeRequest.field.${name}`,
        value: refused?.typed[name] ?? String(current[name] ?? ''),
        problem: problem ? changeProblemMessage(problem) : null,
        maxLength: CHANGE_FIELD_MAX[name],
      };
    }),
    formProblem: refused?.problems.form ? { key: changeProblemMessage(refused.problems.form).key } : null,
  };
}

/** A changed value as the customer reads it: a date written out in their language, anything else as it is. */
export function changeValueText(field: ChangeField, value: string | number, lang: Lang): string {
  if (field === 'pickupDate' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return parisDateAndTime(`${value}T12:00:00Z`, lang).date;
  return String(value);
}

// ---------------------------------------------------------------------------------------------
// A confirmed transfer in the customer's calendar (decision 040)

/** The calendar file's address beside the page: /request/{token}/calendar.ics (or /fr/…). */
export const calendarFilePath = (lang: Lang, token: string): string => requestPagePath(lang, token, '/calendar.ics');

/** An ISO instant as Google Calendar's UTC date-time: 20261203T173000Z. */
const googleTime = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Google Calendar's "add an event" address for the pickup. It carries what the calendar file says,
 * but never the page's address: the token would leave the site with it.
 */
export function googleCalendarUrl(event: NonNullable<CustomerRequestView['calendar']>): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleTime(event.start)}/${googleTime(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: Lang, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${lang} ${name}`;
  let made = formats.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: TIME_ZONE });
    formats.set(id, made);
  }
  return made;
}

/** An instant as a Paris date and time: { date: 'Saturday 28 November 2026', time: '18:00' } ('samedi 28 novembre 2026'). */
export function parisDateAndTime(instant: string, lang: Lang): { date: string; time: string } {
  const at = new Date(instant);
  // Put together from its parts: ICU versions differ on a comma after the weekday ('Saturday, 28 …').
  const parts = format(lang, 'date', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    date: `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`,
    time: format(lang, 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at),
  };
}

/** A payment's date in Paris time, for the payments table (its column says Paris time): '24 November 2026 at 14:05'. */
export function parisPaymentDate(instant: string, lang: Lang): string {
  return format(lang, 'payment', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(instant));
}

// ---------------------------------------------------------------------------------------------
// Messages (decision 041)

/** What the message form's answers say (worker/routes/request-page.ts): a field problem keeps the draft. */
const MESSAGE_OUTCOMES: Readonly<Record<string, FormNotice & { field?: true }>> = {
  sent: { tone: 'success', key: 'requestPage.messages.sent' },
  read: { tone: 'success', key: 'requestPage.messages.readDone' },
  empty: { tone: 'error', key: 'requestPage.messages.empty', field: true },
  tooLong: { tone: 'error', key: 'requestPage.messages.tooLong', vars: { max: String(FIELD_LIMITS.requestMessage) }, field: true },
  invalid: { tone: 'error', key: 'requestPage.messages.invalid', field: true },
  limit: { tone: 'error', key: 'requestPage.messages.limit', vars: { max: String(REQUEST_MESSAGES_PER_HOUR) } },
  closed: { tone: 'error', key: 'requestPage.messages.closed', vars: phone },
  busy: { tone: 'error', key: 'requestPage.notice.busy' },
};

export interface MessageSection {
  /** The outcome of the form just sent, if any; `field` when it is the message's own problem. */
  notice: (FormNotice & { field?: true }) | null;
  /** What the textarea holds: the refused message, or nothing. */
  draft: string;
}

/** The messages section's outcome and draft from the page's address. */
export function messageSection(query: URLSearchParams): MessageSection {
  const notice = formOutcome(query, 'message', MESSAGE_OUTCOMES);
  return { notice, draft: notice && notice.tone === 'error' ? (query.get('draft') ?? '') : '' };
}
