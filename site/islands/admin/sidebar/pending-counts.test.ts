// The sidebar's pending counts (pending-counts.ts): asked with the tag of those shown, and when a
// queue's count grows, that queue's window event (quote:new, exquote:new).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEW_EXCURSION_QUOTE_EVENT, NEW_QUOTE_EVENT } from '../kit/dashboard-events.ts';
import { askCounts, newRequestEvents } from './pending-counts.ts';

const counts = (quotesPending: number, exQuotesPending: number, unreadConversations = 0, outboxFailed = 0) => ({
  quotesPending,
  exQuotesPending,
  unreadConversations,
  outboxFailed,
});

describe('newRequestEvents', () => {
  it('says nothing for the first counts: there is nothing to compare them with', () => {
    expect(newRequestEvents(null, counts(4, 2))).toEqual([]);
  });

  it('says quote:new or exquote:new when that queue’s pending count grows', () => {
    expect(newRequestEvents(counts(4, 2), counts(5, 2))).toEqual([NEW_QUOTE_EVENT]);
    expect(newRequestEvents(counts(4, 2), counts(4, 3))).toEqual([NEW_EXCURSION_QUOTE_EVENT]);
    expect(newRequestEvents(counts(4, 2), counts(6, 3))).toEqual([NEW_QUOTE_EVENT, NEW_EXCURSION_QUOTE_EVENT]);
    expect([NEW_QUOTE_EVENT, NEW_EXCURSION_QUOTE_EVENT]).toEqual(['quote:new', 'exquote:new']);
  });

  it('says nothing when a count falls or stays, or when only the messages or the outbox move', () => {
    expect(newRequestEvents(counts(4, 2), counts(3, 2))).toEqual([]);
    expect(newRequestEvents(counts(4, 2), counts(4, 2, 5, 1))).toEqual([]);
  });
});

describe('askCounts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks with the tag it holds, and says what a change of the counts calls for', async () => {
    const answers = [
      new Response(JSON.stringify(counts(4, 2)), { status: 200, headers: { ETag: 'W/"a"' } }),
      new Response(null, { status: 304 }),
      new Response(JSON.stringify(counts(5, 2)), { status: 200, headers: { ETag: 'W/"b"' } }),
    ];
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);

    const first = await askCounts(null);
    expect(first).toEqual({ known: { counts: counts(4, 2), etag: 'W/"a"' }, events: [] });
    expect(await askCounts(first!.known)).toBeNull();
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('If-None-Match')).toBe('W/"a"');
    expect(await askCounts(first!.known)).toEqual({ known: { counts: counts(5, 2), etag: 'W/"b"' }, events: [NEW_QUOTE_EVENT] });
  });
});
