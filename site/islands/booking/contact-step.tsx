// Step 3: who to reply to. Loaded on demand with the phone rules (libphonenumber-js). The phone is
// digits only for the chosen country (France by default), spaced as the country writes numbers while
// it is typed and never longer than the country's longest number, checked as a real number once it
// has 5 characters; every message clears when its field is edited. 'Enter Summary' runs contactProblems.
import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useMemo, useRef, type ChangeEvent, type MouseEvent, type SubmitEvent } from 'react';
import { contactProblems, dialCodeOf, type ContactField } from '../../../worker/contract/contact-rules.ts';
import { PHONE_CHECK_FROM_LENGTH } from '../../../worker/contract/constants.ts';
import { FIELD_LIMITS } from '../../../worker/contract/limits.ts';
import { formatPhoneAsTyped, formatValidPhone, phoneCountries, phoneTooLong } from '../../lib/countries.ts';
import { $contact, $contactErrors, $pickupMoved, backToVehicles, goToSummary, setContactField, setPhoneError } from '../../stores/booking.ts';
import { PickupMovedAlert } from './pickup-moved.tsx';
import { scrollToWizardTop } from './step-focus.ts';
import { StepHeading } from './step-heading.tsx';
import { useWizard } from './wizard-context.ts';
import type { WizardMessageKey } from './messages.ts';

const FIELD_ORDER: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone'];

export default function ContactStep() {
  const { t, lang, prefetchNextStep } = useWizard();
  const contact = useStore($contact);
  const errors = useStore($contactErrors);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const countries = useMemo(() => phoneCountries(lang), [lang]);
  const country = countries.find((candidate) => candidate.code === contact.countryCode) ?? countries.find((candidate) => candidate.code === 'FR')!;
  const validPhone = formatValidPhone(contact.countryCode, contact.phone);
  const phoneInput = useRef<HTMLInputElement>(null);
  /** After a phone edit: how many digits stand before the caret, to put it back there once spaced. */
  const phoneCaret = useRef<number | null>(null);

  // Spacing the number must not throw the caret to the end when the visitor types in the middle.
  useLayoutEffect(() => {
    const input = phoneInput.current;
    const digitsBefore = phoneCaret.current;
    phoneCaret.current = null;
    if (!input || digitsBefore === null || document.activeElement !== input) return;
    const position = positionAfterDigits(input.value, digitsBefore);
    input.setSelectionRange(position, position);
  });

  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const national = withoutDialCode(typed, country.dialCode);
    let digits = national.replace(/\D/g, '');
    let before = national === typed ? countDigits(typed.slice(0, event.target.selectionStart ?? typed.length)) : digits.length;
    const previous = contact.phone;
    // Backspace just after a space deletes the digit before it, not only the space.
    if (digits === previous && before > 0 && (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward') {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
    // Nothing beyond the country's longest number: extra digits at the end are dropped, a digit
    // typed in the middle of a full number is refused.
    if (digits.length > previous.length && phoneTooLong(contact.countryCode, digits)) {
      if (before >= digits.length) {
        while (digits.length > previous.length && phoneTooLong(contact.countryCode, digits)) digits = digits.slice(0, -1);
        before = digits.length;
      } else {
        before = Math.max(0, before - (digits.length - previous.length));
        digits = previous;
      }
    }
    phoneCaret.current = before;
    setContactField('phone', digits);
  };

  const fieldId = (field: string) => `${id}-${field}`;
  const error = (field: ContactField) => errors[field];
  const describedBy = (field: ContactField, ...more: string[]) => [error(field) && `${fieldId(field)}-error`, ...more].filter(Boolean).join(' ') || undefined;

  /** The phone is checked as a real number from 5 characters: on leaving the field. */
  const checkPhone = () => {
    if (contact.phone.length < PHONE_CHECK_FROM_LENGTH) return;
    setPhoneError(contactProblems(contact, dialCodeOf(contact.countryCode) ?? '').phone ?? null);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (await goToSummary()) return;
    const problems = $contactErrors.get();
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
    // Only the pickup moved (the 36-hour minimum): its notice is at the top.
    else if ($pickupMoved.get()) scrollToWizardTop();
  };

  const errorText = (field: ContactField) =>
    error(field) && (
      <p id={`${fieldId(field)}-error`} className="field-error">
        {t(error(field) as WizardMessageKey)}
      </p>
    );

  const textField = (field: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string, type = 'text') => (
    <div className="bk-field">
      <label htmlFor={fieldId(field)} className="form-label">
        {label}
        <Required />
      </label>
      <input
        id={fieldId(field)}
        type={type}
        className="form-control"
        autoComplete={autoComplete}
        maxLength={field === 'email' ? FIELD_LIMITS.email : FIELD_LIMITS.booking[field]}
        required
        value={contact[field]}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={describedBy(field)}
        onChange={(event) => setContactField(field, event.target.value)}
      />
      {errorText(field)}
    </div>
  );

  return (
    <form ref={form} noValidate onSubmit={submit} onFocusCapture={prefetchNextStep} aria-labelledby={`${id}-heading`}>
      <StepHeading id={`${id}-heading`}>{t('booking.step.contact')}</StepHeading>
      <PickupMovedAlert step="contact" />
      <p className="mt-2 text-sm text-muted">{t('contactForm.requiredNote')}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {textField('firstName', t('booking.contact.firstName'), 'given-name')}
        {textField('lastName', t('booking.contact.lastName'), 'family-name')}
        <div className="sm:col-span-2">{textField('email', t('booking.contact.email'), 'email', 'email')}</div>

        <div className="bk-field">
          <label htmlFor={fieldId('country')} className="form-label">
            {t('booking.contact.country')}
          </label>
          <select
            id={fieldId('country')}
            className="form-control"
            autoComplete="tel-country-code"
            value={country.code}
            onChange={(event) => setContactField('countryCode', event.target.value)}
          >
            {countries.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {`${candidate.flag} ${candidate.name} (+${candidate.dialCode})`}
              </option>
            ))}
          </select>
        </div>
        <div className="bk-field">
          <label htmlFor={fieldId('phone')} className="form-label">
            {t('booking.contact.phone')}
            <Required />
          </label>
          <div className="bk-phone">
            <span aria-hidden="true">+{country.dialCode}</span>
            <input
              ref={phoneInput}
              id={fieldId('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className="form-control"
              required
              placeholder={country.exampleDisplay || undefined}
              value={formatPhoneAsTyped(contact.countryCode, contact.phone)}
              aria-invalid={error('phone') ? true : undefined}
              aria-describedby={describedBy('phone', `${fieldId('phone')}-hint`)}
              onChange={onPhoneChange}
              onBlur={checkPhone}
            />
          </div>
          {errorText('phone')}
          <p id={`${fieldId('phone')}-hint`} className="bk-hint" aria-live="polite">
            {validPhone
              ? t('booking.contact.phoneValid', { number: validPhone })
              : t('booking.contact.phoneHint', { example: country.exampleDisplay || country.mask || '—' })}
          </p>
        </div>

        <div className="bk-field sm:col-span-2">
          <label htmlFor={fieldId('comments')} className="form-label">
            {t('booking.contact.comments')}
          </label>
          <textarea
            id={fieldId('comments')}
            className="form-control"
            rows={4}
            maxLength={FIELD_LIMITS.booking.comments}
            value={contact.comments}
            aria-describedby={`${fieldId('comments')}-hint`}
            onChange={(event) => setContactField('comments', event.target.value)}
          />
          <p id={`${fieldId('comments')}-hint`} className="bk-hint">
            {t('booking.contact.commentsHint')}
          </p>
        </div>
      </div>

      {/* A press on these buttons leaves the focus where it is: leaving the phone field would show its
          message and push the buttons down under the pointer, and the click would be lost. */}
      <div className="bk-actions" onMouseDown={keepFocus}>
        <button type="button" className="btn bk-btn-outline" onClick={backToVehicles}>
          {t('booking.contact.back')}
        </button>
        <button type="submit" className="btn btn-gold">
          {t('booking.contact.next')}
        </button>
      </div>
    </form>
  );
}

/** Pressing a button with the mouse does not move the focus (the click still happens). */
function keepFocus(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('button')) event.preventDefault();
}

const countDigits = (text: string) => text.replace(/\D/g, '').length;

/** The position just after the `count`-th digit of `text` (0 for none). */
function positionAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** A pasted '+33 6…' or '0033 6…' keeps only the national part (the country is chosen beside it). */
function withoutDialCode(typed: string, dialCode: string): string {
  const text = typed.trim();
  for (const prefix of [`+${dialCode}`, `00${dialCode}`]) if (text.startsWith(prefix)) return text.slice(prefix.length);
  return text;
}

function Required() {
  const { t } = useWizard();
  return (
    <span className="bk-required">
      <span aria-hidden="true"> *</span>
      <span className="sr-only"> ({t('contactForm.required')})</span>
    </span>
  );
}
