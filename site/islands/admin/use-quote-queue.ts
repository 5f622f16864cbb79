// One hook for both quote queues: the search (debounced, searched on the server), the filters and
// the page; the list polled every QUOTES_POLL_MS with If-None-Match (an unchanged poll is a 304 and
// costs nothing), again when the tab comes back and on the queue's `…:new` window event; status,
// important and delete applied at once and put back when the server refuses them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePoll } from './use-poll.ts';
import { useBackToLastPage } from './use-back-to-last-page.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS, QUOTES_POLL_MS } from '../../../worker/contract/constants.ts';
import type { QuoteStatus } from '../../../worker/contract/enums.ts';
import { SessionEnded, signedIn, type Answer, type QueueCalls, type QueuePage, type QueueQuery, type QueuedQuote } from './admin-api.ts';

/** The search waits for a pause in typing, as the address suggestions do. */
export const SEARCH_DEBOUNCE_MS = AUTOCOMPLETE_DEBOUNCE_MS;

const FIRST_QUERY: QueueQuery = { q: '', status: 'all', priority: 'all', page: 1 };

/** Important quotes first, the server's order kept otherwise (Array.prototype.sort is stable). */
export function importantFirst<Quote extends QueuedQuote>(quotes: readonly Quote[]): Quote[] {
  return [...quotes].sort((a, b) => Number(b.important) - Number(a.important));
}

export interface QuoteQueue<Quote extends QueuedQuote> {
  /** The search box's text, as typed (the list follows it after a pause). */
  search: string;
  setSearch(text: string): void;
  query: QueueQuery;
  setStatusFilter(status: QueueQuery['status']): void;
  setPriorityFilter(priority: QueueQuery['priority']): void;
  setPage(page: number): void;
  /** Null until the first answer. */
  list: QueuePage<Quote> | null;
  /** Whether a search or filter is narrowing the list (for the empty state's hint). */
  filtering: boolean;
  /** Quotes whose status is being saved: their selectors are disabled meanwhile. */
  saving: ReadonlySet<number>;
  /** Resolve to false (and the list shows the previous value again) when the server refuses. */
  changeStatus(quote: Quote, status: QuoteStatus): Promise<boolean>;
  toggleImportant(quote: Quote): Promise<boolean>;
  remove(quote: Quote): Promise<boolean>;
}

export function useQuoteQueue<Quote extends QueuedQuote>(calls: QueueCalls, newQuoteEvent: string): QuoteQueue<Quote> {
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState<QueueQuery>(FIRST_QUERY);
  const [list, setList] = useState<QueuePage<Quote> | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  /** The tag of the list shown, for the query it answered. */
  const shown = useRef<{ key: string; etag: string | null }>({ key: '', etag: null });
  /** Each load's number: an answer older than the latest load is dropped. */
  const latestLoad = useRef(0);
  const queryRef = useRef(query);
  queryRef.current = query;

  const load = useCallback(async () => {
    const asked = queryRef.current;
    const key = JSON.stringify(asked);
    const etag = shown.current.key === key ? shown.current.etag : null;
    const load = ++latestLoad.current;
    try {
      const answer = signedIn(await calls.list(asked, etag));
      if (load !== latestLoad.current || answer.status === 304 || !answer.ok) return;
      const page = (await answer.json()) as QueuePage<Quote>;
      if (load !== latestLoad.current) return;
      shown.current = { key, etag: answer.headers.get('ETag') };
      setList({ ...page, items: importantFirst(page.items) });
    } catch (error) {
      // A failed refresh keeps what is shown (spec section 8: refresh failures are silent).
      if (!(error instanceof SessionEnded)) return;
    }
  }, [calls]);

  // A new query loads at once; a page past the end (after deletions) goes back to the last page.
  useEffect(() => {
    void load();
  }, [query, load]);

  useBackToLastPage(list, (page) => setQuery((current) => ({ ...current, page })));

  // Polls while the tab is shown; a tab coming back, or a new quote sent from this browser, asks at once.
  usePoll(load, QUOTES_POLL_MS, [newQuoteEvent]);

  // The typed search reaches the query after a pause, back on page 1.
  useEffect(() => {
    if (search === queryRef.current.q) return;
    const timer = window.setTimeout(() => setQuery((current) => ({ ...current, q: search, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  /** Replaces one quote in the list shown (or drops it), keeping important first. */
  const patchShown = useCallback((id: number, update: (quote: Quote) => Quote | null) => {
    setList((current) => {
      if (!current) return current;
      const items = current.items.flatMap((quote) => {
        if (quote.id !== id) return [quote];
        const updated = update(quote);
        return updated ? [updated] : [];
      });
      const removed = current.items.length - items.length;
      return { ...current, items: importantFirst(items), filteredTotal: current.filteredTotal - removed, total: current.total - removed };
    });
  }, []);

  const markSaving = (id: number, on: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Sends a change; true when the server took it. A refused change is put back by the caller. */
  const send = useCallback(
    async (call: () => Promise<Answer>): Promise<boolean> => {
      try {
        const answer = signedIn(await call());
        return answer.ok;
      } catch {
        return false;
      } finally {
        // The server's order and counts after the change (a filtered quote may leave the list).
        void load();
      }
    },
    [load],
  );

  const changeStatus = useCallback(
    async (quote: Quote, status: QuoteStatus) => {
      const previous = quote.status;
      patchShown(quote.id, (shownQuote) => ({ ...shownQuote, status }));
      markSaving(quote.id, true);
      const done = await send(() => calls.change(quote.id, { status }));
      markSaving(quote.id, false);
      if (!done) patchShown(quote.id, (shownQuote) => ({ ...shownQuote, status: previous }));
      return done;
    },
    [calls, patchShown, send],
  );

  const toggleImportant = useCallback(
    async (quote: Quote) => {
      const important = !quote.important;
      patchShown(quote.id, (shownQuote) => ({ ...shownQuote, important }));
      const done = await send(() => calls.change(quote.id, { important }));
      if (!done) patchShown(quote.id, (shownQuote) => ({ ...shownQuote, important: !important }));
      return done;
    },
    [calls, patchShown, send],
  );

  const remove = useCallback(
    async (quote: Quote) => {
      const done = await send(() => calls.remove(quote.id));
      if (done) patchShown(quote.id, () => null);
      return done;
    },
    [calls, patchShown, send],
  );

  return {
    search,
    setSearch: setSearchText,
    query,
    setStatusFilter: (status) => setQuery((current) => ({ ...current, status, page: 1 })),
    setPriorityFilter: (priority) => setQuery((current) => ({ ...current, priority, page: 1 })),
    setPage: (page) => setQuery((current) => ({ ...current, page })),
    list,
    filtering: query.q.trim() !== '' || search.trim() !== '' || query.status !== 'all' || query.priority !== 'all',
    saving,
    changeStatus,
    toggleImportant,
    remove,
  };
}
