import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { adminExcursionQuoteListSchema, adminExcursionQuoteSchema } from '../../worker/contract/schemas/admin-quotes.ts';
import { QUOTE_STATUSES } from '../../worker/contract/enums.ts';
import { auditLog, excursionQuotes, excursions } from '../../worker/db/schema.ts';
import { anExcursion, aStoredExcursionQuote } from './factories.ts';
import { ADMIN, callAdmin, patchJson } from './admin-support.ts';
import { answerOf, db, errorOf } from './support.ts';

const PATH = '/api/admin/exquotes';
const HOUR = 3_600_000;

const get = (query = '', headers: Record<string, string> = {}) => callAdmin(`${PATH}${query}`, { headers });
const list = async (query = '') => {
  const response = await get(query);
  expect(response.status).toBe(200);
  return answerOf(response, adminExcursionQuoteListSchema);
};
const numbersOf = async (query = '') => (await list(query)).items.map((item) => item.exQuoteNumber);
const search = (text: string) => numbersOf(`?q=${encodeURIComponent(text)}`);
const auditRows = () => db().select().from(auditLog).where(eq(auditLog.actor, ADMIN)).orderBy(asc(auditLog.id));
const stored = async (id: number) => (await db().select().from(excursionQuotes).where(eq(excursionQuotes.id, id)))[0];

describe('GET /api/admin/exquotes', () => {
  it('answers the spec’s admin excursion quote with every field, the language and the excursion’s id', async () => {
    const excursionId = await anExcursion({ title: 'Paris Highlights' });
    const { id, exQuoteNumber } = await aStoredExcursionQuote({
      lang: 'fr',
      excursionId,
      excursionTitle: 'Les incontournables de Paris',
      selectedHighlights: ['Tour Eiffel', 'Louvre'],
      stopLocations: ['Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris'],
      withPhotographer: true,
    });
    const row = await stored(id);
    expect(await list()).toEqual({
      items: [
        {
          id,
          _id: id,
          exQuoteNumber,
          status: 'pending',
          important: false,
          lang: 'fr',
          excursionId,
          excursionTitle: 'Les incontournables de Paris',
          selectedHighlights: ['Tour Eiffel', 'Louvre'],
          stopLocations: ['Hôtel Plaza Athénée, 25 Avenue Montaigne, Paris'],
          withPhotographer: true,
          firstName: 'Claire',
          lastName: 'Martin',
          email: 'claire.martin@example.com',
          phone: '33612345678',
          comments: 'We travel with a toddler.',
          paymentState: 'none',
          bookingReference: null,
          offer: null,
          createdAt: row?.createdAt.toISOString(),
          updatedAt: row?.updatedAt.toISOString(),
        },
      ],
      total: 1,
      filteredTotal: 1,
      filteredMore: false,
      page: 1,
      pageSize: 20,
    });
  });

  it('keeps a request whose excursion was deleted, with its title', async () => {
    const excursionId = await anExcursion();
    const { id } = await aStoredExcursionQuote({ excursionId, excursionTitle: 'Gone but named' });
    await db().delete(excursions).where(eq(excursions.id, excursionId));
    expect((await list()).items).toMatchObject([{ id, excursionId: null, excursionTitle: 'Gone but named' }]);
  });

  describe('search (spec section 5): a case-insensitive substring of the spec’s fields', () => {
    const fields = [
      ['first name', { firstName: 'Éloïse' }, 'ÉLOÏ'],
      ['last name', { lastName: 'de La Fontaine' }, 'LA FONT'],
      ['e-mail', { email: 'travel.desk@example.org' }, 'DESK@EXAMPLE'],
      ['excursion title', { excursionTitle: 'Giverny & Monet’s Gardens' }, 'monet’s'],
    ] as const;

    it.each(fields)('finds the request by its %s', async (_field, overrides, text) => {
      await aStoredExcursionQuote();
      const { exQuoteNumber } = await aStoredExcursionQuote(overrides);
      await aStoredExcursionQuote();
      expect(await search(text)).toEqual([exQuoteNumber]);
    });

    it('finds a request by its number, in any case', async () => {
      await aStoredExcursionQuote();
      const second = await aStoredExcursionQuote();
      expect(await search(second.exQuoteNumber.toLowerCase())).toEqual([second.exQuoteNumber]);
      expect(await search('ex-')).toHaveLength(2);
    });

    it('searches no other field (phone, comments, places, stops)', async () => {
      await aStoredExcursionQuote({ phone: '447911123456', comments: 'needle', selectedHighlights: ['Orangerie'], stopLocations: ['Ritz Paris'] });
      for (const text of ['7911123456', 'needle', 'orangerie', 'ritz']) expect(await search(text), text).toEqual([]);
    });

    it('takes % and _ as the characters themselves', async () => {
      const percent = await aStoredExcursionQuote({ excursionTitle: '50% off Seine cruise' });
      const underscore = await aStoredExcursionQuote({ email: 'a_b@example.com' });
      await aStoredExcursionQuote({ email: 'axb@example.com', excursionTitle: 'Seine cruise' });
      expect(await search('%')).toEqual([percent.exQuoteNumber]);
      expect(await search('a_b')).toEqual([underscore.exQuoteNumber]);
    });
  });

  it('filters by each status and by priority, counting the matches apart from the whole queue', async () => {
    const byStatus = new Map<string, string>();
    for (const status of QUOTE_STATUSES) byStatus.set(status, (await aStoredExcursionQuote({}, { status, important: status === 'replied' })).exQuoteNumber);
    for (const status of QUOTE_STATUSES) {
      const answer = await list(`?status=${status}`);
      expect(
        answer.items.map((item) => item.exQuoteNumber),
        status,
      ).toEqual([byStatus.get(status)]);
      expect({ total: answer.total, filteredTotal: answer.filteredTotal }).toEqual({ total: 5, filteredTotal: 1 });
    }
    expect(await numbersOf('?priority=important')).toEqual([byStatus.get('replied')]);
    expect(await numbersOf('?priority=normal')).toHaveLength(4);
    expect(await numbersOf('?priority=important&status=pending')).toEqual([]);
  });

  it('puts important requests first, then the newest first, and pages through them', async () => {
    const now = Date.now();
    const older = await aStoredExcursionQuote({}, { createdAt: new Date(now - 3 * HOUR) });
    const important = await aStoredExcursionQuote({}, { important: true, createdAt: new Date(now - 5 * HOUR) });
    const newest = await aStoredExcursionQuote({}, { createdAt: new Date(now - HOUR) });
    const order = [important, newest, older].map((quote) => quote.exQuoteNumber);
    expect(await numbersOf()).toEqual(order);
    expect(await numbersOf('?pageSize=2')).toEqual(order.slice(0, 2));
    const second = await list('?pageSize=2&page=2');
    expect(second.items.map((item) => item.exQuoteNumber)).toEqual(order.slice(2));
    expect(second).toMatchObject({ total: 3, filteredTotal: 3, page: 2, pageSize: 2 });
  });

  it('refuses a malformed query in the request’s language', async () => {
    const response = await get('?priority=yes&page=x', { 'Accept-Language': 'fr' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      priority: 'Choisissez une priorité\u00a0: all, important ou normal.',
      page: 'Cette valeur n’est pas valide.',
    });
  });

  it('answers 304 to an unchanged poll and 200 after each change', async () => {
    const { id } = await aStoredExcursionQuote();
    const first = await get();
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    let etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\//);
    const poll = () => get('', { 'If-None-Match': etag });
    expect((await poll()).status).toBe(304);
    for (const [change, make] of [
      ['status', () => patchJson(`${PATH}/${id}`, { status: 'replied' })],
      ['important', () => patchJson(`${PATH}/${id}`, { important: true })],
      ['a new request', () => aStoredExcursionQuote()],
      ['a delete', () => callAdmin(`${PATH}/${id}`, { method: 'DELETE' })],
    ] as const) {
      await make();
      const changed = await poll();
      expect(changed.status, change).toBe(200);
      etag = changed.headers.get('ETag') ?? '';
      expect((await poll()).status, change).toBe(304);
    }
  });
});

describe('GET /api/admin/exquotes/:id', () => {
  it('answers one request, and 404 to an unknown or malformed id', async () => {
    const { id, exQuoteNumber } = await aStoredExcursionQuote();
    expect(await answerOf(await get(`/${id}`), adminExcursionQuoteSchema)).toMatchObject({ id, exQuoteNumber });
    for (const ref of ['999', 'abc', '-1']) {
      const response = await get(`/${ref}`);
      expect(response.status, ref).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'This excursion quote does not exist: it may have been deleted.' });
    }
  });
});

describe('PATCH /api/admin/exquotes/:id', () => {
  it('sets any status from any other, and the important flag, answering the request as it now is', async () => {
    const { id } = await aStoredExcursionQuote();
    for (const from of QUOTE_STATUSES) {
      for (const to of QUOTE_STATUSES) {
        await patchJson(`${PATH}/${id}`, { status: from });
        const response = await patchJson(`${PATH}/${id}`, { status: to });
        expect(response.status, `${from} → ${to}`).toBe(200);
        expect((await answerOf(response, adminExcursionQuoteSchema)).status).toBe(to);
      }
    }
    const flagged = await answerOf(await patchJson(`${PATH}/${id}`, { important: true }), adminExcursionQuoteSchema);
    expect(flagged).toMatchObject({ important: true, status: 'replied' });
    expect((await stored(id))?.important).toBe(true);
  });

  it('writes who changed what to the audit log', async () => {
    const { id, exQuoteNumber } = await aStoredExcursionQuote();
    await patchJson(`${PATH}/${id}`, { status: 'confirmed', important: true });
    const [row] = await auditRows();
    expect(row).toMatchObject({
      actor: ADMIN,
      action: 'update',
      entityType: 'excursion_quote',
      entityId: String(id),
      detail: { number: exQuoteNumber, changes: { status: { from: 'pending', to: 'confirmed' }, important: { from: false, to: true } } },
    });
  });

  it('refuses a body that changes nothing or is malformed, in English and French', async () => {
    const { id } = await aStoredExcursionQuote();
    const nothing = await patchJson(`${PATH}/${id}`, {});
    expect(nothing.status).toBe(400);
    expect((await errorOf(nothing)).fields).toEqual({ _: 'Send a status, the important flag, or both.' });
    const french = await patchJson(`${PATH}/${id}`, { status: 'archived', important: 'oui', note: 'x' }, { 'Accept-Language': 'fr' });
    expect(french.status).toBe(400);
    expect((await errorOf(french)).fields).toEqual({
      status: 'Choisissez un statut\u00a0: pending, confirmed, completed, cancelled ou replied.',
      important: 'Important vaut true ou false.',
      note: 'Ce champ ne fait pas partie de cette demande.',
    });
    expect(await auditRows()).toEqual([]);
  });

  it('answers 404 to an unknown id, and has no separate flag path', async () => {
    expect((await patchJson(`${PATH}/999`, { important: true })).status).toBe(404);
    const { id } = await aStoredExcursionQuote();
    expect((await patchJson(`${PATH}/${id}/important`, { important: true })).status).toBe(404);
  });
});

describe('DELETE /api/admin/exquotes/:id', () => {
  it('deletes the request (204) and logs it; 404 once gone', async () => {
    const { id, exQuoteNumber } = await aStoredExcursionQuote({}, { important: true });
    const response = await callAdmin(`${PATH}/${id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect((await callAdmin(`${PATH}/${id}`, { method: 'DELETE' })).status).toBe(404);
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'delete', entityType: 'excursion_quote', detail: { number: exQuoteNumber, status: 'pending', important: true } });
  });
});

describe('other methods', () => {
  it('answer 405 with the methods allowed', async () => {
    for (const [method, path, allow] of [
      ['POST', '', 'GET, HEAD'],
      ['PUT', '/1', 'GET, HEAD, PATCH, DELETE'],
    ] as const) {
      const response = await callAdmin(`${PATH}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow')).toBe(allow);
    }
  });
});
