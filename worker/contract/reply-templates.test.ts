import { describe, expect, it } from 'vitest';
import {
  REPLY_TEMPLATE_KINDS,
  TEMPLATES_WITH_OFFER,
  TEMPLATES_WITH_PAYMENT_LINK,
  TEMPLATES_WITH_PRICE,
  fillReplyTemplate,
  formatReplyPrice,
  offerValidityText,
  quoteDetailLines,
  replyMessageHtml,
  replyTemplateName,
  unreplacedPlaceholders,
  type ExcursionReplyQuote,
  type TransferReplyQuote,
} from './reply-templates.ts';
import { enReplyTexts } from './reply-templates/texts.en.ts';
import { frReplyTexts } from './reply-templates/texts.fr.ts';
import { enForms } from './i18n/visitors/forms.en.ts';
import { frForms } from './i18n/visitors/forms.fr.ts';
import { LANGS } from './i18n/langs.ts';
import { company } from './company.ts';
import { TRANSFER_TYPES } from './enums.ts';
import { REQUEST_PAGE_LINK_FIELD } from './email-send-words.ts';

/** A transfer quote as the admin API gives it. */
const transfer: TransferReplyQuote = {
  quoteNumber: 'TR-2026-0042',
  firstName: 'Claire',
  lastName: 'Martin',
  pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
  dropoffLocation: 'Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris',
  pickupDate: '2026-03-14',
  pickupTime: '09:30',
  transferType: 'ROUND_TRIP',
  returnDate: '2026-03-21',
  returnTime: '18:15',
  stopLocations: ['Eiffel Tower, Paris'],
  vehicle: 'Mercedes E Class',
  adults: 2,
  flightTrainNumber: 'AF1234',
  vehicleExtraOptions: { suitcases: 2, handbags: 1, childSeats: 1 },
  totalMinutes: 85,
  comments: 'Arriving with a pram.',
};

/** An excursion quote as the admin API gives it. */
const excursion: ExcursionReplyQuote = {
  exQuoteNumber: 'EX-2026-0007',
  firstName: 'Jean',
  lastName: 'Dupont',
  excursionTitle: 'Giverny and Monet’s Gardens',
  selectedHighlights: ['Monet’s house', 'Water lily pond'],
  stopLocations: ['Hôtel Le Bristol, Paris'],
  withPhotographer: true,
  comments: 'Two children.',
};

const quotes = { transfer, excursion } as const;
const numbers = { transfer: 'TR-2026-0042', excursion: 'EX-2026-0007' } as const;

describe('fillReplyTemplate', () => {
  for (const [quoteKind, quote] of Object.entries(quotes) as Array<[keyof typeof quotes, TransferReplyQuote | ExcursionReplyQuote]>) {
    for (const lang of LANGS) {
      for (const kind of REPLY_TEMPLATE_KINDS) {
        it(`${kind} for a ${quoteKind} quote in ${lang}: complete, clean, with the quote number`, () => {
          const { subject, message } = fillReplyTemplate(kind, lang, { quote, price: '450', paymentLink: 'https://pay.example.com/abc' });
          const all = `${subject}\n${message}`;
          expect(all).not.toMatch(/undefined|null|NaN|\[object/);
          // Every placeholder filled.
          expect(all).not.toMatch(/\{\w+\}/);
          expect(all).toContain(numbers[quoteKind]);
          expect(subject).not.toMatch(/[\r\n]/);
          expect(subject.length).toBeLessThanOrEqual(120);
          expect(message.startsWith(lang === 'en' ? `Dear ${quote.firstName},\n\n` : `Bonjour ${quote.firstName},\n\n`)).toBe(true);
          expect(message).toContain(company.phoneDisplay);
          expect(unreplacedPlaceholders(all)).toEqual([]);
        });
      }
    }
  }

  it('differs between English and French for every template and quote kind', () => {
    for (const quote of Object.values(quotes)) {
      for (const kind of REPLY_TEMPLATE_KINDS) {
        const en = fillReplyTemplate(kind, 'en', { quote });
        const fr = fillReplyTemplate(kind, 'fr', { quote });
        expect(fr.subject).not.toBe(en.subject);
        expect(fr.message).not.toBe(en.message);
      }
    }
  });

  it('booking confirmation: the chauffeur calls 30 minutes before pickup, in both languages', () => {
    for (const quote of Object.values(quotes)) {
      expect(fillReplyTemplate('bookingConfirmation', 'en', { quote }).message).toContain('will contact you 30 minutes before pickup');
      expect(fillReplyTemplate('bookingConfirmation', 'fr', { quote }).message).toContain('vous contactera 30\u00a0minutes avant la prise en charge');
    }
  });

  it('shows the price and the payment link the admin typed, in the templates that need them', () => {
    for (const kind of REPLY_TEMPLATE_KINDS) {
      const { message } = fillReplyTemplate(kind, 'en', { quote: transfer, price: '450', paymentLink: 'https://pay.example.com/abc' });
      expect(message.includes('€450')).toBe(TEMPLATES_WITH_PRICE.includes(kind));
      expect(message.includes('https://pay.example.com/abc')).toBe(TEMPLATES_WITH_PAYMENT_LINK.includes(kind));
    }
    expect(fillReplyTemplate('paymentRequest', 'fr', { quote: excursion, price: '129.50', paymentLink: ' https://pay.example.com/x ' }).message).toContain(
      'Prix\u00a0: 129,50\u00a0€\n',
    );
  });

  it('leaves a clear placeholder for a blank price or payment link, in the quote’s language', () => {
    const en = fillReplyTemplate('depositRequest', 'en', { quote: transfer, price: '  ', paymentLink: null });
    expect(en.message).toContain('a deposit of [price] through');
    expect(en.message).toContain(':\n[payment link]\n');
    expect(unreplacedPlaceholders(en.message)).toEqual(['[price]', '[payment link]']);
    const fr = fillReplyTemplate('paymentRequest', 'fr', { quote: excursion });
    expect(fr.message).toContain('Prix\u00a0: [prix]');
    expect(unreplacedPlaceholders(fr.message)).toEqual(['[prix]', '[lien de paiement]']);
    // A template without price or link has nothing to replace.
    expect(unreplacedPlaceholders(fillReplyTemplate('thankYou', 'en', { quote: transfer }).message)).toEqual([]);
  });

  it('names the service: the transfer by its Paris date and time as stored, the excursion by its title', () => {
    expect(fillReplyTemplate('reminder', 'en', { quote: transfer }).message).toContain(
      'We are looking forward to your transfer on Saturday, 14 March 2026 at 09:30 (Paris time) and',
    );
    expect(fillReplyTemplate('reminder', 'fr', { quote: transfer }).message).toContain(
      'd’assurer votre transfert du samedi 14 mars 2026 à 09:30 (heure de Paris) et',
    );
    expect(fillReplyTemplate('cancellation', 'en', { quote: excursion }).message).toContain(
      'We confirm that your private excursion “Giverny and Monet’s Gardens” (reference EX-2026-0007) has been cancelled.',
    );
    expect(fillReplyTemplate('cancellation', 'fr', { quote: excursion }).message).toContain(
      'l’annulation de votre excursion privée «\u00a0Giverny and Monet’s Gardens\u00a0» (référence EX-2026-0007).',
    );
  });

  it('lists the transfer’s facts, and the excursion’s, in the details', () => {
    const { message } = fillReplyTemplate('bookingDetails', 'en', { quote: transfer, price: '450' });
    expect(message).toContain(
      [
        'Quote number: TR-2026-0042',
        'Name: Claire Martin',
        'Transfer type: Round Trip',
        'Pickup: Paris Charles de Gaulle Airport (CDG), Terminal 2E',
        'Stop 1: Eiffel Tower, Paris',
        'Drop-off: Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris',
        'Date and time: Saturday, 14 March 2026 at 09:30 (Paris time)',
        'Return: Saturday, 21 March 2026 at 18:15 (Paris time)',
        'Passengers: 2 adults',
        'Vehicle: Mercedes E Class',
        'Flight or train number: AF1234',
      ].join('\n'),
    );
    expect(message).toContain(
      'Price: €450\nThis is a fixed price, all taxes included, covering the vehicle, your chauffeur, fuel, tolls and 40 minutes of waiting',
    );
    // The customer's comments are not repeated to them, nor the summary's extra rows.
    expect(message).not.toMatch(/pram|Luggage|Child seats/);

    expect(fillReplyTemplate('bookingDetails', 'fr', { quote: excursion }).message).toContain(
      [
        'Numéro de demande\u00a0: EX-2026-0007',
        'Nom\u00a0: Jean Dupont',
        'Excursion\u00a0: Giverny and Monet’s Gardens',
        'Lieux à visiter\u00a0: Monet’s house, Water lily pond',
        'Arrêt 1\u00a0: Hôtel Le Bristol, Paris',
        'Photographe\u00a0: Oui',
      ].join('\n'),
    );
  });

  it('reads partial quotes without writing undefined: labels, vehicle objects, Unknown vehicles, no name', () => {
    const sparse = {
      quoteNumber: 'TR-2026-0001',
      transferType: 'One Way',
      vehicle: { name: 'Lexus' },
      stopLocations: [null, '  '],
      adults: null,
    } as TransferReplyQuote;
    expect(quoteDetailLines(sparse, 'fr')).toEqual(['Numéro de devis\u00a0: TR-2026-0001', 'Type de transfert\u00a0: Aller simple', 'Véhicule\u00a0: Lexus']);
    expect(quoteDetailLines({ ...sparse, vehicle: 'Unknown' }, 'en')).toEqual(['Quote number: TR-2026-0001', 'Transfer type: One Way']);
    const { message, subject } = fillReplyTemplate('bookingConfirmation', 'en', { quote: sparse });
    expect(message.startsWith('Dear customer,\n\n')).toBe(true);
    expect(`${subject}${message}`).not.toMatch(/undefined|null|NaN/);
    const excursionOnly = fillReplyTemplate('thankYou', 'fr', { quote: { exQuoteNumber: 'EX-2026-0002' } });
    expect(excursionOnly.message.startsWith('Bonjour,\n\n')).toBe(true);
    expect(quoteDetailLines({ exQuoteNumber: 'EX-2026-0002' }, 'en')).toEqual(['Request number: EX-2026-0002', 'Places to visit: To be chosen together']);
  });

  it('ends every message with the company’s signature, in the quote’s language', () => {
    expect(fillReplyTemplate('thankYou', 'en', { quote: transfer }).message).toMatch(
      new RegExp(`Kind regards,\\nThe ${company.name} team\\n\\${company.phoneDisplay} · ${company.email}$`),
    );
    expect(fillReplyTemplate('thankYou', 'fr', { quote: transfer }).message).toMatch(
      new RegExp(`Bien cordialement,\\nL’équipe ${company.name}\\n\\${company.phoneDisplay} · ${company.email}$`),
    );
    expect(fillReplyTemplate('thankYou', 'en', { quote: transfer }).message).toContain(`WhatsApp at ${company.whatsappDisplay}`);
  });

  it('names each template for the Quick Templates card', () => {
    expect(REPLY_TEMPLATE_KINDS.map((kind) => replyTemplateName(kind, 'en'))).toEqual([
      'Booking details',
      'Deposit request',
      'Reminder',
      'Cancellation',
      'Payment received',
      'Feedback request',
      'Payment request',
      'Booking confirmation',
      'Booking update',
      'Thank you',
    ]);
    expect(new Set(REPLY_TEMPLATE_KINDS.map((kind) => replyTemplateName(kind, 'fr'))).size).toBe(10);
  });
});

describe('fillReplyTemplate with a priced offer', () => {
  // Saturday 28 November 2026, 18:00 in Paris (17:00 UTC, winter time).
  const validUntil = new Date('2026-11-28T17:00:00Z');
  const offer = { totalCents: 45_000, depositCents: 22_500, validUntil };

  it('fills the price templates from the offer: total, deposit, balance, validity, and the request page’s merge field', () => {
    for (const kind of TEMPLATES_WITH_OFFER) {
      for (const lang of LANGS) {
        const { subject, message } = fillReplyTemplate(kind, lang, { quote: transfer, price: '999', paymentLink: 'https://pay.example.com/old', offer });
        const all = `${subject}\n${message}`;
        expect(all, `${kind} ${lang}`).not.toMatch(/undefined|null|NaN|\{\w+\}/);
        expect(message).toContain(lang === 'en' ? '€450' : '450\u00a0€');
        expect(message).toContain(`:\n${REQUEST_PAGE_LINK_FIELD}\n`);
        // The free-text price and link give way to the offer.
        expect(all).not.toMatch(/999|pay\.example\.com/);
        expect(unreplacedPlaceholders(all)).toEqual([]);
      }
    }
  });

  it('writes the deposit, the balance and the validity in the quote’s language', () => {
    const en = fillReplyTemplate('paymentRequest', 'en', { quote: transfer, offer }).message;
    expect(en).toContain('Price: €450\n');
    expect(en).toContain('Deposit to confirm your booking: €225 (balance of €225 payable before the service begins)');
    expect(en).toContain('This offer is valid until Saturday 28 November at 18:00 (Paris time).');
    const fr = fillReplyTemplate('depositRequest', 'fr', { quote: excursion, offer: { ...offer, depositCents: 13_550 } }).message;
    expect(fr).toContain('Prix\u00a0: 450\u00a0€\n');
    expect(fr).toContain('Acompte pour confirmer votre réservation\u00a0: 135,50\u00a0€ (solde de 314,50\u00a0€ payable avant le début de la prestation)');
    expect(fr).toContain('régler 135,50\u00a0€ sur la page privée');
    expect(fr).toContain('Cette offre est valable jusqu’au samedi 28 novembre à 18:00 (heure de Paris).');
  });

  it('says “payment in full” when the deposit is the total', () => {
    const message = fillReplyTemplate('bookingDetails', 'en', { quote: excursion, offer: { ...offer, depositCents: 45_000 } }).message;
    expect(message).toContain('To confirm your booking: payment in full, €450');
    expect(message).not.toContain('balance');
  });

  it('writes the validity in Paris time, summer or winter', () => {
    expect(offerValidityText('en', new Date('2026-07-14T08:05:00Z'))).toBe('valid until Tuesday 14 July at 10:05 (Paris time)');
    expect(offerValidityText('fr', new Date('2026-01-02T23:30:00Z'))).toBe('valable jusqu’au samedi 3 janvier à 00:30 (heure de Paris)');
  });

  it('leaves placeholders, which block sending, for what the offer does not say yet', () => {
    const { message } = fillReplyTemplate('paymentRequest', 'en', { quote: transfer, offer: { totalCents: null, depositCents: null, validUntil: null } });
    expect(unreplacedPlaceholders(message)).toEqual(['[price]', '[deposit]', '[validity]']);
    const fr = fillReplyTemplate('depositRequest', 'fr', { quote: transfer, offer: { totalCents: 45_000, depositCents: null, validUntil } }).message;
    expect(unreplacedPlaceholders(fr)).toEqual(['[acompte]']);
  });

  it('changes nothing in the templates that show no price', () => {
    for (const kind of REPLY_TEMPLATE_KINDS.filter((kind) => !TEMPLATES_WITH_OFFER.includes(kind))) {
      expect(fillReplyTemplate(kind, 'fr', { quote: transfer, offer })).toEqual(fillReplyTemplate(kind, 'fr', { quote: transfer }));
    }
    expect([...TEMPLATES_WITH_OFFER].sort()).toEqual([...TEMPLATES_WITH_PRICE].sort());
  });
});

describe('the texts', () => {
  it('French has every English key, and the same placeholders in each text', () => {
    expect(Object.keys(frReplyTexts).sort()).toEqual(Object.keys(enReplyTexts).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();
    for (const [key, english] of Object.entries(enReplyTexts)) {
      expect(placeholders(frReplyTexts[key as keyof typeof enReplyTexts]), key).toEqual(placeholders(english));
    }
  });

  it('French typography: a no-break space before : ; ? ! and no plain space before them', () => {
    for (const [key, french] of Object.entries(frReplyTexts)) {
      // ':' inside a URL-like 'https:' would be exempt; the texts have none.
      expect(french, key).not.toMatch(/ [:;?!]/);
      expect(french, key).not.toMatch(/[^\u00a0\u202f\s][:;?!](\s|$)/);
    }
  });

  it('names the transfer types as the forms do', () => {
    for (const code of TRANSFER_TYPES) {
      expect(enReplyTexts[`transferType.${code}`]).toBe(enForms[`transferType.${code}`]);
      expect(frReplyTexts[`transferType.${code}`]).toBe(frForms[`transferType.${code}`]);
    }
  });

  it('the company’s WhatsApp number reads as its digits', () => {
    expect(company.whatsappDisplay.replace(/\D/g, '')).toBe(company.whatsapp);
  });
});

describe('formatReplyPrice', () => {
  it('writes amounts as euros in the language’s way and keeps any other text as typed', () => {
    expect(formatReplyPrice('en', '450')).toBe('€450');
    expect(formatReplyPrice('fr', '450')).toBe('450\u00a0€');
    expect(formatReplyPrice('en', '1290.5')).toBe('€1,290.50');
    expect(formatReplyPrice('fr', '1 290,50')).toBe('1\u202f290,50\u00a0€');
    expect(formatReplyPrice('en', '129.00')).toBe('€129');
    expect(formatReplyPrice('en', 95)).toBe('€95');
    expect(formatReplyPrice('en', '450 € TTC')).toBe('450 € TTC');
    expect(formatReplyPrice('en', '   ')).toBe('');
    expect(formatReplyPrice('en', null)).toBe('');
  });
});

describe('replyMessageHtml', () => {
  it('makes paragraphs and line breaks, escapes everything and links web addresses', () => {
    expect(replyMessageHtml('Dear Claire,\n\nPrice: 450 € <b>\nPay here: https://pay.example.com/a?b=1&c=2.\r\n\r\n\n\nKind regards,\nThe team')).toBe(
      [
        '<p>Dear Claire,</p>',
        '<p>Price: 450 € &lt;b&gt;<br>Pay here: <a href="https://pay.example.com/a?b=1&amp;c=2">https://pay.example.com/a?b=1&amp;c=2</a>.</p>',
        '<p>Kind regards,<br>The team</p>',
      ].join('\n'),
    );
    expect(replyMessageHtml('javascript:alert(1) "x" \'y\'')).toBe('<p>javascript:alert(1) &quot;x&quot; &#39;y&#39;</p>');
    expect(replyMessageHtml('  \n \n')).toBe('');
  });
});
