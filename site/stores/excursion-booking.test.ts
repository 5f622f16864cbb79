// The excursion booking part's transitions: the places, the stops' rules, the request body, and the
// Book Now modal from opening to thanks or to a failure beside Book Now (send stubbed).
import { describe, expect, it, vi } from 'vitest';
import { MAX_STOPS } from '../../worker/contract/constants.ts';
import type { ExcursionQuoteOutcome, SendExcursionQuote } from '../lib/send-excursion-quote.ts';
import {
  buildExcursionQuoteRequest,
  canAddStop,
  canRemoveStop,
  createExcursionBooking,
  emptyExcursionContact,
  newIdempotencyKey,
  withStopAdded,
  withStopRemoved,
  withStopSet,
  type BookedExcursion,
} from './excursion-booking.ts';

const EXCURSION: BookedExcursion = {
  id: 7,
  title: 'Versailles & Giverny',
  highlights: ['Hall of Mirrors', 'Gardens', 'Monet’s house'],
  photographerChecked: false,
};

function booking(outcome: ExcursionQuoteOutcome = { ok: true, exQuoteNumber: 'EX-2026-0001' }, excursion = EXCURSION) {
  const send = vi.fn<SendExcursionQuote>(async () => outcome);
  let keys = 0;
  const store = createExcursionBooking(excursion, { lang: 'fr', send, newKey: () => `key-${++keys}` });
  return { store, send };
}

function fillContact(store: ReturnType<typeof booking>['store']) {
  store.setContactField('firstName', ' Anne ');
  store.setContactField('lastName', 'Martin');
  store.setContactField('email', ' anne@example.com ');
  store.setContactField('phone', '+33 6 12 34 56 78');
  store.setContactField('comments', ' Two children. ');
}

describe('the stops', () => {
  it('start with one empty field', () => {
    expect(booking().store.$choices.get().stopLocations).toEqual(['']);
  });

  it('offer remove only with more than one stop, and add only below the maximum', () => {
    expect(canRemoveStop([''])).toBe(false);
    expect(canRemoveStop(['', ''])).toBe(true);
    expect(canAddStop(Array(MAX_STOPS - 1).fill(''))).toBe(true);
    expect(canAddStop(Array(MAX_STOPS).fill(''))).toBe(false);
  });

  it('add an empty stop at the end, never beyond the maximum', () => {
    expect(withStopAdded(['Louvre'])).toEqual(['Louvre', '']);
    const full = Array(MAX_STOPS).fill('x');
    expect(withStopAdded(full)).toEqual(full);
  });

  it('remove the stop asked for, never the last one', () => {
    expect(withStopRemoved(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(withStopRemoved(['a'], 0)).toEqual(['a']);
    expect(withStopSet(['a', 'b'], 1, 'B')).toEqual(['a', 'B']);
  });

  it('go through the store with the same rules', () => {
    const { store } = booking();
    for (let i = 0; i < MAX_STOPS + 2; i++) store.addStop();
    expect(store.$choices.get().stopLocations).toHaveLength(MAX_STOPS);
    store.setStop(1, 'Gare de Lyon');
    store.setStop(MAX_STOPS, 'nowhere');
    store.removeStop(0);
    expect(store.$choices.get().stopLocations).toEqual(['Gare de Lyon', '', '', '']);
    for (let i = 0; i < MAX_STOPS; i++) store.removeStop(0);
    expect(store.$choices.get().stopLocations).toEqual(['']);
  });
});

describe('the places and the photographer', () => {
  it('keep the ticked places in the excursion’s order', () => {
    const { store } = booking();
    store.toggleHighlight('Monet’s house', true);
    store.toggleHighlight('Hall of Mirrors', true);
    expect(store.$choices.get().selectedHighlights).toEqual(['Hall of Mirrors', 'Monet’s house']);
    store.toggleHighlight('Hall of Mirrors', false);
    store.toggleHighlight('Not a place of this excursion', true);
    expect(store.$choices.get().selectedHighlights).toEqual(['Monet’s house']);
  });

  it('start the photographer box as the excursion says', () => {
    expect(booking().store.$choices.get().withPhotographer).toBe(false);
    const { store } = booking(undefined, { ...EXCURSION, photographerChecked: true });
    expect(store.$choices.get().withPhotographer).toBe(true);
    store.setPhotographer(false);
    expect(store.$choices.get().withPhotographer).toBe(false);
  });
});

describe('the request body', () => {
  it('has exactly the spec’s fields, trimmed, the blank stops left out', () => {
    const body = buildExcursionQuoteRequest({
      excursion: EXCURSION,
      choices: { selectedHighlights: ['Gardens'], stopLocations: [' Hôtel Lutetia ', '', '  ', 'Gare du Nord'], withPhotographer: true },
      contact: { firstName: ' Anne ', lastName: ' Martin ', email: ' anne@example.com ', phone: '33 612', comments: ' Hi ' },
      lang: 'en',
      website: '',
    });
    expect(body).toEqual({
      excursionId: 7,
      excursionTitle: 'Versailles & Giverny',
      selectedHighlights: ['Gardens'],
      stopLocations: ['Hôtel Lutetia', 'Gare du Nord'],
      withPhotographer: true,
      firstName: 'Anne',
      lastName: 'Martin',
      email: 'anne@example.com',
      phone: '33612',
      comments: 'Hi',
      lang: 'en',
      website: '',
    });
  });

  it('names a place listed twice once', () => {
    const excursion = { ...EXCURSION, highlights: ['Gardens', 'Gardens'] };
    const choices = { selectedHighlights: ['Gardens', 'Gardens'], stopLocations: [''], withPhotographer: false };
    expect(buildExcursionQuoteRequest({ excursion, choices, contact: emptyExcursionContact(), lang: 'en', website: '' }).selectedHighlights).toEqual([
      'Gardens',
    ]);
  });

  it('is sent with a key the API accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('the Book Now modal', () => {
  it('opens empty with a new key, and closing resets every field and message', async () => {
    const { store } = booking();
    store.openModal();
    expect(store.$modal.get()).toEqual({ status: 'editing', idempotencyKey: 'key-1', problems: {}, message: null });
    fillContact(store);
    store.setContactField('phone', '12');
    await store.submit('');
    expect(store.$modal.get()).toMatchObject({ status: 'editing', message: 'excursion.error.phone' });
    store.closeModal();
    expect(store.$modal.get()).toEqual({ status: 'closed' });
    expect(store.$contact.get()).toEqual(emptyExcursionContact());
    store.openModal();
    expect(store.$modal.get()).toEqual({ status: 'editing', idempotencyKey: 'key-2', problems: {}, message: null });
  });

  it('keeps digits only in the phone as typed', () => {
    const { store } = booking();
    store.openModal();
    store.setContactField('phone', '+33 (6) 12-34');
    expect(store.$contact.get().phone).toBe('3361234');
  });

  it('shows the one message, marks the fields, and sends nothing when a required field is blank', async () => {
    const { store, send } = booking();
    store.openModal();
    store.setContactField('firstName', 'Anne');
    store.setContactField('phone', '123');
    await store.submit('');
    expect(store.$modal.get()).toEqual({
      status: 'editing',
      idempotencyKey: 'key-1',
      problems: { lastName: 'excursion.error.required', email: 'excursion.error.required', phone: 'excursion.error.phone' },
      message: 'excursion.error.required',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a field’s mark when it is edited, and the message with the last one', async () => {
    const { store } = booking();
    store.openModal();
    fillContact(store);
    store.setContactField('lastName', '');
    store.setContactField('phone', '123');
    await store.submit('');
    store.setContactField('lastName', 'Martin');
    expect(store.$modal.get()).toMatchObject({ problems: { phone: 'excursion.error.phone' }, message: 'excursion.error.phone' });
    store.setContactField('phone', '123456');
    expect(store.$modal.get()).toMatchObject({ problems: {}, message: null });
  });

  it('sends once, with the opening’s key (reused after a refused check), and thanks with the number', async () => {
    const { store, send } = booking();
    store.toggleHighlight('Gardens', true);
    store.setStop(0, ' Hôtel Lutetia ');
    store.addStop();
    store.openModal();
    fillContact(store);
    store.setContactField('email', 'anne@');
    await store.submit('');
    store.setContactField('email', 'anne@example.com');
    const sending = store.submit('');
    expect(store.$modal.get()).toEqual({ status: 'sending', idempotencyKey: 'key-1' });
    // A second SEND while sending does nothing.
    await store.submit('');
    await sending;
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      {
        excursionId: 7,
        excursionTitle: 'Versailles & Giverny',
        selectedHighlights: ['Gardens'],
        stopLocations: ['Hôtel Lutetia'],
        withPhotographer: false,
        firstName: 'Anne',
        lastName: 'Martin',
        email: 'anne@example.com',
        phone: '33612345678',
        comments: 'Two children.',
        lang: 'fr',
        website: '',
      },
      'key-1',
    );
    expect(store.$modal.get()).toEqual({ status: 'sent', exQuoteNumber: 'EX-2026-0001' });
    expect(store.$failure.get()).toBeNull();
  });

  it('closes on a failure, resets the fields, and leaves the message beside Book Now until the next opening', async () => {
    const { store } = booking({ ok: false, status: 400, message: 'Please enter a valid phone number (numbers only, at least 6 digits).' });
    store.openModal();
    fillContact(store);
    await store.submit('');
    expect(store.$modal.get()).toEqual({ status: 'closed' });
    expect(store.$contact.get()).toEqual(emptyExcursionContact());
    expect(store.$failure.get()).toEqual({ message: 'Please enter a valid phone number (numbers only, at least 6 digits).' });
    store.openModal();
    expect(store.$failure.get()).toBeNull();
  });

  it('leaves the generic failure text to the page when the server said nothing useful', async () => {
    const { store } = booking({ ok: false, status: 0, message: null });
    store.openModal();
    fillContact(store);
    await store.submit('bot text');
    expect(store.$failure.get()).toEqual({ message: null });
  });

  it('still thanks a visitor who closed the modal while it was sending: the request is stored', async () => {
    const { store } = booking();
    store.openModal();
    fillContact(store);
    const sending = store.submit('');
    store.closeModal();
    await sending;
    expect(store.$modal.get()).toEqual({ status: 'sent', exQuoteNumber: 'EX-2026-0001' });
  });

  it('never lets an earlier opening’s answer land in a later one', async () => {
    let answer: (outcome: ExcursionQuoteOutcome) => void = () => undefined;
    const send = vi.fn<SendExcursionQuote>(() => new Promise((resolve) => (answer = resolve)));
    const store = createExcursionBooking(EXCURSION, { lang: 'en', send, newKey: () => 'k' });
    store.openModal();
    fillContact(store);
    const sending = store.submit('');
    store.closeModal();
    store.openModal();
    answer({ ok: false, status: 500, message: null });
    await sending;
    expect(store.$modal.get()).toMatchObject({ status: 'editing' });
    expect(store.$failure.get()).toBeNull();
  });
});
