// An excursion's booking part: the places to visit, what is included, the stops (address fields
// with suggestions, the wizard's add/remove rules), the photographer, the portfolio, Book Now (the
// modal: book-now-modal.tsx) and Ask a Question. Complete in the server's HTML; state and
// transitions live in stores/excursion-booking.ts.
import { useStore } from '@nanostores/react';
import { markLive } from './use-live-marker.ts';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FIELD_LIMITS } from '../../../worker/contract/limits.ts';
import { fillPlaceholders } from '../../../worker/contract/i18n/placeholders.ts';
import { sayerOf } from '../../../worker/contract/i18n/translate.ts';
import { countedText } from '../../../worker/contract/i18n/plural.ts';
import { canAddStop, canRemoveStop, createExcursionBooking, type ExcursionBooking as Booking, type ModalState } from '../../stores/excursion-booking.ts';
import { PlaceCombobox, type PlaceComboboxTexts } from '../booking/place-combobox.tsx';
import { useMaps } from '../booking/use-maps.ts';
import { BookNowModal } from './book-now-modal.tsx';
import type { ExcursionBookingKey, ExcursionBookingTexts, Say } from './messages.ts';
import '../booking/booking.css';
import './excursion.css';

export interface ExcursionBookingProps {
  excursion: { id: number; title: string; highlights: string[]; included: string[]; photographerChecked: boolean };
  /** The photographer's prices and portfolio (a PDF), opened in a new tab. */
  portfolioHref: string;
  /** The contact page with the excursion named: '/contact-us?excursion=<title>' (or under /fr/). */
  askQuestionHref: string;
  /** bookingTexts(lang), picked by the page. */
  texts: ExcursionBookingTexts;
}

const LIMITS = FIELD_LIMITS.excursionQuote;
const STOP_FIELD = 'stopLocations.';

export default function ExcursionBooking({ excursion, portfolioHref, askQuestionHref, texts }: ExcursionBookingProps) {
  const { lang, words } = texts;
  const say: Say<ExcursionBookingKey> = sayerOf(words);
  const [booking] = useState(() => createExcursionBooking(excursion, { lang }));
  const choices = useStore(booking.$choices);
  const modal = useStore(booking.$modal);
  const failure = useStore(booking.$failure);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const bookNow = useRef<HTMLButtonElement>(null);
  /** Google's script (when configured) is fetched only once a stop field is used. */
  const [placesWanted, setPlacesWanted] = useState(false);
  const { search } = useMaps(lang, placesWanted);
  /** The stop field to focus after adding or removing one. */
  const focusStop = useRef<number | null>(null);

  const placeTexts = useMemo<PlaceComboboxTexts>(
    () => ({
      listLabel: (field) => fillPlaceholders(words['booking.place.listLabel'], { field }),
      count: (count) => countedText(lang, words, 'booking.place.count', count),
      outOfArea: words['booking.error.outOfArea'],
    }),
    [lang, words],
  );

  // Right after hydration: what the visitor ticked or typed while the island was loading (client:intent).
  useLayoutEffect(() => {
    adoptTypedBeforeHydration(root.current, booking);
    if (isStopField(document.activeElement)) setPlacesWanted(true);
  }, [booking]);
  useEffect(() => markLive(root.current), []);

  useEffect(() => {
    const index = focusStop.current;
    focusStop.current = null;
    if (index !== null) root.current?.querySelector<HTMLInputElement>(`input[name="${STOP_FIELD}${index}"]`)?.focus();
  }, [choices.stopLocations.length]);

  // Whichever way the modal closes (Close, Escape, a refused request), the focus goes back to Book Now.
  const previousStatus = useRef<ModalState['status']>(modal.status);
  useEffect(() => {
    if (previousStatus.current !== 'closed' && modal.status === 'closed') bookNow.current?.focus();
    previousStatus.current = modal.status;
  }, [modal.status]);

  const stops = choices.stopLocations;
  const selected = choices.selectedHighlights;

  return (
    <div ref={root} className="flex flex-col gap-8">
      {excursion.highlights.length > 0 && (
        <fieldset>
          <legend>
            <h2 className="ex-heading">{say('excursion.places.heading')}</h2>
          </legend>
          <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {excursion.highlights.map((place, index) => (
              <li key={index}>
                <label className="bk-check">
                  <input
                    type="checkbox"
                    name="selectedHighlights"
                    value={place}
                    checked={selected.includes(place)}
                    onChange={(event) => booking.toggleHighlight(place, event.target.checked)}
                  />
                  <span>{place}</span>
                </label>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-muted" aria-live="polite">
            <strong className="font-semibold text-ink">{say('excursion.places.selected')}</strong>{' '}
            {selected.length > 0 ? selected.join(', ') : say('excursion.places.none')}
          </p>
        </fieldset>
      )}

      {excursion.included.length > 0 && (
        <section aria-labelledby={`${id}-included`}>
          <h2 id={`${id}-included`} className="ex-heading">
            {say('excursion.included.heading')}
          </h2>
          <ul className="ex-included mt-3 grid gap-2">
            {excursion.included.map((item, index) => (
              <li key={index} className="flex gap-2">
                {item}
              </li>
            ))}
          </ul>
        </section>
      )}

      <fieldset className="flex flex-col gap-4" onFocusCapture={() => setPlacesWanted(true)}>
        <legend className="mb-1">
          <h2 className="ex-heading">{say('excursion.stops.heading')}</h2>
        </legend>
        {stops.map((stop, index) => {
          const number = index + 1;
          const last = index === stops.length - 1;
          return (
            <div key={index} className="flex flex-col gap-2">
              <PlaceCombobox
                name={`${STOP_FIELD}${index}`}
                label={say('excursion.stops.label', { number })}
                placeholder={say('excursion.stops.placeholder')}
                value={stop}
                onChange={(label) => booking.setStop(index, label)}
                search={search}
                texts={placeTexts}
                maxLength={LIMITS.place}
                trailing={
                  canRemoveStop(stops) && (
                    <button
                      type="button"
                      className="bk-icon-button"
                      aria-label={say('excursion.stops.remove', { number })}
                      onClick={() => {
                        focusStop.current = Math.min(index, stops.length - 2);
                        booking.removeStop(index);
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )
                }
              />
              {last &&
                (canAddStop(stops) ? (
                  <button
                    type="button"
                    className="bk-link-button self-start"
                    onClick={() => {
                      focusStop.current = stops.length;
                      booking.addStop();
                    }}
                  >
                    <span aria-hidden="true">+ </span>
                    {say('excursion.stops.add')}
                  </button>
                ) : (
                  <p className="bk-hint" role="status">
                    {say('booking.error.maxStops')}
                  </p>
                ))}
            </div>
          );
        })}
      </fieldset>

      <div className="flex flex-col items-start gap-3">
        <label className="bk-check">
          <input
            type="checkbox"
            name="withPhotographer"
            checked={choices.withPhotographer}
            onChange={(event) => booking.setPhotographer(event.target.checked)}
          />
          <span className="font-semibold">{say('excursion.photographer.label')}</span>
        </label>
        <a className="btn bk-btn-outline" href={portfolioHref} target="_blank" rel="noopener">
          {say('excursion.photographer.portfolio')}
          <span className="sr-only"> ({say('excursion.photographer.portfolioHint')})</span>
        </a>
      </div>

      <div>
        <div className="flex flex-wrap gap-3">
          <button ref={bookNow} type="button" className="btn btn-gold min-w-40" aria-haspopup="dialog" onClick={booking.openModal}>
            {say('excursion.bookNow')}
          </button>
          <a className="btn btn-navy min-w-40" href={askQuestionHref}>
            {say('excursion.askQuestion')}
          </a>
        </div>
        <div role="alert" className="mt-4 empty:hidden">
          {failure && <p className="bk-alert">{failure.message ?? say('excursion.error.failed')}</p>}
        </div>
      </div>

      {modal.status !== 'closed' && <BookNowModal booking={booking} modal={modal} title={excursion.title} texts={texts} say={say} />}
    </div>
  );
}

const isStopField = (element: Element | null) => element instanceof HTMLInputElement && element.name.startsWith(STOP_FIELD);

/**
 * The island hydrates on the visitor's first move (client:intent): boxes ticked and a stop typed
 * meanwhile are in the page, not in the store. React keeps them while hydrating but would undo them
 * at its first re-render; the store takes them over instead.
 */
function adoptTypedBeforeHydration(root: HTMLElement | null, booking: Booking): void {
  if (!root) return;
  for (const box of root.querySelectorAll<HTMLInputElement>('input[name="selectedHighlights"]')) {
    if (box.checked !== box.defaultChecked) booking.toggleHighlight(box.value, box.checked);
  }
  const photographer = root.querySelector<HTMLInputElement>('input[name="withPhotographer"]');
  if (photographer && photographer.checked !== photographer.defaultChecked) booking.setPhotographer(photographer.checked);
  const stop = root.querySelector<HTMLInputElement>(`input[name="${STOP_FIELD}0"]`);
  if (stop && stop.value !== stop.defaultValue) booking.setStop(0, stop.value);
}
