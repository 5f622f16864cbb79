// The admin's Reply to Customer screen (/admin/email-reply/{quoteId}?kind=transfer|excursion): loads
// the quote, then shows its status selector, the customer card, the Quick Templates and the e-mail
// form with WhatsApp and Send Email. The rules live in reply-state.ts (pure, unit-tested), the calls
// in reply-api.ts; this file only draws them and wires the events. Texts come from the page
// (messages.ts), so no dictionary ships here; the templates' own texts come from the contract, in
// the quote's language.
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { useEffect, useId, useReducer, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { SAVED_CONFIRMATION_MS } from '../../../../worker/contract/constants.ts';
import type { ReplyQuoteKind } from '../../../../worker/contract/email-send.ts';
import { QUOTE_STATUSES, type QuoteStatus } from '../../../../worker/contract/enums.ts';
import { fillPlaceholders } from '../../../../worker/contract/i18n/placeholders.ts';
import {
  REPLY_TEMPLATE_KINDS,
  TEMPLATES_WITH_PAYMENT_LINK,
  TEMPLATES_WITH_PRICE,
  quoteDetailLines,
  quoteNumberOf,
  replyTemplateName,
  replyText,
} from '../../../../worker/contract/reply-templates.ts';
import { quoteSummaryText, whatsAppLink } from '../../../../worker/contract/whatsapp.ts';
import type { ReplyScreenKey, ReplyScreenTexts } from './messages.ts';
import { loadQuote, saveStatus, sendReplyEmail, type LoadedQuote } from './reply-api.ts';
import { formatParisDateTime, formatParisWallClock } from '../format.ts';
import { canSend, composerReducer, emailSendBody, initialComposer, initialStatus, isSavingStatus, pendingPlaceholders, statusReducer } from './reply-state.ts';

export interface ReplyScreenProps {
  /** The quote's id from the path; null when the path names none (the not-found state at once). */
  quoteId: number | null;
  kind: ReplyQuoteKind;
  /** The list the admin came from: the not-found state links back to it. */
  listPath: string;
  /** replyScreenTexts(lang), picked by the page. */
  texts: ReplyScreenTexts;
}

type Say = (key: ReplyScreenKey, vars?: Record<string, string | number>) => string;
const sayer =
  (texts: ReplyScreenTexts): Say =>
  (key, vars) =>
    fillPlaceholders(texts.words[key], vars);

const LOGIN_PATH = '/admin/login';

const card = 'rounded-2xl border border-sand bg-white p-5 shadow-[0_1px_2px_rgb(11_18_33/0.04)] sm:p-6';
const alertClass = 'rounded-xl border border-[#f4c7c1] bg-[#fdecea] px-4 py-3 font-semibold text-[#8a1c12]';
const successClass = 'rounded-xl border border-[#b7dfc5] bg-[#e7f4ec] px-4 py-3 font-semibold text-[#14532d]';
const outlineButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-navy-800/30 bg-white px-4 py-2 text-sm font-semibold text-navy-900 hover:border-navy-800 disabled:cursor-not-allowed disabled:opacity-55';

type LoadState = { status: 'loading' } | { status: 'notFound' } | { status: 'failed' } | { status: 'ready'; loaded: LoadedQuote };

export default function ReplyScreen({ quoteId, kind, listPath, texts }: ReplyScreenProps) {
  const say = sayer(texts);
  const [load, setLoad] = useState<LoadState>(quoteId === null ? { status: 'notFound' } : { status: 'loading' });
  /** Bumped by Try again. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (quoteId === null) return;
    let current = true;
    setLoad({ status: 'loading' });
    void loadQuote(kind, quoteId).then((outcome) => {
      if (!current) return;
      if (outcome.ok)
        setLoad({
          status: 'ready',
          loaded: outcome.kind === 'excursion' ? { kind: 'excursion', quote: outcome.quote } : { kind: 'transfer', quote: outcome.quote },
        });
      // The page itself is guarded on the server; a session that ends while it loads goes to sign-in.
      else if (outcome.reason === 'signedOut') window.location.assign(LOGIN_PATH);
      else setLoad({ status: outcome.reason });
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
      <section className={`${card} mx-auto max-w-xl text-center`} aria-labelledby="reply-not-found">
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
        <p role="alert" className={alertClass}>
          {say('adminReply.loadFailed')}
        </p>
        <button type="button" className={outlineButton} onClick={() => setAttempt((n) => n + 1)}>
          {say('adminReply.retry')}
        </button>
      </div>
    );
  }
  return <ReplyWorkspace loaded={load.loaded} texts={texts} />;
}

/** The screen once its quote is loaded (exported for the server-markup test). */
export function ReplyWorkspace({ loaded, texts }: { loaded: LoadedQuote; texts: ReplyScreenTexts }) {
  const say = sayer(texts);
  const { quote, kind } = loaded;
  const uiLang = texts.lang;
  const id = useId();
  const [status, dispatchStatus] = useReducer(statusReducer, quote.status, initialStatus);
  const [composer, dispatch] = useReducer(composerReducer, quote, (q) => initialComposer(q, q.lang));
  /** A 401 on a change or a send: the admin signs in again in another tab, nothing typed is lost. */
  const [signedOut, setSignedOut] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);

  // 'Saved' vanishes after SAVED_CONFIRMATION_MS (spec section 4); a newer notice restarts the clock.
  useEffect(() => {
    if (status.notice !== 'saved') return;
    const noticeId = status.noticeId;
    const timer = setTimeout(() => dispatchStatus({ type: 'noticeExpired', noticeId }), SAVED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status.notice, status.noticeId]);

  // After a send the focus goes to its outcome, so a keyboard or screen reader user lands on it.
  const sendStatus = composer.send.status;
  useEffect(() => {
    if (sendStatus === 'sent' || sendStatus === 'failed') outcomeRef.current?.focus();
  }, [sendStatus]);

  // The overwrite question takes the focus while it is asked; once answered, the subject has it.
  const asking = composer.confirm !== null;
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) replaceRef.current?.focus();
    else if (wasAsking.current) subjectRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

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
      // The server moved the quote to replied in the same batch as the e-mail (spec section 4).
      dispatchStatus({ type: 'replied' });
    } else {
      if (outcome.reason === 'signedOut') setSignedOut(true);
      dispatch({ type: 'sendFailed', reason: outcome.reason, detail: outcome.detail });
    }
  }

  const customerName = [quote.firstName, quote.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const quoteLanguage = say(quote.lang === 'fr' ? 'adminReply.lang.fr' : 'adminReply.lang.en');
  const submitted = formatParisDateTime(quote.createdAt, uiLang);
  // The card already names the number and the customer: the facts list leaves those rows out.
  const knownRows = ['field.quoteNumber', 'field.exQuoteNumber', 'field.name'] as const;
  const knownPrefixes = knownRows.map((label) => replyText(uiLang, 'detailRow', { label: replyText(uiLang, label), value: '' }));
  // Dates as every screen of the back office writes them (format.ts), not as the e-mail does.
  const when = (date: string, time: string) => say('adminReply.facts.when', { when: formatParisWallClock(date, time, uiLang) });
  const facts = quoteDetailLines(quote, uiLang, { summary: true, when }).filter((line) => !knownPrefixes.some((prefix) => line.startsWith(prefix)));
  const whatsApp = whatsAppLink(quote.phone, quoteSummaryText(quote, quote.lang, { price: composer.price }));
  const placeholders = pendingPlaceholders(composer);
  const sendAllowed = canSend(composer);
  const sending = sendStatus === 'sending';
  const chosen = composer.template;
  const usesPrice = chosen !== null && TEMPLATES_WITH_PRICE.includes(chosen);
  const usesLink = chosen !== null && TEMPLATES_WITH_PAYMENT_LINK.includes(chosen);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
      {signedOut && (
        <div role="alert" className={`${alertClass} lg:col-span-2`}>
          {say('adminReply.sessionEnded')}{' '}
          <a className="underline" href={LOGIN_PATH} target="_blank" rel="noopener">
            {say('adminReply.signIn')}
            <span className="sr-only"> {say('a11y.newTab')}</span>
          </a>
        </div>
      )}

      <div className="flex flex-col gap-6">
        <section className={card} aria-labelledby={`${id}-status`}>
          <h2 id={`${id}-status`} className="sr-only">
            {say('adminReply.status.label')}
          </h2>
          <label htmlFor={`${id}-status-select`} className="form-label">
            {say('adminReply.status.label')}
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <select
              id={`${id}-status-select`}
              className="form-control max-w-60"
              value={status.status}
              disabled={isSavingStatus(status)}
              aria-describedby={`${id}-status-note`}
              onChange={(event) => void changeStatus(event.target.value as QuoteStatus)}
            >
              {QUOTE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {say(`adminReply.status.${value}`)}
                </option>
              ))}
            </select>
            <span id={`${id}-status-note`} role="status" className="text-sm font-semibold text-[#14532d]">
              {isSavingStatus(status) ? (
                <span className="text-muted">{say('adminReply.status.saving')}</span>
              ) : status.notice === 'saved' ? (
                say('adminReply.status.saved')
              ) : (
                ''
              )}
            </span>
          </div>
          <div role="alert" className="empty:hidden">
            {status.notice === 'failed' && <p className="field-error mt-2 font-semibold">{say('adminReply.status.failed')}</p>}
          </div>
        </section>

        <section className={card} aria-labelledby={`${id}-customer`}>
          <h2 id={`${id}-customer`} className="text-xl text-navy-950">
            {say('adminReply.customer.heading')}
          </h2>
          <p className="eyebrow mt-1 text-gold-700">{say(kind === 'excursion' ? 'adminReply.kind.excursion' : 'adminReply.kind.transfer')}</p>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <Row term={say('adminReply.customer.name')}>{customerName || say('adminReply.customer.noName')}</Row>
            <Row term={say('adminReply.customer.email')}>
              <a className="break-all underline" href={`mailto:${quote.email}`}>
                {quote.email}
              </a>
            </Row>
            <Row term={say('adminReply.customer.phone')}>
              {quote.phone ? (
                <a className="underline" href={`tel:${quote.phone.replace(/[^\d+]/g, '')}`}>
                  {quote.phone}
                </a>
              ) : (
                '—'
              )}
            </Row>
            <Row term={say('adminReply.customer.number')}>{quoteNumberOf(quote)}</Row>
            <Row term={say('adminReply.customer.language')}>{quoteLanguage}</Row>
            <Row term={say('adminReply.customer.submitted')}>{say('adminReply.customer.submittedAt', { when: submitted })}</Row>
          </dl>
          {facts.length > 0 && (
            <>
              <h3 className="mt-5 font-sans text-sm font-semibold tracking-wide text-muted uppercase">{say('adminReply.customer.details')}</h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm break-words whitespace-pre-line">
                {facts.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      <div className="flex flex-col gap-6">
        <section className={card} aria-labelledby={`${id}-templates`}>
          <h2 id={`${id}-templates`} className="text-xl text-navy-950">
            {say('adminReply.templates.heading')}
          </h2>
          <p className="mt-1 text-sm text-muted">{say('adminReply.templates.intro', { language: quoteLanguage })}</p>
          <div role="group" aria-label={say('adminReply.templates.choose')} className="mt-4 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
            {REPLY_TEMPLATE_KINDS.map((templateKind) => (
              <button
                key={templateKind}
                type="button"
                className={`${outlineButton} justify-start text-left ${chosen === templateKind ? 'border-gold-700 bg-gold-200/60' : ''}`}
                aria-pressed={chosen === templateKind}
                disabled={sending}
                onClick={() => dispatch({ type: 'template', kind: templateKind })}
              >
                {replyTemplateName(templateKind, uiLang)}
              </button>
            ))}
          </div>

          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-price`} className="form-label">
                {say('adminReply.templates.price')}
              </label>
              <input
                id={`${id}-price`}
                className="form-control"
                inputMode="decimal"
                autoComplete="off"
                value={composer.price}
                aria-describedby={`${id}-price-hint`}
                onChange={(event) => dispatch({ type: 'price', value: event.target.value })}
              />
              <p id={`${id}-price-hint`} className={`text-xs ${usesPrice ? 'text-ink' : 'text-muted'}`}>
                {say('adminReply.templates.priceHint')}
              </p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-link`} className="form-label">
                {say('adminReply.templates.paymentLink')}
              </label>
              <input
                id={`${id}-link`}
                className="form-control"
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                value={composer.paymentLink}
                aria-describedby={`${id}-link-hint`}
                onChange={(event) => dispatch({ type: 'paymentLink', value: event.target.value })}
              />
              <p id={`${id}-link-hint`} className={`text-xs ${usesLink ? 'text-ink' : 'text-muted'}`}>
                {say('adminReply.templates.paymentLinkHint')}
              </p>
            </div>
          </div>

          {composer.stale && composer.confirm === null && chosen !== null && (
            <div role="status" className="mt-4 flex flex-col items-start gap-2 rounded-xl bg-sand px-4 py-3 text-sm">
              <p>{say('adminReply.templates.kept')}</p>
              <button type="button" className={outlineButton} onClick={() => dispatch({ type: 'refill' })}>
                {say('adminReply.templates.refill', { name: replyTemplateName(chosen, uiLang) })}
              </button>
            </div>
          )}

          {composer.confirm !== null && (
            <div role="group" aria-labelledby={`${id}-replace`} className="mt-4 rounded-xl border border-gold-700 bg-gold-200/40 px-4 py-3">
              <p id={`${id}-replace`} className="font-semibold">
                {say('adminReply.templates.replaceQuestion', { name: replyTemplateName(composer.confirm, uiLang) })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button ref={replaceRef} type="button" className="btn btn-navy" onClick={() => dispatch({ type: 'confirmReplace' })}>
                  {say('adminReply.templates.replace')}
                </button>
                <button type="button" className={outlineButton} onClick={() => dispatch({ type: 'keepText' })}>
                  {say('adminReply.templates.keep')}
                </button>
              </div>
            </div>
          )}
        </section>

        <section className={card} aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`} className="text-xl text-navy-950">
            {say('adminReply.form.heading')}
          </h2>
          <form noValidate onSubmit={(event) => void send(event)} className="mt-4 flex flex-col gap-4" aria-labelledby={`${id}-form`}>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-to`} className="form-label">
                {say('adminReply.form.to')} <span className="text-sm font-normal text-muted">{say('adminReply.form.required')}</span>
              </label>
              {/* Read-only: the server sends a reply only to the quote's own address (no relay). */}
              <input
                id={`${id}-to`}
                className="form-control bg-ivory"
                type="email"
                name="to"
                readOnly
                required
                value={composer.to}
                aria-describedby={`${id}-to-hint`}
              />
              <p id={`${id}-to-hint`} className="text-xs text-muted">
                {say('adminReply.form.toHint')}
              </p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-subject`} className="form-label">
                {say('adminReply.form.subject')} <span className="text-sm font-normal text-muted">{say('adminReply.form.required')}</span>
              </label>
              <input
                ref={subjectRef}
                id={`${id}-subject`}
                className="form-control"
                name="subject"
                required
                maxLength={FIELD_LIMITS.reply.subject}
                value={composer.subject}
                onChange={(event) => dispatch({ type: 'subject', value: event.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-message`} className="form-label">
                {say('adminReply.form.message')} <span className="text-sm font-normal text-muted">{say('adminReply.form.required')}</span>
              </label>
              <textarea
                id={`${id}-message`}
                className="form-control min-h-72 font-sans leading-relaxed"
                name="message"
                required
                rows={14}
                value={composer.message}
                onChange={(event) => dispatch({ type: 'message', value: event.target.value })}
              />
            </div>

            <p id={`${id}-placeholders`} role="status" className="text-sm font-semibold text-[#8a1c12] empty:hidden">
              {placeholders.length > 0 ? say('adminReply.form.placeholders', { placeholders: placeholders.join(', ') }) : ''}
            </p>

            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <a
                className="btn min-h-12 bg-whatsapp text-white hover:opacity-90"
                href={whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={`${id}-whatsapp-hint`}
              >
                {say('adminReply.form.whatsapp')}
                <span className="sr-only"> {say('a11y.newTab')}</span>
              </a>
              <button
                type="submit"
                className="btn btn-gold min-h-12 disabled:cursor-not-allowed disabled:opacity-55 disabled:shadow-none"
                disabled={!sendAllowed}
                aria-describedby={placeholders.length > 0 ? `${id}-placeholders` : undefined}
              >
                {sending ? say('adminReply.form.sending') : say('adminReply.form.send')}
              </button>
            </div>
            <p id={`${id}-whatsapp-hint`} className="text-xs text-muted sm:text-right">
              {say('adminReply.form.whatsappHint')}
            </p>
          </form>

          {/* Both live regions are always in the page (announced when filled); the focus lands on them after a send. */}
          <div ref={outcomeRef} tabIndex={-1} className="mt-4 outline-none">
            <div role="status" className="empty:hidden">
              {composer.send.status === 'sent' && <p className={successClass}>{say('adminReply.sent')}</p>}
            </div>
            <div role="alert" className="empty:hidden">
              {composer.send.status === 'failed' && (
                <div className={alertClass}>
                  <p>{say('adminReply.sendFailed')}</p>
                  {composer.send.detail && <p className="mt-1 font-normal">{composer.send.detail}</p>}
                </div>
              )}
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
