// The quote queues' tallies (migration 0022, decision 046): kept by triggers in step with the
// requests whatever path changes them, so the lists' counts read from them are the table's own.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { adminExcursionQuoteListSchema, adminQuoteListSchema } from '../../worker/contract/schemas/admin-quotes.ts';
import { excursionQuotes, quotes } from '../../worker/db/schema.ts';
import { eraseAboutAddress } from '../../worker/db/queries/admin-privacy.ts';
import { deleteExpiredRecords } from '../../worker/db/queries/retention.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { ADMIN, callAdmin, patchJson } from './admin-support.ts';
import { answerOf, db } from './support.ts';

const DAY = 24 * 3600_000;

/** The tallies as stored, and as counted from the tables: they must always be the same. */
async function talliesAndCounts() {
  const tallies = await env.DB.prepare(
    `select queue, status, important, payment_state, requests from queue_tallies where requests != 0 order by queue, status, important, payment_state`,
  ).all();
  const counts = await env.DB.prepare(
    `select queue, status, important, payment_state, count(*) as requests from (
       select 'transfer' as queue, status, important, payment_state from quotes
       union all select 'excursion', status, important, payment_state from excursion_quotes)
     group by queue, status, important, payment_state order by queue, status, important, payment_state`,
  ).all();
  return { tallies: tallies.results, counts: counts.results };
}

async function expectInStep() {
  const { tallies, counts } = await talliesAndCounts();
  expect(tallies).toEqual(counts);
}

const list = async (query: string) => answerOf(await callAdmin(`/api/admin/quotes?${query}`), adminQuoteListSchema);

describe('the quote queues’ tallies', () => {
  it('follow every insert, change and delete of a request, whatever path makes it', async () => {
    await expectInStep();
    const first = await aStoredQuote({ email: 'erase.me@example.com' });
    const second = await aStoredQuote({}, { important: true });
    const third = await aStoredQuote({}, { status: 'completed' });
    const excursion = await aStoredExcursionQuote();
    await expectInStep();

    expect((await patchJson(`/api/admin/quotes/${first.id}`, { status: 'replied' })).status).toBe(200);
    expect((await patchJson(`/api/admin/quotes/${second.id}/important`, { important: false })).status).toBe(200);
    expect((await patchJson(`/api/admin/exquotes/${excursion.id}`, { status: 'cancelled', important: true })).status).toBe(200);
    await expectInStep();

    // A payment's state, changed by the booking code, a webhook or anything else: the trigger sees it.
    await db().update(quotes).set({ paymentState: 'paid' }).where(eq(quotes.id, third.id));
    await db().update(excursionQuotes).set({ paymentState: 'attention' }).where(eq(excursionQuotes.id, excursion.id));
    await expectInStep();

    expect((await callAdmin(`/api/admin/quotes/${second.id}`, { method: 'DELETE' })).status).toBe(204);
    await eraseAboutAddress(db(), 'erase.me@example.com', 'digest', ADMIN);
    await expectInStep();

    const cutoff = new Date(Date.now() - 3 * 365 * DAY);
    await db()
      .update(quotes)
      .set({ updatedAt: new Date(cutoff.getTime() - DAY) })
      .where(eq(quotes.id, third.id));
    expect((await deleteExpiredRecords(db(), cutoff)).quotes).toBe(1);
    await expectInStep();
    expect((await talliesAndCounts()).tallies).toEqual([
      expect.objectContaining({ queue: 'excursion', status: 'cancelled', payment_state: 'attention', requests: 1 }),
    ]);
  });

  it('give each filter’s “x of y”, alone and together, as the table counts it', async () => {
    await aStoredQuote({}, { status: 'completed', important: true });
    await aStoredQuote({}, { status: 'completed' });
    await aStoredQuote({}, { important: true });
    const paid = await aStoredQuote();
    await db().update(quotes).set({ paymentState: 'paid' }).where(eq(quotes.id, paid.id));
    await aStoredExcursionQuote({}, { status: 'completed' });
    for (const [query, filteredTotal] of [
      ['', 4],
      ['status=completed', 2],
      ['priority=important', 2],
      ['priority=normal', 2],
      ['payment=paid', 1],
      ['payment=none', 3],
      ['status=completed&priority=important', 1],
      ['status=pending&payment=paid', 1],
      ['status=cancelled', 0],
    ] as const) {
      expect(await list(query), query).toMatchObject({ filteredTotal, total: 4, filteredMore: false });
    }
    const excursions = await answerOf(await callAdmin('/api/admin/exquotes?status=completed'), adminExcursionQuoteListSchema);
    expect(excursions).toMatchObject({ filteredTotal: 1, total: 1 });
  });

  it('move the lists’ version: a request’s status changed is a new ETag, and an unchanged poll a 304', async () => {
    const { id } = await aStoredQuote();
    const tag = (await callAdmin('/api/admin/quotes')).headers.get('ETag') ?? '';
    expect((await callAdmin('/api/admin/quotes', { headers: { 'If-None-Match': tag } })).status).toBe(304);
    await db().update(quotes).set({ paymentState: 'paid' }).where(eq(quotes.id, id));
    await env.DB.prepare(`delete from quotes where id = ?`).bind(id).run();
    expect((await callAdmin('/api/admin/quotes', { headers: { 'If-None-Match': tag } })).status).toBe(200);
  });
});
