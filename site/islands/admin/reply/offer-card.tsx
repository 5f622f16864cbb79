// The reply screen's Offer card (decision 038): the switch that sends a priced offer with the e-mail,
// then its lines (label and amount in euros), the total, the deposit (the policy's 50 % unless
// typed, or the total to pay in full) and the validity in hours. Its rules are offer-state.ts'; its
// messages are the API's own ('adminBookings.field.*'), shown once a field has been left or typed
// in, and the server's after a refused send. Sending a new offer replaces one not yet paid; once
// money has come in, the booking panel settles it instead.
import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import type { OfferView } from '../../../../worker/contract/schemas/bookings.ts';
import {
  DEPOSIT_PERCENT_DEFAULT,
  OFFER_LINES_MAX,
  OFFER_VALIDITY_HOURS_DEFAULT,
  OFFER_VALIDITY_HOURS_MAX,
  formatEuros,
} from '../../../../worker/contract/money.ts';
import type { Lang } from '../../../../worker/contract/i18n/langs.ts';
import { FieldError, InputField } from '../kit/field.tsx';
import { readOffer, type OfferAction, type OfferProblemKey } from './offer-state.ts';
import type { ReplySay } from './reply-screen.tsx';
import type { ComposerAction, ComposerState } from './reply-state.ts';

export interface OfferCardProps {
  composer: ComposerState;
  dispatch: Dispatch<ComposerAction>;
  say: ReplySay;
  /** The customer's language, as words ('French'), and as a code for the amounts the e-mail shows. */
  quoteLanguage: string;
  quoteLang: Lang;
  /** The request's newest offer, once the booking panel has loaded it. */
  current: OfferView | null;
}

/** The offer states that money has come in for: a new offer cannot replace them. */
const SETTLED = new Set<OfferView['state']>(['deposit_paid', 'paid']);
/** The offer states a new one replaces. */
const OPEN = new Set<OfferView['state']>(['sent', 'expired']);

export function OfferCard({ composer, dispatch, say, quoteLanguage, quoteLang, current }: OfferCardProps) {
  const id = useId();
  const offer = composer.offer;
  const read = readOffer(offer);
  const sending = composer.send.status === 'sending';
  const locked = current !== null && SETTLED.has(current.state);
  const required = say('adminReply.form.required');
  /** Fields the admin has left at least once: their empty value is then a problem worth showing. */
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const leave = (field: string) => () => setLeft((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
  /** A field to focus once drawn (the label of a line just added, Add a line after a removal). */
  const focusNext = useRef<string | null>(null);

  const change = (action: OfferAction) => dispatch({ type: 'offer', action, now: Date.now() });

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [offer.lines.length]);

  const addLine = () => {
    focusNext.current = `${id}-line-${offer.nextKey}-label`;
    change({ type: 'addLine' });
  };
  const removeLine = (key: number) => {
    focusNext.current = `${id}-add`;
    change({ type: 'removeLine', key });
  };

  const problemText = (problem: OfferProblemKey | null | undefined, shown: boolean) => (problem && shown ? say(problem) : null);
  const depositTyped = offer.deposit !== null && !offer.payInFull;
  const totalError = offer.server.total ?? (read.problems.some((problem) => problem.field === 'total') ? say('adminBookings.field.offer.total') : null);
  const depositError = offer.server.deposit ?? problemText(read.problems.find((problem) => problem.field === 'deposit')?.problem, true);
  const validityError =
    offer.server.validity ??
    problemText(read.problems.find((problem) => problem.field === 'validity')?.problem, left.has('validity') || offer.validity.trim() !== '');

  return (
    <section className="adm-panel sm:p-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl text-navy-950">
        {say('adminReply.offer.heading')}
      </h2>
      <p id={`${id}-intro`} className="mt-1 text-sm text-muted">
        {say('adminReply.offer.intro')}
      </p>

      <div className="mt-4 flex items-start gap-3">
        <input
          id={`${id}-switch`}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-navy-900"
          checked={offer.on}
          disabled={sending || (locked && !offer.on)}
          aria-controls={`${id}-fields`}
          aria-describedby={[`${id}-intro`, locked ? `${id}-locked` : null, current && OPEN.has(current.state) ? `${id}-replaces` : null]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => change({ type: 'toggle', on: event.target.checked })}
        />
        <label htmlFor={`${id}-switch`} className="font-semibold text-ink">
          {say('adminReply.offer.switch')}
        </label>
      </div>
      {locked && current && (
        <p id={`${id}-locked`} className="mt-2 text-sm text-ink">
          {say('adminReply.offer.locked', { version: current.version })}
        </p>
      )}
      {current && OPEN.has(current.state) && (
        <p id={`${id}-replaces`} className="mt-2 text-sm text-muted">
          {say('adminReply.offer.replaces', { version: current.version })}
        </p>
      )}

      <div id={`${id}-fields`} hidden={!offer.on} className="mt-5 flex flex-col gap-5">
        {offer.on && (
          <>
            <fieldset className="flex flex-col gap-3">
              <legend className="form-label">{say('adminReply.offer.lines')}</legend>
              <ol className="flex flex-col gap-3">
                {read.lines.map((line) => {
                  const typed = offer.lines.find((candidate) => candidate.key === line.key)!;
                  const server = offer.server.lines[line.key] ?? {};
                  const field = `${id}-line-${line.key}`;
                  return (
                    <li key={line.key}>
                      <fieldset className="rounded-xl border border-sand p-3">
                        <legend className="px-1 text-sm font-semibold text-muted">{say('adminReply.offer.line', { n: line.number })}</legend>
                        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start">
                          <InputField
                            id={`${field}-label`}
                            label={say('adminReply.offer.label')}
                            note={required}
                            required
                            autoComplete="off"
                            value={typed.label}
                            error={server.label ?? problemText(line.labelProblem, left.has(`${field}-label`))}
                            onBlur={leave(`${field}-label`)}
                            onChange={(value) => change({ type: 'label', key: line.key, value })}
                          />
                          <InputField
                            id={`${field}-amount`}
                            label={say('adminReply.offer.amount')}
                            note={required}
                            required
                            inputMode="decimal"
                            autoComplete="off"
                            value={typed.amount}
                            error={server.amount ?? problemText(line.amountProblem, left.has(`${field}-amount`) || typed.amount.trim() !== '')}
                            onBlur={leave(`${field}-amount`)}
                            onChange={(value) => change({ type: 'amount', key: line.key, value })}
                          />
                          <button
                            type="button"
                            className="adm-button adm-button-danger-quiet sm:mt-7"
                            aria-label={say('adminReply.offer.removeLine', { n: line.number })}
                            disabled={sending || offer.lines.length <= 1}
                            onClick={() => removeLine(line.key)}
                          >
                            {say('adminReply.offer.remove')}
                          </button>
                        </div>
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
              <div>
                <button
                  id={`${id}-add`}
                  type="button"
                  className="adm-button adm-button-quiet"
                  disabled={sending || offer.lines.length >= OFFER_LINES_MAX}
                  onClick={addLine}
                >
                  {say('adminReply.offer.addLine')}
                </button>
              </div>
              <FieldError message={offer.server.general} alert />
            </fieldset>

            <div>
              <p className="flex flex-wrap items-baseline gap-x-3 text-lg" aria-live="polite">
                <span className="font-semibold text-muted">{say('adminReply.offer.total')}</span>
                <strong className="text-navy-950">{read.totalCents === null ? '—' : formatEuros(read.totalCents, say.lang)}</strong>
                {read.totalCents !== null && quoteLang !== say.lang && (
                  <span className="text-sm text-muted">
                    {say('adminReply.offer.totalInEmail', { language: quoteLanguage, amount: formatEuros(read.totalCents, quoteLang) })}
                  </span>
                )}
              </p>
              {read.totalCents === null && !totalError && <p className="text-sm text-muted">{say('adminReply.offer.noTotal')}</p>}
              <FieldError message={totalError} />
            </div>

            <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
              <div className="flex flex-col gap-2">
                <InputField
                  id={`${id}-deposit`}
                  label={say('adminReply.offer.deposit')}
                  note={required}
                  required
                  inputMode="decimal"
                  autoComplete="off"
                  readOnly={offer.payInFull}
                  inputClassName={offer.payInFull ? 'form-control bg-ivory' : 'form-control'}
                  value={read.depositText}
                  hint={say(offer.payInFull ? 'adminReply.offer.depositFull' : 'adminReply.offer.depositHint', { percent: DEPOSIT_PERCENT_DEFAULT })}
                  error={depositError}
                  onChange={(value) => change({ type: 'deposit', value })}
                />
                <div className="flex items-start gap-3">
                  <input
                    id={`${id}-full`}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-navy-900"
                    checked={offer.payInFull}
                    disabled={sending}
                    onChange={(event) => change({ type: 'payInFull', value: event.target.checked })}
                  />
                  <label htmlFor={`${id}-full`} className="text-sm font-semibold text-ink">
                    {say('adminReply.offer.payInFull')}
                  </label>
                </div>
                {depositTyped && (
                  <div>
                    <button type="button" className="adm-button adm-button-quiet text-sm" onClick={() => change({ type: 'defaultDeposit' })}>
                      {say('adminReply.offer.depositDefault', { percent: DEPOSIT_PERCENT_DEFAULT })}
                    </button>
                  </div>
                )}
              </div>
              <InputField
                id={`${id}-validity`}
                label={say('adminReply.offer.validity')}
                note={required}
                required
                inputMode="numeric"
                autoComplete="off"
                value={offer.validity}
                hint={say('adminReply.offer.validityHint', { max: OFFER_VALIDITY_HOURS_MAX, hours: OFFER_VALIDITY_HOURS_DEFAULT })}
                error={validityError}
                onBlur={leave('validity')}
                onChange={(value) => change({ type: 'validity', value })}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
