// A quote's status on the queues' cards and in their details: the badge, and the selector that
// changes it.
import { useId, useRef, useState } from 'react';
import { QUOTE_STATUSES, type QuoteStatus } from '../../../../worker/contract/enums.ts';
import { FieldError } from '../kit/field.tsx';
import type { Say } from '../kit/use-words.ts';
import type { QueuedQuote } from './queue-calls.ts';
import type { QueueKey } from './queue-screen.tsx';
import type { QuoteQueue } from './use-quote-queue.ts';

/** The spec's badge colours: pending warning, confirmed success, completed info, cancelled danger, replied primary. */
export function StatusBadge({ status, say }: { status: QuoteStatus; say: Say<QueueKey> }) {
  return <span className={`adm-status adm-status-${status}`}>{say(`dashboard.status.${status}`)}</span>;
}

export interface StatusSelectProps<Quote extends QueuedQuote> {
  quote: Quote;
  queue: QuoteQueue<Quote>;
  say: Say<QueueKey>;
}

/**
 * The status selector: any status from any other, disabled while saving, back to the previous
 * value with 'Failed to update status.' when the server refuses.
 */
export function StatusSelect<Quote extends QueuedQuote>({ quote, queue, say }: StatusSelectProps<Quote>) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [failed, setFailed] = useState(false);
  const saving = queue.saving.has(quote.id);

  const change = async (status: QuoteStatus) => {
    setFailed(false);
    // Disabling the selector while saving takes the focus away from it; it comes back after.
    const hadFocus = document.activeElement === select.current;
    const done = await queue.changeStatus(quote, status);
    if (!done) setFailed(true);
    if (hadFocus) requestAnimationFrame(() => select.current?.focus());
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-status`} className="text-sm font-semibold text-ink">
        {say('dashboard.queue.status')}
      </label>
      <select
        ref={select}
        id={`${id}-status`}
        className={`adm-status-select adm-status-${quote.status}`}
        value={quote.status}
        disabled={saving}
        aria-describedby={failed ? `${id}-failed` : undefined}
        onChange={(event) => void change(event.target.value as QuoteStatus)}
      >
        {QUOTE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {say(`dashboard.status.${status}`)}
          </option>
        ))}
      </select>
      <span role="status" className="text-sm text-muted">
        {saving ? say('dashboard.queue.saving') : ''}
      </span>
      <FieldError id={`${id}-failed`} alert className="w-full" message={failed ? say('dashboard.queue.statusFailed') : null} />
    </div>
  );
}
