// The Reply to Customer screen as React draws it before any effect runs: the states of the page
// (loading, not found) and the loaded screen for both kinds of quote, with its labels, live regions,
// templates, WhatsApp link and a Send button that starts disabled; the Offer card switched on (its
// labelled fields, their messages, what keeps Send disabled); and the booking panel with a booking.
import { createElement, type Dispatch } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { REPLY_TEMPLATE_KINDS, replyTemplateName } from '../../../../worker/contract/reply-templates.ts';
import { quoteSummaryText, whatsAppLink } from '../../../../worker/contract/whatsapp.ts';
import { excursionQuote, transferQuote } from './fixtures.ts';
import { screenWords } from '../kit/dashboard-words.ts';
import type { LoadedQuote } from './reply-api.ts';
import ReplyScreen, { ReplyWorkspace } from './reply-screen.tsx';
import { sayIn } from '../kit/use-words.ts';
import { formatParisDateTime } from '../kit/format.ts';
import { REQUEST_PAGE_LINK_FIELD } from '../../../../worker/contract/email-send-words.ts';
import { BookingPanel } from './booking-panel.tsx';
import { PriceDifferenceFields } from './price-difference-fields.tsx';
import { NO_DIFFERENCE, readDifference, type DifferenceDraft } from './price-difference-draft.ts';
import type { AdminBooking } from './booking-api.ts';
import { OfferCard } from './offer-card.tsx';
import { ReplyForm } from './reply-form.tsx';
import { composerReducer, initialComposer, type ComposerAction, type ComposerState } from './reply-state.ts';
import { TemplatesCard } from './templates-card.tsx';

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

  it('has the Offer card with its switch off, and the booking panel loading', () => {
    expect(html).toMatch(/<input id="[^"]+-switch" type="checkbox"[^>]*aria-controls="[^"]+-fields"/);
    expect(html).not.toMatch(/-switch"[^>]*checked=""/);
    expect(html).toMatch(/<label for="[^"]+-switch"[^>]*>Send a priced offer with this e-mail<\/label>/);
    expect(html).toMatch(/<div id="[^"]+-fields" hidden=""/);
    expect(html).toContain('<p role="status" class="mt-3 text-muted">Loading the booking...</p>');
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

const noDispatch: Dispatch<ComposerAction> = () => {};
const composing = (...actions: ComposerAction[]) =>
  actions.reduce(composerReducer, initialComposer(transferQuote, transferQuote.lang, Date.parse('2026-11-26T16:00:00Z')));
const offerAction = (action: Extract<ComposerAction, { type: 'offer' }>['action']): ComposerAction => ({ type: 'offer', action });

describe('the Offer card, switched on', () => {
  const say = sayIn(texts);
  const card = (composer: ComposerState, lang: 'en' | 'fr' = 'en') =>
    dom(
      renderToStaticMarkup(
        createElement(OfferCard, {
          composer,
          dispatch: noDispatch,
          say: sayIn(screenWords('reply', lang)),
          quoteLanguage: 'French',
          quoteLang: transferQuote.lang,
          current: null,
        }),
      ),
    );

  it('labels each line’s label and amount, the deposit and the validity, marking them required', () => {
    const html = card(composing(offerAction({ type: 'toggle', on: true })));
    expect(html).toMatch(/-switch"[^>]*checked=""/);
    expect(html).toContain('<legend class="px-1 text-sm font-semibold text-muted">Line 1</legend>');
    for (const label of ['Label', 'Amount \\(€\\)', 'Deposit \\(€\\)', 'Valid for \\(hours\\)'])
      expect(html).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label}<span[^>]*> \\(required\\)</span></label>`));
    expect(html).toMatch(/<input id="[^"]+-line-0-amount"[^>]*inputMode="decimal"/);
    expect(html).toMatch(/<input id="[^"]+-validity"[^>]*value="48"/);
    // One line: it cannot be removed; its button says which line it would remove.
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Remove line 1" disabled="">Remove<\/button>/);
    expect(html).toContain('>Add a line</button>');
    expect(html).toContain('The total shows once every line has an amount.');
  });

  it('shows the total in the dashboard’s language and in the e-mail’s, the policy’s deposit, and a typed amount’s problem tied to its field', () => {
    const composer = composing(
      offerAction({ type: 'toggle', on: true }),
      offerAction({ type: 'amount', key: 0, value: '1290.5' }),
      offerAction({ type: 'addLine' }),
      offerAction({ type: 'amount', key: 1, value: 'ten' }),
    );
    const html = card(composer);
    expect(html).toMatch(/<input id="([^"]+-line-1-amount)" aria-invalid="true" aria-describedby="\1-error"/);
    expect(html).toContain('Give an amount in euros, e.g. 450 or 129.50.');
    const fixed = card(composerReducer(composer, offerAction({ type: 'amount', key: 1, value: '10' })));
    expect(fixed).toContain('<strong class="text-navy-950">€1,300.50</strong>');
    expect(fixed).toContain('in the e-mail (French): 1\u202f300,50\u00a0€');
    expect(fixed).toMatch(/<input id="[^"]+-deposit"[^>]*value="650.25"/);
    expect(fixed).toContain('50 % of the total unless you change it');
    // The French dashboard writes it in French, and has no second amount for a French quote.
    expect(card(composerReducer(composer, offerAction({ type: 'amount', key: 1, value: '10' })), 'fr')).not.toContain('dans l’e-mail');
  });

  it('shows the server’s messages on the fields they name', () => {
    const composer = composerReducer(composing(offerAction({ type: 'toggle', on: true })), {
      type: 'sendFailed',
      reason: 'failed',
      detail: 'x',
      fields: { 'offer.lines.0.label': 'Give this line a label.', 'offer.depositCents': 'Deposit too high.', 'offer.lines': 'Too many lines.' },
    });
    const html = card(composer);
    expect(html).toMatch(/<p id="[^"]+-line-0-label-error" class="field-error">Give this line a label.<\/p>/);
    expect(html).toMatch(/<p id="[^"]+-deposit-error" class="field-error">Deposit too high.<\/p>/);
    expect(html).toContain('<p role="alert" class="field-error">Too many lines.</p>');
  });

  it('keeps Send disabled, listing what the offer lacks, and explains the request page’s merge field', () => {
    const composer = composing(
      { type: 'subject', value: 'Votre devis' },
      { type: 'message', value: `Réglez ici : ${REQUEST_PAGE_LINK_FIELD}` },
      offerAction({ type: 'toggle', on: true }),
      offerAction({ type: 'amount', key: 0, value: '450' }),
    );
    const form = dom(
      renderToStaticMarkup(
        createElement(ReplyForm, { quote: transferQuote, composer, dispatch: noDispatch, say, subjectRef: { current: null }, onSend: () => {} }),
      ),
    );
    expect(form).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-describedby="[^"]+-offer-problems"/);
    expect(form).toContain('Before sending the offer:');
    expect(form).toContain('<li>Line 1: Give this line a label.</li>');
    expect(form).toContain(`${REQUEST_PAGE_LINK_FIELD} becomes the customer’s private link to their request page`);
    const ready = composerReducer(composer, offerAction({ type: 'label', key: 0, value: 'Transfer' }));
    expect(
      dom(
        renderToStaticMarkup(
          createElement(ReplyForm, { quote: transferQuote, composer: ready, dispatch: noDispatch, say, subjectRef: { current: null }, onSend: () => {} }),
        ),
      ),
    ).toMatch(/<button type="submit" class="[^"]*">Send Email<\/button>/);
    // The templates take the offer's facts instead of the typed price and link.
    const templates = dom(
      renderToStaticMarkup(createElement(TemplatesCard, { composer, dispatch: noDispatch, say, quoteLanguage: 'French', subjectRef: { current: null } })),
    );
    expect(templates).not.toContain('Price (€)');
    expect(templates).toContain(`their payment link is ${REQUEST_PAGE_LINK_FIELD}`);
  });
});

describe('the booking panel', () => {
  const now = Date.now();
  const hour = 3_600_000;
  const iso = (at: number) => new Date(at).toISOString();
  const booking: AdminBooking = {
    kind: 'transfer',
    quoteId: 42,
    status: 'replied',
    paymentState: 'attention',
    bookingReference: null,
    cardPayments: true,
    offers: [
      {
        id: 3,
        version: 2,
        state: 'sent',
        lines: [
          { label: 'Transfer CDG → Paris', amountCents: 45_000 },
          { label: 'Child seat', amountCents: 1_550 },
        ],
        totalCents: 46_550,
        depositCents: 23_275,
        paidCents: 0,
        refundedCents: 0,
        validUntil: iso(now + 5 * hour + 30 * 60_000),
        createdAt: iso(now - hour),
        createdBy: 'admin',
      },
      {
        id: 2,
        version: 1,
        state: 'superseded',
        lines: [{ label: 'Transfer', amountCents: 40_000 }],
        totalCents: 40_000,
        depositCents: 20_000,
        paidCents: 0,
        refundedCents: 0,
        validUntil: iso(now + 40 * hour),
        createdAt: iso(now - 8 * hour),
        createdBy: 'admin',
      },
    ],
    payments: [
      {
        id: 9,
        offerVersion: 2,
        method: 'card',
        purpose: 'deposit',
        status: 'mismatch',
        amountCents: 20_000,
        expectedCents: 23_275,
        currency: 'eur',
        refundedCents: 5_000,
        refundableCents: 15_000,
        note: '',
        recordedBy: 'stripe',
        createdAt: '2026-11-26T13:05:00.000Z',
        refunds: [{ id: 1, amountCents: 5_000, status: 'pending', createdAt: '2026-11-26T14:00:00.000Z' }],
      },
    ],
    activeLinks: 2,
    cancellation: null,
    changeRequests: [],
  };
  const panel = (load: AdminBooking) =>
    dom(
      renderToStaticMarkup(
        createElement(BookingPanel, {
          kind: 'transfer',
          quoteId: 42,
          booking: { load: { status: 'ready', booking: load }, reload: () => {}, retry: () => {}, show: () => {} },
          say: sayIn(texts),
          onSignedOut: () => {},
        }),
      ),
    );
  const html = panel(booking);

  it('shows the payment state, the links and the current offer with its lines, money and time left', () => {
    expect(html).toContain('<span class="adm-payment adm-payment-attention"><span class="sr-only">Payment: </span>Needs attention</span>');
    expect(html).toContain('None yet: a payment confirms the booking.');
    expect(html).toMatch(/<dt[^>]*>Customer’s active links<\/dt><dd[^>]*>2<\/dd>/);
    expect(html).toContain('Offer, version 2');
    expect(html).toContain('Waiting for payment');
    expect(html).toContain(`Expires in 5 hours (${formatParisDateTime(booking.offers[0]!.validUntil, 'en')}, Paris time)`);
    expect(html).toContain('Child seat</span><span class="shrink-0 tabular-nums">€15.50</span>');
    expect(html).toMatch(/Total<\/dt><dd[^>]*><strong class="tabular-nums">€465.50<\/strong>/);
    expect(html).toMatch(/Remaining<\/dt><dd[^>]*>€465.50<\/dd>/);
  });

  it('folds the earlier versions away, and offers the actions the offer allows', () => {
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Earlier versions \(1\)<\/summary>/);
    expect(html).toContain('Replaced by a newer version');
    expect(html).toMatch(/aria-expanded="false"[^>]*>Record a payment<\/button>/);
    expect(html).toContain('>Withdraw offer</button>');
    expect(html).toContain('>Revoke the customer’s links</button>');
  });

  it('lists the payments in Paris time, with a clear alert for an amount that did not match, its refunds, and Refund', () => {
    expect(html).toContain('€200 · Card (Stripe) · Deposit');
    expect(html).toContain(`${formatParisDateTime('2026-11-26T13:05:00.000Z', 'en')} (Paris time) · offer version 2 · recorded by stripe`);
    expect(html).toContain('<p class="adm-alert mt-2">The amount did not match the offer (expected €232.75, received €200)');
    expect(html).toContain(`€50 · Waiting for Stripe · ${formatParisDateTime('2026-11-26T14:00:00.000Z', 'en')} (Paris time)`);
    expect(html).toMatch(/>Refund<span class="sr-only"> the payment of €200<\/span><\/button>/);
  });

  it('says the customer cancelled, and the refund due; lists the changes they asked, Accept and Decline on the one waiting', () => {
    const cancelled = panel({
      ...booking,
      status: 'cancelled',
      cancellation: { cancelledAt: '2026-11-26T13:05:00.000Z', cancelledBy: 'customer', feeCents: 0, paidCents: 20_000, refundDueCents: 20_000 },
      changeRequests: [
        {
          id: 2,
          state: 'pending',
          createdAt: '2026-11-26T12:00:00.000Z',
          decidedAt: null,
          decidedBy: null,
          changes: [
            { field: 'adults', from: 2, to: 3 },
            { field: 'dropoffLocation', from: 'Louvre', to: 'Hôtel Lutetia' },
          ],
        },
        {
          id: 1,
          state: 'declined',
          createdAt: '2026-11-25T12:00:00.000Z',
          decidedAt: '2026-11-25T13:00:00.000Z',
          decidedBy: 'admin',
          changes: [{ field: 'pickupTime', from: '18:30', to: '20:00' }],
        },
      ],
    });
    expect(cancelled).toContain(`Cancelled by the customer on ${formatParisDateTime('2026-11-26T13:05:00.000Z', 'en')} (Paris time), refund due €200.`);
    expect(cancelled).toContain('Changes asked by the customer');
    expect(cancelled).toContain('Passengers: 2 → 3');
    expect(cancelled).toContain('Drop-off address: Louvre → Hôtel Lutetia');
    expect(cancelled).toContain(`Declined by admin, ${formatParisDateTime('2026-11-25T13:00:00.000Z', 'en')} (Paris time)`);
    expect(cancelled.match(/>Accept change</g)).toHaveLength(1);
    expect(cancelled.match(/>Decline change</g)).toHaveLength(1);
  });

  it('shows what is to refund when more was paid than the offer’s total (a reduction accepted with a change)', () => {
    const reduced = panel({ ...booking, offers: [{ ...booking.offers[0]!, state: 'paid', totalCents: 40_000, paidCents: 46_550 }] });
    expect(reduced).toMatch(/To refund<\/dt><dd[^>]*><strong class="tabular-nums">€65.50<\/strong>/);
    expect(html).not.toContain('To refund');
  });

  describe('the accept dialog’s price difference', () => {
    const offer = { ...booking.offers[0]!, state: 'paid' as const, paidCents: 46_550 };
    const fields = (draft: DifferenceDraft, serverErrors: Record<string, string> = {}, on: typeof offer | null = offer) =>
      dom(
        renderToStaticMarkup(
          createElement(PriceDifferenceFields, {
            id: 'diff',
            offer: on,
            draft,
            read: readDifference(draft, on),
            serverErrors,
            say: sayIn(texts),
            onChange: () => {},
          }),
        ),
      );

    it('starts switched off, saying which offer it goes on', () => {
      const off = fields(NO_DIFFERENCE);
      expect(off).toMatch(/<input id="diff-on" type="checkbox"[^>]*aria-controls="diff-fields" aria-describedby="diff-intro"/);
      expect(off).toContain('<label for="diff-on" class="font-semibold text-ink">Add a price difference</label>');
      expect(off).toContain('added as a line to offer version 2');
      expect(off).toMatch(/<div id="diff-fields" hidden=""/);
      expect(off).not.toContain('diff-label');
    });

    it('switched on: labelled fields, supplement or reduction, and the new total with what is left to pay or to refund', () => {
      const supplement = fields({ on: true, label: 'Later pickup', direction: 'supplement', amount: '20,50' });
      expect(supplement).toMatch(/<label for="diff-label" class="form-label">What it is for<span[^>]*> \(required\)<\/span><\/label>/);
      expect(supplement).toMatch(/<select id="diff-direction"[^>]*><option value="supplement" selected="">Supplement<\/option><option value="reduction">/);
      expect(supplement).toMatch(/<input id="diff-amount"[^>]*inputMode="decimal"/);
      expect(supplement).toContain('aria-live="polite">New total: €486 (now €465.50). Left to pay then: €20.50.</p>');
      const reduction = fields({ on: true, label: 'Shorter route', direction: 'reduction', amount: '65.50' });
      expect(reduction).toContain('New total: €400 (now €465.50). Paid beyond the new total: €65.50, to refund with a payment’s Refund.');
    });

    it('ties each problem to its field, the server’s first, and says when no offer can take a difference', () => {
      const wrong = fields({ on: true, label: '', direction: 'reduction', amount: '500' });
      expect(wrong).not.toContain('diff-label-error');
      expect(wrong).toMatch(/<input id="diff-amount"[^>]*aria-invalid="true" aria-describedby="diff-amount-error"/);
      expect(wrong).toContain('With this difference the offer’s total would fall below €0');
      const refused = fields({ on: true, label: 'Later pickup', direction: 'supplement', amount: '20' }, { 'priceDifference.label': 'Too long.' });
      expect(refused).toMatch(/<p id="diff-label-error"[^>]*>Too long.<\/p>/);
      expect(fields(NO_DIFFERENCE, {}, null)).toContain('No offer is in force, so no price difference can be added here');
    });
  });

  it('says when there is no offer yet, and offers no action without one', () => {
    const empty = panel({ ...booking, paymentState: 'none', offers: [], payments: [], activeLinks: 0 });
    expect(empty).toContain('<span class="adm-payment adm-payment-none"><span class="sr-only">Payment: </span>No offer</span>');
    expect(empty).toContain('No offer sent yet.');
    expect(empty).toContain('No payment yet.');
    expect(empty).not.toMatch(/Record a payment|Withdraw offer|Revoke/);
  });
});
