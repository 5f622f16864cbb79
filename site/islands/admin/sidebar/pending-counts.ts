// The sidebar's pending counts: asked at once, then every PENDING_COUNTS_POLL_MS while the tab is
// shown, at once when it is shown again or a screen says a count moved, with If-None-Match (an
// unchanged poll is a 304). Failures are ignored (spec section 8): the badges keep their last counts.
// A count of requests that grows means a new request: the queue's window event says so, and a queue
// on screen reloads at once instead of at its own next poll (spec section 7).
import { useCallback, useEffect, useRef, useState } from 'react';
import { PENDING_COUNTS_POLL_MS } from '../../../../worker/contract/constants.ts';
import type { PendingCounts } from '../../../../worker/contract/schemas/admin-quotes.ts';
import { api } from '../../../lib/api-client.ts';
import { adminCall } from '../kit/admin-call.ts';
import { COUNTS_CHANGED_EVENT, NEW_EXCURSION_QUOTE_EVENT, NEW_QUOTE_EVENT } from '../kit/dashboard-events.ts';
import { usePoll } from '../kit/use-poll.ts';

const NO_COUNTS: PendingCounts = { quotesPending: 0, exQuotesPending: 0, unreadConversations: 0, outboxFailed: 0 };

/** The events that the move from `before` to `after` calls for; none for the first counts (nothing to compare). */
export function newRequestEvents(before: PendingCounts | null, after: PendingCounts): string[] {
  if (!before) return [];
  return [
    ...(after.quotesPending > before.quotesPending ? [NEW_QUOTE_EVENT] : []),
    ...(after.exQuotesPending > before.exQuotesPending ? [NEW_EXCURSION_QUOTE_EVENT] : []),
  ];
}

/** The counts shown, with the tag of the answer that gave them. */
export interface KnownCounts {
  counts: PendingCounts;
  etag: string | null;
}

/**
 * Asks for the counts with the tag of those known: the fresh counts and the events their change
 * calls for, or null when nothing changed (304) or the server did not answer them. A network failure
 * rejects; a 401 goes to the login page (adminCall).
 */
export async function askCounts(known: KnownCounts | null): Promise<{ known: KnownCounts; events: string[] } | null> {
  const answer = await adminCall((options) => api.admin.metrics['pending-counts'].$get(undefined, options), { etag: known?.etag });
  if (!answer.ok) return null;
  const counts = (await answer.json()) as PendingCounts;
  return { known: { counts, etag: answer.headers.get('ETag') }, events: newRequestEvents(known?.counts ?? null, counts) };
}

export function usePendingCounts(): PendingCounts {
  const [counts, setCounts] = useState<PendingCounts>(NO_COUNTS);
  const known = useRef<KnownCounts | null>(null);

  const poll = useCallback(async () => {
    if (document.visibilityState !== 'visible') return;
    try {
      const fresh = await askCounts(known.current);
      if (!fresh) return;
      known.current = fresh.known;
      setCounts(fresh.known.counts);
      for (const event of fresh.events) window.dispatchEvent(new Event(event));
    } catch {
      // Ignored: the badges keep their last counts until a poll succeeds.
    }
  }, []);

  useEffect(() => {
    void poll();
  }, [poll]);
  usePoll(poll, PENDING_COUNTS_POLL_MS, [COUNTS_CHANGED_EVENT]);
  return counts;
}
