import { describe, expect, it } from 'vitest';
import { quoteSummaryText, whatsAppDigits, whatsAppLink } from './whatsapp.ts';
import type { ExcursionReplyQuote, TransferReplyQuote } from './reply-templates.ts';

const transfer: TransferReplyQuote = {
  quoteNumber: 'TR-2026-0042',
  firstName: 'Claire',
  lastName: 'Martin',
  pickupLocation: 'Orly Airport (ORY)',
  dropoffLocation: 'Gare de Lyon, Paris',
  pickupDate: '2026-07-03',
  pickupTime: '07:05',
  transferType: 'MULTI_STOP',
  stopLocations: ['Louvre Museum', 'Montmartre'],
  vehicle: { name: 'Mercedes V Class 250D' },
  adults: 1,
  extraTime: 2,
  flightTrainNumber: '',
  vehicleExtraOptions: { suitcases: 3, baggages: 1, handbags: 0, childSeats: 1, babyCarSeat: 1, animal: true },
  totalMinutes: 180,
  comments: 'Please call on arrival.',
};

const excursion: ExcursionReplyQuote = {
  exQuoteNumber: 'EX-2026-0007',
  firstName: 'Jean',
  lastName: 'Dupont',
  excursionTitle: 'Versailles',
  selectedHighlights: ['Hall of Mirrors'],
  stopLocations: [],
  withPhotographer: false,
  comments: '',
};

describe('whatsAppDigits and whatsAppLink', () => {
  it('keeps the international digits only: no +, spaces, dashes or 00 prefix', () => {
    expect(whatsAppDigits('+33612345678')).toBe('33612345678');
    expect(whatsAppDigits('+33 6 12-34.56 (78)')).toBe('33612345678');
    expect(whatsAppDigits('0033 6 12 34 56 78')).toBe('33612345678');
    expect(whatsAppDigits('+1 (415) 555-0100')).toBe('14155550100');
  });

  it('keeps an excursion quote’s phone as typed digits: no country is guessed', () => {
    expect(whatsAppDigits('0612345678')).toBe('0612345678');
    expect(whatsAppDigits('33612345678')).toBe('33612345678');
  });

  it('links to wa.me with the text encoded', () => {
    expect(whatsAppLink('+33612345678', 'Bonjour & merci ?\nLigne 2 #1')).toBe('https://wa.me/33612345678?text=Bonjour%20%26%20merci%20%3F%0ALigne%202%20%231');
    expect(whatsAppLink('+33 6 12 34 56 78', '')).toBe('https://wa.me/33612345678');
    // No number at all: WhatsApp opens with the text and the admin picks the chat.
    expect(whatsAppLink('', 'Hi')).toBe('https://wa.me/?text=Hi');
    const link = new URL(whatsAppLink('+33612345678', quoteSummaryText(transfer, 'fr')));
    expect(link.searchParams.get('text')).toBe(quoteSummaryText(transfer, 'fr'));
  });
});

describe('quoteSummaryText', () => {
  it('sums up a transfer quote with the spec’s fields: children, luggage, duration, price, notes', () => {
    expect(quoteSummaryText(transfer, 'en', { price: '320' })).toBe(
      [
        '*Paris Elite Chauffeur – transfer quote TR-2026-0042*',
        'Quote number: TR-2026-0042',
        'Name: Claire Martin',
        'Transfer type: Multi Stop',
        'Pickup: Orly Airport (ORY)',
        'Stop 1: Louvre Museum',
        'Stop 2: Montmartre',
        'Drop-off: Gare de Lyon, Paris',
        'Date and time: Friday, 3 July 2026 at 07:05 (Paris time)',
        'Passengers: 1 adult',
        'Extra time: 2 hours',
        'Child seats: 2',
        'Luggage: 4 pieces',
        'Vehicle: Mercedes V Class 250D',
        'Estimated duration: 3 h',
        'Price: €320',
        'Notes: Please call on arrival.',
      ].join('\n'),
    );
  });

  it('writes it in French for a French quote', () => {
    const text = quoteSummaryText(transfer, 'fr');
    expect(text.split('\n')[0]).toBe('*Paris Elite Chauffeur – devis de transfert TR-2026-0042*');
    for (const line of [
      'Type de transfert\u00a0: Multi-arrêts',
      'Date et heure\u00a0: vendredi 3 juillet 2026 à 07:05 (heure de Paris)',
      'Passagers\u00a0: 1\u00a0adulte',
      'Bagages\u00a0: 4\u00a0bagages',
      'Durée estimée\u00a0: 3\u00a0h',
      'Remarques\u00a0: Please call on arrival.',
    ]) {
      expect(text).toContain(line);
    }
    // No price typed and none on the quote: no price line.
    expect(text).not.toContain('Prix');
  });

  it('sums up an excursion quote: number, excursion, places, photographer', () => {
    expect(quoteSummaryText(excursion, 'en')).toBe(
      [
        '*Paris Elite Chauffeur – excursion request EX-2026-0007*',
        'Request number: EX-2026-0007',
        'Name: Jean Dupont',
        'Excursion: Versailles',
        'Places to visit: Hall of Mirrors',
        'Photographer: No',
      ].join('\n'),
    );
  });

  it('reads the spec’s other names when the quote has them (excursionType, photographer, price, notes, children, luggage, duration)', () => {
    const specShaped = { exQuoteNumber: 'EX-2026-0009', excursionType: 'Champagne day', photographer: true, price: 890, notes: 'Vegetarian lunch' };
    expect(quoteSummaryText(specShaped, 'en')).toBe(
      [
        '*Paris Elite Chauffeur – excursion request EX-2026-0009*',
        'Request number: EX-2026-0009',
        'Excursion: Champagne day',
        'Places to visit: To be chosen together',
        'Photographer: Yes',
        'Price: €890',
        'Notes: Vegetarian lunch',
      ].join('\n'),
    );
    const transferSpecShaped: TransferReplyQuote = { quoteNumber: 'TR-2026-0003', children: 2, luggage: 1, duration: '45 min' };
    expect(quoteSummaryText(transferSpecShaped, 'en')).toBe(
      [
        '*Paris Elite Chauffeur – transfer quote TR-2026-0003*',
        'Quote number: TR-2026-0003',
        'Child seats: 2',
        'Luggage: 1 piece',
        'Estimated duration: 45 min',
      ].join('\n'),
    );
  });

  it('never writes undefined, null or NaN for a sparse quote', () => {
    for (const quote of [{ quoteNumber: 'TR-2026-0001' }, { exQuoteNumber: 'EX-2026-0001' }, { ...transfer, adults: Number.NaN, totalMinutes: null }]) {
      for (const lang of ['en', 'fr'] as const) expect(quoteSummaryText(quote, lang)).not.toMatch(/undefined|null|NaN/);
    }
  });
});
