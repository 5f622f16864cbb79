// An address field with suggestions: the ARIA 1.2 combobox pattern (role=combobox on the input,
// aria-expanded, aria-controls, aria-activedescendant; a listbox of options; arrows, Enter, Escape).
// Suggestions start at 2 characters, 350 ms after the last keystroke, at most 5, from whichever
// place service is active. Free text is always accepted. Used by the booking wizard and the
// excursion booking island: its words come as props, so it belongs to neither.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LatLng } from '../../../worker/contract/booking-rules.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_LIST_HEIGHT_PX, AUTOCOMPLETE_MIN_CHARS } from '../../../worker/contract/constants.ts';
import { FIELD_LIMITS } from '../../../worker/contract/limits.ts';
import { placeFromText } from '../../lib/maps/known-places.ts';
import type { PlaceSearch, PlaceSuggestion } from '../../lib/maps/place-search.ts';

/** The combobox's own words, in the page's language. */
export interface PlaceComboboxTexts {
  /** The name of the suggestion list of the field labelled `field`. */
  listLabel: (field: string) => string;
  /** What a screen reader hears when `count` suggestions show. */
  count: (count: number) => string;
  /** A chosen place outside the service area. */
  outOfArea: string;
}

interface PlaceComboboxProps {
  label: string;
  /** The field's name in the ride ('pickupLocation'…). */
  name: string;
  value: string;
  onChange: (label: string, coords: LatLng | null) => void;
  search: PlaceSearch;
  placeholder?: string;
  required?: boolean;
  /** Rendered after the input, e.g. a remove button. */
  trailing?: React.ReactNode;
  texts: PlaceComboboxTexts;
  /** Characters the field takes; an address in the booking request by default. */
  maxLength?: number;
}

export function PlaceCombobox({
  label,
  name,
  value,
  onChange,
  search,
  placeholder,
  required,
  trailing,
  texts,
  maxLength = FIELD_LIMITS.booking.place,
}: PlaceComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [outOfArea, setOutOfArea] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Only the answer to the latest request is shown. */
  const request = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);
  const input = useRef<HTMLInputElement>(null);

  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const clear = () => {
    request.current += 1;
    clearTimeout(timer.current);
    setSuggestions([]);
    close();
  };

  const lookUp = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim().length < AUTOCOMPLETE_MIN_CHARS) {
      clear();
      return;
    }
    timer.current = setTimeout(() => {
      const mine = ++request.current;
      search.suggest(text.trim()).then(
        (found) => {
          if (mine !== request.current) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        },
        () => mine === request.current && clear(),
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  };

  // Text typed before the island hydrated (client:intent) is in the field, which still has the focus,
  // but no further keystroke may come to ask for its suggestions: ask now, once.
  useEffect(() => {
    if (input.current && document.activeElement === input.current) lookUp(input.current.value);
    // On hydration only: later text arrives through onChange.
  }, []);

  const choose = async (suggestion: PlaceSuggestion) => {
    clear();
    onChange(suggestion.label, null);
    const chosen = await search.choose(suggestion);
    if (chosen === 'outOfArea') {
      onChange('', null);
      setOutOfArea(true);
    } else if (chosen) {
      onChange(chosen.label, chosen.coords);
    } else {
      onChange(suggestion.label, placeFromText(suggestion.label).coords);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (open ? (current + step + count) % count : step === 1 ? 0 : count - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      void choose(suggestions[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="bk-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="relative flex gap-2">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          className="form-control min-w-0 flex-1"
          placeholder={placeholder}
          value={value}
          required={required}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={outOfArea ? messageId : undefined}
          aria-invalid={outOfArea || undefined}
          onChange={(event) => {
            const text = event.target.value;
            setOutOfArea(false);
            const typed = placeFromText(text);
            onChange(typed.label, typed.coords);
            lookUp(text);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          onFocus={() => suggestions.length > 0 && value.trim().length >= AUTOCOMPLETE_MIN_CHARS && setOpen(true)}
        />
        {trailing}
        <ul
          id={listId}
          role="listbox"
          aria-label={texts.listLabel(label)}
          className="bk-listbox"
          style={{ maxHeight: AUTOCOMPLETE_LIST_HEIGHT_PX }}
          hidden={!open}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="bk-option"
              // Keep the focus in the field: the click chooses, the field never blurs.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(suggestion)}
            >
              {suggestion.label}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {open ? texts.count(suggestions.length) : ''}
      </p>
      <div role="alert" id={messageId} className="empty:hidden">
        {outOfArea && <p className="field-error">{texts.outOfArea}</p>}
      </div>
    </div>
  );
}
