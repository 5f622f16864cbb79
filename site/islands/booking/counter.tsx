// A number field with − and + buttons (named for screen readers), clamped to min..max. The buttons
// stay focusable at the limits (aria-disabled) so the focus is never lost mid-way. With `aboveMax`,
// an attempt to go above the maximum (+, the up arrow, a larger number typed) says what to do instead,
// in a polite live region, until the value goes down again.
import { useEffect, useId, useState, type ReactNode } from 'react';
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
  /** Shown when the visitor tries to go above `max`. */
  aboveMax?: ReactNode;
}

export function Counter({ label, name, detail, value, min = 0, max, onChange, hint, aboveMax }: CounterProps) {
  const { t } = useWizard();
  const id = useId();
  const atMin = value <= min;
  const atMax = value >= max;
  const [triedAbove, setTriedAbove] = useState(false);
  useEffect(() => {
    if (value < max) setTriedAbove(false);
  }, [value, max]);
  const tryAbove = () => aboveMax && setTriedAbove(true);
  const describedBy = [hint && `${id}-hint`, aboveMax && triedAbove && `${id}-above`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="bk-field">
      <label htmlFor={id} className="form-label">
        {label}
        {detail && <span className="ml-1 font-normal text-muted">{detail}</span>}
      </label>
      <div className="bk-counter">
        <button
          type="button"
          aria-label={t('booking.counter.decrease', { label })}
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && onChange(value - 1)}
        >
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
          aria-describedby={describedBy}
          onChange={(event) => {
            const typed = event.target.value === '' ? min : Number.parseInt(event.target.value, 10);
            if (typed > max) tryAbove();
            onChange(typed);
          }}
          onKeyDown={(event) => (event.key === 'ArrowUp' || event.key === 'PageUp') && atMax && tryAbove()}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          aria-label={t('booking.counter.increase', { label })}
          aria-disabled={atMax || undefined}
          onClick={() => (atMax ? tryAbove() : onChange(value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="bk-hint">
          {hint}
        </p>
      )}
      {aboveMax && (
        <p id={`${id}-above`} role="status" className="bk-hint bk-hint-note empty:hidden">
          {triedAbove ? aboveMax : null}
        </p>
      )}
    </div>
  );
}
