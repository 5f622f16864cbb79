// The booking panel's accept dialog, its price difference (decision 040): a switch, then what the
// difference is for, supplement or reduction, and the amount in euros typed as the Offer card's; under
// them the new total and what is then left to pay or to refund, said as it changes. Its rules are
// price-difference-draft.ts'; its messages the API's, shown once a field has been left or typed in
// (as the Offer card's), and the server's after a refused acceptance.
import { useState } from 'react';
import { formatEuros } from '../../../../worker/contract/money.ts';
import type { OfferView } from '../../../../worker/contract/schemas/bookings.ts';
import { Field, InputField } from '../kit/field.tsx';
import { DIFFERENCE_DIRECTIONS, type DifferenceDirection, type DifferenceDraft, type ReadDifference } from './price-difference-draft.ts';
import type { ReplySay } from './reply-screen.tsx';

export interface PriceDifferenceFieldsProps {
  id: string;
  /** The offer a difference goes on; null when none is in force (then none can be added). */
  offer: OfferView | null;
  draft: DifferenceDraft;
  read: ReadDifference;
  /** The server's messages of a refused acceptance, by field ('priceDifference.label', 'priceDifference.amountCents'). */
  serverErrors: Readonly<Record<string, string>>;
  say: ReplySay;
  onChange(draft: DifferenceDraft): void;
}

export function PriceDifferenceFields({ id, offer, draft, read, serverErrors, say, onChange }: PriceDifferenceFieldsProps) {
  const [left, setLeft] = useState<ReadonlySet<'label' | 'amount'>>(new Set());
  const leave = (field: 'label' | 'amount') => () => setLeft((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
  const euros = (cents: number) => formatEuros(cents, say.lang);
  if (!offer) return <p className="mt-4 text-sm text-muted">{say('adminReply.booking.differenceNoOffer')}</p>;
  const shown = (field: 'label' | 'amount') => left.has(field) || draft[field].trim() !== '';
  const labelError = serverErrors['priceDifference.label'] ?? (read.labelProblem && shown('label') ? say(read.labelProblem) : null);
  const amountError =
    serverErrors['priceDifference.amountCents'] ?? serverErrors.priceDifference ?? (read.amountProblem && shown('amount') ? say(read.amountProblem) : null);
  const after = read.after;
  return (
    <div className="mt-4 border-t border-sand pt-4">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-on`}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-navy-900"
          checked={draft.on}
          aria-controls={`${id}-fields`}
          aria-describedby={`${id}-intro`}
          onChange={(event) => onChange({ ...draft, on: event.target.checked })}
        />
        <label htmlFor={`${id}-on`} className="font-semibold text-ink">
          {say('adminReply.booking.difference')}
        </label>
      </div>
      <p id={`${id}-intro`} className="mt-1 text-sm text-muted">
        {say('adminReply.booking.differenceIntro', { version: offer.version })}
      </p>
      <div id={`${id}-fields`} hidden={!draft.on} className="mt-4 flex flex-col gap-4">
        {draft.on && (
          <>
            <InputField
              id={`${id}-label`}
              label={say('adminReply.booking.differenceLabel')}
              note={say('adminReply.form.required')}
              required
              autoComplete="off"
              value={draft.label}
              hint={say('adminReply.booking.differenceLabelHint')}
              error={labelError}
              onBlur={leave('label')}
              onChange={(label) => onChange({ ...draft, label })}
            />
            <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
              <Field id={`${id}-direction`} label={say('adminReply.booking.differenceDirection')}>
                {(control) => (
                  <select
                    {...control}
                    className="form-control"
                    value={draft.direction}
                    onChange={(event) => onChange({ ...draft, direction: event.target.value as DifferenceDirection })}
                  >
                    {DIFFERENCE_DIRECTIONS.map((direction) => (
                      <option key={direction} value={direction}>
                        {say(direction === 'supplement' ? 'adminReply.booking.differenceSupplement' : 'adminReply.booking.differenceReduction')}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <InputField
                id={`${id}-amount`}
                label={say('adminReply.booking.differenceAmount')}
                note={say('adminReply.form.required')}
                required
                inputMode="decimal"
                autoComplete="off"
                value={draft.amount}
                error={amountError}
                onBlur={leave('amount')}
                onChange={(amount) => onChange({ ...draft, amount })}
              />
            </div>
          </>
        )}
        {/* Kept while the fields show, so a screen reader hears each new total as it is typed. */}
        <p className="text-sm font-semibold text-ink" aria-live="polite">
          {draft.on && after
            ? `${say('adminReply.booking.differenceTotal', { total: euros(after.totalCents), before: euros(offer.totalCents) })} ${
                after.leftToPayCents > 0
                  ? say('adminReply.booking.differenceLeft', { amount: euros(after.leftToPayCents) })
                  : after.toRefundCents > 0
                    ? say('adminReply.booking.differenceRefund', { amount: euros(after.toRefundCents) })
                    : say('adminReply.booking.differenceSettled')
              }`
            : ''}
        </p>
      </div>
    </div>
  );
}
