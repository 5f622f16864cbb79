// Changes and cancellations from the customer's request page against a real D1 (decision 040): the
// cancel form's two steps and their terms at the schedule's boundaries (in Paris time, across the
// daylight-saving changes), a cancel that counts once, links that open nothing; change requests
// judged with the booking wizard's rules (English and French), one at a time, accepted or declined
// by the office with the customer told; the calendar file; GETs that change nothing; and the new
// tables in the privacy export, the erasure and the retention.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { asc, eq } from 'drizzle-orm';
import { emailRoutes } from '../../worker/routes/admin/email.ts';
import { adminBookingsRoutes } from '../../worker/routes/admin/bookings.ts';
import { adminPrivacyRoutes } from '../../worker/routes/admin/privacy.ts';
import { adminBookingSchema, type OfferDraft } from '../../worker/contract/schemas/bookings.ts';
import { privacyExportSchema, privacyErasureSchema } from '../../worker/contract/schemas/admin-privacy.ts';
import { REQUEST_PAGE_LINK_FIELD } from '../../worker/contract/email-send-words.ts';
import { REQUEST_LINK_LOOKUPS_PER_WINDOW } from '../../worker/contract/booking-words.ts';
import { changeProblemMessage, refusedChangeOf } from '../../worker/contract/change-request-rules.ts';
import { fromParis, toParis } from '../../worker/contract/paris-time.ts';
import { t } from '../../worker/contract/i18n/index.ts';
import { formatEuros } from '../../worker/contract/money.ts';
import { auditLog, cancellations, changeRequests, excursionQuotes, offers, outbox, quotes, requestLinks } from '../../worker/db/schema.ts';
import { openRequestPage } from '../../worker/bookings/request-page.ts';
import { deleteExpiredRecords } from '../../worker/db/queries/retention.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { adminCaller } from './admin-support.ts';
import { ORIGIN, TEST_ADMIN, answerOf, call, db, errorOf, latestRequestToken as latestToken } from './support.ts';

const { call: callAdmin, post: postAdmin } = adminCaller(
  { email: emailRoutes, admin: { '/bookings': adminBookingsRoutes, '/privacy': adminPrivacyRoutes } },
  TEST_ADMIN.username,
);

const HOUR = 3_600_000;
const CLIENT = '198.51.100.23';
const OFFICE = 'office@example.test';
const CUSTOMER = 'claire.martin@example.com';
/** 130.50 € with a 65.25 € deposit. */
const OFFER: OfferDraft = { lines: [{ label: 'Transfer CDG → Eiffel Tower', amountCents: 13_050 }], depositCents: 6_525, validityHours: 48 };

type Kind = 'transfer' | 'excursion';

function sendOffer(id: number, kind: Kind = 'transfer') {
  return postAdmin('/api/email/send', {
    to: CUSTOMER,
    subject: 'Your offer',
    htmlContent: `<p>Pay here: ${REQUEST_PAGE_LINK_FIELD}</p>`,
    quoteId: id,
    quoteKind: kind,
    offer: OFFER,
  });
}

/** A transfer request with an offer sent (unpaid); `pickupAt` its pickup. */
async function requestWithOffer(pickupAt: Date, overrides: Parameters<typeof aStoredQuote>[0] = {}) {
  const quote = await aStoredQuote({ pickupAt, ...overrides });
  expect((await sendOffer(quote.id)).status).toBe(200);
  return { ...quote, token: await latestToken() };
}

/** A confirmed transfer booking: the deposit (65.25 €) received by bank transfer. */
async function confirmedBooking(pickupAt: Date, overrides: Parameters<typeof aStoredQuote>[0] = {}) {
  const quote = await requestWithOffer(pickupAt, overrides);
  expect((await postAdmin(`/api/admin/bookings/transfer/${quote.id}/payments`, { amountCents: 6_525, method: 'bank_transfer' })).status).toBe(201);
  const row = await quoteRow(quote.id);
  expect(row.status).toBe('confirmed');
  return { ...quote, reference: row.bookingReference! };
}

const quoteRow = async (id: number) => (await db().select().from(quotes).where(eq(quotes.id, id)))[0]!;
const emailsOf = (kind: string) => db().select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.id));
const bookingOf = async (id: number, kind: Kind = 'transfer') => answerOf(await callAdmin(`/api/admin/bookings/${kind}/${id}`), adminBookingSchema);

/** A form posted as the request page posts it. */
const post = (action: 'cancel' | 'change', fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(`/api/request-page/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const cancel = (token: string, fields: Record<string, string> = {}) => post('cancel', { token, ...fields });
const confirmCancel = (token: string, fee: number) => cancel(token, { confirm: 'yes', fee: String(fee) });
const where = (response: Response) => response.headers.get('Location');

/** The page as its GET reads it, at the (faked) clock. */
async function pageView(token: string) {
  const opened = await openRequestPage({ db: db(), client: CLIENT, cardPayments: true, bankTransfer: null, now: new Date() }, token);
  if (opened.status !== 'ok') throw new Error(`the page did not open: ${opened.status}`);
  return opened.view;
}

/** Every table's row count but the lookup counters: what a GET must leave as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not in ('d1_migrations', 'rate_limits')",
  ).all<{ name: string }>();
  const counts = results.map(({ name }) => `(select count(*) from "${name}") as "${name}"`).join(', ');
  return (await env.DB.prepare(`select ${counts}, (select max(updated_at) from quotes) as "quotesUpdated"`).first<Record<string, number>>()) ?? {};
}

/** Fakes Date only, at `at` (D1's own clock stays real). */
const clockAt = (at: Date | number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------

describe('cancelling from the request page', () => {
  it('a paid excursion whose time the office set follows the excursion schedule: 30 hours before, 50 %', async () => {
    const exQuote = await aStoredExcursionQuote();
    expect((await sendOffer(exQuote.id, 'excursion')).status).toBe(200);
    const token = await latestToken();
    expect((await postAdmin(`/api/admin/bookings/excursion/${exQuote.id}/payments`, { amountCents: 6_525, method: 'bank_transfer' })).status).toBe(201);
    // No time yet: its fee depends on a date only the office knows, so the customer calls.
    expect((await pageView(token)).terms).toMatchObject({ pickupKnown: false, canCancelOnline: false });

    await db()
      .update(excursionQuotes)
      .set({ tripAt: new Date(Date.now() + 30 * HOUR) })
      .where(eq(excursionQuotes.id, exQuote.id));
    expect((await pageView(token)).terms).toMatchObject({
      pickupKnown: true,
      window: 'late',
      feePercent: 50,
      feeCents: 6_525,
      refundDueCents: 0,
      canCancelOnline: true,
    });
    expect(where(await confirmCancel(token, 6_525))).toBe(`/request/${token}?cancel=cancelled#cancel`);
    const [cancelled] = await db().select().from(cancellations);
    expect(cancelled).toMatchObject({ quoteKind: 'excursion', window: 'late', feePercent: 50, feeCents: 6_525, paidCents: 6_525, refundDueCents: 0 });
  });

  it('asks first: the first form answers a 303 to the confirmation step and changes nothing', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 72 * HOUR));
    const before = await rowCounts();
    const response = await cancel(booking.token);
    expect(response.status).toBe(303);
    expect(where(response)).toBe(`/request/${booking.token}?cancel=confirm#cancel`);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(await rowCounts()).toEqual(before);
    expect((await quoteRow(booking.id)).status).toBe('confirmed');
  });

  it('a GET of the page, its confirmation step included, changes nothing', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 72 * HOUR));
    const before = await rowCounts();
    const view = await pageView(booking.token);
    expect(view.terms).toMatchObject({ window: 'free', booked: true, feeCents: 0, refundDueCents: 6_525, canCancelOnline: true, canChangeOnline: true });
    expect(view.calendar).toMatchObject({ location: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E' });
    expect((await call(`/request/${booking.token}/calendar.ics`, { headers: { 'CF-Connecting-IP': CLIENT } })).status).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('24 hours before pickup exactly: free, everything paid refunded, in one batch with both e-mails and the audit row', async () => {
    const pickupAt = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);
    const booking = await confirmedBooking(pickupAt);
    clockAt(pickupAt.getTime() - 24 * HOUR);
    expect((await pageView(booking.token)).terms).toMatchObject({ window: 'free', feeCents: 0, refundDueCents: 6_525 });

    const response = await confirmCancel(booking.token, 0);
    expect(where(response)).toBe(`/request/${booking.token}?cancel=cancelled#cancel`);
    expect(await quoteRow(booking.id)).toMatchObject({ status: 'cancelled', paymentState: 'deposit_paid' });
    expect(await db().select().from(cancellations)).toMatchObject([
      {
        quoteKind: 'transfer',
        quoteId: booking.id,
        cancelledBy: 'customer',
        window: 'free',
        feeCents: 0,
        paidCents: 6_525,
        refundDueCents: 6_525,
        totalCents: 13_050,
      },
    ]);
    // The paid offer stays as paid: the refund is the office's, with the payment's Refund.
    expect((await db().select().from(offers))[0]).toMatchObject({ state: 'deposit_paid' });

    const [customer] = await emailsOf('booking.cancelled');
    expect(customer).toMatchObject({ toAddress: CUSTOMER, lang: 'en', relatedType: 'quote', relatedId: booking.id });
    expect(customer!.subject).toBe(`Your booking ${booking.reference} is cancelled`);
    expect(customer!.text).toContain('We will refund €65.25');
    expect(customer!.text).toMatch(/\/request\/[A-Za-z0-9_-]{43}/);
    const [office] = await emailsOf('booking.cancelled.admin');
    expect(office).toMatchObject({ toAddress: OFFICE, replyTo: CUSTOMER, lang: 'en' });
    expect(office!.text).toContain('Refund €65.25');

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'customer-cancel'));
    expect(entry).toMatchObject({
      actor: 'customer',
      entityType: 'quote',
      entityId: String(booking.id),
      detail: expect.objectContaining({ feeCents: 0, refundDueCents: 6_525, changes: { status: { from: 'confirmed', to: 'cancelled' } } }),
    });
    const panel = await bookingOf(booking.id);
    expect(panel.cancellation).toMatchObject({ cancelledBy: 'customer', feeCents: 0, refundDueCents: 6_525, paidCents: 6_525 });
    // The page now shows the cancellation and offers neither cancel nor change.
    const view = await pageView(booking.token);
    expect(view).toMatchObject({ status: 'cancelled', terms: null, changeForm: null, calendar: null, cancellation: { refundDueCents: 6_525 } });
  });

  it('a millisecond under 24 hours: a 30 % fee, shown again when the customer saw another, then charged as shown', async () => {
    const pickupAt = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);
    const booking = await confirmedBooking(pickupAt);
    clockAt(pickupAt.getTime() - 24 * HOUR + 1);
    expect((await pageView(booking.token)).terms).toMatchObject({ window: 'late', feePercent: 30, feeCents: 3_915, refundDueCents: 2_610 });
    // The confirmation step was shown while it was still free: the fee moved, so it is shown again.
    expect(where(await confirmCancel(booking.token, 0))).toBe(`/request/${booking.token}?cancel=changed#cancel`);
    expect(await db().select().from(cancellations)).toEqual([]);
    expect(where(await confirmCancel(booking.token, 3_915))).toBe(`/request/${booking.token}?cancel=cancelled#cancel`);
    expect(await db().select().from(cancellations)).toMatchObject([{ window: 'late', feePercent: 30, feeCents: 3_915, refundDueCents: 2_610 }]);
    expect((await emailsOf('booking.cancelled'))[0]!.text).toContain('€39.15 (30% of €130.50)');
  });

  it('2 hours before pickup exactly: still online; a millisecond later: the customer is asked to call, and nothing changes', async () => {
    const pickupAt = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);
    const booking = await confirmedBooking(pickupAt);
    clockAt(pickupAt.getTime() - 2 * HOUR);
    expect((await pageView(booking.token)).terms).toMatchObject({ window: 'late', canCancelOnline: true, canChangeOnline: true });
    clockAt(pickupAt.getTime() - 2 * HOUR + 1);
    expect((await pageView(booking.token)).terms).toMatchObject({ window: 'lastMinute', feePercent: 50, canCancelOnline: false, canChangeOnline: false });
    const before = await rowCounts();
    expect(where(await cancel(booking.token))).toBe(`/request/${booking.token}?cancel=phone#cancel`);
    expect(where(await confirmCancel(booking.token, 6_525))).toBe(`/request/${booking.token}?cancel=phone#cancel`);
    expect(await rowCounts()).toEqual(before);
  });

  it('across the spring change (pickup 10:00 on Sunday 29 March 2026, Paris): free until 09:00 the day before', async () => {
    const pickupAt = fromParis('2026-03-29', '10:00')!;
    clockAt(fromParis('2026-03-20', '12:00')!);
    const booking = await confirmedBooking(pickupAt);
    clockAt(fromParis('2026-03-28', '09:00')!);
    const view = await pageView(booking.token);
    expect(view.terms).toMatchObject({ window: 'free', feeCents: 0 });
    expect(toParis(new Date(view.terms!.freeUntil!))).toEqual({ date: '2026-03-28', time: '09:00' });
    clockAt(fromParis('2026-03-28', '09:30')!);
    expect((await pageView(booking.token)).terms).toMatchObject({ window: 'late', feeCents: 3_915 });
    expect(where(await confirmCancel(booking.token, 3_915))).toBe(`/request/${booking.token}?cancel=cancelled#cancel`);
  });

  it('across the autumn change (pickup 10:00 on Sunday 25 October 2026, Paris): free until 11:00 the day before', async () => {
    const pickupAt = fromParis('2026-10-25', '10:00')!;
    clockAt(fromParis('2026-10-15', '12:00')!);
    const booking = await confirmedBooking(pickupAt);
    clockAt(fromParis('2026-10-24', '10:30')!);
    expect((await pageView(booking.token)).terms).toMatchObject({ window: 'free' });
    clockAt(fromParis('2026-10-24', '11:00')!.getTime() + 1);
    expect((await pageView(booking.token)).terms).toMatchObject({ window: 'late', feePercent: 30 });
  });

  it('cancels a request not paid yet for nothing, whenever, and withdraws its offer', async () => {
    const pickupAt = new Date(Date.now() + 72 * HOUR);
    const request = await requestWithOffer(pickupAt);
    clockAt(pickupAt.getTime() - HOUR);
    expect((await pageView(request.token)).terms).toMatchObject({ booked: false, feeCents: 0, canCancelOnline: true });
    expect(where(await confirmCancel(request.token, 0))).toBe(`/request/${request.token}?cancel=cancelled#cancel`);
    expect(await quoteRow(request.id)).toMatchObject({ status: 'cancelled', paymentState: 'none' });
    expect((await db().select().from(offers))[0]).toMatchObject({ state: 'withdrawn' });
    const [email] = await emailsOf('booking.cancelled');
    expect(email!.subject).toBe(`Your request ${request.quoteNumber} is cancelled`);
    expect(email!.text).toContain('Nothing was paid, so nothing is due.');
  });

  it('a cancel twice, or five at once, is one cancel: the second answers “already cancelled”', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 72 * HOUR));
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirmCancel(booking.token, 0)));
    expect(answers.map(where).sort()).toEqual([
      `/request/${booking.token}?cancel=already#cancel`,
      `/request/${booking.token}?cancel=already#cancel`,
      `/request/${booking.token}?cancel=already#cancel`,
      `/request/${booking.token}?cancel=already#cancel`,
      `/request/${booking.token}?cancel=cancelled#cancel`,
    ]);
    expect(where(await confirmCancel(booking.token, 0))).toBe(`/request/${booking.token}?cancel=already#cancel`);
    expect(await db().select().from(cancellations)).toHaveLength(1);
    expect(await emailsOf('booking.cancelled')).toHaveLength(1);
    expect(await emailsOf('booking.cancelled.admin')).toHaveLength(1);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'customer-cancel'))).toHaveLength(1);
  });

  it('speaks the request’s language: a French request goes back to the French page, its e-mail in French', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 72 * HOUR), { lang: 'fr' });
    expect(where(await cancel(booking.token))).toBe(`/fr/request/${booking.token}?cancel=confirm#cancel`);
    expect(where(await confirmCancel(booking.token, 0))).toBe(`/fr/request/${booking.token}?cancel=cancelled#cancel`);
    const [email] = await emailsOf('booking.cancelled');
    expect(email).toMatchObject({ lang: 'fr', subject: `Votre réservation ${booking.reference} est annulée` });
    expect(email!.text).toContain('Nous vous rembourserons 65,25\u00a0€');
  });

  it('opens nothing with a wrong, malformed, expired or revoked token: back to the page (its 404), nothing changed', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 72 * HOUR));
    const before = await rowCounts();
    const unknown = 'z'.repeat(43);
    expect(where(await confirmCancel(unknown, 0))).toBe(`/request/${unknown}`);
    expect(where(await confirmCancel('<script>', 0))).toBe('/request/invalid');
    expect(where(await post('change', { token: unknown, adults: '3' }))).toBe(`/request/${unknown}`);
    const [link] = await db().select().from(requestLinks).orderBy(asc(requestLinks.expiresAt));
    clockAt(link!.expiresAt.getTime() + 1);
    const expired = await db().select().from(requestLinks);
    expect(expired.every((row) => row.expiresAt.getTime() < Date.now())).toBe(true);
    expect(where(await confirmCancel(booking.token, 0))).toBe(`/request/${booking.token}`);
    vi.useRealTimers();
    await db().update(requestLinks).set({ revokedAt: new Date() });
    expect(where(await confirmCancel(booking.token, 0))).toBe(`/request/${booking.token}`);
    expect(await rowCounts()).toEqual(before);
  });

  it('is counted against the client’s lookups with the page', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 72 * HOUR));
    clockAt(Math.floor(Date.now() / 600_000) * 600_000 + 60_000);
    for (let n = 0; n < REQUEST_LINK_LOOKUPS_PER_WINDOW; n += 1) await pageView(booking.token);
    expect(where(await confirmCancel(booking.token, 0))).toBe(`/request/${booking.token}?cancel=busy#cancel`);
    expect((await quoteRow(booking.id)).status).toBe('confirmed');
  });

  it('refuses another method', async () => {
    expect((await call('/api/request-page/cancel')).status).toBe(405);
    expect((await call('/api/request-page/change')).status).toBe(405);
  });
});

// ---------------------------------------------------------------------------------------------

/** The change form as the page fills it: the booking as it is, with `changes`. */
async function changeForm(token: string, changes: Record<string, string>) {
  const view = await pageView(token);
  if (view.changeForm?.kind !== 'transfer') throw new Error('no transfer change form');
  const current = Object.fromEntries(Object.entries(view.changeForm.current).map(([name, value]) => [name, String(value)]));
  return post('change', { token, ...current, ...changes });
}

describe('asking for a change from the request page', () => {
  it('stores a valid change as pending, tells the office, and takes one at a time', async () => {
    const pickupAt = new Date(Math.ceil((Date.now() + 96 * HOUR) / 60_000) * 60_000);
    const booking = await confirmedBooking(pickupAt);
    const newTime = toParis(new Date(pickupAt.getTime() + HOUR)).time;
    const response = await changeForm(booking.token, { pickupTime: newTime, adults: '3', suitcases: '4', flightTrainNumber: 'BA304' });
    expect(where(response)).toBe(`/request/${booking.token}?change=sent#change`);
    const [stored] = await db().select().from(changeRequests);
    expect(stored).toMatchObject({
      quoteKind: 'transfer',
      quoteId: booking.id,
      state: 'pending',
      changes: {
        pickupTime: { from: toParis(pickupAt).time, to: newTime },
        adults: { from: 2, to: 3 },
        suitcases: { from: 2, to: 4 },
        flightTrainNumber: { from: 'AF1234', to: 'BA304' },
      },
    });
    const [office] = await emailsOf('booking.change.admin');
    expect(office).toMatchObject({ toAddress: OFFICE, replyTo: CUSTOMER });
    expect(office!.text).toContain(`Passengers: 2 → 3`);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'change-request'))).toMatchObject([
      { actor: 'customer', entityId: String(booking.id) },
    ]);
    // The booking itself is unchanged until the office accepts.
    expect(await quoteRow(booking.id)).toMatchObject({ adults: 2, pickupAt });
    expect((await pageView(booking.token)).changeRequests).toMatchObject([{ state: 'pending' }]);

    expect(where(await changeForm(booking.token, { adults: '4' }))).toBe(`/request/${booking.token}?change=pending#change`);
    expect(await db().select().from(changeRequests)).toHaveLength(1);
  });

  it('judges the fields with the booking wizard’s rules, sends the form back with what was typed, and stores nothing', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 96 * HOUR));
    const soon = toParis(new Date(Date.now() + 30 * HOUR));
    const response = await changeForm(booking.token, { pickupDate: soon.date, pickupTime: soon.time, adults: '0', suitcases: 'two', pickupLocation: '  ' });
    const location = where(response)!;
    expect(location.startsWith(`/request/${booking.token}?change=invalid&`)).toBe(true);
    expect(location.endsWith('#change')).toBe(true);
    const refused = refusedChangeOf(new URL(location, ORIGIN).searchParams)!;
    expect(refused.problems).toEqual({ pickupDate: 'leadTime', adults: 'adults', suitcases: 'count', pickupLocation: 'required' });
    expect(refused.typed).toMatchObject({ pickupDate: soon.date, adults: '0', suitcases: 'two' });
    expect(await db().select().from(changeRequests)).toEqual([]);
    expect(await emailsOf('booking.change.admin')).toEqual([]);

    // The messages the page shows for them, in English and in French.
    const say = (lang: 'en' | 'fr', problem: Parameters<typeof changeProblemMessage>[0]) => {
      const message = changeProblemMessage(problem);
      return t(lang, message.key, message.vars);
    };
    expect(say('en', 'leadTime')).toBe('For a pickup less than 36 hours from now, please call us: we will do our best to arrange it.');
    expect(say('fr', 'leadTime')).toBe(
      'Pour une prise en charge dans moins de 36\u00a0heures, appelez-nous\u00a0: nous ferons notre possible pour l’organiser.',
    );
    expect(say('en', 'adults')).toBe('Give a number of passengers from 1 to 8. For a larger group, please call us.');
    expect(say('fr', 'adults')).toBe('Indiquez un nombre de passagers de 1 à 8. Pour un groupe plus nombreux, appelez-nous.');
    expect(say('fr', 'count')).toBe('Indiquez un nombre de 0 à 20.');
    expect(say('fr', 'required')).toBe('Ce champ est obligatoire.');

    const unchanged = await changeForm(booking.token, {});
    expect(refusedChangeOf(new URL(where(unchanged)!, ORIGIN).searchParams)!.problems).toEqual({ form: 'nothingChanged' });
    expect(say('fr', 'nothingChanged')).toBe('Modifiez au moins une information avant d’envoyer votre demande.');
    const tooLong = await changeForm(booking.token, { dropoffLocation: 'x'.repeat(301) });
    expect(refusedChangeOf(new URL(where(tooLong)!, ORIGIN).searchParams)!.problems).toEqual({ dropoffLocation: 'tooLong' });
  });

  it('asks the customer to call past the change window, 2 hours before pickup', async () => {
    const pickupAt = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);
    const booking = await confirmedBooking(pickupAt);
    clockAt(pickupAt.getTime() - 2 * HOUR + 1);
    expect(where(await post('change', { token: booking.token, adults: '3' }))).toBe(`/request/${booking.token}?change=phone#change`);
    expect(await db().select().from(changeRequests)).toEqual([]);
  });

  it('accepted: the fields written to the request in one batch with its audit row, the customer told; answered once', async () => {
    const pickupAt = new Date(Math.ceil((Date.now() + 96 * HOUR) / 60_000) * 60_000);
    const booking = await confirmedBooking(pickupAt);
    const moved = toParis(new Date(pickupAt.getTime() + 24 * HOUR));
    await changeForm(booking.token, { pickupDate: moved.date, pickupTime: moved.time, dropoffLocation: 'Hôtel Lutetia, Paris', adults: '3', handbags: '1' });
    const [asked] = await db().select().from(changeRequests);

    const response = await postAdmin(`/api/admin/bookings/transfer/${booking.id}/changes/${asked!.id}/accept`, {});
    expect(response.status).toBe(200);
    const panel = await answerOf(response, adminBookingSchema);
    expect(panel.changeRequests).toMatchObject([{ id: asked!.id, state: 'accepted', decidedBy: TEST_ADMIN.username }]);
    const row = await quoteRow(booking.id);
    expect(row).toMatchObject({
      pickupDate: moved.date,
      pickupTime: moved.time,
      pickupAt: fromParis(moved.date, moved.time),
      dropoffLocation: 'Hôtel Lutetia, Paris',
      dropoffLat: 0,
      dropoffLng: 0,
      totalDistanceKm: null,
      adults: 3,
      vehicleExtraOptions: { suitcases: 2, childSeats: 1, baggages: 0, handbags: 1 },
      status: 'confirmed',
    });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'change-accept'))).toMatchObject([
      { actor: TEST_ADMIN.username, detail: expect.objectContaining({ changeRequest: asked!.id }) },
    ]);
    const [email] = await emailsOf('booking.change.accepted');
    expect(email).toMatchObject({ toAddress: CUSTOMER, lang: 'en', subject: `Your change to ${booking.quoteNumber} is accepted` });
    expect(email!.text).toContain('Hôtel Lutetia, Paris');
    expect(email!.text).toMatch(/\/request\/[A-Za-z0-9_-]{43}/);
    // The page shows the outcome; the calendar moves with the pickup.
    const view = await pageView(booking.token);
    expect(view.changeRequests).toMatchObject([{ state: 'accepted' }]);
    expect(view.calendar?.start).toBe(fromParis(moved.date, moved.time)!.toISOString());

    const again = await postAdmin(`/api/admin/bookings/transfer/${booking.id}/changes/${asked!.id}/accept`, {}, { 'Accept-Language': 'fr' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('Cette demande de modification a déjà reçu une réponse, ou sa réservation est annulée ou terminée.');
    expect(await emailsOf('booking.change.accepted')).toHaveLength(1);
  });

  it('declined: the request unchanged, the customer told; an unknown change is a 404', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 96 * HOUR), { lang: 'fr' });
    await changeForm(booking.token, { adults: '3' });
    const [asked] = await db().select().from(changeRequests);
    expect((await postAdmin(`/api/admin/bookings/transfer/${booking.id}/changes/${asked!.id}/decline`, {})).status).toBe(200);
    expect(await db().select().from(changeRequests)).toMatchObject([{ state: 'declined', decidedBy: TEST_ADMIN.username }]);
    expect((await quoteRow(booking.id)).adults).toBe(2);
    const [email] = await emailsOf('booking.change.declined');
    expect(email).toMatchObject({ lang: 'fr', subject: `Votre modification de ${booking.quoteNumber} n’a pas pu être acceptée` });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'change-decline'))).toHaveLength(1);
    // A new change may be asked once the last is answered.
    expect(where(await changeForm(booking.token, { adults: '4' }))).toBe(`/fr/request/${booking.token}?change=sent#change`);

    expect((await postAdmin(`/api/admin/bookings/transfer/${booking.id}/changes/999/decline`, {})).status).toBe(404);
    expect((await postAdmin(`/api/admin/bookings/excursion/${booking.id}/changes/${asked!.id}/decline`, {})).status).toBe(404);
  });

  it('an excursion’s wishes as short text: refused too long, accepted into its comments', async () => {
    const exQuote = await aStoredExcursionQuote({ comments: 'Vegetarian lunch.' });
    expect((await sendOffer(exQuote.id, 'excursion')).status).toBe(200);
    const token = await latestToken();
    expect((await pageView(token)).changeForm).toEqual({ kind: 'excursion' });

    const tooLong = await post('change', { token, dateWishes: 'Saturday morning', passengers: 'x'.repeat(101) });
    expect(refusedChangeOf(new URL(where(tooLong)!, ORIGIN).searchParams)!.problems).toEqual({ passengers: 'tooLong' });
    expect(where(await post('change', { token, dateWishes: '', passengers: '' }))).toBe(
      `/request/${token}?change=invalid&new.dateWishes=&new.passengers=&bad.form=nothingChanged#change`,
    );

    expect(where(await post('change', { token, dateWishes: 'Saturday 12 December, morning\nor Sunday', passengers: '2 adults, 1 child' }))).toBe(
      `/request/${token}?change=sent#change`,
    );
    const [asked] = await db().select().from(changeRequests);
    expect(asked!.changes).toEqual({
      dateWishes: { from: '', to: 'Saturday 12 December, morning\nor Sunday' },
      passengers: { from: '', to: '2 adults, 1 child' },
    });
    expect((await postAdmin(`/api/admin/bookings/excursion/${exQuote.id}/changes/${asked!.id}/accept`, {})).status).toBe(200);
    const [row] = await db().select().from(excursionQuotes).where(eq(excursionQuotes.id, exQuote.id));
    expect(row!.comments).toMatch(
      /^Vegetarian lunch\.\n\n\[.+\]\nDate and time you would like: Saturday 12 December, morning\nor Sunday\nPassengers: 2 adults, 1 child$/,
    );
    // The customer's e-mail repeats nothing they typed.
    const [email] = await emailsOf('booking.change.accepted');
    expect(email!.text).not.toContain('Saturday 12 December');
  });

  it('a cancellation withdraws the change still waiting', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 96 * HOUR));
    await changeForm(booking.token, { adults: '3' });
    expect(where(await confirmCancel(booking.token, 0))).toBe(`/request/${booking.token}?cancel=cancelled#cancel`);
    expect(await db().select().from(changeRequests)).toMatchObject([{ state: 'withdrawn' }]);
    const [asked] = await db().select().from(changeRequests);
    expect((await postAdmin(`/api/admin/bookings/transfer/${booking.id}/changes/${asked!.id}/accept`, {})).status).toBe(409);
    expect((await pageView(booking.token)).changeForm).toBeNull();
    expect(where(await post('change', { token: booking.token, adults: '4' }))).toBe(`/request/${booking.token}?change=closed#change`);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the calendar file (GET /request/<token>/calendar.ics)', () => {
  it('gives a confirmed transfer’s pickup, folded, never kept; and changes nothing', async () => {
    const pickupAt = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);
    const booking = await confirmedBooking(pickupAt);
    const before = await rowCounts();
    const response = await call(`/request/${booking.token}/calendar.ics`, { headers: { 'CF-Connecting-IP': CLIENT } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="booking-${booking.reference}.ics"`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    const text = await response.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`UID:${booking.reference}@`);
    const start = pickupAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(text).toContain(`DTSTART:${start}`);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(await rowCounts()).toEqual(before);
    // The French path gives the same file.
    expect((await call(`/fr/request/${booking.token}/calendar.ics`, { headers: { 'CF-Connecting-IP': CLIENT } })).status).toBe(200);
  });

  it('sends any other link back to the page: unpaid, unknown, malformed', async () => {
    const request = await requestWithOffer(new Date(Date.now() + 72 * HOUR));
    expect(where(await call(`/request/${request.token}/calendar.ics`))).toBe(`/request/${request.token}`);
    expect(where(await call(`/request/${'q'.repeat(43)}/calendar.ics`))).toBe(`/request/${'q'.repeat(43)}`);
    expect(where(await call('/fr/request/nope/calendar.ics'))).toBe('/fr/request/invalid');
  });

  it('is counted with the page’s lookups', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 72 * HOUR));
    clockAt(Math.floor(Date.now() / 600_000) * 600_000 + 60_000);
    for (let n = 0; n < REQUEST_LINK_LOOKUPS_PER_WINDOW; n += 1) await pageView(booking.token);
    const response = await call(`/request/${booking.token}/calendar.ics`, { headers: { 'CF-Connecting-IP': CLIENT } });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('600');
  });
});

// ---------------------------------------------------------------------------------------------

describe('privacy and retention of what the page asked', () => {
  it('exports and erases a customer’s changes and cancellation with their request', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 96 * HOUR));
    await post('change', { token: booking.token, adults: '3' });
    await confirmCancel(booking.token, 0);
    const exported = await answerOf(await postAdmin('/api/admin/privacy/export', { email: CUSTOMER }), privacyExportSchema);
    expect(exported.changeRequests).toMatchObject([{ quoteId: booking.id, state: 'withdrawn' }]);
    expect(exported.cancellations).toMatchObject([{ quoteId: booking.id, refundDueCents: 6_525 }]);
    const erased = await answerOf(await postAdmin('/api/admin/privacy/erase', { email: CUSTOMER, confirm: CUSTOMER }), privacyErasureSchema);
    expect(erased.erased).toMatchObject({ quotes: 1, changeRequests: 1, cancellations: 1 });
    expect(await db().select().from(changeRequests)).toEqual([]);
    expect(await db().select().from(cancellations)).toEqual([]);
  });

  it('the retention deletes them with their request, and any as old on their own', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 96 * HOUR));
    await post('change', { token: booking.token, adults: '3' });
    await confirmCancel(booking.token, 0);
    const cutoff = new Date(Date.now() + 1000);
    await db()
      .update(quotes)
      .set({ updatedAt: new Date(cutoff.getTime() - 2000) });
    const report = await deleteExpiredRecords(db(), cutoff);
    expect(report).toMatchObject({ quotes: 1, changeRequests: 1, cancellations: 1 });
    expect(await db().select().from(changeRequests)).toEqual([]);
    expect(await db().select().from(cancellations)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('a change accepted with a price difference', () => {
  const LABEL = 'Third passenger, larger car';

  /** A transfer booking paid in full (130.50 €: the deposit, then the balance, by bank transfer), with a change waiting. */
  async function paidBookingWithChange(overrides: Parameters<typeof aStoredQuote>[0] = {}) {
    const booking = await confirmedBooking(new Date(Date.now() + 96 * HOUR), overrides);
    expect((await postAdmin(`/api/admin/bookings/transfer/${booking.id}/payments`, { amountCents: 6_525, method: 'bank_transfer' })).status).toBe(201);
    return { ...booking, changeId: await askedChange(booking.token) };
  }

  /** The customer asks for a third passenger; the id of the change waiting. */
  async function askedChange(token: string): Promise<number> {
    expect(where(await changeForm(token, { adults: '3' }))).toMatch(/\?change=sent#change$/);
    const [asked] = await db().select().from(changeRequests).where(eq(changeRequests.state, 'pending'));
    return asked!.id;
  }

  const accept = (id: number, changeId: number, body: unknown, headers: Record<string, string> = {}) =>
    postAdmin(`/api/admin/bookings/transfer/${id}/changes/${changeId}/accept`, body, headers);
  const offerRow = async () => (await db().select().from(offers))[0]!;

  /** Pay, as the request page's form posts it: where it sends the browser. */
  const pay = async (token: string) =>
    where(
      await call('/api/request-page/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
        body: new URLSearchParams({ token }).toString(),
      }),
    )!;
  /** The amount of the Checkout Session the fake made at `location`. */
  async function sessionAmount(location: string): Promise<number | null> {
    const answer = (await (await fetch(`${env.STRIPE_API_URL}/__sessions/${location.split('/').pop()!}`)).json()) as {
      session?: { amount_total: number | null };
      amount_total?: number | null;
    };
    return (answer.session ?? answer).amount_total ?? null;
  }

  it('a supplement on a booking paid in full: a line on the offer, its total up, deposit_paid, the page asking for the difference; said in the e-mail and the audit row', async () => {
    const booking = await paidBookingWithChange();
    expect(await offerRow()).toMatchObject({ state: 'paid', totalCents: 13_050, paidCents: 13_050 });

    const response = await accept(booking.id, booking.changeId, { priceDifference: { label: LABEL, amountCents: 2_000 } });
    expect(response.status).toBe(200);
    const panel = await answerOf(response, adminBookingSchema);
    expect(panel.changeRequests).toMatchObject([{ id: booking.changeId, state: 'accepted' }]);
    expect(panel.paymentState).toBe('deposit_paid');
    expect(panel.offers[0]).toMatchObject({
      version: 1,
      state: 'deposit_paid',
      totalCents: 15_050,
      depositCents: 6_525,
      paidCents: 13_050,
      lines: [
        { label: 'Transfer CDG → Eiffel Tower', amountCents: 13_050 },
        { label: LABEL, amountCents: 2_000 },
      ],
    });
    // The change itself went in with it, and the request's money at a glance follows.
    expect(await quoteRow(booking.id)).toMatchObject({ adults: 3, status: 'confirmed', paymentState: 'deposit_paid', offerSummary: { totalCents: 15_050 } });

    // The customer's page asks for the difference (a deposit_paid offer is payable past its validity).
    clockAt(Date.now() + 72 * HOUR);
    const view = await pageView(booking.token);
    vi.useRealTimers();
    expect(view.offer).toMatchObject({ state: 'deposit_paid', totalCents: 15_050, paidCents: 13_050, next: { purpose: 'balance', amountCents: 2_000 } });
    expect(view.offer!.lines).toHaveLength(2);

    const [email] = await emailsOf('booking.change.accepted');
    expect(email).toMatchObject({ toAddress: CUSTOMER, lang: 'en' });
    expect(email!.text).toContain(`Price difference: Supplement of €20 (${LABEL})`);
    expect(email!.text).toContain('New booking total: €150.50');
    expect(email!.text).toContain('Paid in total: €130.50');
    expect(email!.text).toContain('Remaining to pay: €20');
    expect(email!.text).toContain('€20 is left to pay, which you can pay from your request page.');
    expect(email!.text).not.toContain('we will send you the difference');
    expect(email!.text).toMatch(/\/request\/[A-Za-z0-9_-]{43}/);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'change-accept'))).toMatchObject([
      {
        actor: TEST_ADMIN.username,
        detail: expect.objectContaining({
          changeRequest: booking.changeId,
          priceDifference: expect.objectContaining({
            label: LABEL,
            amountCents: 2_000,
            offerVersion: 1,
            totalCents: { from: 13_050, to: 15_050 },
            state: { from: 'paid', to: 'deposit_paid' },
            leftToPayCents: 2_000,
          }),
        }),
      },
    ]);

    // The difference received by transfer settles the offer again.
    expect((await postAdmin(`/api/admin/bookings/transfer/${booking.id}/payments`, { amountCents: 2_000, method: 'bank_transfer' })).status).toBe(201);
    expect(await offerRow()).toMatchObject({ state: 'paid', paidCents: 15_050 });
    expect((await quoteRow(booking.id)).paymentState).toBe('paid');
  });

  it('in French: a supplement on a booking with its deposit paid; Pay asks for the new balance in a new Checkout Session', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 96 * HOUR), { lang: 'fr' });
    const before = await pay(booking.token);
    expect(await sessionAmount(before)).toBe(6_525);
    const changeId = await askedChange(booking.token);

    expect((await accept(booking.id, changeId, { priceDifference: { label: 'Attente supplémentaire', amountCents: 1_500 } })).status).toBe(200);
    expect(await offerRow()).toMatchObject({ state: 'deposit_paid', totalCents: 14_550 });
    expect((await pageView(booking.token)).offer?.next).toEqual({ purpose: 'balance', amountCents: 8_025 });
    // The same press before and after the difference asks two amounts: two sessions, never one key reused.
    const after = await pay(booking.token);
    expect(after).not.toBe(before);
    expect(await sessionAmount(after)).toBe(8_025);

    const [email] = await emailsOf('booking.change.accepted');
    expect(email!.lang).toBe('fr');
    expect(email!.text).toContain(`Différence de prix\u00a0: Supplément de ${formatEuros(1_500, 'fr')} (Attente supplémentaire)`);
    expect(email!.text).toContain(`Nouveau montant de la réservation\u00a0: ${formatEuros(14_550, 'fr')}`);
    expect(email!.text).toContain(`Reste à régler\u00a0: ${formatEuros(8_025, 'fr')}`);
    expect(email!.text).toContain(`il reste ${formatEuros(8_025, 'fr')} à régler, que vous pouvez payer depuis votre page de demande.`);
  });

  it('a reduction: below what was paid it leaves a refund to make, said to the customer and shown in the panel; to what was paid it settles the booking', async () => {
    const booking = await paidBookingWithChange();
    const response = await accept(booking.id, booking.changeId, { priceDifference: { label: 'Shorter route', amountCents: -3_050 } });
    expect(response.status).toBe(200);
    expect((await answerOf(response, adminBookingSchema)).offers[0]).toMatchObject({ state: 'paid', totalCents: 10_000, paidCents: 13_050 });
    expect((await pageView(booking.token)).offer).toMatchObject({ totalCents: 10_000, next: null });
    const [email] = await emailsOf('booking.change.accepted');
    expect(email!.text).toContain('Price difference: Reduction of €30.50 (Shorter route)');
    expect(email!.text).toContain('New booking total: €100');
    expect(email!.text).toContain('To be refunded: €30.50');
    expect(email!.text).toContain('you have paid €30.50 more than the new total: we will refund this difference by the means you paid with.');
    expect(email!.text).not.toContain('Remaining to pay');

    // The deposit paid, and a reduction to it: nothing more to pay.
    const deposit = await confirmedBooking(new Date(Date.now() + 96 * HOUR));
    const changeId = await askedChange(deposit.token);
    expect((await accept(deposit.id, changeId, { priceDifference: { label: 'Smaller car', amountCents: -6_525 } })).status).toBe(200);
    const [, second] = await db().select().from(offers).orderBy(asc(offers.id));
    expect(second).toMatchObject({ state: 'paid', totalCents: 6_525, depositCents: 6_525 });
    expect((await pageView(deposit.token)).offer?.next).toBeNull();
    const [, secondEmail] = await emailsOf('booking.change.accepted');
    expect(secondEmail!.text).toContain('what you have paid covers it: nothing is left to pay.');
  });

  it('refuses a reduction larger than the total, and a difference without an offer in force, changing nothing', async () => {
    const booking = await paidBookingWithChange();
    const tooMuch = await accept(booking.id, booking.changeId, { priceDifference: { label: 'Shorter route', amountCents: -13_051 } });
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).fields).toEqual({ 'priceDifference.amountCents': t('en', 'adminBookings.field.difference.total') });
    const inFrench = await accept(
      booking.id,
      booking.changeId,
      { priceDifference: { label: 'Trajet plus court', amountCents: -20_000 } },
      { 'Accept-Language': 'fr' },
    );
    expect((await errorOf(inFrench)).fields).toEqual({
      'priceDifference.amountCents':
        'Avec cette différence, le total de l’offre passerait sous 0\u00a0€ ou au-delà de 100\u00a0000\u00a0€\u00a0: une réduction ne peut dépasser le total.',
    });
    expect(await db().select().from(changeRequests)).toMatchObject([{ state: 'pending' }]);
    expect(await offerRow()).toMatchObject({ state: 'paid', totalCents: 13_050 });
    expect(await emailsOf('booking.change.accepted')).toEqual([]);
    // The whole of the total may go.
    expect((await accept(booking.id, booking.changeId, { priceDifference: { label: 'Free of charge', amountCents: -13_050 } })).status).toBe(200);
    expect(await offerRow()).toMatchObject({ state: 'paid', totalCents: 0 });

    // An offer withdrawn: nothing to add a difference to; the change can still be accepted without one.
    const unpaid = await requestWithOffer(new Date(Date.now() + 96 * HOUR));
    expect((await postAdmin(`/api/admin/bookings/transfer/${unpaid.id}/withdraw`, {})).status).toBe(200);
    const changeId = await askedChange(unpaid.token);
    const noOffer = await accept(unpaid.id, changeId, { priceDifference: { label: LABEL, amountCents: 2_000 } }, { 'Accept-Language': 'fr' });
    expect(noOffer.status).toBe(409);
    expect((await errorOf(noOffer)).message).toBe(t('fr', 'adminBookings.error.noOfferForDifference'));
    expect((await errorOf(await accept(unpaid.id, changeId, { priceDifference: { label: LABEL, amountCents: 2_000 } }))).message).toBe(
      'This request has no offer in force to add a price difference to: accept the change without one, then agree the price with the customer.',
    );
    expect((await accept(unpaid.id, changeId, {})).status).toBe(200);
  });

  it('judges the difference’s fields, in English and in French, and changes nothing while refused', async () => {
    const booking = await paidBookingWithChange();
    const refused = async (priceDifference: unknown, lang: 'en' | 'fr' = 'en') => {
      const response = await accept(booking.id, booking.changeId, { priceDifference }, { 'Accept-Language': lang });
      expect(response.status).toBe(400);
      return (await errorOf(response)).fields;
    };
    const amount = (lang: 'en' | 'fr') => ({ 'priceDifference.amountCents': t(lang, 'adminBookings.field.difference.amount') });
    expect(await refused({ label: '', amountCents: 100 })).toEqual({ 'priceDifference.label': t('en', 'adminBookings.field.difference.label') });
    expect(await refused({ label: ' \u200b ', amountCents: 100 }, 'fr')).toEqual({
      'priceDifference.label': 'Indiquez à quoi correspond la différence de prix\u00a0: le client la lit sur son offre.',
    });
    expect(await refused({ label: 'x'.repeat(121), amountCents: 100 })).toEqual({ 'priceDifference.label': t('en', 'field.tooLong') });
    expect(await refused({ amountCents: 100 })).toEqual({ 'priceDifference.label': t('en', 'field.required') });
    expect(await refused({ label: LABEL, amountCents: 0 })).toEqual(amount('en'));
    expect(await refused({ label: LABEL, amountCents: 12.5 }, 'fr')).toEqual(amount('fr'));
    expect(await refused({ label: LABEL, amountCents: '2000' })).toEqual(amount('en'));
    expect(await refused({ label: LABEL, amountCents: 10_000_001 })).toEqual(amount('en'));
    expect(await refused({ label: LABEL, amountCents: -10_000_001 })).toEqual(amount('en'));
    expect(await refused({ label: LABEL })).toEqual(amount('en'));
    expect(amount('fr')['priceDifference.amountCents']).toBe(
      'Indiquez la différence en euros, par exemple 45 ou 20,50\u00a0: ni zéro, ni plus de 100\u00a0000\u00a0€.',
    );
    expect(await refused({ label: LABEL, amountCents: 100, reason: 'x' })).toEqual({ 'priceDifference.reason': t('en', 'field.unknown') });
    const extra = await accept(booking.id, booking.changeId, { priceDifference: { label: LABEL, amountCents: 100 }, note: 'x' });
    expect((await errorOf(extra)).fields).toEqual({ note: t('en', 'field.unknown') });

    expect(await db().select().from(changeRequests)).toMatchObject([{ state: 'pending' }]);
    expect(await offerRow()).toMatchObject({ state: 'paid', totalCents: 13_050 });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'change-accept'))).toEqual([]);
  });

  it('applies the difference once however many times Accept is pressed', async () => {
    const booking = await paidBookingWithChange();
    const body = { priceDifference: { label: LABEL, amountCents: 2_000 } };
    const answers = await Promise.all([1, 2, 3].map(() => accept(booking.id, booking.changeId, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await accept(booking.id, booking.changeId, body)).status).toBe(409);
    expect(await offerRow()).toMatchObject({ state: 'deposit_paid', totalCents: 15_050 });
    expect((await bookingOf(booking.id)).offers[0]!.lines).toHaveLength(2);
    expect(await emailsOf('booking.change.accepted')).toHaveLength(1);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'change-accept'))).toHaveLength(1);
  });

  it('an excursion’s offer not paid yet: the supplement raises the total and the policy’s deposit with it', async () => {
    const exQuote = await aStoredExcursionQuote();
    expect((await sendOffer(exQuote.id, 'excursion')).status).toBe(200);
    const token = await latestToken();
    expect(where(await post('change', { token, dateWishes: 'Saturday morning', passengers: '3 adults' }))).toBe(`/request/${token}?change=sent#change`);
    const [asked] = await db().select().from(changeRequests);
    const response = await postAdmin(`/api/admin/bookings/excursion/${exQuote.id}/changes/${asked!.id}/accept`, {
      priceDifference: { label: 'Third guest', amountCents: 5_000 },
    });
    expect(response.status).toBe(200);
    expect((await answerOf(response, adminBookingSchema)).offers[0]).toMatchObject({ state: 'sent', totalCents: 18_050, depositCents: 9_025 });
    expect((await pageView(token)).offer).toMatchObject({ state: 'sent', totalCents: 18_050, next: { purpose: 'deposit', amountCents: 9_025 } });
    const [email] = await emailsOf('booking.change.accepted');
    expect(email!.text).toContain('Supplement of €50 (Third guest)');
    expect(email!.text).toContain('€180.50 is left to pay');
    const [row] = await db().select().from(excursionQuotes).where(eq(excursionQuotes.id, exQuote.id));
    expect(row!.paymentState).toBe('offer_sent');
  });

  it('a payment at the same moment: both count, the offer’s state judged against the new total', async () => {
    const booking = await confirmedBooking(new Date(Date.now() + 96 * HOUR));
    const changeId = await askedChange(booking.token);
    const [accepted, paid] = await Promise.all([
      accept(booking.id, changeId, { priceDifference: { label: LABEL, amountCents: 2_000 } }),
      postAdmin(`/api/admin/bookings/transfer/${booking.id}/payments`, { amountCents: 6_525, method: 'bank_transfer' }),
    ]);
    expect([accepted.status, paid.status]).toEqual([200, 201]);
    expect(await offerRow()).toMatchObject({ state: 'deposit_paid', totalCents: 15_050, paidCents: 13_050 });
    expect((await pageView(booking.token)).offer?.next).toEqual({ purpose: 'balance', amountCents: 2_000 });
  });

  it('accepted without a difference: the offer as it was, and the e-mail as before', async () => {
    const booking = await paidBookingWithChange();
    const before = await offerRow();
    expect((await accept(booking.id, booking.changeId, {})).status).toBe(200);
    expect(await offerRow()).toEqual(before);
    expect((await bookingOf(booking.id)).offers[0]!.lines).toHaveLength(1);
    const [email] = await emailsOf('booking.change.accepted');
    expect(email!.text).toContain(t('en', 'changeEmail.price'));
    expect(email!.text).not.toContain('Price difference');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'change-accept'));
    expect(entry!.detail).not.toHaveProperty('priceDifference');
  });

  it('is the administrator’s: refused without a session', async () => {
    const booking = await paidBookingWithChange();
    const response = await call(`/api/admin/bookings/transfer/${booking.id}/changes/${booking.changeId}/accept`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ priceDifference: { label: LABEL, amountCents: 2_000 } }),
    });
    expect(response.status).toBe(401);
    expect(await offerRow()).toMatchObject({ totalCents: 13_050 });
  });
});
