// GET /api/admin/insights (issue 26, item 2): every aggregate on seeded rows with known answers, the
// rows placed at 23:30 and 00:30 in Paris on either side of a week's and a month's boundary and of
// both DST changes of 2026 (29 March, 25 October), the instants written in UTC by hand.
import { describe, expect, it } from 'vitest';
import { insightsSchema } from '../../worker/contract/schemas/insights.ts';
import { eq } from 'drizzle-orm';
import { insightsAnswers, outbox, offers, payments, quotes, refunds } from '../../worker/db/schema.ts';
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

  it('answers a period from its stored answer while nothing it reads has changed, with an ETag and a 304', async () => {
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
    // The stored answer is what is read: one altered in the store is answered as it is.
    const [stored] = await db().select().from(insightsAnswers);
    expect(stored).toMatchObject({ period: '2026-04..2026-04' });
    const altered = { ...(JSON.parse(stored!.body) as object), funnel: { requested: 99, offered: 0, paid: 0, completed: 0, cancelled: 0 } };
    await db()
      .update(insightsAnswers)
      .set({ body: JSON.stringify(altered) });
    expect((await insightsOf('from=2026-04&to=2026-04')).funnel.requested).toBe(99);
    // Another period is computed (and stored beside it).
    expect((await insightsOf('from=2026-03&to=2026-04')).funnel.requested).toBe(1);
    expect(await db().select({ period: insightsAnswers.period }).from(insightsAnswers)).toHaveLength(2);

    // Still unchanged for the browser; a new request is not.
    expect((await callAdmin(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    await transfer(utc('2026-04-20T10:00:00'));
    const changed = await callAdmin(url, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect((await answerOf(changed, insightsSchema)).funnel.requested).toBe(2);
  });

  it('computes a period again after any change its figures read, and keeps no stale answer', async () => {
    const query = 'from=2026-04&to=2026-04';
    const { id } = await transfer(utc('2026-04-10T10:00:00'));
    await insightsOf(query);
    /** Alters the stored answer, makes the change, and expects the answer computed again from the tables. */
    const afterChange = async (change: () => Promise<unknown>) => {
      await db()
        .update(insightsAnswers)
        .set({ body: JSON.stringify({ ...(await insightsOf(query)), topRoutes: [] }) });
      expect((await insightsOf(query)).topRoutes).toEqual([]);
      await change();
      const answer = await insightsOf(query);
      expect(answer.topRoutes).not.toEqual([]);
      expect(await db().select({ period: insightsAnswers.period }).from(insightsAnswers)).toHaveLength(1);
      return answer;
    };
    // A new request; a request's status changed (every change of a request moves its updated_at).
    let secondId = 0;
    expect(
      (
        await afterChange(async () => {
          secondId = (await transfer(utc('2026-04-11T10:00:00'))).id;
        })
      ).funnel.requested,
    ).toBe(2);
    // A request removed (an erasure, the retention): counted no more at once.
    expect((await afterChange(() => db().delete(quotes).where(eq(quotes.id, secondId)))).funnel.requested).toBe(1);
    expect(
      (
        await afterChange(() =>
          db()
            .update(quotes)
            .set({ status: 'cancelled', updatedAt: new Date(Date.now() + 60_000) })
            .where(eq(quotes.id, id)),
        )
      ).funnel.cancelled,
    ).toBe(1);
    // Its first reply, its offer, its payment, and a refund whose status changes.
    expect((await afterChange(() => aReply('transfer', id, utc('2026-04-10T10:30:00')))).weeks.find((week) => week.replied > 0)?.medianReplyMinutes).toBe(30);
    let offerId = 0;
    expect(
      (
        await afterChange(async () => {
          offerId = await anOffer('transfer', id);
        })
      ).funnel.offered,
    ).toBe(1);
    let paymentId = 0;
    expect(
      (
        await afterChange(async () => {
          paymentId = await aPayment(offerId, 'transfer', id, 20_000, utc('2026-04-12T10:00:00'));
        })
      ).months[0]!.netCents,
    ).toBe(20_000);
    await afterChange(() => aRefund(paymentId, 5_000, 'pending'));
    expect(
      (
        await afterChange(() =>
          db()
            .update(refunds)
            .set({ status: 'succeeded', updatedAt: new Date(Date.now() + 120_000) })
            .where(eq(refunds.paymentId, paymentId)),
        )
      ).months[0]!.netCents,
    ).toBe(15_000);
  });

  it('keeps its stored answer through changes its figures do not read', async () => {
    const query = 'from=2026-04&to=2026-04';
    const { id } = await transfer(utc('2026-04-10T10:00:00'));
    await aReply('transfer', id, utc('2026-04-10T10:30:00'));
    const stored = await insightsOf(query);
    await db()
      .update(insightsAnswers)
      .set({ body: JSON.stringify({ ...stored, topRoutes: [] }) });
    // A request marked important, an e-mail delivered: the stored answer still holds.
    await db().update(quotes).set({ important: true }).where(eq(quotes.id, id));
    await db()
      .update(outbox)
      .set({ status: 'sent', sentAt: utc('2026-04-10T10:31:00') })
      .where(eq(outbox.relatedId, id));
    expect((await insightsOf(query)).topRoutes).toEqual([]);
  });

  it('answers 401 signed out and 405 to other methods', async () => {
    const signedOut = await call('/api/admin/insights?from=2026-01&to=2026-02');
    expect(signedOut.status).toBe(401);
    const post = await callAdmin('/api/admin/insights?from=2026-01&to=2026-02', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });
});
