// An excursion's Book Now modal: a modal <dialog> (focus kept inside, Escape closes) with the
// visitor's contact form, its checks (the first field in trouble takes the focus) and the honeypot,
// then the thanks with the request's number. The request itself is the store's
// (stores/excursion-booking.ts).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, type SubmitEvent } from 'react';
import type { ExcursionContact, ExcursionContactField } from '../../../worker/contract/excursion-rules.ts';
import { FIELD_LIMITS } from '../../../worker/contract/limits.ts';
import type { ExcursionBooking as Booking, ModalState } from '../../stores/excursion-booking.ts';
import { keepFocusInside } from './keep-focus-inside.ts';
import type { ExcursionBookingKey, ExcursionBookingTexts, Say } from './messages.ts';

const LIMITS = FIELD_LIMITS.excursionQuote;

interface BookNowModalProps {
  booking: Booking;
  modal: Exclude<ModalState, { status: 'closed' }>;
  title: string;
  texts: ExcursionBookingTexts;
  say: Say<ExcursionBookingKey>;
}

const FIELD_ORDER: readonly ExcursionContactField[] = ['firstName', 'lastName', 'email', 'phone'];

/** The Book Now modal: a modal <dialog> (focus kept inside, Escape closes), the form, then the thanks. */
export function BookNowModal({ booking, modal, title, texts, say }: BookNowModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const contact = useStore(booking.$contact);
  const id = useId();
  const sent = modal.status === 'sent';
  const sending = modal.status === 'sending';
  const problems = modal.status === 'editing' ? modal.problems : {};
  const message = modal.status === 'editing' ? modal.message : null;
  const fieldId = (field: string) => `${id}-${field}`;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // The first field, not the Close button, is where a visitor who asked to book starts.
    form.current?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus();
  }, []);

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void booking.submit(honeypot.current?.value ?? '');
    // The checks run before anything is sent: a field in trouble takes the focus at once.
    const after = booking.$modal.get();
    if (after.status !== 'editing') return;
    const first = FIELD_ORDER.find((field) => field in after.problems);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const field = (name: keyof ExcursionContact) => ({
    id: fieldId(name),
    name,
    value: contact[name],
    className: 'form-control',
    onChange: (event: { target: { value: string } }) => booking.setContactField(name, event.target.value),
  });
  const invalid = (name: ExcursionContactField) => ({
    'aria-invalid': name in problems ? true : undefined,
    'aria-describedby': [name in problems && `${id}-message`, name === 'phone' && `${id}-phone-hint`].filter(Boolean).join(' ') || undefined,
  });

  return (
    <dialog
      ref={dialog}
      className="dialog-card ex-modal"
      aria-labelledby={sent ? `${id}-success` : `${id}-title`}
      onKeyDown={keepFocusInside}
      onClose={booking.closeModal}
    >
      <div className="flex items-start justify-between gap-4">
        {sent ? (
          <span />
        ) : (
          <h2 id={`${id}-title`} className="text-2xl text-navy-950">
            {say('excursion.modal.title', { title })}
          </h2>
        )}
        <button type="button" className="bk-icon-button" aria-label={say('excursion.modal.close')} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      {sent ? (
        <div className="pb-2 text-center">
          <div className="bk-dialog-icon" aria-hidden="true">
            ✓
          </div>
          <h2 id={`${id}-success`} ref={successHeading} tabIndex={-1} className="text-2xl text-navy-950">
            {say('excursion.modal.successTitle')}
          </h2>
          <p className="mt-3 text-muted">{say('excursion.modal.successText')}</p>
          {modal.exQuoteNumber && (
            <p className="mt-3 font-semibold text-ink">{say('excursion.modal.successNumber', { number: modal.exQuoteNumber.replace(/-/g, '\u2011') })}</p>
          )}
          <a href={texts.excursionsPath} className="btn btn-gold mt-6 w-full">
            {say('excursion.modal.back')}
          </a>
        </div>
      ) : (
        <form ref={form} noValidate onSubmit={submit} className="mt-2">
          <p className="text-muted">{say('excursion.modal.intro')}</p>
          <p className="bk-hint mt-2">{say('contactForm.requiredNote')}</p>
          <div role="alert" id={`${id}-message`} className="mt-4 empty:hidden">
            {message && <p className="bk-alert">{message in texts.words ? say(message as ExcursionBookingKey) : say('excursion.error.required')}</p>}
          </div>

          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="bk-field">
              <Label htmlFor={fieldId('firstName')} text={say('excursion.modal.firstName')} />
              <input {...field('firstName')} {...invalid('firstName')} type="text" autoComplete="given-name" maxLength={LIMITS.firstName} required />
            </div>
            <div className="bk-field">
              <Label htmlFor={fieldId('lastName')} text={say('excursion.modal.lastName')} />
              <input {...field('lastName')} {...invalid('lastName')} type="text" autoComplete="family-name" maxLength={LIMITS.lastName} required />
            </div>
            <div className="bk-field sm:col-span-2">
              <Label htmlFor={fieldId('email')} text={say('excursion.modal.email')} />
              <input {...field('email')} {...invalid('email')} type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} spellCheck={false} required />
            </div>
            <div className="bk-field sm:col-span-2">
              <Label htmlFor={fieldId('phone')} text={say('excursion.modal.phone')} />
              <input {...field('phone')} {...invalid('phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LIMITS.phone} required />
              <p id={`${id}-phone-hint`} className="bk-hint">
                {say('excursion.modal.phoneHint')}
              </p>
            </div>
            <div className="bk-field sm:col-span-2">
              <label htmlFor={fieldId('comments')} className="form-label">
                {say('excursion.modal.comments')}
              </label>
              <textarea {...field('comments')} rows={4} maxLength={LIMITS.comments} />
            </div>
          </div>

          <div className="bk-honeypot" aria-hidden="true">
            <label htmlFor={fieldId('website')}>{say('excursion.modal.website')}</label>
            <input ref={honeypot} id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
          </div>

          <div className="bk-actions">
            <button type="submit" className="btn btn-gold" disabled={sending} aria-busy={sending || undefined}>
              {sending ? say('excursion.modal.sending') : say('excursion.modal.send')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

function Label({ htmlFor, text }: { htmlFor: string; text: string }) {
  return (
    <label htmlFor={htmlFor} className="form-label">
      {text}
      <span className="bk-required" aria-hidden="true">
        {' '}
        *
      </span>
    </label>
  );
}
