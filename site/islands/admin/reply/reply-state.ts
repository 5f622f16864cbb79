// The Reply to Customer screen's state, as two pure reducers the island runs with useReducer: the
// quote's status (the selector, its 'Saved' and its failure, spec section 4) and the composer (Quick
// Templates, To / Subject / Message, the priced offer sent with them (offer-state.ts, decision 038),
// sending; spec section 5). Pure, so the rules are unit-tested without a browser: which template
// fills what, when the admin's edits are protected, when Send is allowed, and the body POSTed to
// /api/email/send.
import type { EmailSendRequest } from '../../../../worker/contract/schemas/email-send.ts';
import type { ReplyQuoteKind } from '../../../../worker/contract/email-send-words.ts';
import { centsAsTyped } from '../../../../worker/contract/money.ts';
import type { QuoteStatus } from '../../../../worker/contract/enums.ts';
import type { Lang } from '../../../../worker/contract/i18n/langs.ts';
import {
  fillReplyTemplate,
  replyMessageHtml,
  unreplacedPlaceholders,
  type FilledReply,
  type ReplyQuote,
  type ReplyTemplateKind,
} from '../../../../worker/contract/reply-templates.ts';
import {
  initialOffer,
  offerDraftOf,
  offerFactsKey,
  offerFactsOf,
  offerProblems,
  offerReducer,
  readOffer,
  type OfferAction,
  type OfferState,
} from './offer-state.ts';

// ---------------------------------------------------------------------------------------------
// Status

export interface StatusState {
  /** What the selector shows. */
  status: QuoteStatus;
  /** While a change is being saved: the status before it, restored if the save fails. */
  previous: QuoteStatus | null;
  notice: 'saved' | 'failed' | null;
  /** Counts notices, so the timer of an old 'Saved' cannot clear a newer one. */
  noticeId: number;
}

export type StatusAction =
  | { type: 'change'; status: QuoteStatus }
  | { type: 'saved'; status: QuoteStatus }
  | { type: 'failed' }
  | { type: 'noticeExpired'; noticeId: number }
  /** A reply was sent: the server has set the quote to replied in the same batch (unless it is a confirmed or completed booking). */
  | { type: 'replied' }
  /** The server's status, read with the booking (a payment confirms it). */
  | { type: 'synced'; status: QuoteStatus };

/** A booking paid for stays as it is when the admin writes to its customer (decision 038). */
const KEPT_BY_A_REPLY: readonly QuoteStatus[] = ['confirmed', 'completed'];

/** The quote's status; a quote without one reads as pending (spec section 4: the reply screen's default). */
export const initialStatus = (status: QuoteStatus | null | undefined): StatusState => ({
  status: status ?? 'pending',
  previous: null,
  notice: null,
  noticeId: 0,
});

export const isSavingStatus = (state: StatusState) => state.previous !== null;

export function statusReducer(state: StatusState, action: StatusAction): StatusState {
  switch (action.type) {
    case 'change':
      // One change at a time (the selector is disabled while saving); choosing the shown value is no change.
      if (isSavingStatus(state) || action.status === state.status) return state;
      return { ...state, status: action.status, previous: state.status, notice: null };
    case 'saved':
      if (!isSavingStatus(state)) return state;
      return { status: action.status, previous: null, notice: 'saved', noticeId: state.noticeId + 1 };
    case 'failed':
      if (state.previous === null) return state;
      return { status: state.previous, previous: null, notice: 'failed', noticeId: state.noticeId + 1 };
    case 'noticeExpired':
      // Only 'Saved' vanishes (after SAVED_CONFIRMATION_MS); the failure stays until the next change.
      return state.notice === 'saved' && state.noticeId === action.noticeId ? { ...state, notice: null } : state;
    case 'replied':
      // A status save in flight decides for itself when it answers.
      if (isSavingStatus(state) || KEPT_BY_A_REPLY.includes(state.status)) return state;
      return { ...state, status: 'replied', notice: null };
    case 'synced':
      return isSavingStatus(state) || state.status === action.status ? state : { ...state, status: action.status, notice: null };
  }
}

// ---------------------------------------------------------------------------------------------
// Composer

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | {
      status: 'failed';
      /** signedOut: the session ended (401); the text is kept while the admin signs in again. */
      reason: 'failed' | 'signedOut';
      /** The server's explanation when it gave one (a field message), shown under the spec's text. */
      detail: string | null;
    };

/** A refused send: why, the server's explanation, and its messages by field (`offer.lines.0.amountCents`…). */
export interface SendRefusal {
  reason: 'failed' | 'signedOut';
  detail: string | null;
  fields?: Readonly<Record<string, string>>;
}

export interface ComposerState {
  /** The quote's language: the templates are written in it. */
  lang: Lang;
  quote: ReplyQuote;
  to: string;
  subject: string;
  message: string;
  /** The template last applied; null before any. */
  template: ReplyTemplateKind | null;
  /** As the admin typed them; filled into the templates that show them. */
  price: string;
  paymentLink: string;
  /** The subject and message as the template last wrote them: the text is edited when it differs. */
  filled: FilledReply | null;
  /** A template waiting for the admin's yes before it replaces edited text. */
  confirm: ReplyTemplateKind | null;
  /** The price or link changed after the admin edited the text: a refill is offered, never forced. */
  stale: boolean;
  /** The priced offer sent with the e-mail, when its switch is on; it fills the templates that show a price. */
  offer: OfferState;
  /** When the offer's validity is counted from in the templates (ms): the last fill. */
  clock: number;
  send: SendState;
}

/** `now` (ms), on the actions that may fill a template: the offer's validity is written from it. */
export type ComposerAction =
  | { type: 'template'; kind: ReplyTemplateKind; now?: number }
  | { type: 'refill'; now?: number }
  | { type: 'confirmReplace'; now?: number }
  | { type: 'offer'; action: OfferAction; now?: number }
  | { type: 'keepText' }
  | { type: 'price'; value: string }
  | { type: 'paymentLink'; value: string }
  | { type: 'subject'; value: string }
  | { type: 'message'; value: string }
  | { type: 'sending' }
  | { type: 'sent' }
  | ({ type: 'sendFailed' } & SendRefusal);

export function initialComposer(quote: ReplyQuote & { email: string }, lang: Lang, now = Date.now()): ComposerState {
  return {
    lang,
    quote,
    to: quote.email,
    subject: '',
    message: '',
    template: null,
    price: '',
    paymentLink: '',
    filled: null,
    confirm: null,
    stale: false,
    offer: initialOffer(),
    clock: now,
    send: { status: 'idle' },
  };
}

/** The admin has written something a template would overwrite. */
export function isEdited(state: Pick<ComposerState, 'subject' | 'message' | 'filled'>): boolean {
  if (state.filled === null) return state.subject.trim() !== '' || state.message.trim() !== '';
  return state.subject !== state.filled.subject || state.message !== state.filled.message;
}

const fillTemplate = (state: ComposerState, kind: ReplyTemplateKind): FilledReply =>
  fillReplyTemplate(kind, state.lang, {
    quote: state.quote,
    price: state.price,
    paymentLink: state.paymentLink,
    offer: offerFactsOf(state.offer, state.clock),
  });

/** The clock moved on to `now` when an action brings one. */
const at = (state: ComposerState, now: number | undefined): ComposerState => (now === undefined ? state : { ...state, clock: now });

function applyTemplate(state: ComposerState, kind: ReplyTemplateKind): ComposerState {
  const filled = fillTemplate(state, kind);
  return { ...state, template: kind, filled, subject: filled.subject, message: filled.message, confirm: null, stale: false, send: idleAfter(state.send) };
}

/** The outcome banner goes once the admin starts on something new; a send in flight stays. */
const idleAfter = (send: SendState): SendState => (send.status === 'sending' ? send : { status: 'idle' });

/** Asks before replacing edited text; otherwise fills at once. */
function requestTemplate(state: ComposerState, kind: ReplyTemplateKind): ComposerState {
  return isEdited(state) ? { ...state, confirm: kind } : applyTemplate(state, kind);
}

/**
 * The price or link changed, or the offer's total, deposit or validity: refilled when the text is the
 * template's own; when the admin has edited it, a refill is offered instead. A template that shows
 * none of them (thank you…) is not concerned.
 */
function factsChanged(state: ComposerState): ComposerState {
  if (state.template === null) return state;
  const refilled = fillTemplate(state, state.template);
  if (state.filled !== null && refilled.subject === state.filled.subject && refilled.message === state.filled.message) return state;
  return isEdited(state) ? { ...state, stale: true } : applyTemplate(state, state.template);
}

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'template':
      return requestTemplate(at(state, action.now), action.kind);
    case 'refill':
      return state.template === null ? state : requestTemplate(at(state, action.now), state.template);
    case 'confirmReplace':
      return state.confirm === null ? state : applyTemplate(at(state, action.now), state.confirm);
    case 'offer': {
      const offer = offerReducer(state.offer, action.action);
      if (offer === state.offer) return state;
      const next = { ...state, offer, send: idleAfter(state.send) };
      // A label typed changes nothing the templates show; a total, deposit or validity does.
      return offerFactsKey(offer) === offerFactsKey(state.offer) ? next : factsChanged(at(next, action.now));
    }
    case 'keepText':
      return { ...state, confirm: null };
    case 'price':
      return factsChanged({ ...state, price: action.value });
    case 'paymentLink':
      return factsChanged({ ...state, paymentLink: action.value });
    case 'subject':
      return { ...state, subject: action.value, send: idleAfter(state.send) };
    case 'message':
      return { ...state, message: action.value, send: idleAfter(state.send) };
    case 'sending':
      return canSend(state) ? { ...state, confirm: null, send: { status: 'sending' } } : state;
    case 'sent':
      // The offer went with the e-mail: the switch goes off, so the next e-mail sends none by surprise.
      return { ...state, offer: state.offer.on ? offerReducer(state.offer, { type: 'sent' }) : state.offer, send: { status: 'sent' } };
    case 'sendFailed':
      return {
        ...state,
        offer: offerReducer(state.offer, { type: 'refused', fields: action.fields ?? {} }),
        send: { status: 'failed', reason: action.reason, detail: action.detail },
      };
  }
}

/** Template placeholders ('[price]', '[prix]'…) still in the subject or message. */
export const pendingPlaceholders = (state: Pick<ComposerState, 'subject' | 'message'>): string[] =>
  unreplacedPlaceholders(`${state.subject}\n${state.message}`);

/**
 * Send is allowed when nothing is being sent, To, Subject and Message are not blank (trimmed; spec
 * section 5), no template placeholder is left (a customer must never receive '[price]') and, when a
 * priced offer goes with the e-mail, the offer has no problem left (offer-state.ts).
 */
export function canSend(state: ComposerState): boolean {
  return (
    state.send.status !== 'sending' &&
    state.to.trim() !== '' &&
    state.subject.trim() !== '' &&
    state.message.trim() !== '' &&
    pendingPlaceholders(state).length === 0 &&
    offerProblems(state.offer).length === 0
  );
}

/** The price the WhatsApp summary gives: the offer's total while it is on, else the price typed. */
export function summaryPrice(state: Pick<ComposerState, 'offer' | 'price'>): string {
  if (!state.offer.on) return state.price;
  const { totalCents } = readOffer(state.offer);
  return totalCents === null ? '' : centsAsTyped(totalCents);
}

/**
 * The body of POST /api/email/send: the message as the HTML the server's sanitiser keeps, and the
 * priced offer when its switch is on (in cents; the server sums the lines and counts the validity
 * from the send).
 */
export function emailSendBody(
  state: Pick<ComposerState, 'to' | 'subject' | 'message' | 'offer'>,
  quote: { id: number; kind: ReplyQuoteKind },
): EmailSendRequest {
  const offer = offerDraftOf(state.offer);
  return {
    to: state.to.trim(),
    subject: state.subject.trim(),
    htmlContent: replyMessageHtml(state.message),
    quoteId: quote.id,
    quoteKind: quote.kind,
    ...(offer ? { offer } : {}),
  };
}
