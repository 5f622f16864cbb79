// From offer to booking against a real D1 (decision 038): the offer sent with a reply (validation,
// versions), the customer's link (hashed, expiring, revocable, rate-limited), Pay (a Checkout Session
// at the local Stripe fake for what the offer asks), Stripe's webhook (signature, exactly once under
// replays and concurrency, amount mismatches, refunds in any order), payments recorded by hand,
// refunds, the cron's expiry, and the back office's view and filter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Stripe from 'stripe';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, asc, eq } from 'drizzle-orm';
import { emailRoutes } from '../../worker/routes/admin/email.ts';
import { adminBookingsRoutes, adminPaymentsRoutes } from '../../worker/routes/admin/bookings.ts';
import { adminQuotesRoutes } from '../../worker/routes/admin/quotes.ts';
import { adminMetricsRoutes } from '../../worker/routes/admin/metrics.ts';
import { adminBookingSchema, type AdminBooking, type OfferDraft } from '../../worker/contract/schemas/bookings.ts';
import { adminQuoteListSchema, pendingCountsSchema } from '../../worker/contract/schemas/admin-quotes.ts';
import { REQUEST_PAGE_LINK_FIELD } from '../../worker/contract/email-send-words.ts';
import { REQUEST_LINK_LOOKUPS_PER_WINDOW } from '../../worker/contract/booking-words.ts';
import { auditLog, bookings, offerLines, offers, outbox, payments, quotes, refunds, requestLinks, stripeEvents } from '../../worker/db/schema.ts';
import { openRequestPage } from '../../worker/bookings/request-page.ts';
import { requestTokenHash } from '../../worker/bookings/request-links.ts';
import { runScheduledWork } from '../../worker/scheduled.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { adminCaller } from './admin-support.ts';
import { ORIGIN, TEST_ADMIN, answerOf, call, db, errorOf, latestRequestToken as latestToken } from './support.ts';
import { t } from '../../worker/contract/i18n/index.ts';

const { call: callAdmin, post: postAdmin } = adminCaller(
  {
    email: emailRoutes,
    admin: { '/bookings': adminBookingsRoutes, '/payments': adminPaymentsRoutes, '/quotes': adminQuotesRoutes, '/metrics': adminMetricsRoutes },
  },
  TEST_ADMIN.username,
);

const OFFER: OfferDraft = {
  lines: [
    { label: 'Transfer CDG → Eiffel Tower', amountCents: 12_000 },
    { label: 'Child seat', amountCents: 1_050 },
  ],
  depositCents: 6_525,
  validityHours: 48,
};

/** A reply carrying `offer` to transfer quote `id`, its message holding the request page's merge field. */
function sendOffer(id: number, offer: unknown = OFFER, kind: 'transfer' | 'excursion' = 'transfer') {
  return postAdmin('/api/email/send', {
    to: 'claire.martin@example.com',
    subject: 'Your offer',
    htmlContent: `<p>Pay here: ${REQUEST_PAGE_LINK_FIELD}</p>`,
    quoteId: id,
    quoteKind: kind,
    offer,
  });
}

const bookingOf = async (id: number, kind = 'transfer') => answerOf(await callAdmin(`/api/admin/bookings/${kind}/${id}`), adminBookingSchema);
const quoteRow = async (id: number) => (await db().select().from(quotes).where(eq(quotes.id, id)))[0]!;
const customerEmails = (kind: string) => db().select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.id));

// ---------------------------------------------------------------------------------------------
// Stripe's side

const stripe = new Stripe('sk_test_api_tests', { httpClient: Stripe.createFetchHttpClient() });
const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** A Stripe event as Stripe sends it, signed with the webhook secret (or another, or at another time). */
async function deliver(event: object, options: { secret?: string; timestamp?: number } = {}): Promise<Response> {
  const payload = JSON.stringify(event, null, 2);
  const header = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    cryptoProvider,
  });
  return call('/api/stripe/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload });
}

let sequence = 0;
const id = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(sequence += 1)}`;

/** checkout.session.completed for the request's current offer, paying `amount` for `purpose`. */
async function paidSession(quoteId: number, purpose: 'deposit' | 'balance' | 'full', amount: number, overrides: Record<string, unknown> = {}) {
  const [offer] = await db().select().from(offers).where(eq(offers.quoteId, quoteId)).orderBy(asc(offers.version));
  const session = {
    id: id('cs'),
    object: 'checkout.session',
    amount_total: amount,
    currency: 'eur',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    payment_intent: id('pi'),
    metadata: { quoteKind: 'transfer', quoteId: String(quoteId), offerId: String(offer!.id), offerVersion: String(offer!.version), purpose },
    ...overrides,
  };
  return {
    id: id('evt'),
    object: 'event',
    type: 'checkout.session.completed',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  };
}

const refundEvent = (type: string, refund: { id: string; payment_intent: string; amount: number; status?: string }) => ({
  id: id('evt'),
  object: 'event',
  type,
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  data: { object: { object: 'refund', currency: 'eur', status: 'succeeded', ...refund } },
});

/** A transfer quote with an offer sent (the default: 130.50 € with a 65.25 € deposit). */
async function quoteWithOffer(offer: OfferDraft = OFFER) {
  const quote = await aStoredQuote();
  expect((await sendOffer(quote.id, offer)).status).toBe(200);
  return quote;
}

// The fake keeps its sessions and idempotency keys, and each test's offers start again at id 1.
beforeEach(async () => {
  await fetch(`${env.STRIPE_API_URL}/__reset`, { method: 'POST' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the offer sent with a reply', () => {
  it('is stored with its lines as version 1, the request shows it, and the e-mail carries a working link instead of the merge field', async () => {
    const quote = await quoteWithOffer();
    const [offer] = await db().select().from(offers);
    expect(offer).toMatchObject({
      quoteKind: 'transfer',
      quoteId: quote.id,
      version: 1,
      state: 'sent',
      totalCents: 13_050,
      depositCents: 6_525,
      createdBy: TEST_ADMIN.username,
    });
    expect(offer!.validUntil.getTime() - offer!.createdAt.getTime()).toBeGreaterThan(47.9 * 3_600_000);
    expect((await db().select().from(offerLines).orderBy(asc(offerLines.position))).map(({ label, amountCents }) => ({ label, amountCents }))).toEqual(
      OFFER.lines,
    );

    const row = await quoteRow(quote.id);
    expect(row).toMatchObject({ status: 'replied', paymentState: 'offer_sent', bookingReference: null });
    expect(row.offerSummary).toMatchObject({ version: 1, state: 'sent', totalCents: 13_050, depositCents: 6_525, paidCents: 0 });

    const [email] = await customerEmails('reply.transfer');
    expect(email!.text).not.toContain(REQUEST_PAGE_LINK_FIELD);
    expect(email!.html).toMatch(/<a href="https:\/\/www\.paris-elite-chauffeur\.fr\/request\/[A-Za-z0-9_-]{43}">/);
    const token = await latestToken();
    const opened = await openRequestPage({ db: db(), client: '203.0.113.1', cardPayments: true, bankTransfer: null, now: new Date() }, token);
    expect(opened.status).toBe('ok');
    if (opened.status === 'ok') {
      expect(opened.view).toMatchObject({
        number: quote.quoteNumber,
        paymentState: 'offer_sent',
        offer: { totalCents: 13_050, depositCents: 6_525, next: { purpose: 'deposit', amountCents: 6_525 } },
      });
      // Only what the customer must check: no comments typed in the form.
      expect(JSON.stringify(opened.view)).not.toContain('pram');
    }
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'offer'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ offerVersion: 1, amountCents: 13_050, depositCents: 6_525 });
  });

  it('supersedes the previous version when a new one is sent, keeping it in history', async () => {
    const quote = await quoteWithOffer();
    expect((await sendOffer(quote.id, { ...OFFER, depositCents: 13_050 })).status).toBe(200);
    const booking = await bookingOf(quote.id);
    expect(booking.offers.map(({ version, state, depositCents }) => ({ version, state, depositCents }))).toEqual([
      { version: 2, state: 'sent', depositCents: 13_050 },
      { version: 1, state: 'superseded', depositCents: 6_525 },
    ]);
    expect(booking.offers[1]!.lines).toEqual(OFFER.lines);
  });

  it.each([
    ['no line', { ...OFFER, lines: [] }, 'offer.lines', 'Add at least one line'],
    ['a line without a label', { ...OFFER, lines: [{ label: '  ', amountCents: 100 }] }, 'offer.lines.0.label', 'This field is required.'],
    ['an amount in euros with decimals', { ...OFFER, lines: [{ label: 'Ride', amountCents: 120.5 }] }, 'offer.lines.0.amountCents', 'Give an amount in euros'],
    ['a negative amount', { ...OFFER, lines: [{ label: 'Ride', amountCents: -100 }] }, 'offer.lines.0.amountCents', 'Give an amount in euros'],
    ['an amount given as text', { ...OFFER, lines: [{ label: 'Ride', amountCents: '120' }] }, 'offer.lines.0.amountCents', 'Give an amount in euros'],
    ['a total of nothing', { ...OFFER, lines: [{ label: 'Ride', amountCents: 0 }], depositCents: 1 }, 'offer.total', 'The total must be more than'],
    ['a deposit above the total', { ...OFFER, depositCents: 13_051 }, 'offer.depositCents', 'The deposit must be more than €0 and no more than the total.'],
    ['no deposit', { ...OFFER, depositCents: 0 }, 'offer.depositCents', 'The deposit must be more than'],
    ['a validity of 0 hours', { ...OFFER, validityHours: 0 }, 'offer.validityHours', 'The offer must stay valid'],
    ['a validity over 30 days', { ...OFFER, validityHours: 721 }, 'offer.validityHours', 'The offer must stay valid'],
    ['an unknown field', { ...OFFER, discount: 10 }, 'offer', undefined],
  ])('is refused with %s, and nothing is sent or stored', async (_case, offer, field, message) => {
    const quote = await aStoredQuote();
    const response = await sendOffer(quote.id, offer);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    const fields = Object.keys(error.fields ?? {});
    expect(fields.some((name) => name.startsWith(field))).toBe(true);
    if (message) expect(Object.values(error.fields ?? {}).join(' ')).toContain(message);
    expect(await db().select().from(offers)).toEqual([]);
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it('speaks French to an admin who works in French', async () => {
    const quote = await aStoredQuote();
    const response = await postAdmin(
      '/api/email/send',
      { to: 'claire.martin@example.com', subject: 'Offre', htmlContent: '<p>Bonjour</p>', quoteId: quote.id, offer: { ...OFFER, depositCents: 99_999 } },
      { 'Accept-Language': 'fr' },
    );
    expect(Object.values((await errorOf(response)).fields ?? {})).toContain('L’acompte doit être supérieur à 0\u00a0€ et ne pas dépasser le total.');
  });

  it('cannot replace an offer once money has come in', async () => {
    const quote = await quoteWithOffer();
    expect((await deliver(await paidSession(quote.id, 'deposit', 6_525))).status).toBe(200);
    const response = await sendOffer(quote.id);
    expect(response.status).toBe(409);
    expect((await bookingOf(quote.id)).offers).toHaveLength(1);
  });

  it('works for an excursion request too', async () => {
    const exQuote = await aStoredExcursionQuote();
    expect((await sendOffer(exQuote.id, OFFER, 'excursion')).status).toBe(200);
    const booking = await bookingOf(exQuote.id, 'excursion');
    expect(booking).toMatchObject({ kind: 'excursion', paymentState: 'offer_sent', offers: [{ version: 1, totalCents: 13_050 }] });
  });
});

describe('the customer’s link', () => {
  it('is stored only as a SHA-256 hash', async () => {
    await quoteWithOffer();
    const token = await latestToken();
    const stored = await db().select().from(requestLinks);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.map((link) => link.tokenHash)).toContain(await requestTokenHash(token));
  });

  it('opens nothing once expired, once revoked, or when malformed or unknown — and the answers are alike', async () => {
    const quote = await quoteWithOffer();
    const token = await latestToken();
    const context = { db: db(), client: '203.0.113.2', cardPayments: true, bankTransfer: null };
    const [link] = await db().select().from(requestLinks);
    expect((await openRequestPage({ ...context, now: new Date(link!.expiresAt.getTime() - 1000) }, token)).status).toBe('ok');
    expect(await openRequestPage({ ...context, now: new Date(link!.expiresAt.getTime() + 1000) }, token)).toEqual({ status: 'notFound' });
    expect(await openRequestPage({ ...context, now: new Date() }, 'x'.repeat(43))).toEqual({ status: 'notFound' });
    expect(await openRequestPage({ ...context, now: new Date() }, `${token}/../x`)).toEqual({ status: 'notFound' });

    const revoked = await postAdmin(`/api/admin/bookings/transfer/${quote.id}/revoke-links`, {});
    expect((await answerOf(revoked, adminBookingSchema)).activeLinks).toBe(0);
    expect(await openRequestPage({ ...context, now: new Date() }, token)).toEqual({ status: 'notFound' });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'links-revoke'))).toHaveLength(1);
  });

  it('expires a set time after the trip', async () => {
    const pickupAt = new Date(Date.now() + 10 * 24 * 3_600_000);
    const quote = await aStoredQuote({ pickupAt });
    await sendOffer(quote.id);
    const [link] = await db().select().from(requestLinks);
    expect(link!.expiresAt.getTime()).toBe(pickupAt.getTime() + 30 * 24 * 3_600_000);
  });

  it('is rate-limited per client: lookups past the limit get no answer about the token, right or wrong', async () => {
    await quoteWithOffer();
    const token = await latestToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 600_000) * 600_000 + 60_000);
    const context = { db: db(), client: '198.51.100.7', cardPayments: true, bankTransfer: null, now: new Date() };
    for (let n = 0; n < REQUEST_LINK_LOOKUPS_PER_WINDOW; n += 1) await openRequestPage(context, n === 0 ? token : 'y'.repeat(43));
    expect(await openRequestPage(context, token)).toEqual({ status: 'rateLimited' });
    // Another client is not held back.
    expect((await openRequestPage({ ...context, client: '198.51.100.8' }, token)).status).toBe('ok');
  });
});

describe('Pay (POST /api/request-page/pay)', () => {
  const pay = (token: string, headers: Record<string, string> = {}) =>
    call('/api/request-page/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ token }).toString(),
    });

  it('makes a Checkout Session for the deposit, amount and ids from our database, and sends the browser there', async () => {
    const quote = await quoteWithOffer();
    const token = await latestToken();
    const response = await pay(token);
    expect(response.status).toBe(303);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    const location = response.headers.get('Location')!;
    expect(location.startsWith(`${env.STRIPE_API_URL}/checkout/cs_test_`)).toBe(true);
    const sessionId = location.split('/').pop()!;
    const session = (await (await fetch(`${env.STRIPE_API_URL}/__sessions/${sessionId}`)).json()) as {
      session?: Stripe.Checkout.Session;
    } & Stripe.Checkout.Session;
    const created = session.session ?? session;
    const [offer] = await db().select().from(offers);
    expect(created).toMatchObject({
      amount_total: 6_525,
      currency: 'eur',
      metadata: { quoteKind: 'transfer', quoteId: String(quote.id), offerId: String(offer!.id), purpose: 'deposit' },
      success_url: `https://www.paris-elite-chauffeur.fr/request/${token}?checkout=success`,
      cancel_url: `https://www.paris-elite-chauffeur.fr/request/${token}?checkout=cancelled`,
      customer_email: 'claire.martin@example.com',
    });
    // Pressing Pay again reopens the same session (one idempotency key per offer version and purpose).
    expect((await pay(token)).headers.get('Location')).toBe(location);
  });

  it('refuses an expired offer, a paid one, and a link that opens nothing, each back to the page with its reason', async () => {
    const quote = await quoteWithOffer({ ...OFFER, validityHours: 1 });
    const token = await latestToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    expect((await pay(token)).headers.get('Location')).toBe(`/request/${token}?payment=expired`);
    vi.useRealTimers();

    const paidQuote = await quoteWithOffer({ ...OFFER, depositCents: 13_050 });
    const paidToken = await latestToken();
    expect((await deliver(await paidSession(paidQuote.id, 'full', 13_050))).status).toBe(200);
    expect((await pay(paidToken)).headers.get('Location')).toBe(`/request/${paidToken}?payment=nothing`);

    expect((await pay('z'.repeat(43))).headers.get('Location')).toBe(`/request/${'z'.repeat(43)}`);
    expect((await pay('<script>')).headers.get('Location')).toBe('/request/invalid');
    expect(quote.id).toBeGreaterThan(0);
  });

  it('refuses a cancelled request, whatever its offer says', async () => {
    const quote = await quoteWithOffer();
    const token = await latestToken();
    await db().update(quotes).set({ status: 'cancelled' }).where(eq(quotes.id, quote.id));
    expect((await pay(token)).headers.get('Location')).toBe(`/request/${token}?payment=nothing`);
  });

  it('leaves the request page’s language to the page: a French browser is not sent from an English request’s address', async () => {
    const response = await call(`/request/${'a'.repeat(43)}`, { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(response.status).not.toBe(302);
    expect(response.headers.get('Set-Cookie') ?? '').not.toContain('lang=');
  });

  it('without Stripe configured, sends the customer back to the bank transfer details', async () => {
    await quoteWithOffer();
    const token = await latestToken();
    const ctx = createExecutionContext();
    const response = await (
      await import('../../worker/app.ts')
    ).app.fetch(
      new Request(`${ORIGIN}/api/request-page/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
        redirect: 'manual',
      }),
      { ...env, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.headers.get('Location')).toBe(`/request/${token}?payment=unavailable`);
  });
});

describe('Stripe’s webhook (POST /api/stripe/webhook)', () => {
  it('confirms the booking on the deposit: payment, reference, status and one confirmation e-mail with its calendar file, in one go', async () => {
    const quote = await quoteWithOffer();
    const response = await deliver(await paidSession(quote.id, 'deposit', 6_525));
    expect(response.status).toBe(200);
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date());
    expect(await quoteRow(quote.id)).toMatchObject({ status: 'confirmed', paymentState: 'deposit_paid', bookingReference: `PEC-${year}-0001` });
    expect(await db().select().from(bookings)).toMatchObject([{ reference: `PEC-${year}-0001`, quoteKind: 'transfer', quoteId: quote.id }]);
    const [payment] = await db().select().from(payments);
    expect(payment).toMatchObject({ method: 'card', purpose: 'deposit', status: 'succeeded', amountCents: 6_525, expectedCents: 6_525, currency: 'eur' });
    const [email, ...others] = await customerEmails('booking.confirmed');
    expect(others).toEqual([]);
    expect(email).toMatchObject({ toAddress: 'claire.martin@example.com', lang: 'en', status: 'sent' });
    expect(email!.subject).toContain(`PEC-${year}-0001`);
    const [calendar] = email!.attachments ?? [];
    expect(calendar).toMatchObject({ filename: `booking-PEC-${year}-0001.ics`, contentType: expect.stringContaining('text/calendar') });
    // Kept as text for the batch to write the reference in (the mailer folds and encodes it).
    expect(calendar && 'text' in calendar ? calendar.text : '').toContain(`UID:PEC-${year}-0001@`);
    expect(JSON.stringify(email)).not.toContain('PEC-ref-');
    expect(email!.text).toMatch(/\/request\/[A-Za-z0-9_-]{43}/);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'payment'));
    expect(audit[0]).toMatchObject({ actor: 'stripe', detail: expect.objectContaining({ amountCents: 6_525, reference: `PEC-${year}-0001` }) });
  });

  it('the same event delivered 10 times at once confirms once and queues one e-mail', async () => {
    const quote = await quoteWithOffer();
    const event = await paidSession(quote.id, 'deposit', 6_525);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await db().select().from(payments)).toHaveLength(1);
    expect(await db().select().from(bookings)).toHaveLength(1);
    expect(await db().select().from(stripeEvents)).toHaveLength(1);
    expect(await customerEmails('booking.confirmed')).toHaveLength(1);
    expect((await db().select().from(offers))[0]).toMatchObject({ paidCents: 6_525, state: 'deposit_paid' });
  });

  it('a replay later, and the same session under another event id, change nothing either', async () => {
    const quote = await quoteWithOffer();
    const event = await paidSession(quote.id, 'deposit', 6_525);
    await deliver(event);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver({ ...event, id: id('evt'), type: 'checkout.session.async_payment_succeeded' })).status).toBe(200);
    expect(await db().select().from(payments)).toHaveLength(1);
    expect(await customerEmails('booking.confirmed')).toHaveLength(1);
  });

  it('numbers concurrent confirmations of different requests one after another, never twice', async () => {
    const quotes3 = [await quoteWithOffer(), await quoteWithOffer(), await quoteWithOffer()];
    const events = await Promise.all(quotes3.map((quote) => paidSession(quote.id, 'deposit', 6_525)));
    await Promise.all(events.map((event) => deliver(event)));
    const references = (await db().select().from(bookings)).map((booking) => booking.reference.slice(-4)).sort();
    expect(references).toEqual(['0001', '0002', '0003']);
  });

  it('records a payment whose amount is not the offer’s as a mismatch: not confirmed, counted for the admin', async () => {
    const quote = await quoteWithOffer();
    expect((await deliver(await paidSession(quote.id, 'deposit', 100))).status).toBe(200);
    expect(await quoteRow(quote.id)).toMatchObject({ status: 'replied', paymentState: 'attention', bookingReference: null });
    expect((await db().select().from(payments))[0]).toMatchObject({ status: 'mismatch', amountCents: 100, expectedCents: 6_525 });
    expect((await db().select().from(offers))[0]).toMatchObject({ paidCents: 0, state: 'sent' });
    expect(await customerEmails('booking.confirmed')).toEqual([]);
    const counts = await answerOf(await callAdmin('/api/admin/metrics/pending-counts'), pendingCountsSchema);
    expect(counts.quotesPending).toBe(1);
    const listed = await answerOf(await callAdmin('/api/admin/quotes?payment=attention'), adminQuoteListSchema);
    expect(listed.items.map((item) => item.id)).toEqual([quote.id]);
  });

  it('a payment in another currency is a mismatch too', async () => {
    const quote = await quoteWithOffer();
    await deliver(await paidSession(quote.id, 'deposit', 6_525, { currency: 'usd' }));
    expect((await quoteRow(quote.id)).paymentState).toBe('attention');
  });

  it('the balance after the deposit: paid in full, the same reference, a payment e-mail', async () => {
    const quote = await quoteWithOffer();
    await deliver(await paidSession(quote.id, 'deposit', 6_525));
    await deliver(await paidSession(quote.id, 'balance', 6_525));
    const row = await quoteRow(quote.id);
    expect(row).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
    expect(await db().select().from(bookings)).toHaveLength(1);
    expect(await customerEmails('booking.payment')).toHaveLength(1);
  });

  it('refuses a wrong, stale or missing signature and changes nothing', async () => {
    const quote = await quoteWithOffer();
    const event = await paidSession(quote.id, 'deposit', 6_525);
    const wrong = await deliver(event, { secret: 'whsec_not_ours' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toContain('signature');
    expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 })).status).toBe(400);
    const missing = await call('/api/stripe/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) });
    expect(missing.status).toBe(400);
    // A body changed after signing.
    const payload = JSON.stringify(event);
    const header = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: env.STRIPE_WEBHOOK_SECRET, cryptoProvider });
    const tampered = await call('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload.replace('6525', '1'),
    });
    expect(tampered.status).toBe(400);
    expect(await db().select().from(payments)).toEqual([]);
    expect(await db().select().from(stripeEvents)).toEqual([]);
  });

  it('acknowledges events it does not use, and an unpaid session, without recording them', async () => {
    const quote = await quoteWithOffer();
    expect((await deliver({ ...(await paidSession(quote.id, 'deposit', 6_525)), type: 'customer.created' })).status).toBe(200);
    const unpaid = await paidSession(quote.id, 'deposit', 6_525);
    (unpaid.data.object as Record<string, unknown>).payment_status = 'unpaid';
    expect((await deliver(unpaid)).status).toBe(200);
    expect(await db().select().from(payments)).toEqual([]);
  });

  it('counts a refund once, whichever of its events come, and in any order with its payment', async () => {
    const quote = await quoteWithOffer();
    const paid = await paidSession(quote.id, 'deposit', 6_525);
    const intent = (paid.data.object as { payment_intent: string }).payment_intent;
    const refund = { id: id('re'), payment_intent: intent, amount: 2_000 };
    // Before its payment: Stripe is asked to deliver it again later.
    expect((await deliver(refundEvent('refund.created', refund))).status).toBe(409);
    await deliver(paid);
    expect((await deliver(refundEvent('refund.created', refund))).status).toBe(200);
    await Promise.all([deliver(refundEvent('refund.updated', refund)), deliver(refundEvent('refund.updated', refund))]);
    expect((await db().select().from(payments))[0]).toMatchObject({ refundedCents: 2_000 });
    expect((await db().select().from(offers))[0]).toMatchObject({ refundedCents: 2_000 });
    expect(await db().select().from(refunds)).toMatchObject([{ status: 'succeeded', amountCents: 2_000 }]);
    // The rest refunded: the request reads refunded.
    await deliver(refundEvent('refund.created', { id: id('re'), payment_intent: intent, amount: 4_525 }));
    expect((await quoteRow(quote.id)).paymentState).toBe('refunded');
  });
});

describe('what the review of the money flow found', () => {
  it('a deposit refunded and paid again leaves the balance to pay, not a paid offer', async () => {
    const quote = await quoteWithOffer();
    const paid = await paidSession(quote.id, 'deposit', 6_525);
    await deliver(paid);
    const intent = (paid.data.object as { payment_intent: string }).payment_intent;
    await deliver(refundEvent('refund.created', { id: id('re'), payment_intent: intent, amount: 6_525 }));
    expect((await db().select().from(offers))[0]).toMatchObject({ state: 'sent', paidCents: 6_525, refundedCents: 6_525 });
    await deliver(await paidSession(quote.id, 'deposit', 6_525));
    expect((await db().select().from(offers))[0]).toMatchObject({ state: 'deposit_paid', paidCents: 13_050, refundedCents: 6_525 });
    const token = await latestToken();
    const opened = await openRequestPage({ db: db(), client: '203.0.113.20', cardPayments: true, bankTransfer: null, now: new Date() }, token);
    expect(opened.status === 'ok' && opened.view.offer?.next).toEqual({ purpose: 'balance', amountCents: 6_525 });
  });

  it('a partial refund of a paid booking (a gesture) asks the customer for nothing more', async () => {
    const quote = await quoteWithOffer({ ...OFFER, depositCents: 13_050 });
    const paid = await paidSession(quote.id, 'full', 13_050);
    await deliver(paid);
    const intent = (paid.data.object as { payment_intent: string }).payment_intent;
    await deliver(refundEvent('refund.created', { id: id('re'), payment_intent: intent, amount: 2_000 }));
    expect((await db().select().from(offers))[0]).toMatchObject({ state: 'paid', refundedCents: 2_000 });
    expect((await quoteRow(quote.id)).paymentState).toBe('paid');
    const token = await latestToken();
    const opened = await openRequestPage({ db: db(), client: '203.0.113.21', cardPayments: true, bankTransfer: null, now: new Date() }, token);
    expect(opened.status === 'ok' && opened.view.offer?.next).toBeNull();
  });

  it('a payment for a cancelled request confirms nothing and is put in front of the admin', async () => {
    const quote = await quoteWithOffer();
    await db().update(quotes).set({ status: 'cancelled' }).where(eq(quotes.id, quote.id));
    expect((await deliver(await paidSession(quote.id, 'deposit', 6_525))).status).toBe(200);
    expect(await quoteRow(quote.id)).toMatchObject({ status: 'cancelled', paymentState: 'attention', bookingReference: null });
    expect(await customerEmails('booking.confirmed')).toEqual([]);
    expect((await postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, { amountCents: 100, method: 'cash' })).status).toBe(409);
  });

  it('a payment for a request erased since is kept, as a mismatch, so it can be traced and refunded', async () => {
    const quote = await quoteWithOffer();
    const event = await paidSession(quote.id, 'deposit', 6_525);
    await db().delete(quotes).where(eq(quotes.id, quote.id));
    expect((await deliver(event)).status).toBe(200);
    expect(await db().select().from(payments)).toMatchObject([{ status: 'mismatch', quoteId: quote.id }]);
    expect(await db().select().from(bookings)).toEqual([]);
  });

  it('Pay works from every link of the request, each its own session', async () => {
    await quoteWithOffer();
    const first = await latestToken();
    const quoteId = (await db().select().from(quotes))[0]!.id;
    await postAdmin('/api/email/send', { to: 'claire.martin@example.com', subject: 'Again', htmlContent: '<p>Again</p>', quoteId });
    const second = await latestToken();
    expect(second).not.toBe(first);
    const pay = (token: string) =>
      call('/api/request-page/pay', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `token=${token}` });
    const [a, b] = [(await pay(first)).headers.get('Location'), (await pay(second)).headers.get('Location')];
    expect(a).toMatch(/\/checkout\/cs_test_/);
    expect(b).toMatch(/\/checkout\/cs_test_/);
    expect(a).not.toBe(b);
  });

  it('no new offer replaces one that already took a sum by hand', async () => {
    const quote = await quoteWithOffer();
    await postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, { amountCents: 1_000, method: 'cash' });
    const refused = await sendOffer(quote.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain('Money has come in on this offer');
    expect(await db().select().from(offers)).toMatchObject([{ version: 1, paidCents: 1_000 }]);
  });

  it('a transfer recorded by hand and a card payment for the same balance at once never pay twice', async () => {
    const quote = await quoteWithOffer();
    await deliver(await paidSession(quote.id, 'deposit', 6_525));
    const balance = await paidSession(quote.id, 'balance', 6_525);
    await Promise.all([deliver(balance), postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, { amountCents: 6_525, method: 'bank_transfer' })]);
    const [offer] = await db().select().from(offers);
    expect(offer).toMatchObject({ paidCents: 13_050, state: 'paid' });
    const all = await db().select().from(payments);
    expect(all.filter((payment) => payment.status === 'succeeded').reduce((sum, payment) => sum + payment.amountCents, 0)).toBeLessThanOrEqual(13_050);
  });

  it('Stripe refusing a refund is a clear 409, and a refund that fails after it succeeded is taken back off', async () => {
    const quote = await quoteWithOffer();
    const paid = await paidSession(quote.id, 'deposit', 6_525);
    await deliver(paid);
    const [payment] = await db().select().from(payments);
    // The fake does not know this made-up payment intent, as Stripe would not.
    const refused = await postAdmin(`/api/admin/payments/${payment!.id}/refunds`, { amountCents: 1_000 });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain('Stripe refused this refund');

    const intent = (paid.data.object as { payment_intent: string }).payment_intent;
    await deliver(refundEvent('refund.created', { id: 're_test_late', payment_intent: intent, amount: 2_000 }));
    expect((await bookingOf(quote.id)).payments[0]).toMatchObject({ refundedCents: 2_000 });
    await deliver(refundEvent('refund.updated', { id: 're_test_late', payment_intent: intent, amount: 2_000, status: 'failed' }));
    expect((await bookingOf(quote.id)).payments[0]).toMatchObject({ refundedCents: 0, refunds: [{ status: 'failed' }] });
    expect((await db().select().from(offers))[0]).toMatchObject({ refundedCents: 0, state: 'deposit_paid' });
  });
});

describe('payments recorded by hand and refunds from the back office', () => {
  it('a bank transfer confirms the booking like a card payment', async () => {
    const quote = await quoteWithOffer();
    const response = await postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, {
      amountCents: 13_050,
      method: 'bank_transfer',
      note: 'Transfer of 3 Dec',
    });
    expect(response.status).toBe(201);
    const booking = await answerOf(response, adminBookingSchema);
    expect(booking).toMatchObject({ status: 'confirmed', paymentState: 'paid', bookingReference: expect.stringMatching(/^PEC-\d{4}-0001$/) });
    expect(booking.payments[0]).toMatchObject({
      method: 'bank_transfer',
      amountCents: 13_050,
      note: 'Transfer of 3 Dec',
      recordedBy: TEST_ADMIN.username,
      // The office gives it back by hand, and records it (decision 041).
      refundableCents: 13_050,
    });
    expect(await customerEmails('booking.confirmed')).toHaveLength(1);
  });

  it('a sum below the deposit is counted but confirms nothing until the deposit is reached', async () => {
    const quote = await quoteWithOffer();
    const record = (amountCents: number) => postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, { amountCents, method: 'cash' });
    const first = await answerOf(await record(2_000), adminBookingSchema);
    expect(first).toMatchObject({ status: 'replied', bookingReference: null });
    expect(await customerEmails('booking.confirmed')).toEqual([]);
    const second = await answerOf(await record(4_525), adminBookingSchema);
    expect(second).toMatchObject({ status: 'confirmed', paymentState: 'deposit_paid', bookingReference: expect.stringMatching(/^PEC-/) });
    expect(await customerEmails('booking.confirmed')).toHaveLength(1);
    // What the page asks next is the rest, and a session for it matches the offer.
    const token = await latestToken();
    const opened = await openRequestPage({ db: db(), client: '203.0.113.9', cardPayments: true, bankTransfer: null, now: new Date() }, token);
    expect(opened.status === 'ok' && opened.view.offer?.next).toEqual({ purpose: 'balance', amountCents: 6_525 });
  });

  it('two clicks on Record at once count one transfer', async () => {
    const quote = await quoteWithOffer();
    const record = () => postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, { amountCents: 6_525, method: 'bank_transfer' });
    await Promise.all([record(), record()]);
    expect(await db().select().from(payments)).toHaveLength(1);
    expect((await db().select().from(offers))[0]!.paidCents).toBe(6_525);
  });

  it.each([
    ['no amount', { method: 'bank_transfer' }, 400, 'amountCents'],
    ['an amount of 0', { amountCents: 0, method: 'bank_transfer' }, 400, 'amountCents'],
    ['more than remains', { amountCents: 13_051, method: 'bank_transfer' }, 400, 'amountCents'],
    ['a card payment typed by hand', { amountCents: 100, method: 'card' }, 400, 'method'],
  ])('refuses %s', async (_case, body, status, field) => {
    const quote = await quoteWithOffer();
    const response = await postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, body);
    expect(response.status).toBe(status);
    expect(Object.keys((await errorOf(response)).fields ?? {})).toContain(field);
    expect(await db().select().from(payments)).toEqual([]);
  });

  it('refuses a payment for a request without an offer, and for no request at all', async () => {
    const quote = await aStoredQuote();
    expect((await postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, { amountCents: 100, method: 'cash' })).status).toBe(409);
    expect((await postAdmin('/api/admin/bookings/transfer/999999/payments', { amountCents: 100, method: 'cash' })).status).toBe(404);
    expect((await callAdmin('/api/admin/bookings/transfer/999999')).status).toBe(404);
    expect((await callAdmin('/api/admin/bookings/limousine/1')).status).toBe(404);
  });

  it('refunds part of a card payment through Stripe, counted when its webhook says so', async () => {
    const quote = await quoteWithOffer();
    // A real session at the fake, paid there, so its payment intent exists at Stripe's end.
    const token = await latestToken();
    const location = (
      await call('/api/request-page/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
        redirect: 'manual',
      })
    ).headers.get('Location')!;
    const sessionId = location.split('/').pop()!;
    const paidAtFake = (await (await fetch(`${env.STRIPE_API_URL}/__sessions/${sessionId}/pay`, { method: 'POST' })).json()) as {
      session: Stripe.Checkout.Session;
    };
    const event = {
      id: id('evt'),
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      created: 0,
      data: { object: paidAtFake.session },
    };
    expect((await deliver(event)).status).toBe(200);
    const [payment] = await db().select().from(payments);

    const tooMuch = await postAdmin(`/api/admin/payments/${payment!.id}/refunds`, { amountCents: 6_526 });
    expect(tooMuch.status).toBe(400);
    const accepted = await postAdmin(`/api/admin/payments/${payment!.id}/refunds`, { amountCents: 1_000 });
    expect(accepted.status).toBe(202);
    const booking: AdminBooking = await answerOf(accepted, adminBookingSchema);
    expect(booking.payments[0]!.refunds).toMatchObject([{ amountCents: 1_000, status: 'pending' }]);
    expect(booking.payments[0]!.refundableCents).toBe(5_525);
    const [pending] = await db().select().from(refunds);
    await deliver(refundEvent('refund.created', { id: pending!.stripeRefundId!, payment_intent: payment!.stripePaymentIntentId!, amount: 1_000 }));
    expect((await bookingOf(quote.id)).payments[0]).toMatchObject({ refundedCents: 1_000, refunds: [{ status: 'succeeded' }] });
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'refund-request'), eq(auditLog.actor, TEST_ADMIN.username))),
    ).toHaveLength(1);
  });

  it('a refund Stripe could not make is marked failed and frees the amount it held', async () => {
    const quote = await quoteWithOffer();
    const paid = await paidSession(quote.id, 'deposit', 6_525);
    await deliver(paid);
    const [payment] = await db().select().from(payments);
    await db().insert(refunds).values({ paymentId: payment!.id, amountCents: 1_000, stripeRefundId: 're_test_failing', requestedBy: TEST_ADMIN.username });
    expect((await bookingOf(quote.id)).payments[0]!.refundableCents).toBe(5_525);
    const intent = (paid.data.object as { payment_intent: string }).payment_intent;
    expect((await deliver(refundEvent('refund.updated', { id: 're_test_failing', payment_intent: intent, amount: 1_000, status: 'failed' }))).status).toBe(200);
    const booking = await bookingOf(quote.id);
    expect(booking.payments[0]).toMatchObject({ refundedCents: 0, refundableCents: 6_525, refunds: [{ status: 'failed' }] });
  });

  it('records a refund the office made by hand of a payment received by bank transfer, once, within what was paid', async () => {
    const quote = await quoteWithOffer();
    await postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, { amountCents: 6_525, method: 'bank_transfer' });
    const [payment] = await db().select().from(payments);
    expect((await bookingOf(quote.id)).payments[0]).toMatchObject({ refundableCents: 6_525 });

    const tooMuch = await postAdmin(`/api/admin/payments/${payment!.id}/refunds`, { amountCents: 6_526 });
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).fields).toEqual({ amountCents: t('en', 'adminBookings.field.refund.amount') });

    // Two clicks at once: one refund.
    const [first, second] = await Promise.all([
      postAdmin(`/api/admin/payments/${payment!.id}/refunds`, { amountCents: 2_610 }),
      postAdmin(`/api/admin/payments/${payment!.id}/refunds`, { amountCents: 2_610 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const booking = await bookingOf(quote.id);
    expect(booking.payments[0]).toMatchObject({ refundedCents: 2_610, refundableCents: 3_915, refunds: [{ amountCents: 2_610, status: 'succeeded' }] });
    const [offer] = await db().select().from(offers);
    expect(offer).toMatchObject({ paidCents: 6_525, refundedCents: 2_610, state: 'deposit_paid' });
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'refund'));
    expect(audit).toEqual([
      expect.objectContaining({ actor: TEST_ADMIN.username, detail: { paymentId: payment!.id, amountCents: 2_610, method: 'bank_transfer' } }),
    ]);

    // The rest given back: nothing is kept, the deposit is asked again.
    expect((await postAdmin(`/api/admin/payments/${payment!.id}/refunds`, { amountCents: 3_915 })).status).toBe(201);
    expect((await db().select().from(offers))[0]).toMatchObject({ refundedCents: 6_525, state: 'sent' });
    expect((await postAdmin(`/api/admin/payments/${payment!.id}/refunds`, { amountCents: 1 })).status).toBe(400);
    expect((await postAdmin('/api/admin/payments/999999/refunds', { amountCents: 100 })).status).toBe(404);
  });

  it('withdraws an unpaid offer, which then cannot be paid', async () => {
    const quote = await quoteWithOffer();
    const withdrawn = await answerOf(await postAdmin(`/api/admin/bookings/transfer/${quote.id}/withdraw`, {}), adminBookingSchema);
    expect(withdrawn.offers[0]!.state).toBe('withdrawn');
    expect(withdrawn.paymentState).toBe('none');
    expect((await postAdmin(`/api/admin/bookings/transfer/${quote.id}/withdraw`, {})).status).toBe(409);
  });
});

describe('the cron', () => {
  it('expires offers past their validity, and the lists say so', async () => {
    const quote = await quoteWithOffer({ ...OFFER, validityHours: 1 });
    const report = await runScheduledWork(env, new Date(Date.now() + 2 * 3_600_000));
    expect(report.expiredOffers).toBe(1);
    expect((await quoteRow(quote.id)).paymentState).toBe('offer_expired');
    const listed = await answerOf(await callAdmin('/api/admin/quotes?payment=offer_expired'), adminQuoteListSchema);
    expect(listed.items[0]).toMatchObject({ id: quote.id, paymentState: 'offer_expired', offer: { state: 'expired' } });
    expect((await runScheduledWork(env, new Date(Date.now() + 3 * 3_600_000))).expiredOffers).toBe(0);
  });
});

describe('the payment filter', () => {
  it('refuses an unknown payment state by name, in the request’s language', async () => {
    const response = await callAdmin('/api/admin/quotes?payment=lost', { headers: { 'Accept-Language': 'fr' } });
    expect(response.status).toBe(400);
    expect(Object.values((await errorOf(response)).fields ?? {}).join(' ')).toContain('Choisissez un état de paiement');
  });
});
