// The admin's Reply to Customer screen (/admin/email-reply/{quoteId}?kind=transfer|excursion): loads
// the quote, then shows its status selector, the customer card (customer-card.tsx), the booking
// panel (booking-panel.tsx: the request's offers, payments and refunds), the priced offer sent with
// the reply (offer-card.tsx), the Quick Templates (templates-card.tsx) and the e-mail form with
// WhatsApp and Send Email (reply-form.tsx). The rules live in reply-state.ts and offer-state.ts
// (pure, unit-tested), the calls in reply-api.ts and booking-api.ts; this file holds the state and
// wires the events. Words come from the page, so no dictionary ships here; the
// templates' own texts come from the contract, in the quote's language.
import { useCallback, useEffect, useId, useReducer, useRef, useState, type SubmitEvent } from 'react';
import { SAVED_CONFIRMATION_MS } from '../../../../worker/contract/constants.ts';
import type { ReplyQuoteKind } from '../../../../worker/contract/email-send-words.ts';
import { QUOTE_STATUSES, type QuoteStatus } from '../../../../worker/contract/enums.ts';
import { ADMIN_LOGIN_PATH } from '../kit/admin-call.ts';
import type { ScreenKey, ScreenWords } from '../kit/dashboard-words.ts';
import { Field } from '../kit/field.tsx';
import { useWords, type Say } from '../kit/use-words.ts';
import { BookingPanel } from './booking-panel.tsx';
import { CustomerCard } from './customer-card.tsx';
import { OfferCard } from './offer-card.tsx';
import { loadQuote, saveStatus, sendReplyEmail, type LoadedQuote } from './reply-api.ts';
import { ReplyForm } from './reply-form.tsx';
import { canSend, composerReducer, emailSendBody, initialComposer, initialStatus, isSavingStatus, statusReducer } from './reply-state.ts';
import { TemplatesCard } from './templates-card.tsx';
import { useBooking } from './use-booking.ts';

export type ReplySay = Say<ScreenKey<'reply'>>;

export interface ReplyScreenProps {
  /** The quote's id from the path; null when the path names none (the not-found state at once). */
  quoteId: number | null;
  kind: ReplyQuoteKind;
  /** The list the admin came from: the not-found state links back to it. */
  listPath: string;
  texts: ScreenWords<'reply'>;
}

type LoadState = { status: 'loading' } | { status: 'notFound' } | { status: 'failed' } | { status: 'ready'; loaded: LoadedQuote };

export default function ReplyScreen({ quoteId, kind, listPath, texts }: ReplyScreenProps) {
  const say = useWords(texts);
  const [load, setLoad] = useState<LoadState>(quoteId === null ? { status: 'notFound' } : { status: 'loading' });
  /** Bumped by Try again. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (quoteId === null) return;
    let current = true;
    setLoad({ status: 'loading' });
    void loadQuote(kind, quoteId).then((outcome) => {
      // The page itself is guarded on the server; a session that ends while it loads is already on its way to sign-in.
      if (!current) return;
      if (outcome.ok)
        setLoad({
          status: 'ready',
          loaded: outcome.kind === 'excursion' ? { kind: 'excursion', quote: outcome.quote } : { kind: 'transfer', quote: outcome.quote },
        });
      else if (outcome.reason !== 'signedOut') setLoad({ status: outcome.reason });
    });
    return () => {
      current = false;
    };
  }, [kind, quoteId, attempt]);

  if (load.status === 'loading') {
    return (
      <p role="status" className="py-10 text-center text-muted">
        {say('adminReply.loading')}
      </p>
    );
  }
  if (load.status === 'notFound') {
    return (
      <section className="adm-panel mx-auto max-w-xl p-6 text-center" aria-labelledby="reply-not-found">
        <h2 id="reply-not-found" className="text-2xl text-navy-950">
          {say('adminReply.notFound.heading')}
        </h2>
        <p className="mt-2 text-muted">{say('adminReply.notFound.text')}</p>
        <a className="btn btn-navy mt-5" href={listPath}>
          {say(kind === 'excursion' ? 'adminReply.backToExQuotes' : 'adminReply.backToQuotes')}
        </a>
      </section>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-3">
        <p role="alert" className="adm-alert">
          {say('adminReply.loadFailed')}
        </p>
        <button type="button" className="adm-button adm-button-quiet" onClick={() => setAttempt((n) => n + 1)}>
          {say('adminReply.retry')}
        </button>
      </div>
    );
  }
  return <ReplyWorkspace loaded={load.loaded} texts={texts} />;
}

/** The screen once its quote is loaded (exported for the server-markup test). */
export function ReplyWorkspace({ loaded, texts }: { loaded: LoadedQuote; texts: ScreenWords<'reply'> }) {
  const say = useWords(texts);
  const { quote, kind } = loaded;
  const id = useId();
  const [status, dispatchStatus] = useReducer(statusReducer, quote.status, initialStatus);
  const [composer, dispatch] = useReducer(composerReducer, quote, (q) => initialComposer(q, q.lang));
  /** A 401 on a change or a send: the admin signs in again in another tab, nothing typed is lost. */
  const [signedOut, setSignedOut] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const booking = useBooking(
    kind,
    quote.id,
    useCallback(() => setSignedOut(true), []),
  );
  const currentOffer = booking.load.status === 'ready' ? (booking.load.booking.offers[0] ?? null) : null;
  const bookingStatus = booking.load.status === 'ready' ? booking.load.booking.status : null;

  // A payment recorded in the panel confirms the booking: the selector shows what the server holds.
  useEffect(() => {
    if (bookingStatus) dispatchStatus({ type: 'synced', status: bookingStatus });
  }, [bookingStatus]);

  // 'Saved' vanishes after SAVED_CONFIRMATION_MS (spec section 4); a newer notice restarts the clock.
  useEffect(() => {
    if (status.notice !== 'saved') return;
    const noticeId = status.noticeId;
    const timer = setTimeout(() => dispatchStatus({ type: 'noticeExpired', noticeId }), SAVED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status.notice, status.noticeId]);

  async function changeStatus(next: QuoteStatus) {
    if (isSavingStatus(status) || next === status.status) return;
    dispatchStatus({ type: 'change', status: next });
    const outcome = await saveStatus(kind, quote.id, next);
    if (outcome.ok) {
      setSignedOut(false);
      dispatchStatus({ type: 'saved', status: outcome.status });
    } else {
      if (outcome.reason === 'signedOut') setSignedOut(true);
      dispatchStatus({ type: 'failed' });
    }
  }

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend(composer)) return;
    dispatch({ type: 'sending' });
    const outcome = await sendReplyEmail(emailSendBody(composer, { id: quote.id, kind }));
    if (outcome.ok) {
      // Signed in again in another tab: the session alert has done its job.
      setSignedOut(false);
      dispatch({ type: 'sent' });
      // The server moved the quote to replied in the same batch as the e-mail (spec section 4), and
      // stored the offer sent with it and the customer's new link: the panel shows them.
      dispatchStatus({ type: 'replied' });
      booking.reload();
    } else {
      if (outcome.reason === 'signedOut') setSignedOut(true);
      dispatch({ type: 'sendFailed', reason: outcome.reason, detail: outcome.detail, fields: outcome.fields });
    }
  }

  const quoteLanguage = say(quote.lang === 'fr' ? 'adminReply.lang.fr' : 'adminReply.lang.en');
  const saving = isSavingStatus(status);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      {signedOut && (
        <div role="alert" className="adm-alert lg:col-span-2">
          {say('adminReply.sessionEnded')}{' '}
          <a className="underline" href={ADMIN_LOGIN_PATH} target="_blank" rel="noopener">
            {say('adminReply.signIn')}
            <span className="sr-only"> {say('a11y.newTab')}</span>
          </a>
        </div>
      )}

      <div className="flex flex-col gap-6">
        <section className="adm-panel sm:p-6" aria-labelledby={`${id}-status`}>
          <h2 id={`${id}-status`} className="sr-only">
            {say('adminReply.status.label')}
          </h2>
          <Field id={`${id}-status-select`} label={say('adminReply.status.label')} className="">
            {(control) => (
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <select
                  {...control}
                  className="form-control max-w-60"
                  value={status.status}
                  disabled={saving}
                  aria-describedby={`${id}-status-note`}
                  onChange={(event) => void changeStatus(event.target.value as QuoteStatus)}
                >
                  {QUOTE_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {say(`adminReply.status.${value}`)}
                    </option>
                  ))}
                </select>
                <span id={`${id}-status-note`} role="status" className="adm-text-success text-sm font-semibold">
                  {saving ? (
                    <span className="text-muted">{say('adminReply.status.saving')}</span>
                  ) : status.notice === 'saved' ? (
                    say('adminReply.status.saved')
                  ) : (
                    ''
                  )}
                </span>
              </div>
            )}
          </Field>
          <div role="alert" className="empty:hidden">
            {status.notice === 'failed' && <p className="field-error mt-2 font-semibold">{say('adminReply.status.failed')}</p>}
          </div>
        </section>

        <CustomerCard loaded={loaded} say={say} quoteLanguage={quoteLanguage} />
        <BookingPanel kind={kind} quoteId={quote.id} booking={booking} say={say} onSignedOut={() => setSignedOut(true)} />
      </div>

      <div className="flex flex-col gap-6">
        <OfferCard composer={composer} dispatch={dispatch} say={say} quoteLanguage={quoteLanguage} quoteLang={quote.lang} current={currentOffer} />
        <TemplatesCard composer={composer} dispatch={dispatch} say={say} quoteLanguage={quoteLanguage} subjectRef={subjectRef} />
        <ReplyForm quote={quote} composer={composer} dispatch={dispatch} say={say} subjectRef={subjectRef} onSend={(event) => void send(event)} />
      </div>
    </div>
  );
}
