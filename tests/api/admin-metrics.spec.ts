import { describe, expect, it } from 'vitest';
import { pendingCountsSchema } from '../../worker/contract/schemas/admin-quotes.ts';
import { aStoredExcursionQuote, aStoredQuote } from './factories.ts';
import { callAdmin, patchJson } from './admin-support.ts';
import { answerOf, errorOf } from './support.ts';

const PATH = '/api/admin/metrics/pending-counts';

describe('GET /api/admin/metrics/pending-counts', () => {
  it('counts the pending transfer and excursion quotes (the sidebar badges)', async () => {
    expect(await answerOf(await callAdmin(PATH), pendingCountsSchema)).toEqual({
      quotesPending: 0,
      exQuotesPending: 0,
      unreadConversations: 0,
      outboxFailed: 0,
    });
    await aStoredQuote();
    await aStoredQuote();
    await aStoredQuote({}, { status: 'confirmed' });
    await aStoredQuote({}, { status: 'replied', important: true });
    await aStoredExcursionQuote();
    await aStoredExcursionQuote({}, { status: 'cancelled' });
    const response = await callAdmin(PATH);
    expect(response.status).toBe(200);
    expect(await answerOf(response, pendingCountsSchema)).toEqual({ quotesPending: 2, exQuotesPending: 1, unreadConversations: 0, outboxFailed: 0 });
  });

  it('answers 304 while the counts stay the same, and 200 when one moves', async () => {
    const { id } = await aStoredQuote();
    const first = await callAdmin(PATH);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\//);
    const poll = () => callAdmin(PATH, { headers: { 'If-None-Match': etag } });
    expect((await poll()).status).toBe(304);
    // A change that leaves the counts alone is still a 304: the counts are the whole answer.
    await patchJson(`/api/admin/quotes/${id}`, { important: true });
    expect((await poll()).status).toBe(304);
    await patchJson(`/api/admin/quotes/${id}`, { status: 'replied' });
    const changed = await poll();
    expect(changed.status).toBe(200);
    expect(await answerOf(changed, pendingCountsSchema)).toEqual({ quotesPending: 0, exQuotesPending: 0, unreadConversations: 0, outboxFailed: 0 });
    await aStoredExcursionQuote();
    expect((await callAdmin(PATH, { headers: { 'If-None-Match': changed.headers.get('ETag') ?? '' } })).status).toBe(200);
  });

  it('answers 405 to other methods', async () => {
    const response = await callAdmin(PATH, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expect((await errorOf(response)).code).toBe('method_not_allowed');
  });
});
