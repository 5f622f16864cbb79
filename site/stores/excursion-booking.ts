// An excursion's booking part as a small state machine: the places ticked, the stops, the
// photographer, and the Book Now modal (closed → editing → sending → sent; a refused request closes
// it and the failure shows beside Book Now, spec section 8). The rules come from worker/contract
// (the server runs the same ones). One store per island (createExcursionBooking), never one per
// module: excursion pages are rendered on demand, and state held by a module would be shared by
// every request the Worker serves.
import { atom } from 'nanostores';
import { MAX_STOPS } from '../../worker/contract/constants.ts';
import {
  excursionContactMessage,
  excursionContactProblems,
  phoneDigits,
  type ExcursionContact,
  type ExcursionContactField,
} from '../../worker/contract/excursion-rules.ts';
import type { ExcursionQuoteRequest } from '../../worker/contract/schemas/excursion-quote.ts';
import type { Lang, SharedMessageKey } from '../../worker/contract/i18n/index.ts';
import { freshIdempotencyKey } from '../lib/public-form.ts';
import { sendExcursionQuote, type SendExcursionQuote } from '../lib/send-excursion-quote.ts';

/** What the booking part knows of the excursion on the page. */
export interface BookedExcursion {
  id: number;
  title: string;
  /** The places to visit, in the excursion's order and language. */
  highlights: readonly string[];
  /** The photographer box starts ticked. */
  photographerChecked: boolean;
}

export interface ExcursionChoices {
  /** The places ticked, as the excursion names them, in the excursion's order. */
  selectedHighlights: string[];
  /** The stop fields as typed: 1..MAX_STOPS of them, blanks included (dropped when sending). */
  stopLocations: string[];
  withPhotographer: boolean;
}

export type ContactProblems = Partial<Record<ExcursionContactField, SharedMessageKey>>;

export type ModalState =
  | { status: 'closed' }
  | {
      status: 'editing';
      /** Drawn when the modal opens; a second SEND after a refused check reuses it. */
      idempotencyKey: string;
      /** The fields to mark invalid. */
      problems: ContactProblems;
      /** The one message the modal shows (excursionContactMessage), or null. */
      message: SharedMessageKey | null;
    }
  | { status: 'sending'; idempotencyKey: string }
  | { status: 'sent'; /** EX-YYYY-NNNN when the server sent it. */ exQuoteNumber: string | null };

/** The last request's failure, shown beside Book Now once the modal has closed; null: none. */
export type SendFailure = {
  /** The server's message, in the page's language; null: the generic 'Failed to submit excursion quote.' */
  message: string | null;
} | null;

export const emptyExcursionContact = (): ExcursionContact => ({ firstName: '', lastName: '', email: '', phone: '', comments: '' });

// ---------------------------------------------------------------------------------------------
// The stops' rules (the wizard's: spec section 5, Multi-stop)

/** The remove buttons show only when there is more than one stop. */
export const canRemoveStop = (stops: readonly string[]) => stops.length > 1;
/** The add button shows (on the last stop) only below MAX_STOPS; at MAX_STOPS the message does. */
export const canAddStop = (stops: readonly string[]) => stops.length < MAX_STOPS;

/** An empty stop after the last one, up to MAX_STOPS. */
export function withStopAdded(stops: readonly string[]): string[] {
  return canAddStop(stops) ? [...stops, ''] : [...stops];
}

/** Without the stop at `index`; the last remaining one stays. */
export function withStopRemoved(stops: readonly string[], index: number): string[] {
  return canRemoveStop(stops) ? stops.filter((_, i) => i !== index) : [...stops];
}

/** With the stop at `index` reading `text`. */
export function withStopSet(stops: readonly string[], index: number, text: string): string[] {
  return stops.map((stop, i) => (i === index ? text : stop));
}

// ---------------------------------------------------------------------------------------------
// The request

export interface ExcursionQuoteParts {
  excursion: BookedExcursion;
  choices: ExcursionChoices;
  contact: ExcursionContact;
  lang: Lang;
  /** The honeypot field's value: empty unless a bot filled it. */
  website: string;
}

/** The JSON body of POST /api/exquotes: the spec's fields (section 3), stops trimmed, blanks left out. */
export function buildExcursionQuoteRequest({ excursion, choices, contact, lang, website }: ExcursionQuoteParts) {
  return {
    excursionId: excursion.id,
    excursionTitle: excursion.title,
    selectedHighlights: excursion.highlights.filter(
      (place, index) => choices.selectedHighlights.includes(place) && excursion.highlights.indexOf(place) === index,
    ),
    stopLocations: choices.stopLocations.map((stop) => stop.trim()).filter((stop) => stop !== ''),
    withPhotographer: choices.withPhotographer,
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim(),
    phone: phoneDigits(contact.phone),
    comments: contact.comments.trim(),
    lang,
    website,
  } satisfies ExcursionQuoteRequest;
}

/** A fresh Idempotency-Key: one per modal opening. */
export const newIdempotencyKey = () => freshIdempotencyKey('excursion');

// ---------------------------------------------------------------------------------------------
// The store

export interface ExcursionBookingOptions {
  /** The page's language: the request's language. */
  lang: Lang;
  /** Sends a request (tests pass their own). */
  send?: SendExcursionQuote;
  newKey?: () => string;
}

export type ExcursionBooking = ReturnType<typeof createExcursionBooking>;

export function createExcursionBooking(excursion: BookedExcursion, { lang, send = sendExcursionQuote, newKey = newIdempotencyKey }: ExcursionBookingOptions) {
  const $choices = atom<ExcursionChoices>({ selectedHighlights: [], stopLocations: [''], withPhotographer: excursion.photographerChecked });
  /** The modal's fields as typed; the phone holds digits only. */
  const $contact = atom<ExcursionContact>(emptyExcursionContact());
  const $modal = atom<ModalState>({ status: 'closed' });
  const $failure = atom<SendFailure>(null);
  /** Counts the openings, so the answer to an earlier opening's request never lands in a later one. */
  let openings = 0;

  const updateChoices = (patch: Partial<ExcursionChoices>) => $choices.set({ ...$choices.get(), ...patch });

  /** Ticks or unticks a place; the selection keeps the excursion's order. */
  function toggleHighlight(place: string, ticked: boolean): void {
    const selected = $choices.get().selectedHighlights;
    updateChoices({ selectedHighlights: excursion.highlights.filter((candidate) => (candidate === place ? ticked : selected.includes(candidate))) });
  }

  function setStop(index: number, text: string): void {
    const stops = $choices.get().stopLocations;
    if (index >= 0 && index < stops.length) updateChoices({ stopLocations: withStopSet(stops, index, text) });
  }
  function addStop(): void {
    updateChoices({ stopLocations: withStopAdded($choices.get().stopLocations) });
  }
  function removeStop(index: number): void {
    updateChoices({ stopLocations: withStopRemoved($choices.get().stopLocations, index) });
  }
  function setPhotographer(withPhotographer: boolean): void {
    updateChoices({ withPhotographer });
  }

  /** Book Now: an empty form and a new Idempotency-Key; the last failure's message goes. */
  function openModal(): void {
    if ($modal.get().status !== 'closed') return;
    openings += 1;
    $failure.set(null);
    $contact.set(emptyExcursionContact());
    $modal.set({ status: 'editing', idempotencyKey: newKey(), problems: {}, message: null });
  }

  /** Close, Escape, or a refused request: every field and message of the modal is reset. */
  function closeModal(): void {
    $modal.set({ status: 'closed' });
    $contact.set(emptyExcursionContact());
  }

  /** Editing a field clears its mark; the phone keeps its digits only. */
  function setContactField(field: keyof ExcursionContact, value: string): void {
    $contact.set({ ...$contact.get(), [field]: field === 'phone' ? phoneDigits(value) : value });
    const modal = $modal.get();
    if (modal.status !== 'editing' || !(field in modal.problems)) return;
    const { [field as ExcursionContactField]: _cleared, ...problems } = modal.problems;
    $modal.set({ ...modal, problems, message: excursionContactMessage(problems) });
  }

  /**
   * SEND: the modal's checks, then one request. Success shows the thanks in the modal (even when the
   * visitor closed it meanwhile: the request is stored); a failure closes the modal and leaves its
   * message beside Book Now. `website` is the honeypot's value.
   */
  async function submit(website: string): Promise<void> {
    const modal = $modal.get();
    if (modal.status !== 'editing') return;
    const contact = $contact.get();
    const problems = excursionContactProblems(contact);
    const message = excursionContactMessage(problems);
    if (message) {
      $modal.set({ ...modal, problems, message });
      return;
    }
    const opening = openings;
    const { idempotencyKey } = modal;
    $modal.set({ status: 'sending', idempotencyKey });
    const outcome = await send(buildExcursionQuoteRequest({ excursion, choices: $choices.get(), contact, lang, website }), idempotencyKey);
    // The visitor has opened the modal again since: that is another request.
    if (opening !== openings) return;
    if (outcome.ok) {
      $modal.set({ status: 'sent', exQuoteNumber: outcome.exQuoteNumber });
      return;
    }
    closeModal();
    $failure.set({ message: outcome.message });
  }

  return {
    $choices,
    $contact,
    $modal,
    $failure,
    toggleHighlight,
    setStop,
    addStop,
    removeStop,
    setPhotographer,
    openModal,
    closeModal,
    setContactField,
    submit,
  };
}
