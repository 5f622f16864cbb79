// The quote queues' money at a glance, as React draws it on the server: the Payment filter beside
// the status and priority filters, each card's payment badge (the time an offer has left), booking
// reference and amounts, and the details modal's Payment section.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAYMENT_FILTERS } from '../../../../worker/contract/booking-words.ts';
import { screenWords } from '../kit/dashboard-words.ts';
import { formatParisDateTime } from '../kit/format.ts';
import { sayIn } from '../kit/use-words.ts';
import { excursionQuote, transferQuote } from '../reply/fixtures.ts';
import type { AdminQuote } from './queue-calls.ts';
import { PaymentDetails } from './payment-details.tsx';
import { QueueScreen } from './queue-screen.tsx';
import type { QuoteQueue } from './use-quote-queue.ts';

const dom = (html: string) => html.replace(/<!-- -->/g, '');
const say = sayIn(screenWords('quotes', 'en'));
const now = Date.now();
const hour = 3_600_000;

const waiting: AdminQuote = {
  ...transferQuote,
  id: 43,
  paymentState: 'offer_sent',
  offer: {
    version: 1,
    state: 'sent',
    totalCents: 45_000,
    depositCents: 22_500,
    paidCents: 0,
    refundedCents: 0,
    validUntil: new Date(now + 5 * hour + 60_000).toISOString(),
  },
};
const lapsed: AdminQuote = { ...waiting, id: 44, offer: { ...waiting.offer!, validUntil: new Date(now - hour).toISOString() } };
const confirmed: AdminQuote = {
  ...transferQuote,
  id: 45,
  paymentState: 'deposit_paid',
  bookingReference: 'PEC-2026-0001',
  offer: { ...waiting.offer!, state: 'deposit_paid', paidCents: 22_500 },
};

function queueOf(
  items: AdminQuote[],
  counted: { filteredTotal: number; filteredMore: boolean; total: number } = { filteredTotal: items.length, filteredMore: false, total: items.length },
): QuoteQueue<AdminQuote> {
  const no = async () => true;
  return {
    search: '',
    setSearch: () => {},
    query: { q: '', status: 'all', priority: 'all', payment: 'deposit_paid', page: 1 },
    setStatusFilter: () => {},
    setPriorityFilter: () => {},
    setPaymentFilter: () => {},
    setPage: () => {},
    list: { items, ...counted, page: 1, pageSize: 20 },
    filtering: true,
    saving: new Set(),
    changeStatus: no,
    toggleImportant: no,
    remove: no,
  };
}

const screen = (items: AdminQuote[], counted?: Parameters<typeof queueOf>[1], words = say) =>
  dom(
    renderToStaticMarkup(
      createElement(QueueScreen<AdminQuote, 'quotes'>, {
        kind: 'quotes',
        queue: queueOf(items, counted),
        say: words,
        nameOf: (quote) => `${quote.firstName} ${quote.lastName}`,
        numberOf: (quote) => quote.quoteNumber,
        card: () => ({ body: null }),
        details: { title: 'Booking Summary', commentsTitle: 'Comments', closeWith: 'icon', facts: () => null },
      }),
    ),
  );

describe('the quote queues’ money', () => {
  const html = screen([transferQuote, waiting, lapsed, confirmed]);

  it('filters by payment state beside the status and priority, the chosen one selected', () => {
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Payment<\/label><select id="[^"]+" class="form-control">/);
    const options = [...html.matchAll(/<option value="([a-z_]+)"[^>]*>([^<]+)<\/option>/g)].map(([, value, words]) => `${value}=${words}`);
    for (const filter of PAYMENT_FILTERS) expect(options.some((option) => option.startsWith(`${filter}=`))).toBe(true);
    expect(options).toContain('all=All payments');
    expect(options).toContain('attention=Needs attention');
    expect(html).toContain('<option value="deposit_paid" selected="">Deposit paid</option>');
  });

  it('badges each card with its payment state, labelled, and the time an offer has left; none before an offer', () => {
    expect(html).toContain('<span class="adm-payment adm-payment-offer-sent"><span class="sr-only">Payment: </span>Offer sent · expires in 5 hours</span>');
    expect(html).toContain('<span class="adm-payment adm-payment-offer-expired"><span class="sr-only">Payment: </span>Offer expired</span>');
    expect(html).toContain('<span class="adm-payment adm-payment-deposit-paid"><span class="sr-only">Payment: </span>Deposit paid</span>');
    expect(html.match(/class="adm-payment /g)).toHaveLength(3);
  });

  it('shows the booking reference and the amounts in euros', () => {
    expect(html).toContain('<span class="adm-number">Booking PEC-2026-0001</span>');
    expect(html).toContain('Total €450 · paid €225');
    expect(html).toContain('Total €450 · paid €0');
  });

  it('gives the details modal a Payment section, in Paris time', () => {
    const details = dom(renderToStaticMarkup(createElement(PaymentDetails, { quote: confirmed, say, now })));
    for (const shown of ['Payment', 'Deposit paid', 'PEC-2026-0001', '€450', '€225', `${formatParisDateTime(waiting.offer!.validUntil, 'en')} (Paris time)`])
      expect(details).toContain(shown);
    expect(details).toMatch(/Remaining<\/dt><dd>€225<\/dd>/);
    const french = dom(renderToStaticMarkup(createElement(PaymentDetails, { quote: excursionQuote, say: sayIn(screenWords('exquotes', 'fr')), now })));
    expect(french).toContain('Acompte payé');
    expect(french).toContain('640\u00a0€');
  });
});

describe('a search with more matches than it counts', () => {
  const counted = { filteredTotal: 1000, filteredMore: true, total: 100_000 };

  it('says “more than” and asks for another word, in English and in French', () => {
    const english = screen([transferQuote], counted);
    expect(english).toMatch(/More than 1,?000 of 100,?000 quotes/);
    expect(english).toContain('Only the first 1');
    expect(english).toContain('add a word to narrow the search');
    const french = screen([transferQuote], counted, sayIn(screenWords('quotes', 'fr')));
    expect(french).toMatch(/Plus de 1\s?000 sur 100\s?000 devis/u);
    expect(french).toContain('ajoutez un mot pour affiner la recherche');
  });

  it('says neither while it counted every match', () => {
    const html = screen([transferQuote], { filteredTotal: 999, filteredMore: false, total: 100_000 });
    expect(html).not.toContain('More than');
    expect(html).not.toContain('add a word');
  });
});
