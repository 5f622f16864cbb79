// A list typed row by row in the excursion form (Highlights, What's Included): Add below, a remove
// button on each row only while there is more than one, a new row focused at once. The list's
// message sits under it, the first row marked invalid.
import { useEffect, useRef } from 'react';
import { FIELD_LIMITS } from '../../../../worker/contract/limits.ts';
import type { ScreenKey } from '../kit/dashboard-words.ts';
import { FieldError } from '../kit/field.tsx';
import type { Say } from '../kit/use-words.ts';
import { FormSection } from './form-section.tsx';
import type { TranslatedList } from './form-state.ts';

const LIMITS = FIELD_LIMITS.adminExcursion;

/** Each list's limits and words: its title, a row's name, the remove and add buttons. */
const LISTS = {
  highlights: {
    maxRows: LIMITS.highlights,
    maxLength: LIMITS.highlight,
    title: 'highlights',
    row: 'highlight',
    remove: 'removeHighlight',
    add: 'addHighlight',
  },
  included: { maxRows: LIMITS.included, maxLength: LIMITS.includedItem, title: 'included', row: 'includedItem', remove: 'removeIncluded', add: 'addIncluded' },
} as const satisfies Record<TranslatedList, Record<string, string | number>>;

export interface RowsFieldProps {
  id: string;
  list: TranslatedList;
  rows: string[];
  say: Say<ScreenKey<'excursions'>>;
  onChange(rows: string[]): void;
  error?: string;
  /** Said after the title when the list needs a row ('(required)'). */
  requiredNote?: string;
}

export function RowsField({ id, list: name, rows, say, onChange, error, requiredNote }: RowsFieldProps) {
  const { maxRows, maxLength, ...words } = LISTS[name];
  const added = useRef(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // A new row takes the focus, so the admin types on at once.
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [rows.length]);

  const title = say(`dashboard.excursions.form.${words.title}`);
  return (
    <FormSection title={requiredNote ? `${title} ${requiredNote}` : title}>
      <ol ref={list} className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li key={index} className="adm-form-row">
            <label htmlFor={`${id}-${index}`} className="sr-only">
              {say(`dashboard.excursions.form.${words.row}`, { n: index + 1 })}
            </label>
            <input
              id={`${id}-${index}`}
              type="text"
              className="form-control"
              value={row}
              maxLength={maxLength}
              aria-invalid={error && index === 0 ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(rows.map((text, at) => (at === index ? event.target.value : text)))}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="adm-icon-button"
                aria-label={say(`dashboard.excursions.form.${words.remove}`, { n: index + 1 })}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      <FieldError id={`${id}-error`} message={error} />
      {rows.length < maxRows && (
        <button
          type="button"
          className="adm-button adm-button-quiet self-start"
          onClick={() => {
            added.current = true;
            onChange([...rows, '']);
          }}
        >
          <span aria-hidden="true">+</span> {say(`dashboard.excursions.form.${words.add}`)}
        </button>
      )}
    </FormSection>
  );
}
