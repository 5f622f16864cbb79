// When the sidebar's counts say a new request came (pending-counts.ts), the queue's window event.
import { describe, expect, it } from 'vitest';
import { NEW_EXCURSION_QUOTE_EVENT, NEW_QUOTE_EVENT } from '../kit/dashboard-events.ts';
import { newRequestEvents } from './pending-counts.ts';

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
