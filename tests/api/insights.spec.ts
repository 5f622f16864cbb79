// GET /api/admin/insights (issue 26, item 2): every aggregate on seeded rows with known answers, the
// rows placed at 23:30 and 00:30 in Paris on either side of a week's and a month's boundary and of
// both DST changes of 2026 (29 March, 25 October), the instants written in UTC by hand.
import { describe, expect, it } from 'vitest';
import { insightsSchema } from '../../worker/contract/schemas/insights.ts';
import { and, eq, ne } from 'drizzle-orm';
import { HOURS_COUNTED_UNSTORED, insightsFromScratch, insightsRead } from '../../worker/db/queries/insights.ts';
import { excursionQuotes, insightsMonths, insightsStale, outbox, offers, payments, quotes, refunds } from '../../worker/db/schema.ts';
import { adminInsightsRoutes } from '../../worker/routes/admin/insights.ts';
import { ADMIN, adminCaller } from './admin-support.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { answerOf, call, db, errorOf } from './support.ts';

const { call: callAdmin } = adminCaller({ admin: { '/insights': adminInsightsRoutes } }, ADMIN);
const insightsOf = async (query: string) => {
  const response = await callAdmin(`/api/admin/insights?${query}`);
  expect(response.status).toBe(200);
  return answerOf(response, insightsSchema);
};
const utc = (iso: string) => new Date(`${iso}Z`);
/** A period read as the route reads it, the partials it computed then stored (the route does it after the answer). */
const readAndStore = async (period: { from: string; to: string }) => {
  const read = await insightsRead(db(), period);
  await read.store?.();
  return read;
};
const MINUTE = 60_000;

/** A transfer made at `at`, in `lang`, CDG → Eiffel Tower unless told. */
const transfer = (at: Date, overrides: { lang?: 'en' | 'fr'; pickup?: string; dropoff?: string; status?: 'completed' | 'cancelled' } = {}) =>
  aStoredQuote(
    {
      lang: overrides.lang ?? 'en',
      ...(overrides.pickup ? { pickupLocation: overrides.pickup } : {}),
      ...(overrides.dropoff ? { dropoffLocation: overrides.dropoff } : {}),
    },
    { createdAt: at, ...(overrides.status ? { status: overrides.status } : {}) },
  );
const excursion = (at: Date, overrides: { lang?: 'en' | 'fr'; title?: string; status?: 'completed' | 'cancelled' } = {}) =>
  aStoredExcursionQuote(
    { lang: overrides.lang ?? 'en', ...(overrides.title ? { excursionTitle: overrides.title } : {}) },
    { createdAt: at, ...(overrides.status ? { status: overrides.status } : {}) },
  );

async function anEmail(kind: string, relatedType: string, relatedId: number, at: Date) {
  await db().insert(outbox).values({ kind, toAddress: 'claire.martin@example.com', subject: 's', html: 'h', text: 't', relatedType, relatedId, createdAt: at });
}
const aReply = (quoteKind: 'transfer' | 'excursion', id: number, at: Date) => anEmail(`reply.${quoteKind}`, 'reply', id, at);

async function anOffer(quoteKind: 'transfer' | 'excursion', quoteId: number, version = 1): Promise<number> {
  const [row] = await db()
    .insert(offers)
    .values({ quoteKind, quoteId, version, totalCents: 50_000, depositCents: 50_000, validUntil: utc('2030-01-01T00:00:00'), createdBy: 'alice' })
    .returning({ id: offers.id });
  return row!.id;
}

let receipts = 0;
async function aPayment(
  offerId: number,
  quoteKind: 'transfer' | 'excursion',
  quoteId: number,
  amountCents: number,
  at: Date,
  status: 'succeeded' | 'mismatch' = 'succeeded',
) {
  receipts += 1;
  const [row] = await db()
    .insert(payments)
    .values({
      offerId,
      quoteKind,
      quoteId,
      method: 'bank_transfer',
      status,
      amountCents,
      currency: 'EUR',
      expectedCents: amountCents,
      receiptKey: `test:${receipts}`,
      recordedBy: 'alice',
      createdAt: at,
    })
    .returning({ id: payments.id });
  return row!.id;
}
const aRefund = (paymentId: number, amountCents: number, status: 'succeeded' | 'failed' | 'pending') =>
  db()
    .insert(refunds)
    .values({ paymentId, amountCents, status, requestedBy: 'alice', createdAt: utc('2026-04-15T10:00:00') });

describe('GET /api/admin/insights', () => {
  it('counts requests per Paris week by kind and language, across midnight and the spring change', async () => {
    // Winter (UTC+1): Sunday 22 March 23:30 Paris is 22:30 UTC, Monday 23 March 00:30 is 23:30 UTC.
    await transfer(utc('2026-03-22T22:30:00'));
    await transfer(utc('2026-03-22T23:30:00'), { lang: 'fr' });
    // Summer from Sunday 29 March 03:00 (UTC+2): Sunday 23:30 Paris is 21:30 UTC, Monday 30 March 00:30 is 22:30 UTC.
    await excursion(utc('2026-03-29T21:30:00'), { lang: 'fr' });
    await excursion(utc('2026-03-29T22:30:00'));
    await transfer(utc('2026-03-29T22:31:00'), { lang: 'fr' });
    // Outside the weeks of March–April: not counted.
    await transfer(utc('2026-02-22T22:30:00'));
    await transfer(utc('2026-05-03T22:00:00'));

    const answer = await insightsOf('from=2026-03&to=2026-04');
    // 1 March 2026 is a Sunday: the first week starts on Monday 23 February, the last on 27 April.
    expect(answer.weeks.map((week) => week.week)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
      '2026-04-13',
      '2026-04-20',
      '2026-04-27',
    ]);
    const week = (monday: string) => answer.weeks.find((entry) => entry.week === monday);
    expect(week('2026-03-16')).toMatchObject({ transfer: 1, excursion: 0, byLang: { en: 1 } });
    expect(week('2026-03-23')).toMatchObject({ transfer: 1, excursion: 1, byLang: { fr: 2 } });
    expect(week('2026-03-30')).toMatchObject({ transfer: 1, excursion: 1, byLang: { en: 1, fr: 1 } });
    expect(week('2026-02-23')).toMatchObject({ transfer: 0, excursion: 0, byLang: {}, replied: 0, medianReplyMinutes: null });
    expect(answer.weeks.reduce((sum, entry) => sum + entry.transfer + entry.excursion, 0)).toBe(5);
  });

  it('puts the rows of the autumn change in their Paris week and month', async () => {
    // Winter again from Sunday 25 October 03:00 (UTC+1): Sunday 23:30 Paris is 22:30 UTC, Monday 26 October 00:30 is 23:30 UTC.
    const sunday = await transfer(utc('2026-10-25T22:30:00'));
    const monday = await transfer(utc('2026-10-25T23:30:00'));
    // Saturday 31 October 23:30 Paris is 22:30 UTC (October); Sunday 1 November 00:30 is 23:30 UTC (November).
    const offerA = await anOffer('transfer', sunday.id);
    const offerB = await anOffer('transfer', monday.id);
    await aPayment(offerA, 'transfer', sunday.id, 12_000, utc('2026-10-31T22:30:00'));
    await aPayment(offerB, 'transfer', monday.id, 30_000, utc('2026-10-31T23:30:00'));

    const answer = await insightsOf('from=2026-10&to=2026-11');
    expect(answer.weeks[0]?.week).toBe('2026-09-28');
    expect(answer.weeks.at(-1)?.week).toBe('2026-11-30');
    expect(answer.weeks.find((entry) => entry.week === '2026-10-19')).toMatchObject({ transfer: 1 });
    expect(answer.weeks.find((entry) => entry.week === '2026-10-26')).toMatchObject({ transfer: 1 });
    expect(answer.months).toEqual([
      { month: '2026-10', paidCents: 12_000, refundedCents: 0, netCents: 12_000, payments: 1 },
      { month: '2026-11', paidCents: 30_000, refundedCents: 0, netCents: 30_000, payments: 1 },
    ]);
  });

  it('takes the median time to the first reply per week, of odd and even counts', async () => {
    // Week of 2 March: three transfers answered after 10, 90 and 20 minutes: the median is 20.
    const odd = [10, 90, 20];
    for (const minutes of odd) {
      const at = utc('2026-03-03T09:00:00');
      const { id } = await transfer(at);
      await aReply('transfer', id, new Date(at.getTime() + minutes * MINUTE));
      // A later reply and another e-mail of the request's do not count.
      await aReply('transfer', id, new Date(at.getTime() + 500 * MINUTE));
    }
    // Week of 9 March: two transfers and two excursions answered after 10, 20, 30 and 100 minutes
    // (the median is 25), and one never answered.
    const at = utc('2026-03-10T09:00:00');
    const even: Array<['transfer' | 'excursion', number]> = [
      ['transfer', 30],
      ['excursion', 10],
      ['transfer', 100],
      ['excursion', 20],
    ];
    for (const [kind, minutes] of even) {
      const { id } = kind === 'transfer' ? await transfer(at) : await excursion(at);
      await anEmail(kind === 'transfer' ? 'quote.customer' : 'exquote.customer', kind === 'transfer' ? 'quote' : 'excursion_quote', id, at);
      await aReply(kind, id, new Date(at.getTime() + minutes * MINUTE));
    }
    await transfer(at);

    const answer = await insightsOf('from=2026-03&to=2026-03');
    expect(answer.weeks.find((entry) => entry.week === '2026-03-02')).toMatchObject({ transfer: 3, replied: 3, medianReplyMinutes: 20 });
    expect(answer.weeks.find((entry) => entry.week === '2026-03-09')).toMatchObject({ transfer: 3, excursion: 2, replied: 4, medianReplyMinutes: 25 });
  });

  it('counts the funnel of the range’s requests and the money per Paris month, refunds netted', async () => {
    const at = utc('2026-03-10T09:00:00');
    const a = await transfer(at, { status: 'completed' });
    const b = await transfer(at, { status: 'cancelled' });
    const c = await excursion(at);
    await transfer(at);
    await excursion(at);
    const d = await transfer(at);
    // Offers on a, b, c and d (two versions on a: still one request offered), payments on a and b
    // (succeeded) and d (a mismatch only: not paid).
    const offerA = await anOffer('transfer', a.id);
    await anOffer('transfer', a.id, 2);
    const offerB = await anOffer('transfer', b.id);
    await anOffer('excursion', c.id);
    const offerD = await anOffer('transfer', d.id);
    // Tuesday 31 March 23:30 Paris (21:30 UTC) is March; Wednesday 1 April 00:30 (22:30 UTC) is April.
    const march = await aPayment(offerA, 'transfer', a.id, 10_000, utc('2026-03-31T21:30:00'));
    const april = await aPayment(offerB, 'transfer', b.id, 20_000, utc('2026-03-31T22:30:00'));
    await aPayment(offerD, 'transfer', d.id, 5_000, utc('2026-04-02T10:00:00'), 'mismatch');
    await aRefund(march, 2_500, 'succeeded');
    await aRefund(march, 1_000, 'failed');
    await aRefund(april, 20_000, 'succeeded');
    await aRefund(april, 500, 'pending');
    // A request of another month is not in the funnel.
    await transfer(utc('2026-05-10T09:00:00'), { status: 'completed' });

    const answer = await insightsOf('from=2026-03&to=2026-04');
    expect(answer.funnel).toEqual({ requested: 6, offered: 4, paid: 2, completed: 1, cancelled: 1 });
    expect(answer.months).toEqual([
      { month: '2026-03', paidCents: 10_000, refundedCents: 2_500, netCents: 7_500, payments: 1 },
      { month: '2026-04', paidCents: 20_000, refundedCents: 20_000, netCents: 0, payments: 1 },
    ]);
  });

  it('lists the ten most requested routes and excursions of the range', async () => {
    const at = utc('2026-06-10T09:00:00');
    for (let i = 0; i < 3; i += 1) await transfer(at, { pickup: 'Orly Airport (ORY)', dropoff: 'Hôtel Ritz, Paris' });
    for (let i = 0; i < 2; i += 1) await transfer(at);
    // The way back is another route.
    await transfer(at, { pickup: 'Eiffel Tower, Paris', dropoff: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E' });
    for (let i = 1; i <= 10; i += 1) await excursion(at, { title: `Excursion ${String(i).padStart(2, '0')}` });
    await excursion(at, { title: 'Excursion 07' });
    await excursion(at, { title: 'Giverny' });
    // Outside the range.
    await transfer(utc('2026-07-01T09:00:00'), { pickup: 'Gare de Lyon', dropoff: 'Disneyland Paris' });

    const answer = await insightsOf('from=2026-06&to=2026-06');
    expect(answer.topRoutes).toEqual([
      { pickup: 'Orly Airport (ORY)', dropoff: 'Hôtel Ritz, Paris', requests: 3 },
      { pickup: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E', dropoff: 'Eiffel Tower, Paris', requests: 2 },
      { pickup: 'Eiffel Tower, Paris', dropoff: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E', requests: 1 },
    ]);
    expect(answer.topExcursions).toHaveLength(10);
    expect(answer.topExcursions[0]).toEqual({ title: 'Excursion 07', requests: 2 });
    expect(answer.topExcursions.map((entry) => entry.title)).not.toContain('Giverny');
    expect(answer.months).toEqual([{ month: '2026-06', paidCents: 0, refundedCents: 0, netCents: 0, payments: 0 }]);
    expect(answer.funnel).toEqual({ requested: 18, offered: 0, paid: 0, completed: 0, cancelled: 0 });
  });

  it('refuses a bad range with field messages in the request’s language, and unknown parameters by name', async () => {
    const refused = async (query: string, lang = 'en') => {
      const response = await callAdmin(`/api/admin/insights?${query}`, { headers: { 'Accept-Language': lang } });
      expect(response.status).toBe(400);
      return errorOf(response);
    };
    expect((await refused('from=2026-13&to=2026-12')).fields).toEqual({ from: 'Enter a month as YYYY-MM.' });
    expect((await refused('to=2026-12')).fields).toEqual({ from: 'Enter a month as YYYY-MM.' });
    expect((await refused('from=2026-03&to=2026-02')).fields).toEqual({ to: 'The last month must be on or after the first, at most 24 months in all.' });
    expect((await refused('from=2024-01&to=2026-01', 'fr')).fields).toEqual({
      to: 'Le dernier mois doit être égal ou postérieur au premier, 24 mois au plus.',
    });
    expect(Object.keys((await refused('from=2026-01&to=2026-02&kind=transfer')).fields ?? {})).toEqual(['kind']);
    // 24 months is the most.
    expect((await insightsOf('from=2024-01&to=2025-12')).months).toHaveLength(24);
  });

  it('answers a period from its stored partials while nothing it reads has changed, with an ETag and a 304', async () => {
    const url = '/api/admin/insights?from=2026-04&to=2026-04';
    await transfer(utc('2026-04-10T10:00:00'));
    const first = await callAdmin(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect((await answerOf(first, insightsSchema)).funnel.requested).toBe(1);

    const unchanged = await callAdmin(url, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    // The stored partials are what is read: a month altered in the store is answered as it is, by
    // every period that holds it, while nothing marked it stale.
    expect(await db().select({ month: insightsMonths.month }).from(insightsMonths)).toEqual([{ month: '2026-04' }]);
    await db().update(insightsMonths).set({ requested: 99 }).where(eq(insightsMonths.month, '2026-04'));
    expect((await insightsOf('from=2026-04&to=2026-04')).funnel.requested).toBe(99);
    expect((await insightsOf('from=2026-03&to=2026-04')).funnel.requested).toBe(99);
    expect((await db().select({ month: insightsMonths.month }).from(insightsMonths)).map((row) => row.month).sort()).toEqual(['2026-03', '2026-04']);
    // A change in another month leaves April as stored; one in April computes April again.
    await transfer(utc('2026-03-20T10:00:00'));
    expect((await insightsOf('from=2026-03&to=2026-04')).funnel.requested).toBe(100);

    // Any change moves the version: the browser's tag no longer holds. A new tag holds until the next change.
    expect((await callAdmin(url, { headers: { 'If-None-Match': etag } })).status).toBe(200);
    const tag = (await callAdmin(url)).headers.get('ETag')!;
    expect((await callAdmin(url, { headers: { 'If-None-Match': tag } })).status).toBe(304);
    // A change in April counts its hour again and moves April's stored row by the difference
    // (migration 0023): the altered 99 plus the new request, where April counted whole would say 2.
    await transfer(utc('2026-04-20T10:00:00'));
    const changed = await callAdmin(url, { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect((await answerOf(changed, insightsSchema)).funnel.requested).toBe(100);
  });

  // Some hundred reads: a loaded machine may take longer than vitest's 5 s.
  it('equals the computation from scratch after every kind of change, inside and outside each period', { timeout: 60_000 }, async () => {
    // Periods that overlap (the week of 30 March straddles March and April: in P1's weeks and
    // P2's), one over the autumn change, and twelve months holding them all but one.
    const periods = [
      { from: '2026-04', to: '2026-05' },
      { from: '2026-03', to: '2026-04' },
      { from: '2026-10', to: '2026-11' },
      { from: '2025-12', to: '2026-11' },
      { from: '2024-01', to: '2024-02' },
    ];
    const { id: march } = await transfer(utc('2026-03-10T09:00:00'), { status: 'completed' });
    // Tuesday 31 March 23:30 Paris: March, in the week of Monday 30 March.
    const { id: straddling } = await transfer(utc('2026-03-31T21:30:00'), { lang: 'fr' });
    const { id: april } = await transfer(utc('2026-04-02T09:00:00'), { pickup: 'Orly Airport (ORY)', dropoff: 'Hôtel Ritz, Paris' });
    const { id: trip } = await excursion(utc('2026-04-03T09:00:00'));
    // Sunday 25 October 23:30 Paris (after the change, UTC+1): the week of Monday 19 October.
    const { id: autumn } = await transfer(utc('2026-10-25T22:30:00'));
    await aReply('transfer', march, utc('2026-03-10T09:20:00'));
    await aReply('transfer', april, utc('2026-04-02T10:00:00'));
    const offerMarch = await anOffer('transfer', march);
    const paidMarch = await aPayment(offerMarch, 'transfer', march, 30_000, utc('2026-03-12T10:00:00'));
    await aRefund(paidMarch, 5_000, 'succeeded');

    let previous = await Promise.all(periods.map((period) => insightsFromScratch(db(), period)));
    let version = '';
    /** Makes the change, then expects every period (read in turn: each consumes its marks) to equal the computation from scratch. */
    const after = async (change: () => Promise<unknown>, touches: 'some period' | 'no period' = 'some period') => {
      // Every period's partials are stored before the change.
      for (const period of periods) await readAndStore(period);
      await change();
      const expected = await Promise.all(periods.map((period) => insightsFromScratch(db(), period)));
      // The change did move a figure (or, said so, none of these periods'), so the test can fail.
      if (touches === 'some period') expect(expected).not.toEqual(previous);
      else expect(expected).toEqual(previous);
      for (const [i, period] of periods.entries()) {
        // Computed where stale (in the read's own statement), then as stored: the same answer.
        const read = await readAndStore(period);
        expect(read.body, `${period.from}..${period.to}`).toEqual(expected[i]);
        const stored = await insightsRead(db(), period);
        expect(stored.store).toBeNull();
        expect(stored.body, `${period.from}..${period.to} stored`).toEqual(expected[i]);
        if (i === 0) {
          expect(read.version).not.toBe(version);
          version = read.version;
        }
      }
      // Every mark of these periods was consumed by reading them, but the marked hours of stored
      // months, which the reads count until they are worth storing (HOURS_COUNTED_UNSTORED).
      if (touches === 'some period') expect((await db().select().from(insightsStale)).filter((mark) => mark.scope !== 'month')).toEqual([]);
      previous = expected;
    };

    // A new request; its status, language, route and title changed; its creation moved.
    await after(() => transfer(utc('2026-04-20T10:00:00'), { lang: 'fr' }));
    await after(() => db().update(quotes).set({ status: 'cancelled' }).where(eq(quotes.id, march)));
    await after(() => db().update(quotes).set({ lang: 'fr' }).where(eq(quotes.id, autumn)));
    await after(() => db().update(quotes).set({ pickupLocation: 'Gare du Nord' }).where(eq(quotes.id, april)));
    await after(() => db().update(excursionQuotes).set({ excursionTitle: 'Giverny' }).where(eq(excursionQuotes.id, trip)));
    await after(() =>
      db()
        .update(quotes)
        .set({ createdAt: utc('2026-11-02T10:00:00') })
        .where(eq(quotes.id, march)),
    );
    // A first reply in the week that straddles March and April, then moved later than another one, then removed.
    await after(() => aReply('transfer', straddling, utc('2026-04-01T08:00:00')));
    await after(() => aReply('excursion', trip, utc('2026-04-03T11:00:00')));
    await after(() =>
      db()
        .update(outbox)
        .set({ createdAt: utc('2026-04-03T13:00:00') })
        .where(and(eq(outbox.relatedId, trip), eq(outbox.kind, 'reply.excursion'))),
    );
    await after(() => db().delete(outbox).where(eq(outbox.relatedId, straddling)));
    // An offer; a payment made on 1 April at 00:30 Paris (April's money, March's request paid); a
    // refund, its status changed; the payment's status and creation changed.
    let offer = 0;
    await after(async () => {
      offer = await anOffer('transfer', straddling);
    });
    let payment = 0;
    await after(async () => {
      payment = await aPayment(offer, 'transfer', straddling, 20_000, utc('2026-03-31T22:30:00'));
    });
    await after(() => aRefund(payment, 4_000, 'pending'), 'no period');
    await after(() => db().update(refunds).set({ status: 'succeeded' }).where(eq(refunds.paymentId, payment)));
    await after(() => db().update(payments).set({ status: 'mismatch' }).where(eq(payments.id, payment)));
    await after(() =>
      db()
        .update(payments)
        .set({ status: 'succeeded', createdAt: utc('2026-10-26T09:00:00') })
        .where(eq(payments.id, payment)),
    );
    // Requests removed (an erasure, the retention): the autumn one, and one with a reply and a payment.
    await after(() => db().delete(quotes).where(eq(quotes.id, autumn)));
    await after(() => db().delete(quotes).where(eq(quotes.id, march)));
    await after(() => db().delete(excursionQuotes).where(eq(excursionQuotes.id, trip)));
    // Outside every period: the answers hold, the version moves, the mark waits for its period.
    await after(() => transfer(utc('2025-06-10T10:00:00')), 'no period');
    // Its week, its month's funnel, its month's routes.
    const june2025 = async () => (await db().select().from(insightsStale)).filter((mark) => mark.at === utc('2025-06-10T10:00:00').getTime());
    expect(await june2025()).toHaveLength(3);
    expect(await readAndStore({ from: '2025-06', to: '2025-06' })).toMatchObject({ body: { funnel: { requested: 1 } } });
    expect(await june2025()).toEqual([]);
  });

  it('marks only the buckets a change touches, at the hour, until a period that holds them is read', async () => {
    // The factory writes the request now, then moves its creation: both instants are marked.
    const { id } = await transfer(utc('2026-04-10T10:42:13'));
    // The request's week and month, at 10:00 UTC.
    expect(await db().select().from(insightsStale)).toEqual(
      expect.arrayContaining([
        { scope: 'month', at: utc('2026-04-10T10:00:00').getTime() },
        { scope: 'week', at: utc('2026-04-10T10:00:00').getTime() },
      ]),
    );
    await readAndStore({ from: '2026-04', to: '2026-04' });
    await db()
      .delete(insightsStale)
      .where(ne(insightsStale.at, utc('2026-04-10T10:00:00').getTime()));
    expect(await db().select().from(insightsStale)).toEqual([]);
    // A status: the month's funnel only. A reply: the week only. A payment of a later month: its
    // request's month and its own month's money.
    await db().update(quotes).set({ status: 'completed' }).where(eq(quotes.id, id));
    await aReply('transfer', id, utc('2026-04-10T11:00:00'));
    const offerId = await anOffer('transfer', id);
    await aPayment(offerId, 'transfer', id, 10_000, utc('2026-06-01T08:15:00'));
    expect(await db().select().from(insightsStale).orderBy(insightsStale.scope, insightsStale.at)).toEqual([
      { scope: 'money', at: utc('2026-06-01T08:00:00').getTime() },
      { scope: 'month', at: utc('2026-04-10T10:00:00').getTime() },
      { scope: 'week', at: utc('2026-04-10T10:00:00').getTime() },
    ]);
    // April read: June's money mark stays for June.
    await readAndStore({ from: '2026-04', to: '2026-04' });
    expect(await db().select().from(insightsStale)).toEqual([{ scope: 'money', at: utc('2026-06-01T08:00:00').getTime() }]);
    expect((await insightsOf('from=2026-06&to=2026-06')).months[0]).toMatchObject({ paidCents: 10_000, payments: 1 });
    expect(await db().select().from(insightsStale)).toEqual([]);
  });

  it('counts a few marked hours in each read without storing them, and stores them once there are a day’s worth', async () => {
    const period = { from: '2026-04', to: '2026-04' };
    // The marks of April (the factory also marks the hour it writes a request in, before moving it).
    const aprilMarks = async () =>
      (await db().select().from(insightsStale)).filter(
        (mark) => mark.at >= utc('2026-03-31T22:00:00').getTime() && mark.at < utc('2026-04-30T22:00:00').getTime(),
      );
    const requests = [];
    for (let hour = 0; hour < HOURS_COUNTED_UNSTORED; hour += 1)
      requests.push(await transfer(new Date(utc('2026-04-10T00:00:00').getTime() + hour * 3600_000)));
    await readAndStore(period);
    expect(await db().select().from(insightsStale)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ at: utc('2026-04-10T05:00:00').getTime() })]),
    );
    // A status changed in one hour: counted by the read, answered right, nothing stored, the mark kept.
    await db().update(quotes).set({ status: 'completed' }).where(eq(quotes.id, requests[5]!.id));
    const read = await insightsRead(db(), period);
    expect(read.store).toBeNull();
    expect(read.body).toEqual(await insightsFromScratch(db(), period));
    expect(read.body.funnel.completed).toBe(1);
    expect(await aprilMarks()).toEqual([{ scope: 'month', at: utc('2026-04-10T05:00:00').getTime() }]);
    // A day's worth of marked hours: the read stores them, and the marks go.
    for (const request of requests) await db().update(quotes).set({ status: 'cancelled' }).where(eq(quotes.id, request.id));
    const busy = await readAndStore(period);
    expect(busy.store).not.toBeNull();
    expect(busy.body.funnel).toMatchObject({ requested: HOURS_COUNTED_UNSTORED, cancelled: HOURS_COUNTED_UNSTORED, completed: 0 });
    expect(await aprilMarks()).toEqual([]);
    const stored = await insightsRead(db(), period);
    expect(stored.store).toBeNull();
    expect(stored.body).toEqual(await insightsFromScratch(db(), period));
  });

  it('keeps its stored partials and version through changes its figures do not read', async () => {
    const url = '/api/admin/insights?from=2026-04&to=2026-04';
    const { id } = await transfer(utc('2026-04-10T10:00:00'));
    await aReply('transfer', id, utc('2026-04-10T10:30:00'));
    const etag = (await callAdmin(url)).headers.get('ETag')!;
    await db().delete(insightsStale);
    // A request marked important, an e-mail delivered: nothing is marked, the browser's answer holds.
    await db().update(quotes).set({ important: true }).where(eq(quotes.id, id));
    await db()
      .update(outbox)
      .set({ status: 'sent', sentAt: utc('2026-04-10T10:31:00') })
      .where(eq(outbox.relatedId, id));
    expect(await db().select().from(insightsStale)).toEqual([]);
    expect((await callAdmin(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers 401 signed out and 405 to other methods', async () => {
    const signedOut = await call('/api/admin/insights?from=2026-01&to=2026-02');
    expect(signedOut.status).toBe(401);
    const post = await callAdmin('/api/admin/insights?from=2026-01&to=2026-02', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });
});
