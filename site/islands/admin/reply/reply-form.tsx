// The reply screen's e-mail: To (the quote's own address, read-only: the server sends a reply nowhere
// else), Subject and Message (with what the request page's merge field becomes), the placeholders
// left to fill in and what the offer still lacks (both keep Send disabled), WhatsApp, Send Email, and
// the send's outcome, which takes the focus.
import { useEffect, useId, useRef, type Dispatch, type RefObject, type SubmitEvent } from 'react';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import { quoteSummaryText, whatsAppLink } from '../../../../worker/contract/whatsapp.ts';
import { REQUEST_PAGE_LINK_FIELD } from '../../../../worker/contract/email-send-words.ts';
import { InputField, TextAreaField } from '../kit/field.tsx';
import type { LoadedQuote } from './reply-api.ts';
import type { ReplySay } from './reply-screen.tsx';
import { offerProblems } from './offer-state.ts';
import { canSend, pendingPlaceholders, summaryPrice, type ComposerAction, type ComposerState } from './reply-state.ts';

export interface ReplyFormProps {
  quote: LoadedQuote['quote'];
  composer: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  say: ReplySay;
  subjectRef: RefObject<HTMLInputElement | null>;
  onSend(event: SubmitEvent<HTMLFormElement>): void;
}

export function ReplyForm({ quote, composer, dispatch, say, subjectRef, onSend }: ReplyFormProps) {
  const id = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const required = say('adminReply.form.required');
  const whatsApp = whatsAppLink(quote.phone, quoteSummaryText(quote, quote.lang, { price: summaryPrice(composer) }));
  const placeholders = pendingPlaceholders(composer);
  const problems = offerProblems(composer.offer);
  const withPageLink = composer.offer.on || `${composer.subject}\n${composer.message}`.includes(REQUEST_PAGE_LINK_FIELD);
  const sendDescribedBy = [placeholders.length > 0 ? `${id}-placeholders` : null, problems.length > 0 ? `${id}-offer-problems` : null]
    .filter(Boolean)
    .join(' ');
  const sendStatus = composer.send.status;

  // After a send the focus goes to its outcome, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (sendStatus === 'sent' || sendStatus === 'failed') outcomeRef.current?.focus();
  }, [sendStatus]);

  return (
    <section className="adm-panel sm:p-6" aria-labelledby={`${id}-form`}>
      <h2 id={`${id}-form`} className="text-xl text-navy-950">
        {say('adminReply.form.heading')}
      </h2>
      <form noValidate onSubmit={onSend} className="mt-4 flex flex-col gap-4" aria-labelledby={`${id}-form`}>
        {/* Read-only: the server sends a reply only to the quote's own address (no relay). */}
        <InputField
          id={`${id}-to`}
          label={say('adminReply.form.to')}
          note={required}
          hint={say('adminReply.form.toHint')}
          hintClassName="text-xs text-muted"
          inputClassName="form-control bg-ivory"
          type="email"
          name="to"
          readOnly
          required
          value={composer.to}
        />
        <InputField
          id={`${id}-subject`}
          label={say('adminReply.form.subject')}
          note={required}
          inputRef={subjectRef}
          name="subject"
          required
          maxLength={FIELD_LIMITS.reply.subject}
          value={composer.subject}
          onChange={(value) => dispatch({ type: 'subject', value })}
        />
        <TextAreaField
          id={`${id}-message`}
          label={say('adminReply.form.message')}
          note={required}
          inputClassName="form-control min-h-72 font-sans leading-relaxed"
          name="message"
          required
          rows={14}
          hint={withPageLink ? say('adminReply.offer.pageLinkHint', { field: REQUEST_PAGE_LINK_FIELD }) : undefined}
          value={composer.message}
          onChange={(value) => dispatch({ type: 'message', value })}
        />

        <p id={`${id}-placeholders`} role="status" className="adm-text-danger text-sm font-semibold empty:hidden">
          {placeholders.length > 0 ? say('adminReply.form.placeholders', { placeholders: placeholders.join(', ') }) : ''}
        </p>
        {/* Not a live region: it changes with every amount typed; Send is described by it. */}
        {problems.length > 0 && (
          <div id={`${id}-offer-problems`} className="adm-text-danger text-sm">
            <p className="font-semibold">{say('adminReply.offer.notReady')}</p>
            <ul className="mt-1 list-disc ps-5">
              {problems.map((problem, index) => (
                <li key={index}>
                  {'line' in problem ? say('adminReply.offer.problem.line', { n: problem.line.number, problem: say(problem.problem) }) : say(problem.problem)}
                </li>
              ))}
            </ul>
          </div>
        )}

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
            disabled={!canSend(composer)}
            aria-describedby={sendDescribedBy || undefined}
          >
            {sendStatus === 'sending' ? say('adminReply.form.sending') : say('adminReply.form.send')}
          </button>
        </div>
        <p id={`${id}-whatsapp-hint`} className="text-xs text-muted sm:text-right">
          {say('adminReply.form.whatsappHint')}
        </p>
      </form>

      {/* Both live regions are always in the page (announced when filled); the focus lands on them after a send. */}
      <div ref={outcomeRef} tabIndex={-1} className="mt-4 outline-none">
        <div role="status" className="empty:hidden">
          {composer.send.status === 'sent' && <p className="adm-success">{say('adminReply.sent')}</p>}
        </div>
        <div role="alert" className="empty:hidden">
          {composer.send.status === 'failed' && (
            <div className="adm-alert">
              <p>{say('adminReply.sendFailed')}</p>
              {composer.send.detail && <p className="mt-1 font-normal">{composer.send.detail}</p>}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
