// The quote queues' search through FTS5 (decision 046, migration 0018): accents and case folded,
// any part of a field (so prefixes) found, every word required, anything the admin types answered
// without an error, and the index in step with the requests at once: a name changed, a request
// deleted by the admin, erased for privacy or by retention. The index itself is read where the
// list alone could not tell (a deleted request is never listed, whatever its index says).
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { adminExcursionQuoteListSchema, adminQuoteListSchema } from '../../worker/contract/schemas/admin-quotes.ts';
import { SEARCH_COUNT_LIMIT } from '../../worker/contract/quote-list-words.ts';
import { excursionQuotes, quotes } from '../../worker/db/schema.ts';
import { searchMatch, searchWords } from '../../worker/db/queries/admin-lists.ts';
import { eraseAboutAddress } from '../../worker/db/queries/admin-privacy.ts';
import { deleteExpiredRecords } from '../../worker/db/queries/retention.ts';
import { runScheduledWork } from '../../worker/scheduled.ts';
import { SEARCH_INDEXES } from '../../worker/db/queries/search-indexes.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { ADMIN, callAdmin, patchJson } from './admin-support.ts';
import { answerOf, db } from './support.ts';

const DAY = 24 * 3600_000;

/** The numbers the transfer quote list finds for `text`, and its "x of y". */
async function searchQuotes(text: string) {
  const response = await callAdmin(`/api/admin/quotes?q=${encodeURIComponent(text)}&pageSize=100`);
  expect(response.status, text).toBe(200);
  const answer = await answerOf(response, adminQuoteListSchema);
  expect(answer.filteredTotal, text).toBe(answer.items.length);
  return answer.items.map((item) => item.quoteNumber);
}

async function searchExQuotes(text: string) {
  const response = await callAdmin(`/api/admin/exquotes?q=${encodeURIComponent(text)}&pageSize=100`);
  expect(response.status, text).toBe(200);
  const answer = await answerOf(response, adminExcursionQuoteListSchema);
  expect(answer.filteredTotal, text).toBe(answer.items.length);
  return answer.items.map((item) => item.exQuoteNumber);
}

/** The ids the FTS5 index itself holds for `text`, whether or not their request still exists. */
async function indexed(index: 'quote_search' | 'excursion_quote_search', text: string): Promise<number[]> {
  // An entry's number is the request's place in its queue; its id the number's low 30 bits (migration 0021).
  const { results } = await env.DB.prepare(`select rowid & 1073741823 as id from ${index} where ${index} match ? order by id`)
    .bind(searchMatch(searchWords(text)))
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** What the admin can type that FTS5's query syntax would read as an operator or an error. */
const HOSTILE = [
  '"',
  '""',
  '"lefèvre',
  'lefèvre"',
  '"lef" OR "mar"',
  '*',
  'lef*',
  '* lef',
  'NEAR',
  'NEAR(lef mar)',
  'NEAR(lef mar, 2)',
  'lef NEAR mar',
  'OR',
  'AND',
  'NOT',
  'lef OR mar',
  'lef AND NOT mar',
  '-',
  '-lef',
  'lef -mar',
  ':',
  'first_name:lef',
  '{first_name last_name}: lef',
  '(',
  ')',
  '(lef',
  'lef)',
  '((()))',
  '^lef',
  '+lef',
  "'",
  "lef'; drop table quotes; --",
  '\\',
  '%_[]?',
  // Accents alone, which the tokenizer removes: a string of no trigram.
  '\u0301\u0301\u0301',
  'e\u0301\u0301\u0301 lef',
  '\u{1F697}\u{1F697}\u{1F697}',
  'é'.repeat(200),
  'lef '.repeat(50).trim(),
  'a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9 é è à ç ù ô î ï ë ü ö ä ß æ œ ø å ñ α β γ δ ε ζ η θ ι κ λ μ ν ξ π ρ σ τ υ φ χ ψ ω',
  `${'x'.repeat(100)} ${'y'.repeat(99)}`,
] as const;

describe('the transfer quotes’ search (FTS5)', () => {
  it('folds accents and case both ways: “lefevre” finds “Lefèvre”, “LEFÈVRE” finds “Lefevre”', async () => {
    const accented = await aStoredQuote({ lastName: 'Lefèvre' });
    const plain = await aStoredQuote({ lastName: 'Lefevre' });
    await aStoredQuote({ lastName: 'Lebrun' });
    for (const text of ['lefevre', 'LEFEVRE', 'lefèvre', 'LEFÈVRE', 'LeFéVrE'])
      expect(await searchQuotes(text), text).toEqual([plain.quoteNumber, accented.quoteNumber]);
    const helene = await aStoredQuote({ firstName: 'Hélène', lastName: 'Dubois' });
    expect(await searchQuotes('helene')).toEqual([helene.quoteNumber]);
    expect(await searchQuotes('HÉLÈNE')).toEqual([helene.quoteNumber]);
  });

  it('finds the start of a word (and any part of one): “lef”, “lefè”, “fèvr”', async () => {
    const { quoteNumber } = await aStoredQuote({ lastName: 'Lefèvre' });
    await aStoredQuote({ lastName: 'Leclerc' });
    for (const text of ['lef', 'LEFÈ', 'lefe', 'fèvr', 'evre']) expect(await searchQuotes(text), text).toEqual([quoteNumber]);
  });

  it('finds a quote by its number, whole, by its year and sequence, or its last digits', async () => {
    const first = await aStoredQuote();
    const second = await aStoredQuote();
    expect(await searchQuotes(second.quoteNumber)).toEqual([second.quoteNumber]);
    expect(await searchQuotes(second.quoteNumber.toLowerCase())).toEqual([second.quoteNumber]);
    expect(await searchQuotes(second.quoteNumber.slice(3))).toEqual([second.quoteNumber]);
    expect(await searchQuotes(first.quoteNumber.slice(-3))).toEqual([first.quoteNumber]);
  });

  it('finds an e-mail address whole or by a part: its name, its domain, across the @ and the dots', async () => {
    const { quoteNumber } = await aStoredQuote({ email: 'jean-luc.picard+paris@starfleet.example' });
    await aStoredQuote();
    for (const text of ['jean-luc.picard+paris@starfleet.example', 'JEAN-LUC', 'picard+paris@star', '@starfleet', 'starfleet.example', 'luc.pic']) {
      expect(await searchQuotes(text), text).toEqual([quoteNumber]);
    }
  });

  it('wants every word, each in any searched field: a first name and a place', async () => {
    const hereAtOrly = await aStoredQuote({ firstName: 'Hélène', pickupLocation: 'Paris Orly Airport (ORY)' });
    await aStoredQuote({ firstName: 'Hélène' });
    await aStoredQuote({ pickupLocation: 'Paris Orly Airport (ORY)' });
    expect(await searchQuotes('helene orly')).toEqual([hereAtOrly.quoteNumber]);
    expect(await searchQuotes('orly  HÉLÈNE')).toEqual([hereAtOrly.quoteNumber]);
    // A short word is wanted too, though the index cannot look it up.
    expect(await searchQuotes('hélène (o')).toEqual([hereAtOrly.quoteNumber]);
    expect(await searchQuotes('hélène zz')).toEqual([]);
  });

  it('answers anything the admin can type with the list, never an error; each character means itself', async () => {
    const near = await aStoredQuote({ firstName: 'NEAR(me)', lastName: 'O"Brien-*' });
    await aStoredQuote({ firstName: 'Lefèvre', lastName: 'Martin' });
    for (const text of HOSTILE) await searchQuotes(text);
    expect(await searchQuotes('near(me)')).toEqual([near.quoteNumber]);
    expect(await searchQuotes('o"brien-*')).toEqual([near.quoteNumber]);
    expect(await searchQuotes('"brien')).toEqual([near.quoteNumber]);
    expect(await searchQuotes('lef OR brien')).toEqual([]);
    expect(await searchQuotes('-*')).toEqual([near.quoteNumber]);
  });

  it('finds a quote by its new name and not its old one as soon as the name changes', async () => {
    const { id, quoteNumber } = await aStoredQuote({ firstName: 'Zébulon', lastName: 'Lefèvre' });
    expect(await searchQuotes('lefèvre')).toEqual([quoteNumber]);
    await db().update(quotes).set({ lastName: 'Moreau' }).where(eq(quotes.id, id));
    expect(await searchQuotes('lefèvre')).toEqual([]);
    expect(await searchQuotes('moreau')).toEqual([quoteNumber]);
    expect(await searchQuotes('zébulon moreau')).toEqual([quoteNumber]);
    expect(await indexed('quote_search', 'lefèvre')).toEqual([]);
  });

  it('keeps a quote found when its status or flag changes, and a quote marked important first in a search at once', async () => {
    const { id, quoteNumber } = await aStoredQuote({ lastName: 'Lefèvre' });
    const newer = await aStoredQuote({ lastName: 'Lefèvre' });
    expect(await searchQuotes('lefèvre')).toEqual([newer.quoteNumber, quoteNumber]);
    await db().update(quotes).set({ status: 'replied', important: true }).where(eq(quotes.id, id));
    expect(await searchQuotes('lefèvre')).toEqual([quoteNumber, newer.quoteNumber]);
    expect(await indexed('quote_search', 'lefèvre')).toEqual([id, newer.id]);
    expect((await patchJson(`/api/admin/quotes/${id}/important`, { important: false })).status).toBe(200);
    expect(await searchQuotes('lefèvre')).toEqual([newer.quoteNumber, quoteNumber]);
  });

  it('reads a search page after page in the queue’s order: important first, then newest first', async () => {
    const now = Date.now();
    const stored: { id: number; quoteNumber: string }[] = [];
    for (const [hoursAgo, important] of [
      [5, false],
      [1, false],
      [30, true],
      [3, false],
      [50, false],
      [2, true],
      [4, false],
    ] as const) {
      stored.push(await aStoredQuote({ lastName: 'Lefèvre' }, { important, createdAt: new Date(now - hoursAgo * 3600_000) }));
    }
    await aStoredQuote({ lastName: 'Martin' }, { important: true });
    const queueOrder = (await answerOf(await callAdmin('/api/admin/quotes?pageSize=100'), adminQuoteListSchema)).items
      .map((item) => item.quoteNumber)
      .filter((number) => stored.some((quote) => quote.quoteNumber === number));
    expect(queueOrder).toHaveLength(7);
    const pages: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await answerOf(await callAdmin(`/api/admin/quotes?q=lef%C3%A8vre&pageSize=2&page=${page}`), adminQuoteListSchema);
      expect(answer).toMatchObject({ filteredTotal: 7, filteredMore: false, total: 8, page, pageSize: 2 });
      pages.push(...answer.items.map((item) => item.quoteNumber));
    }
    expect(pages).toEqual(queueOrder);
  });

  it(`counts a search's matches up to ${SEARCH_COUNT_LIMIT} and then says more match; the page is still the queue's first`, async () => {
    const first = await aStoredQuote({ lastName: 'Lefèvre' });
    // SEARCH_COUNT_LIMIT more copies in one statement (the factory would take minutes), newer than the first.
    const copies = (n: number) =>
      env.DB.prepare(
        `insert into quotes (quote_number, status, important, lang, first_name, last_name, email, phone, country_code, pickup_location, dropoff_location,
           pickup_date, pickup_time, pickup_at, transfer_type, adults, extra_time, vehicle, vehicle_extra_options, created_at, updated_at)
         with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
         select 'TR-COPY-' || i, status, important, lang, first_name, last_name, email, phone, country_code, pickup_location, dropoff_location,
           pickup_date, pickup_time, pickup_at, transfer_type, adults, extra_time, vehicle, vehicle_extra_options, created_at + i * 1000, updated_at
         from quotes, n where quotes.id = ?`,
      )
        .bind(n, first.id)
        .run();
    await copies(SEARCH_COUNT_LIMIT - 1);
    const exactly = await answerOf(await callAdmin('/api/admin/quotes?q=lef%C3%A8vre'), adminQuoteListSchema);
    expect(exactly).toMatchObject({ filteredTotal: SEARCH_COUNT_LIMIT, filteredMore: false });

    await env.DB.prepare(`delete from quotes where quote_number like 'TR-COPY-%'`).run();
    await copies(SEARCH_COUNT_LIMIT);
    const answer = await answerOf(await callAdmin('/api/admin/quotes?q=lef%C3%A8vre&pageSize=3'), adminQuoteListSchema);
    expect(answer).toMatchObject({ filteredTotal: SEARCH_COUNT_LIMIT, filteredMore: true, total: SEARCH_COUNT_LIMIT + 1 });
    expect(answer.items.map((item) => item.quoteNumber)).toEqual([
      `TR-COPY-${SEARCH_COUNT_LIMIT}`,
      `TR-COPY-${SEARCH_COUNT_LIMIT - 1}`,
      `TR-COPY-${SEARCH_COUNT_LIMIT - 2}`,
    ]);
    // The last match is on the page past the count, where the queue says it is.
    const last = await answerOf(await callAdmin(`/api/admin/quotes?q=lef%C3%A8vre&pageSize=1&page=${SEARCH_COUNT_LIMIT + 1}`), adminQuoteListSchema);
    expect(last.items.map((item) => item.quoteNumber)).toEqual([first.quoteNumber]);
    // A filter beside the search counts every match, as the list without a search.
    const filtered = await answerOf(await callAdmin('/api/admin/quotes?q=lef%C3%A8vre&status=pending'), adminQuoteListSchema);
    expect(filtered).toMatchObject({ filteredTotal: SEARCH_COUNT_LIMIT + 1, filteredMore: false });
  });

  it('forgets a quote the admin deletes at once', async () => {
    const gone = await aStoredQuote({ lastName: 'Lefèvre' });
    const kept = await aStoredQuote({ lastName: 'Lefèvre' });
    expect(await indexed('quote_search', 'lefèvre')).toEqual([gone.id, kept.id]);
    expect((await callAdmin(`/api/admin/quotes/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await searchQuotes('lefèvre')).toEqual([kept.quoteNumber]);
    expect(await indexed('quote_search', 'lefèvre')).toEqual([kept.id]);
  });

  it('forgets the quotes of an erased address (privacy) and those retention deletes, at once', async () => {
    const erased = await aStoredQuote({ lastName: 'Lefèvre', email: 'erase.me@example.com' });
    const expired = await aStoredQuote({ lastName: 'Lefèvre' });
    const kept = await aStoredQuote({ lastName: 'Lefèvre' });
    await eraseAboutAddress(db(), 'erase.me@example.com', 'digest', ADMIN);
    expect(await searchQuotes('lefèvre')).toEqual([kept.quoteNumber, expired.quoteNumber]);
    expect(await indexed('quote_search', 'erase.me')).toEqual([]);

    const cutoff = new Date(Date.now() - 3 * 365 * DAY);
    await db()
      .update(quotes)
      .set({ updatedAt: new Date(cutoff.getTime() - DAY) })
      .where(eq(quotes.id, expired.id));
    expect((await deleteExpiredRecords(db(), cutoff)).quotes).toBe(1);
    expect(await searchQuotes('lefèvre')).toEqual([kept.quoteNumber]);
    expect(await indexed('quote_search', 'lefèvre')).toEqual([kept.id]);
    expect(erased.id).not.toBe(kept.id);
  });

  it('indexes the quotes stored before the index existed (the migration’s backfill)', async () => {
    const { quoteNumber } = await aStoredQuote({ lastName: 'Lefèvre' });
    await env.DB.prepare(`insert into quote_search (quote_search) values ('delete-all')`).run();
    expect(await searchQuotes('lefèvre')).toEqual([]);
    await env.DB.prepare(backfillOf('quote_search')).run();
    expect(await searchQuotes('lefèvre')).toEqual([quoteNumber]);
  });
});

describe('the excursion quotes’ search (FTS5)', () => {
  it('folds accents and case, finds prefixes, numbers, e-mail and titles, and wants every word', async () => {
    const lefevre = await aStoredExcursionQuote({ lastName: 'Lefèvre', email: 'amelie.lefevre@example.fr', excursionTitle: 'Giverny & Monet’s Gardens' });
    const other = await aStoredExcursionQuote({ lastName: 'Lefevre' });
    await aStoredExcursionQuote({ lastName: 'Lebrun', excursionTitle: 'Champagne Day in Reims' });
    expect(await searchExQuotes('LEFÈVRE')).toEqual([other.exQuoteNumber, lefevre.exQuoteNumber]);
    expect(await searchExQuotes('lef')).toEqual([other.exQuoteNumber, lefevre.exQuoteNumber]);
    expect(await searchExQuotes('giverny lefevre')).toEqual([lefevre.exQuoteNumber]);
    expect(await searchExQuotes('monet’s')).toEqual([lefevre.exQuoteNumber]);
    expect(await searchExQuotes('@example.fr')).toEqual([lefevre.exQuoteNumber]);
    expect(await searchExQuotes(lefevre.exQuoteNumber.toLowerCase())).toEqual([lefevre.exQuoteNumber]);
    expect(await searchExQuotes(other.exQuoteNumber.slice(3))).toEqual([other.exQuoteNumber]);
  });

  it('answers anything the admin can type with the list, never an error', async () => {
    await aStoredExcursionQuote({ lastName: 'Lefèvre' });
    for (const text of HOSTILE) await searchExQuotes(text);
  });

  it('is in step at once: a new name found and the old one not, a deleted or erased request forgotten', async () => {
    const renamed = await aStoredExcursionQuote({ lastName: 'Lefèvre' });
    const deleted = await aStoredExcursionQuote({ lastName: 'Lefèvre' });
    const erased = await aStoredExcursionQuote({ lastName: 'Lefèvre', email: 'erase.me@example.com' });
    await db().update(excursionQuotes).set({ lastName: 'Moreau' }).where(eq(excursionQuotes.id, renamed.id));
    expect(await searchExQuotes('moreau')).toEqual([renamed.exQuoteNumber]);
    expect(await searchExQuotes('lefèvre')).toEqual([erased.exQuoteNumber, deleted.exQuoteNumber]);
    expect((await callAdmin(`/api/admin/exquotes/${deleted.id}`, { method: 'DELETE' })).status).toBe(204);
    await eraseAboutAddress(db(), 'erase.me@example.com', 'digest', ADMIN);
    expect(await searchExQuotes('lefèvre')).toEqual([]);
    expect(await indexed('excursion_quote_search', 'lefèvre')).toEqual([]);
    expect(await indexed('excursion_quote_search', 'moreau')).toEqual([renamed.id]);

    const cutoff = new Date(Date.now() - 3 * 365 * DAY);
    await db()
      .update(excursionQuotes)
      .set({ updatedAt: new Date(cutoff.getTime() - DAY) })
      .where(eq(excursionQuotes.id, renamed.id));
    expect((await deleteExpiredRecords(db(), cutoff)).excursionQuotes).toBe(1);
    expect(await indexed('excursion_quote_search', 'moreau')).toEqual([]);
  });

  it('indexes the requests stored before the index existed (the migration’s backfill)', async () => {
    const { exQuoteNumber } = await aStoredExcursionQuote({ lastName: 'Lefèvre' });
    await env.DB.prepare(`insert into excursion_quote_search (excursion_quote_search) values ('delete-all')`).run();
    expect(await searchExQuotes('lefèvre')).toEqual([]);
    await env.DB.prepare(backfillOf('excursion_quote_search')).run();
    expect(await searchExQuotes('lefèvre')).toEqual([exQuoteNumber]);
  });
});

/** The migration's statement that fills `index` from the rows already stored. */
function backfillOf(index: string): string {
  // The latest one: migration 0021 numbers the entries in the queue's order.
  const statement = env.TEST_MIGRATIONS.flatMap((migration) => migration.queries).findLast(
    (query) => query.includes(`INSERT INTO \`${index}\``) && /\bSELECT\b/.test(query),
  );
  if (!statement) throw new Error(`no backfill of ${index} in the migrations`);
  return statement;
}

describe('the upkeep of the search indexes (migration 0024)', () => {
  /** How many segments (b-trees of entries) `index` holds: a search looks its words up in each. */
  async function segmentsOf(index: string): Promise<number> {
    const row = await env.DB.prepare(`select count(distinct segid) as n from "${index}_idx"`).first<{ n: number }>();
    return row?.n ?? 0;
  }

  it('merges the segments that requests written one by one left, and the searches find the same requests after it', async () => {
    const lefevres: string[] = [];
    const excursions: string[] = [];
    // Each its own transaction, as requests arrive: each adds a segment to its index.
    for (let i = 0; i < 12; i += 1) {
      lefevres.unshift((await aStoredQuote({ lastName: i % 2 ? 'Lefèvre' : 'Lefevre', firstName: `Client${i}` })).quoteNumber);
      excursions.unshift((await aStoredExcursionQuote({ lastName: 'Lefèvre', firstName: `Client${i}` })).exQuoteNumber);
      await aStoredQuote({ lastName: 'Moreau' });
    }
    // Any two segments of a level are merged (FTS5 merges four by default).
    for (const index of SEARCH_INDEXES) {
      expect(await env.DB.prepare(`select v from "${index}_config" where k = 'usermerge'`).first('v'), index).toBe(2);
    }
    const before = await Promise.all(SEARCH_INDEXES.map(segmentsOf));
    expect(before.every((segments) => segments >= 4)).toBe(true);
    expect(await searchQuotes('lefèvre')).toEqual(lefevres);

    await runScheduledWork(env, new Date());

    const after = await Promise.all(SEARCH_INDEXES.map(segmentsOf));
    // At most one segment per level: 12 to 36 entries written one by one make two or three levels.
    for (const [i, segments] of after.entries()) expect(segments, SEARCH_INDEXES[i]).toBeLessThanOrEqual(3);
    for (const [i, segments] of after.entries()) expect(segments, SEARCH_INDEXES[i]).toBeLessThan(before[i] ?? 0);
    expect(await searchQuotes('lefèvre')).toEqual(lefevres);
    expect(await searchQuotes('moreau')).toHaveLength(12);
    expect(await searchExQuotes('lefevre')).toEqual(excursions);
    // Written after the merge, a request is found at once as before.
    const late = await aStoredQuote({ lastName: 'Lefèvre' });
    expect(await searchQuotes('lefèvre')).toEqual([late.quoteNumber, ...lefevres]);
  });
});
