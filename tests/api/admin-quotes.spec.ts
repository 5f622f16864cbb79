import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { asc, eq, type SQL } from 'drizzle-orm';
import { adminQuoteListSchema, adminQuoteSchema, urgencyOf } from '../../worker/contract/schemas/admin-quotes.ts';
import { QUOTE_STATUSES } from '../../worker/contract/enums.ts';
import { SEARCH_COUNT_LIMIT } from '../../worker/contract/quote-list-words.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { auditLog, outbox, quotes } from '../../worker/db/schema.ts';
import { queueEmail } from '../../worker/db/queries/outbox.ts';
import { QUOTE_QUEUE } from '../../worker/db/queries/admin-quotes.ts';
import { SORTED_SEARCH_MATCHES, queueFilter, queueOrder, searchPageFilters } from '../../worker/db/queries/admin-lists.ts';
import { aStoredQuote } from './factories.ts';
import { ADMIN, callAdmin, patchJson } from './admin-support.ts';
import { answerOf, db, errorOf } from './support.ts';

const PATH = '/api/admin/quotes';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const get = (query = '', headers: Record<string, string> = {}) => callAdmin(`${PATH}${query}`, { headers });
const list = async (query = '') => {
  const response = await get(query);
  expect(response.status).toBe(200);
  return answerOf(response, adminQuoteListSchema);
};
const numbersOf = async (query = '') => (await list(query)).items.map((item) => item.quoteNumber);
const search = (text: string) => numbersOf(`?q=${encodeURIComponent(text)}`);
/** The audit rows the admin's own calls wrote (not the factories'). */
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.actor, ADMIN)).orderBy(asc(auditLog.id));
const stored = async (id: number) => (await db().select().from(quotes).where(eq(quotes.id, id)))[0];
/** Fakes Date (the server's clock in the routes) at `instant`; the database keeps its own. */
const clockAt = (instant: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/admin/quotes', () => {
  it('answers the spec’s admin quote with every field, the language, the pickup instant and the urgency', async () => {
    const pickupAt = new Date(Date.now() + 5 * DAY);
    const returnAt = new Date(pickupAt.getTime() + 2 * DAY);
    const { id, quoteNumber } = await aStoredQuote({
      lang: 'fr',
      transferType: 'ROUND_TRIP',
      pickupAt,
      returnDate: toParis(returnAt).date,
      returnTime: toParis(returnAt).time,
      returnAt,
      stopLocations: [],
      extraTime: 2,
      totalMinutes: 170,
      vehicleExtraOptions: { suitcases: 2, animal: true, animalTypes: ['dog'] },
    });
    const row = await stored(id);
    const { items, total, filteredTotal, page, pageSize } = await list();
    expect({ total, filteredTotal, page, pageSize }).toEqual({ total: 1, filteredTotal: 1, page: 1, pageSize: 20 });
    expect(items).toEqual([
      {
        id,
        _id: id,
        quoteNumber,
        status: 'pending',
        important: false,
        lang: 'fr',
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'claire.martin@example.com',
        phone: '+33612345678',
        countryCode: 'FR',
        pickupLocation: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
        dropoffLocation: 'Eiffel Tower, Paris',
        pickupDate: toParis(pickupAt).date,
        pickupTime: toParis(pickupAt).time,
        pickupAt: pickupAt.toISOString(),
        urgency: null,
        transferType: 'Round Trip',
        returnDate: toParis(returnAt).date,
        returnTime: toParis(returnAt).time,
        adults: 2,
        extraTime: 2,
        vehicle: 'Mercedes E Class',
        vehicleExtraOptions: { suitcases: 2, animal: true, animalTypes: ['dog'] },
        totalDistance: '34 km',
        totalTime: '2h 50m',
        totalDistanceKm: 34,
        totalMinutes: 170,
        routeApproximate: true,
        comments: 'Arriving with a pram.',
        stopLocations: [],
        flightTrainNumber: 'AF1234',
        paymentState: 'none',
        bookingReference: null,
        offer: null,
        createdAt: row?.createdAt.toISOString(),
        updatedAt: row?.updatedAt.toISOString(),
      },
    ]);
  });

  it('names each transfer type with the spec’s label and keeps a multi-stop’s stops', async () => {
    await aStoredQuote({ transferType: 'ONE_WAY', totalDistanceKm: null, totalMinutes: null });
    await aStoredQuote({ transferType: 'MULTI_STOP', stopLocations: ['Louvre Museum', 'Gare de Lyon'], totalMinutes: 60 });
    const [multiStop, oneWay] = (await list()).items;
    expect(multiStop).toMatchObject({ transferType: 'Multi Stop', stopLocations: ['Louvre Museum', 'Gare de Lyon'], totalTime: '1h' });
    expect(oneWay).toMatchObject({ transferType: 'One Way', totalDistance: null, totalTime: null, totalDistanceKm: null, totalMinutes: null });
  });

  it('answers an empty queue', async () => {
    expect(await list()).toEqual({ items: [], total: 0, filteredTotal: 0, filteredMore: false, page: 1, pageSize: 20 });
  });

  describe('search (spec section 5): a case-insensitive substring of the spec’s fields', () => {
    const fields = [
      ['first name', { firstName: 'Zébulon' }, 'zÉBUL'],
      ['last name', { lastName: 'Van der Berg' }, 'DER BE'],
      ['e-mail', { email: 'night.owl@example.org' }, 'Owl@Example.ORG'],
      ['pickup location', { pickupLocation: 'Gare du Nord, Paris' }, 'gare DU nord'],
      ['dropoff location', { dropoffLocation: 'Château de Versailles' }, 'CHÂTEAU'],
    ] as const;

    it.each(fields)('finds the quote by its %s', async (_field, overrides, text) => {
      await aStoredQuote();
      const { quoteNumber } = await aStoredQuote(overrides);
      await aStoredQuote();
      expect(await search(text)).toEqual([quoteNumber]);
    });

    it('finds a quote by its number, in any case, and by part of it', async () => {
      const first = await aStoredQuote();
      const second = await aStoredQuote();
      expect(await search(second.quoteNumber.toLowerCase())).toEqual([second.quoteNumber]);
      expect(await search(first.quoteNumber.slice(-4))).toEqual([first.quoteNumber]);
      expect(await search('tr-')).toEqual([second.quoteNumber, first.quoteNumber]);
    });

    it('searches no other field (phone, comments, vehicle, flight)', async () => {
      await aStoredQuote({ phone: '+33699887766', comments: 'Needle in comments', vehicle: 'Lexus', flightTrainNumber: 'BA304' });
      for (const text of ['699887766', 'needle', 'lexus', 'ba304']) expect(await search(text), text).toEqual([]);
    });

    it('takes % and _ (and GLOB’s * ? [) as the characters themselves, not wildcards', async () => {
      const percent = await aStoredQuote({ firstName: '100% sure' });
      const underscore = await aStoredQuote({ firstName: 'A_n' });
      const brackets = await aStoredQuote({ lastName: 'Star*[x]?' });
      await aStoredQuote({ firstName: 'Ann', lastName: 'Axn' });
      expect(await search('%')).toEqual([percent.quoteNumber]);
      expect(await search('0% s')).toEqual([percent.quoteNumber]);
      expect(await search('_')).toEqual([underscore.quoteNumber]);
      expect(await search('a_n')).toEqual([underscore.quoteNumber]);
      expect(await search('*')).toEqual([brackets.quoteNumber]);
      expect(await search('[x]?')).toEqual([brackets.quoteNumber]);
      expect(await search('a?n')).toEqual([]);
    });

    it('finds long texts and texts full of accented capitals (no pattern length limit)', async () => {
      const long = `${'Résidence Élysée Étoile Œuvre Ångström Ñandú Αθήνα '.repeat(4)}Paris`;
      const { quoteNumber } = await aStoredQuote({ pickupLocation: long });
      await aStoredQuote();
      expect(await search(long.toUpperCase().slice(0, 200))).toEqual([quoteNumber]);
      expect(await search('résidence ÉLYSÉE étoile œuvre ÅNGSTRÖM ñandú αθήνα')).toEqual([quoteNumber]);
      // Letter by letter: 'ß' is not 'SS' (a case that is two letters is not folded).
      const street = await aStoredQuote({ dropoffLocation: 'Lindenstraße 5, Berlin' });
      expect(await search('LINDENSTRASSE')).toEqual([]);
      expect(await search('LINDENSTRAßE')).toEqual([street.quoteNumber]);
    });

    it('ignores the blanks around the text; a blank search finds everything', async () => {
      const { quoteNumber } = await aStoredQuote({ firstName: 'Hélène' });
      await aStoredQuote();
      expect(await search('  hélène  ')).toEqual([quoteNumber]);
      expect(await search('   ')).toHaveLength(2);
      expect(await numbersOf('?q=')).toHaveLength(2);
    });
  });

  it('filters by each status, and shows all with "all" or no status', async () => {
    const byStatus = new Map<string, string>();
    for (const status of QUOTE_STATUSES) byStatus.set(status, (await aStoredQuote({}, { status })).quoteNumber);
    for (const status of QUOTE_STATUSES) {
      const answer = await list(`?status=${status}`);
      expect(
        answer.items.map((item) => item.quoteNumber),
        status,
      ).toEqual([byStatus.get(status)]);
      expect(answer.items[0]?.status).toBe(status);
      expect({ total: answer.total, filteredTotal: answer.filteredTotal }).toEqual({ total: 5, filteredTotal: 1 });
    }
    expect(await numbersOf('?status=all')).toHaveLength(5);
    expect(await numbersOf('?status=')).toHaveLength(5);
  });

  it('filters by priority: important, normal (not important) or all', async () => {
    const important = await aStoredQuote({}, { important: true });
    const normal = await aStoredQuote();
    expect(await numbersOf('?priority=important')).toEqual([important.quoteNumber]);
    expect(await numbersOf('?priority=normal')).toEqual([normal.quoteNumber]);
    expect(await numbersOf('?priority=all')).toEqual([important.quoteNumber, normal.quoteNumber]);
  });

  it('combines search and filters, counting the matches apart from the whole queue ("x of y quotes")', async () => {
    const wanted = await aStoredQuote({ lastName: 'Dupont' }, { status: 'confirmed', important: true });
    await aStoredQuote({ lastName: 'Dupont' }, { status: 'confirmed' });
    await aStoredQuote({ lastName: 'Dupont' }, { important: true });
    await aStoredQuote({}, { status: 'confirmed', important: true });
    const answer = await list('?q=dupont&status=confirmed&priority=important');
    expect(answer.items.map((item) => item.quoteNumber)).toEqual([wanted.quoteNumber]);
    expect({ filteredTotal: answer.filteredTotal, total: answer.total }).toEqual({ filteredTotal: 1, total: 4 });
  });

  it('puts important quotes first, then the newest first', async () => {
    const now = Date.now();
    const oldImportant = await aStoredQuote({}, { important: true, createdAt: new Date(now - 3 * DAY) });
    const newest = await aStoredQuote({}, { createdAt: new Date(now - HOUR) });
    const newImportant = await aStoredQuote({}, { important: true, createdAt: new Date(now - DAY) });
    const oldest = await aStoredQuote({}, { createdAt: new Date(now - 5 * DAY) });
    expect(await numbersOf()).toEqual([newImportant, oldImportant, newest, oldest].map((quote) => quote.quoteNumber));
  });

  it('pages through the queue in order, counting every quote on every page', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 5; i += 1) numbers.unshift((await aStoredQuote({}, { createdAt: new Date(Date.now() - (10 - i) * HOUR) })).quoteNumber);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await list(`?page=${page}&pageSize=2`));
    expect(pages.map((answer) => answer.items.map((item) => item.quoteNumber))).toEqual([numbers.slice(0, 2), numbers.slice(2, 4), numbers.slice(4), []]);
    for (const [index, answer] of pages.entries()) expect(answer).toMatchObject({ total: 5, filteredTotal: 5, page: index + 1, pageSize: 2 });
    expect((await list('?pageSize=100')).items).toHaveLength(5);
  });

  it('reads pages in the order of an index, with or without filters, never sorting the whole queue', async () => {
    for (const filters of [
      { q: '', status: 'all', priority: 'all', payment: 'all' },
      { q: '', status: 'pending', priority: 'all', payment: 'all' },
      { q: '', status: 'all', priority: 'important', payment: 'all' },
      { q: '', status: 'replied', priority: 'normal', payment: 'all' },
      { q: '', status: 'all', priority: 'all', payment: 'attention' },
    ] as const) {
      const query = db()
        .select()
        .from(quotes)
        .where(queueFilter(QUOTE_QUEUE, filters))
        .orderBy(...queueOrder(QUOTE_QUEUE))
        .limit(20)
        .offset(20)
        .toSQL();
      const { results } = await env.DB.prepare(`explain query plan ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      const plan = results.map((step) => step.detail).join('; ');
      expect(plan, JSON.stringify(filters)).toMatch(/USING INDEX quotes_(admin_(status_)?list|payment_state)_idx/);
      expect(plan, JSON.stringify(filters)).not.toContain('TEMP B-TREE');
    }
  });

  it('reads a search from its FTS5 index: few matches by id (sorting only them), many by walking the queue’s index in order', async () => {
    const planOf = async (where: SQL) => {
      const query = db()
        .select()
        .from(quotes)
        .where(where)
        .orderBy(...queueOrder(QUOTE_QUEUE))
        .limit(20)
        .offset(20)
        .toSQL();
      const { results } = await env.DB.prepare(`explain query plan ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      return results.map((step) => step.detail).join('; ');
    };
    for (const filters of [
      { q: 'élodie', status: 'all', priority: 'all', payment: 'all' },
      { q: 'lef gare', status: 'pending', priority: 'important', payment: 'all' },
    ] as const) {
      const search = searchPageFilters(QUOTE_QUEUE, filters);
      if (!search) throw new Error('a search through the index was expected');
      const few = await planOf(search.few);
      expect(few, JSON.stringify(filters)).toContain('SCAN quote_search VIRTUAL TABLE INDEX');
      expect(few, JSON.stringify(filters)).not.toMatch(/SCAN quotes(?! VIRTUAL)/);
      const many = await planOf(search.many);
      expect(many, JSON.stringify(filters)).toMatch(/USING INDEX quotes_admin_(status_)?list_idx/);
      expect(many, JSON.stringify(filters)).not.toContain('TEMP B-TREE');
    }
    expect(searchPageFilters(QUOTE_QUEUE, { q: 'ab c', status: 'all', priority: 'all', payment: 'all' })).toBeNull();
  });

  it('pages a search the same way with few matches and with many (past SORTED_SEARCH_MATCHES)', async () => {
    // Copies of one stored quote, made in SQL (D1 binds at most 100 values a statement).
    const { id } = await aStoredQuote();
    const { results: columns } = await env.DB.prepare('select name from pragma_table_info(?)').bind('quotes').all<{ name: string }>();
    const made: Record<string, string> = {
      id: 'null',
      quote_number: "'TR-2020-' || substr('0000' || n.i, -5)",
      last_name: "case when n.i % 2 = 0 then 'Lefèvre' else 'Martin' end",
      important: 'n.i % 50 = 0',
      created_at: `${Date.now() - 1000 * DAY} + n.i * ${HOUR}`,
    };
    const names = columns.map((column) => column.name);
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into quotes (${names.map((name) => `"${name}"`).join(', ')})
       select ${names.map((name) => made[name] ?? `q."${name}"`).join(', ')} from n, quotes as q where q.id = ?`,
    )
      .bind(SORTED_SEARCH_MATCHES + 5, id)
      .run();
    // 'claire' and 'martin' (every copy's first name or e-mail): more than the bound, read in the
    // index's order; the others fewer, read by id and sorted. Alone, a search counts up to
    // SEARCH_COUNT_LIMIT (and says there are more); beside a filter (every copy is pending) it goes
    // through the two page statements and counts every match.
    for (const [text, filter] of ['claire', 'martin', 'lefèvre', 'lefèvre 2020-000', 'mart 2020-003'].flatMap((each): [string, string][] => [
      [each, ''],
      [each, '&status=pending'],
    ])) {
      const expected = (
        await db()
          .select({ quoteNumber: quotes.quoteNumber })
          .from(quotes)
          .where(queueFilter(QUOTE_QUEUE, { q: text, status: 'all', priority: 'all', payment: 'all' }))
          .orderBy(...queueOrder(QUOTE_QUEUE))
      ).map((row) => row.quoteNumber);
      const pages: string[] = [];
      for (let page = 1; pages.length < expected.length; page += 1) {
        const answer = await list(`?q=${encodeURIComponent(text)}${filter}&page=${page}&pageSize=100`);
        const counted = filter ? expected.length : Math.min(expected.length, SEARCH_COUNT_LIMIT);
        expect([answer.filteredTotal, answer.filteredMore], text + filter).toEqual([counted, counted < expected.length]);
        expect(answer.items.length, text).toBeGreaterThan(0);
        pages.push(...answer.items.map((item) => item.quoteNumber));
      }
      expect(pages, text).toEqual(expected);
    }
  });

  it('refuses a malformed query, naming each parameter, in the request’s language', async () => {
    const query = `?status=done&priority=urgent&page=0&pageSize=101&q=${'x'.repeat(201)}&sort=name`;
    const english = await get(query);
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toEqual({
      code: 'validation_failed',
      message: 'Some fields need your attention.',
      fields: {
        status: 'Choose a status: all, pending, confirmed, completed, cancelled or replied.',
        priority: 'Choose a priority: all, important or normal.',
        page: 'This value is not valid.',
        pageSize: 'This value is not valid.',
        q: 'This is too long.',
        sort: 'This field is not part of this request.',
      },
    });
    const french = await get(query, { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    expect(await errorOf(french)).toMatchObject({
      message: 'Certains champs doivent être corrigés.',
      fields: {
        status: 'Choisissez un statut\u00a0: all, pending, confirmed, completed, cancelled ou replied.',
        priority: 'Choisissez une priorité\u00a0: all, important ou normal.',
        page: 'Cette valeur n’est pas valide.',
        q: 'Ce texte est trop long.',
        sort: 'Ce champ ne fait pas partie de cette demande.',
      },
    });
    for (const bad of ['?page=1.5', '?page=-1', '?pageSize=0', '?page=abc', '?q=a%00b', '?status=all&status=pending']) {
      expect((await get(bad)).status, bad).toBe(400);
    }
  });

  it('labels urgency with the server’s clock: URGENT within a day of the pickup, SOON within 3 days, none further or once past', async () => {
    const now = Date.UTC(2030, 5, 10, 8, 0);
    const cases = [
      [-HOUR, null],
      [12 * HOUR, 'URGENT'],
      [DAY, 'URGENT'],
      [DAY + 60_000, 'SOON'],
      [3 * DAY, 'SOON'],
      [3 * DAY + 60_000, null],
      [30 * DAY, null],
    ] as const;
    const ids = new Map<number, number>();
    for (const [ahead] of cases) ids.set(ahead, (await aStoredQuote({ pickupAt: new Date(now + ahead) })).id);
    clockAt(now);
    const { items } = await list('?pageSize=100');
    for (const [ahead, urgency] of cases) {
      expect(items.find((item) => item.id === ids.get(ahead))?.urgency, `${ahead / HOUR} h ahead`).toBe(urgency);
      expect(urgencyOf(new Date(now + ahead), now)).toBe(urgency);
    }
    const one = await answerOf(await get(`/${ids.get(12 * HOUR)}`), adminQuoteSchema);
    expect(one.urgency).toBe('URGENT');
  });

  describe('polling: a weak ETag from the data’s version, 304 while nothing changed', () => {
    const etagOf = async (query = '') => {
      const response = await get(query);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
      const etag = response.headers.get('ETag');
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
      return etag ?? '';
    };
    const poll = (etag: string, query = '') => get(query, { 'If-None-Match': etag });

    it('answers 304 without a body to an unchanged poll, and 200 with a new tag after each change', async () => {
      const { id } = await aStoredQuote();
      let etag = await etagOf();
      const unchanged = await poll(etag);
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
      expect(unchanged.headers.get('ETag')).toBe(etag);
      expect(unchanged.headers.get('Cache-Control')).toBe('private, no-cache');

      const changes: [string, () => Promise<unknown>][] = [
        ['status', () => patchJson(`${PATH}/${id}`, { status: 'confirmed' })],
        ['the same status again', () => patchJson(`${PATH}/${id}`, { status: 'confirmed' })],
        ['important', () => patchJson(`${PATH}/${id}`, { important: true })],
        ['a new quote', () => aStoredQuote()],
        ['a delete', () => callAdmin(`${PATH}/${id}`, { method: 'DELETE' })],
      ];
      for (const [change, make] of changes) {
        await make();
        const changed = await poll(etag);
        expect(changed.status, change).toBe(200);
        const next = changed.headers.get('ETag') ?? '';
        expect(next, change).not.toBe(etag);
        etag = next;
        expect((await poll(etag)).status, `${change}, polled again`).toBe(304);
      }
    });

    it('tags each page, search and filter apart', async () => {
      await aStoredQuote();
      const all = await etagOf();
      const searched = await etagOf('?q=claire');
      expect(searched).not.toBe(all);
      expect((await poll(all, '?q=claire')).status).toBe(200);
      expect((await poll(searched, '?q=claire')).status).toBe(304);
      // The same page asked for in other words is the same answer.
      expect((await poll(all, '?page=1&pageSize=20&status=all&priority=all&q=')).status).toBe(304);
      expect((await poll(all, '?pageSize=10')).status).toBe(200);
    });

    it('takes any tag of a list, or *, and answers 200 to a stale one', async () => {
      await aStoredQuote();
      const etag = await etagOf();
      expect((await poll(`W/"stale", ${etag}`)).status).toBe(304);
      expect((await poll(etag.replace(/^W\//, ''))).status).toBe(304);
      expect((await poll('*')).status).toBe(304);
      expect((await poll('W/"stale"')).status).toBe(200);
    });

    it('changes the tag when an urgency label would change, though no quote did', async () => {
      const now = Date.UTC(2030, 5, 10, 8, 0);
      await aStoredQuote({ pickupAt: new Date(now + 3 * DAY + 2 * HOUR) });
      clockAt(now);
      const farAhead = await etagOf();
      clockAt(now + HOUR);
      expect((await poll(farAhead)).status).toBe(304);
      clockAt(now + 2 * HOUR);
      const soon = await poll(farAhead);
      expect(soon.status).toBe(200);
      expect((await answerOf(soon, adminQuoteListSchema)).items[0]?.urgency).toBe('SOON');
      const soonTag = soon.headers.get('ETag') ?? '';
      clockAt(now + DAY);
      expect((await poll(soonTag)).status).toBe(304);
      clockAt(now + 2 * DAY + 2 * HOUR);
      expect((await poll(soonTag)).status).toBe(200);
    });
  });
});

describe('GET /api/admin/quotes/:id', () => {
  it('answers one quote', async () => {
    const { id, quoteNumber } = await aStoredQuote({ firstName: 'Ana' });
    await aStoredQuote();
    const response = await get(`/${id}`);
    expect(response.status).toBe(200);
    expect(await answerOf(response, adminQuoteSchema)).toMatchObject({ id, _id: id, quoteNumber, firstName: 'Ana' });
  });

  it('answers 404 to an unknown or malformed id, in the request’s language', async () => {
    for (const ref of ['999', 'abc', '0', '01', '1.5', '12345678901234']) {
      const response = await get(`/${ref}`);
      expect(response.status, ref).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'This quote does not exist: it may have been deleted.' });
    }
    const french = await get('/999', { 'Accept-Language': 'fr' });
    expect((await errorOf(french)).message).toBe('Ce devis n’existe pas\u00a0: il a peut-être été supprimé.');
  });
});

describe('PATCH /api/admin/quotes/:id', () => {
  it('sets any status from any other (spec section 4)', async () => {
    const { id } = await aStoredQuote();
    for (const from of QUOTE_STATUSES) {
      for (const to of QUOTE_STATUSES) {
        await patchJson(`${PATH}/${id}`, { status: from });
        const response = await patchJson(`${PATH}/${id}`, { status: to });
        expect(response.status, `${from} → ${to}`).toBe(200);
        expect((await answerOf(response, adminQuoteSchema)).status).toBe(to);
        expect((await stored(id))?.status).toBe(to);
      }
    }
  });

  it('flags and unflags a quote as important, and sets status and flag together', async () => {
    const { id } = await aStoredQuote();
    expect((await answerOf(await patchJson(`${PATH}/${id}`, { important: true }), adminQuoteSchema)).important).toBe(true);
    expect((await stored(id))?.important).toBe(true);
    expect((await answerOf(await patchJson(`${PATH}/${id}`, { important: false }), adminQuoteSchema)).important).toBe(false);
    const both = await answerOf(await patchJson(`${PATH}/${id}`, { status: 'cancelled', important: true }), adminQuoteSchema);
    expect(both).toMatchObject({ status: 'cancelled', important: true });
  });

  it('takes the spec’s own flag call, PATCH …/:id/important', async () => {
    const { id } = await aStoredQuote();
    const response = await patchJson(`${PATH}/${id}/important`, { important: true });
    expect(response.status).toBe(200);
    expect((await answerOf(response, adminQuoteSchema)).important).toBe(true);
    const missing = await patchJson(`${PATH}/${id}/important`, {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toEqual({ important: 'Important is true or false.' });
    expect((await patchJson(`${PATH}/${id}/important`, { important: true, status: 'pending' })).status).toBe(400);
    expect((await patchJson(`${PATH}/999/important`, { important: true })).status).toBe(404);
  });

  it('moves the updated time on, and changes nothing else', async () => {
    const { id } = await aStoredQuote();
    const before = await stored(id);
    await patchJson(`${PATH}/${id}`, { status: 'replied' });
    const after = await stored(id);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? Infinity);
    expect({ ...after, status: 'pending', updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });

  it('writes who changed what to the audit log', async () => {
    const { id, quoteNumber } = await aStoredQuote();
    await patchJson(`${PATH}/${id}`, { status: 'confirmed' });
    await patchJson(`${PATH}/${id}`, { status: 'replied', important: true });
    await patchJson(`${PATH}/${id}/important`, { important: false });
    const rows = await auditRows();
    expect(rows.map(({ actor, action, entityType, entityId, detail }) => ({ actor, action, entityType, entityId, detail }))).toEqual([
      {
        actor: ADMIN,
        action: 'update',
        entityType: 'quote',
        entityId: String(id),
        detail: { number: quoteNumber, changes: { status: { from: 'pending', to: 'confirmed' } } },
      },
      {
        actor: ADMIN,
        action: 'update',
        entityType: 'quote',
        entityId: String(id),
        detail: { number: quoteNumber, changes: { status: { from: 'confirmed', to: 'replied' }, important: { from: false, to: true } } },
      },
      {
        actor: ADMIN,
        action: 'update',
        entityType: 'quote',
        entityId: String(id),
        detail: { number: quoteNumber, changes: { important: { from: true, to: false } } },
      },
    ]);
  });

  it('refuses a body that changes nothing or is malformed, naming each field, in English and French', async () => {
    const { id } = await aStoredQuote();
    const cases = [
      [{}, { _: ['Send a status, the important flag, or both.', 'Envoyez un statut, l’indicateur important, ou les deux.'] }],
      [
        { status: 'done' },
        {
          status: [
            'Choose a status: pending, confirmed, completed, cancelled or replied.',
            'Choisissez un statut\u00a0: pending, confirmed, completed, cancelled ou replied.',
          ],
        },
      ],
      [{ status: 'Pending' }, { status: ['Choose a status: pending, confirmed, completed, cancelled or replied.', undefined] }],
      [{ important: 'yes' }, { important: ['Important is true or false.', 'Important vaut true ou false.'] }],
      [{ important: 1 }, { important: ['Important is true or false.', undefined] }],
      [{ status: null }, { status: ['Choose a status: pending, confirmed, completed, cancelled or replied.', undefined] }],
      [
        { status: 'confirmed', quoteNumber: 'TR-2026-9999' },
        { quoteNumber: ['This field is not part of this request.', 'Ce champ ne fait pas partie de cette demande.'] },
      ],
      [[], { _: ['This value is not valid.', 'Cette valeur n’est pas valide.'] }],
    ] as const;
    for (const [body, fields] of cases) {
      for (const [index, lang] of (['en', 'fr'] as const).entries()) {
        const response = await patchJson(`${PATH}/${id}`, body, lang === 'fr' ? { 'Accept-Language': 'fr' } : {});
        expect(response.status, JSON.stringify(body)).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe('validation_failed');
        for (const [field, messages] of Object.entries(fields)) {
          if (messages[index] !== undefined) expect(error.fields?.[field], `${JSON.stringify(body)} ${lang}`).toBe(messages[index]);
          else expect(error.fields?.[field], `${JSON.stringify(body)} ${lang}`).toBeTypeOf('string');
        }
      }
    }
    expect((await stored(id))?.status).toBe('pending');
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const { id } = await aStoredQuote();
    const notJson = await callAdmin(`${PATH}/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'text/plain' }, body: '{"status":"confirmed"}' });
    expect(notJson.status).toBe(415);
    const broken = await patchJson(`${PATH}/${id}`, '{"status":');
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).code).toBe('bad_json');
  });

  it('answers 404 to an unknown id, and logs nothing', async () => {
    const response = await patchJson(`${PATH}/999`, { status: 'confirmed' });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_found');
    expect((await patchJson(`${PATH}/abc`, { status: 'confirmed' })).status).toBe(404);
    expect(await auditRows()).toEqual([]);
  });
});

describe('DELETE /api/admin/quotes/:id', () => {
  it('deletes the quote (204), logs it, and leaves its e-mails in the outbox', async () => {
    const { id, quoteNumber } = await aStoredQuote({}, { status: 'confirmed' });
    const other = await aStoredQuote();
    await queueEmail(db(), {
      kind: 'quote.admin',
      toAddress: 'office@example.test',
      subject: 's',
      html: 'h',
      text: 't',
      lang: 'en',
      relatedType: 'quote',
      relatedId: id,
    });
    const response = await callAdmin(`${PATH}/${id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await get(`/${id}`)).status).toBe(404);
    expect(await numbersOf()).toEqual([other.quoteNumber]);
    expect(await db().select().from(outbox)).toHaveLength(1);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      actor: ADMIN,
      action: 'delete',
      entityType: 'quote',
      entityId: String(id),
      detail: { number: quoteNumber, status: 'confirmed', important: false },
    });
  });

  it('answers 404 to an unknown or already deleted quote, and logs nothing more', async () => {
    const { id } = await aStoredQuote();
    expect((await callAdmin(`${PATH}/${id}`, { method: 'DELETE' })).status).toBe(204);
    const again = await callAdmin(`${PATH}/${id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).code).toBe('not_found');
    expect((await callAdmin(`${PATH}/x`, { method: 'DELETE' })).status).toBe(404);
    expect(await auditRows()).toHaveLength(1);
  });
});

describe('other methods', () => {
  it('answer 405 with the methods allowed', async () => {
    const { id } = await aStoredQuote();
    for (const [method, path, allow] of [
      ['POST', '', 'GET, HEAD'],
      ['DELETE', '', 'GET, HEAD'],
      ['PUT', `/${id}`, 'GET, HEAD, PATCH, DELETE'],
      ['POST', `/${id}`, 'GET, HEAD, PATCH, DELETE'],
      ['GET', `/${id}/important`, 'PATCH'],
    ] as const) {
      const response = await callAdmin(`${PATH}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow')).toBe(allow);
      expect((await errorOf(response)).code).toBe('method_not_allowed');
    }
  });

  it('HEAD of the list answers the GET’s headers', async () => {
    await aStoredQuote();
    const response = await callAdmin(PATH, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toMatch(/^W\//);
  });
});
