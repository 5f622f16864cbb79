// The reply screen's Quick Templates: the ten templates in the quote's language, the price and the
// payment link they fill in (or, while a priced offer goes with the e-mail, the offer's facts and the
// request page's merge field), and the two questions that protect the admin's own text (fill in
// again, replace the edited text).
import { useEffect, useId, useRef, type Dispatch, type RefObject } from 'react';
import { REQUEST_PAGE_LINK_FIELD } from '../../../../worker/contract/email-send-words.ts';
import { REPLY_TEMPLATE_KINDS, TEMPLATES_WITH_PAYMENT_LINK, TEMPLATES_WITH_PRICE, replyTemplateName } from '../../../../worker/contract/reply-templates.ts';
import { InputField } from '../kit/field.tsx';
import type { ReplySay } from './reply-screen.tsx';
import type { ComposerAction, ComposerState } from './reply-state.ts';

export interface TemplatesCardProps {
  composer: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  say: ReplySay;
  quoteLanguage: string;
  /** The e-mail's subject, which has the focus once the overwrite question is answered. */
  subjectRef: RefObject<HTMLInputElement | null>;
}

export function TemplatesCard({ composer, dispatch, say, quoteLanguage, subjectRef }: TemplatesCardProps) {
  const id = useId();
  const replaceRef = useRef<HTMLButtonElement>(null);
  const chosen = composer.template;
  const sending = composer.send.status === 'sending';
  const usesPrice = chosen !== null && TEMPLATES_WITH_PRICE.includes(chosen);
  const usesLink = chosen !== null && TEMPLATES_WITH_PAYMENT_LINK.includes(chosen);
  const hintClass = (used: boolean) => `text-xs ${used ? 'text-ink' : 'text-muted'}`;

  // The overwrite question takes the focus while it is asked; once answered, the subject has it.
  const asking = composer.confirm !== null;
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) replaceRef.current?.focus();
    else if (wasAsking.current) subjectRef.current?.focus();
    wasAsking.current = asking;
  }, [asking, subjectRef]);

  return (
    <section className="adm-panel sm:p-6" aria-labelledby={`${id}-templates`}>
      <h2 id={`${id}-templates`} className="text-xl text-navy-950">
        {say('adminReply.templates.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{say('adminReply.templates.intro', { language: quoteLanguage })}</p>
      <div role="group" aria-label={say('adminReply.templates.choose')} className="mt-4 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {REPLY_TEMPLATE_KINDS.map((templateKind) => (
          <button
            key={templateKind}
            type="button"
            className={`adm-button adm-button-quiet justify-start text-left text-sm ${chosen === templateKind ? 'border-gold-700 bg-gold-200/60' : ''}`}
            aria-pressed={chosen === templateKind}
            disabled={sending}
            onClick={() => dispatch({ type: 'template', kind: templateKind, now: Date.now() })}
          >
            {replyTemplateName(templateKind, say.lang)}
          </button>
        ))}
      </div>

      {composer.offer.on ? (
        <p className="mt-5 rounded-xl bg-sand px-4 py-3 text-sm text-ink">{say('adminReply.offer.templatesHint', { field: REQUEST_PAGE_LINK_FIELD })}</p>
      ) : (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <InputField
            id={`${id}-price`}
            label={say('adminReply.templates.price')}
            hint={say('adminReply.templates.priceHint')}
            hintClassName={hintClass(usesPrice)}
            inputMode="decimal"
            autoComplete="off"
            value={composer.price}
            onChange={(value) => dispatch({ type: 'price', value })}
          />
          <InputField
            id={`${id}-link`}
            label={say('adminReply.templates.paymentLink')}
            hint={say('adminReply.templates.paymentLinkHint')}
            hintClassName={hintClass(usesLink)}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={composer.paymentLink}
            onChange={(value) => dispatch({ type: 'paymentLink', value })}
          />
        </div>
      )}

      {composer.stale && composer.confirm === null && chosen !== null && (
        <div role="status" className="mt-4 flex flex-col items-start gap-2 rounded-xl bg-sand px-4 py-3 text-sm">
          <p>{say('adminReply.templates.kept')}</p>
          <button type="button" className="adm-button adm-button-quiet" onClick={() => dispatch({ type: 'refill', now: Date.now() })}>
            {say('adminReply.templates.refill', { name: replyTemplateName(chosen, say.lang) })}
          </button>
        </div>
      )}

      {composer.confirm !== null && (
        <div role="group" aria-labelledby={`${id}-replace`} className="mt-4 rounded-xl border border-gold-700 bg-gold-200/40 px-4 py-3">
          <p id={`${id}-replace`} className="font-semibold">
            {say('adminReply.templates.replaceQuestion', { name: replyTemplateName(composer.confirm, say.lang) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button ref={replaceRef} type="button" className="btn btn-navy" onClick={() => dispatch({ type: 'confirmReplace', now: Date.now() })}>
              {say('adminReply.templates.replace')}
            </button>
            <button type="button" className="adm-button adm-button-quiet" onClick={() => dispatch({ type: 'keepText' })}>
              {say('adminReply.templates.keep')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
