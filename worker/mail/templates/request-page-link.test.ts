// The customer's e-mails that can lead to the request page: each shows the block when given the
// link, in the request's language, and is unchanged without it (their callers pass none yet).
import { describe, expect, it } from 'vitest';
import type { NewExcursionQuote } from '../../excursions/excursion-quote.ts';
import type { NewQuote } from '../../quotes/quote.ts';
import type { SanitizedHtml } from '../sanitize-html.ts';
import { excursionQuoteCustomerEmail } from './excursion-quote.ts';
import { quoteCustomerEmail } from './quote.ts';
import { replyEmail } from './reply.ts';

const LINK = 'https://www.paris-elite-chauffeur.fr/request/tok_abc?a=1&b=2';

const aQuote = (lang: NewQuote['lang']): NewQuote => ({
  lang,
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@example.com',
  phone: '+33612345678',
  countryCode: 'FR',
  pickupLocation: '12 rue de la Paix, 75002 Paris',
  dropoffLocation: 'Charles de Gaulle Airport (CDG)',
  pickupDate: '2026-12-03',
  pickupTime: '18:30',
  pickupAt: new Date('2026-12-03T17:30:00Z'),
  transferType: 'ONE_WAY',
  returnDate: null,
  returnTime: null,
  returnAt: null,
  adults: 2,
  extraTime: 0,
  stopLocations: [],
  flightTrainNumber: null,
  vehicle: 'Business Van',
  vehicleExtraOptions: {},
  totalDistanceKm: 32,
  totalMinutes: 45,
  routeApproximate: false,
  pickupLat: 48.87,
  pickupLng: 2.33,
  dropoffLat: 49.0,
  dropoffLng: 2.55,
  comments: '',
});

const anExcursionQuote = (lang: NewExcursionQuote['lang']): NewExcursionQuote => ({
  lang,
  excursionId: 1,
  excursionTitle: 'Versailles',
  selectedHighlights: ['Hall of Mirrors'],
  stopLocations: [],
  withPhotographer: false,
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@example.com',
  phone: '0612345678',
  comments: '',
});

describe('the request page link in the customer e-mails', () => {
  const cases = [
    ['transfer acknowledgement', (lang: 'en' | 'fr', link?: string) => quoteCustomerEmail(aQuote(lang), 'TR-2026-0007', link)],
    ['excursion acknowledgement', (lang: 'en' | 'fr', link?: string) => excursionQuoteCustomerEmail(anExcursionQuote(lang), 'EX-2026-0003', link)],
  ] as const;

  it.each(cases)('%s: shows the block with the link, in its language', (_name, email) => {
    const english = email('en', LINK);
    expect(english.html).toContain('href="https://www.paris-elite-chauffeur.fr/request/tok_abc?a=1&amp;b=2"');
    expect(english.text).toContain(`Your request page\nSee your request, its offer and pay securely online.\n${LINK}\n`);
    const french = email('fr', LINK);
    expect(french.html).toContain('Votre espace demande</h2>');
    expect(french.text).toContain(LINK);
  });

  it.each(cases)('%s: without a link, is the e-mail it was', (_name, email) => {
    expect(email('en')).toEqual(email('en', undefined));
    expect(email('en').html).not.toContain('Your request page');
  });

  it('the admin’s reply: the block after the message when given the link, none without', () => {
    // What sanitizeReplyHtml makes; it needs the runtime's HTML parser, which Node has not.
    const body = { html: '<p>Dear Claire, here is our offer.</p>', text: 'Dear Claire, here is our offer.' } as unknown as SanitizedHtml;
    const withLink = replyEmail('fr', 'Votre devis', body, LINK);
    expect(withLink.html.indexOf('here is our offer')).toBeLessThan(withLink.html.indexOf('Votre espace demande'));
    expect(withLink.text).toContain(`Votre espace demande\nConsultez votre demande et son offre, et payez en ligne en toute sécurité.\n${LINK}\n`);
    expect(replyEmail('fr', 'Votre devis', body).html).not.toContain('Votre espace demande');
  });
});
