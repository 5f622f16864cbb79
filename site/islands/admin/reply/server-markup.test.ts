// The Reply to Customer screen as React draws it before any effect runs: the states of the page
// (loading, not found) and the loaded screen for both kinds of quote, with its labels, live regions,
// templates, WhatsApp link and a Send button that starts disabled.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { REPLY_TEMPLATE_KINDS, replyTemplateName } from '../../../../worker/contract/reply-templates.ts';
import { quoteSummaryText, whatsAppLink } from '../../../../worker/contract/whatsapp.ts';
import { excursionQuote, transferQuote } from './fixtures.ts';
import { screenWords } from '../kit/dashboard-words.ts';
import type { LoadedQuote } from './reply-api.ts';
import ReplyScreen, { ReplyWorkspace } from './reply-screen.tsx';

const texts = screenWords('reply', 'en');
const dom = (html: string) => html.replace(/<!-- -->/g, '');
const amp = (text: string) => text.replace(/&/g, '&amp;');
const workspace = (loaded: LoadedQuote) => dom(renderToStaticMarkup(createElement(ReplyWorkspace, { loaded, texts })));

describe('the page states', () => {
  it('shows Loading... while the quote is fetched', () => {
    const html = renderToStaticMarkup(createElement(ReplyScreen, { quoteId: 42, kind: 'transfer', listPath: '/admin/quotes', texts }));
    expect(html).toContain('<p role="status"');
    expect(html).toContain('Loading...');
  });

  it('shows the not-found state, with a link back to the list, for a path naming no quote', () => {
    const html = dom(renderToStaticMarkup(createElement(ReplyScreen, { quoteId: null, kind: 'excursion', listPath: '/admin/exquotes', texts })));
    expect(html).toContain('Quote not found');
    expect(html).toContain('href="/admin/exquotes"');
    expect(html).toContain('Back to excursion quotes');
  });
});

describe('the loaded screen', () => {
  const html = workspace({ kind: 'transfer', quote: transferQuote });

  it('labels every field, marks the required ones and keeps To read-only on the quote’s address', () => {
    for (const label of ['Status', 'Price (€)', 'Payment link', 'To', 'Subject', 'Message'])
      expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label.replace(/[()]/g, '\\$&')}`));
    expect(html).toMatch(/<input id="[^"]+-to"[^>]*type="email"[^>]*readOnly=""[^>]*required=""[^>]*value="claire@example.com"/);
    expect(html).toMatch(/<textarea id="[^"]+-message"[^>]*required=""/);
    expect(html.match(/\(required\)/g)).toHaveLength(3);
  });

  it('selects the quote’s status among the five, and has the live regions for Saved and failures', () => {
    expect(html).toContain('<option value="pending" selected="">Pending</option>');
    expect([...html.matchAll(/<option value="(\w+)"/g)].map((match) => match[1])).toEqual(['pending', 'confirmed', 'completed', 'cancelled', 'replied']);
    expect(html).toMatch(/<span id="[^"]+-status-note" role="status"/);
    expect(html.match(/role="alert"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the customer card: name, e-mail, phone, number, language and the request’s facts', () => {
    for (const shown of [
      'Claire Martin',
      'href="mailto:claire@example.com"',
      'href="tel:+33612345678"',
      'TR-2026-0042',
      'French',
      'Pickup: Paris Charles de Gaulle Airport (CDG), Terminal 2E',
      'Flight or train number: AF1234',
    ])
      expect(html).toContain(shown);
    // The number and the name are in the card already, not repeated among the facts.
    expect(html).not.toContain('Quote number: TR-2026-0042');
  });

  it('offers the ten templates, by their English names, none chosen', () => {
    const names = [...html.matchAll(/<button type="button"[^>]*aria-pressed="false"[^>]*>([^<]+)<\/button>/g)].map((match) => match[1]);
    expect(names).toEqual(REPLY_TEMPLATE_KINDS.map((kind) => amp(replyTemplateName(kind, 'en'))));
  });

  it('opens WhatsApp in a new tab with the quote summed up in the customer’s language', () => {
    const href = amp(whatsAppLink(transferQuote.phone, quoteSummaryText(transferQuote, 'fr', { price: '' })));
    expect(html).toContain(`href="${href}" target="_blank" rel="noopener noreferrer"`);
    expect(href).toContain('https://wa.me/33612345678?text=');
  });

  it('starts with Send disabled (nothing written yet)', () => {
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Send Email<\/button>/);
  });

  it('works for an excursion quote too', () => {
    const excursion = workspace({ kind: 'excursion', quote: excursionQuote });
    for (const shown of [
      'Excursion quote',
      'EX-2026-0007',
      '<option value="confirmed" selected="">Confirmed</option>',
      'Excursion: Giverny and Monet’s Gardens',
      'value="jean@example.com"',
      'href="https://wa.me/0612345678?text=',
    ])
      expect(excursion).toContain(shown);
  });
});
