// The booking confirmation: in the request's language, the reference set apart and in the subject,
// the money as the customer reads it (this payment, all paid, what remains), the pickup in Paris
// time, the request page, and the calendar file for a transfer only.
import type { OutboxAttachment } from '../../db/schema.ts';
import { foldCalendarLines } from '../../bookings/calendar-file.ts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingConfirmedEmail, DEFAULT_EVENT_MINUTES, type BookingConfirmedFacts } from './booking-confirmed.ts';

const LINK = 'https://www.paris-elite-chauffeur.fr/request/tok_abc?a=1&b=2';

const aTransfer = (overrides: Partial<BookingConfirmedFacts> = {}): BookingConfirmedFacts => ({
  occasion: 'confirmed',
  reference: 'PEC-2026-0001',
  number: 'TR-2026-0007',
  kind: 'transfer',
  firstName: 'Claire',
  pickup: { date: '2026-12-03', time: '18:30' },
  pickupLocation: '12 rue de la Paix, 75002 Paris',
  dropoffLocation: 'Charles de Gaulle Airport (CDG)',
  excursionTitle: '',
  durationMinutes: 45,
  paidCents: 64_525,
  thisPaymentCents: 64_525,
  totalCents: 129_050,
  method: 'card',
  requestPageUrl: LINK,
  ...overrides,
});

const anExcursion = (overrides: Partial<BookingConfirmedFacts> = {}): BookingConfirmedFacts =>
  aTransfer({
    number: 'EX-2026-0003',
    kind: 'excursion',
    pickup: null,
    pickupLocation: '',
    dropoffLocation: '',
    excursionTitle: 'Versailles & its gardens',
    durationMinutes: 480,
    ...overrides,
  });

/** The attached calendar file as a calendar reads it, folded as the mailer sends it. */
function calendarEvent(attachment: OutboxAttachment) {
  const text = foldCalendarLines('text' in attachment ? attachment.text : '');
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return new ICAL.Event(vevent);
}

describe('bookingConfirmedEmail', () => {
  it('confirms a transfer in English: reference, amounts, Paris time, places, request page', () => {
    const email = bookingConfirmedEmail('en', aTransfer());
    expect(email.subject).toBe('Your booking PEC-2026-0001 is confirmed');
    expect(email.html).toContain('Your booking is confirmed</h1>');
    expect(email.html).toContain('PEC-2026-0001</strong>');
    expect(email.text).toContain('Booking reference: PEC-2026-0001\n');
    expect(email.text).toContain('Hello Claire,');
    expect(email.text).toContain('we have received your payment of €645.25, and your booking PEC-2026-0001 is confirmed');
    expect(email.text).toContain('Request number: TR-2026-0007');
    expect(email.text).toContain('Date and time: Thursday 3 December 2026 at 18:30 (Paris time)');
    expect(email.text).toContain('Pickup: 12 rue de la Paix, 75002 Paris');
    expect(email.text).toContain('Drop-off: Charles de Gaulle Airport (CDG)');
    expect(email.text).toContain('This payment: €645.25 by card');
    expect(email.text).toContain('Paid in total: €645.25');
    expect(email.text).toContain('Booking total: €1,290.50');
    expect(email.text).toContain('Remaining to pay: €645.25');
    expect(email.text).toContain('The remaining €645.25 can be paid securely on your request page.');
    expect(email.text).toContain(`Your request page\nSee your request, its offer and pay securely online.\n${LINK}`);
    expect(email.html).toContain('href="https://www.paris-elite-chauffeur.fr/request/tok_abc?a=1&amp;b=2"');
    expect(email.text).toContain('+33 1 84 60 42 10');
    expect(email.text).toContain('+33 6 12 34 56 78');
  });

  it('confirms in French, in French formats and typography', () => {
    const email = bookingConfirmedEmail('fr', aTransfer());
    expect(email.subject).toBe('Votre réservation PEC-2026-0001 est confirmée');
    expect(email.html).toContain('Votre réservation est confirmée</h1>');
    expect(email.text).toContain('Bonjour Claire,');
    expect(email.text).toContain('Référence de réservation\u00a0: PEC-2026-0001');
    expect(email.text).toContain('Date et heure\u00a0: jeudi 3 décembre 2026 à 18:30 (heure de Paris)');
    expect(email.text).toContain('Ce paiement\u00a0: 645,25\u00a0€ par carte bancaire');
    expect(email.text).toContain('Montant de la réservation\u00a0: 1\u202f290,50\u00a0€');
    expect(email.text).toContain('Reste à régler\u00a0: 645,25\u00a0€');
    expect(email.text).toContain('Votre espace demande');
  });

  it('acknowledges a later payment: the balance paid, nothing left', () => {
    const email = bookingConfirmedEmail('en', aTransfer({ occasion: 'payment', paidCents: 129_050, thisPaymentCents: 64_525, method: 'bank_transfer' }));
    expect(email.subject).toBe('Payment received for your booking PEC-2026-0001');
    expect(email.html).toContain('Payment received</h1>');
    expect(email.text).toContain('This payment: €645.25 by bank transfer');
    expect(email.text).toContain('Paid in total: €1,290.50');
    expect(email.text).toContain('Remaining to pay: Nothing: paid in full');
    expect(email.text).not.toContain('can be paid securely');
  });

  it('never counts a remaining amount below zero (an overpayment, a refund counted later)', () => {
    expect(bookingConfirmedEmail('en', aTransfer({ paidCents: 130_000 })).text).toContain('Remaining to pay: Nothing: paid in full');
  });

  it('escapes a hostile first name, and cuts a long one as every customer e-mail does', () => {
    const hostile = '<img src=x onerror=alert(1)>"&';
    const email = bookingConfirmedEmail('en', aTransfer({ firstName: hostile }));
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;&quot;&amp;,');
    expect(email.subject).not.toContain('<img');
    expect(bookingConfirmedEmail('en', aTransfer({ firstName: 'A'.repeat(200) })).text).toContain(`Hello ${'A'.repeat(39)}…,`);
  });

  it('attaches the pickup as a calendar file for a transfer: the right instant, the places, the link, the duration', () => {
    const { attachments } = bookingConfirmedEmail('fr', aTransfer());
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ filename: 'booking-PEC-2026-0001.ics', contentType: 'text/calendar' });
    const event = calendarEvent(attachments[0]!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T17:30:00.000Z');
    expect(event.summary).toBe('Transfert avec Paris Elite Chauffeur (PEC-2026-0001)');
    // Read back whole from base64: the accents survive (UTF-8, not Latin-1).
    expect(event.description).toContain('Référence de réservation\u00a0: PEC-2026-0001');
    expect(event.location).toBe('12 rue de la Paix, 75002 Paris');
    expect(event.uid).toBe('PEC-2026-0001@paris-elite-chauffeur');
    expect(event.duration.toSeconds()).toBe(45 * 60);
  });

  it('gives the calendar event an hour when the route had no duration', () => {
    const { attachments } = bookingConfirmedEmail('en', aTransfer({ durationMinutes: null }));
    expect(calendarEvent(attachments[0]!).duration.toSeconds()).toBe(DEFAULT_EVENT_MINUTES * 60);
  });

  it('confirms an excursion without a date: its title, the date to be agreed, and no calendar file', () => {
    const email = bookingConfirmedEmail('en', anExcursion());
    expect(email.attachments).toEqual([]);
    expect(email.text).toContain('Excursion: Versailles & its gardens');
    expect(email.html).toContain('Versailles &amp; its gardens');
    expect(email.text).toContain('Date and time: To be agreed with you');
    expect(email.text).toContain('We will contact you shortly to agree the date and time of your excursion.');
    expect(email.text).not.toContain('Pickup:');
    expect(email.text).not.toContain('calendar');
    expect(email.text).toContain('Request number: EX-2026-0003');
  });

  it('says where we meet the customer, at the pickup and for the return, in its language, escaped', () => {
    const meetingPoint = { placeId: 'cdg-2e', name: 'Terminal 2E', instructions: 'Exit 8 <by the café>.\nName board in hand.' };
    const returnMeetingPoint = { placeId: 'gare-de-lyon', name: 'Gare de Lyon', instructions: 'Hall 1.' };
    const email = bookingConfirmedEmail('fr', aTransfer({ meetingPoint, returnMeetingPoint }));
    expect(email.text).toContain('Où nous vous retrouvons\u00a0: Terminal 2E\nExit 8 <by the café>.\nName board in hand.');
    expect(email.text).toContain('Où nous vous retrouvons pour le retour\u00a0: Gare de Lyon\nHall 1.');
    expect(email.html).toContain('Exit 8 &lt;by the café&gt;.');
    const none = bookingConfirmedEmail('en', aTransfer({ meetingPoint: null }));
    expect(none.text).not.toContain('Where we meet you');
    expect(bookingConfirmedEmail('en', anExcursion({ meetingPoint })).text).not.toContain('Where we meet you');
  });
});
