// A number field with − and + buttons (named for screen readers), clamped to min..max. The buttons
// stay focusable at the limits (aria-disabled) so the focus is never lost mid-way.
import { useId, type ReactNode } from 'react';
import { useWizard } from './wizard-context.ts';

interface CounterProps {
  label: string;
  name?: string;
  /** Extra words after the label, e.g. an age range. */
  detail?: ReactNode;
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  hint?: string;
}

export function Counter({ label, name, detail, value, min = 0, max, onChange, hint }: CounterProps) {
  const { t } = useWizard();
  const id = useId();
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <div className="bk-field">
      <label htmlFor={id} className="form-label">
        {label}
        {detail && <span className="ml-1 font-normal text-muted">{detail}</span>}
      </label>
      <div className="bk-counter">
        <button type="button" aria-label={t('booking.counter.decrease', { label })} aria-disabled={atMin || undefined} onClick={() => !atMin && onChange(value - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value === '' ? min : Number.parseInt(event.target.value, 10))}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" aria-label={t('booking.counter.increase', { label })} aria-disabled={atMax || undefined} onClick={() => !atMax && onChange(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="bk-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
