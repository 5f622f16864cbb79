// One hook for both quote queues: a server-paged list (kit/use-paged-list.ts: the debounced search, the
// filters, the page, the poll with If-None-Match, again on the queue's `…:new` window event),
// important quotes first; status, important and delete applied at once and put back when the
// server refuses them.
import { useCallback } from 'react';
import type { QuoteStatus } from '../../../../worker/contract/enums.ts';
import { adminCall, type AdminRequest } from '../kit/admin-call.ts';
import { useBusyIds } from '../kit/use-busy-ids.ts';
import { usePagedList } from '../kit/use-paged-list.ts';
import type { QueueCalls, QueuePage, QueueQuery, QueuedQuote } from './queue-calls.ts';

const FIRST_QUERY: QueueQuery = { q: '', status: 'all', priority: 'all', payment: 'all', page: 1 };

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
  setPaymentFilter(payment: QueueQuery['payment']): void;
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
  // Polls while the tab is shown; a tab coming back, or a new request the sidebar's counts saw, asks at once.
  const paged = usePagedList<QueueQuery, QueuePage<Quote>>(FIRST_QUERY, calls.list, {
    events: [newQuoteEvent],
    shape: (page) => ({ ...page, items: importantFirst(page.items) }),
  });
  const { setList, reload, query, search } = paged;
  const [saving, markSaving] = useBusyIds();

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

  /** Sends a change; true when the server took it. A refused change is put back by the caller. */
  const send = useCallback(
    async (request: AdminRequest): Promise<boolean> => {
      try {
        const answer = await adminCall(request);
        return answer.ok;
      } catch {
        return false;
      } finally {
        // The server's order and counts after the change (a filtered quote may leave the list).
        reload();
      }
    },
    [reload],
  );

  const changeStatus = useCallback(
    async (quote: Quote, status: QuoteStatus) => {
      const previous = quote.status;
      patchShown(quote.id, (shownQuote) => ({ ...shownQuote, status }));
      markSaving(quote.id, true);
      const done = await send(calls.change(quote.id, { status }));
      markSaving(quote.id, false);
      if (!done) patchShown(quote.id, (shownQuote) => ({ ...shownQuote, status: previous }));
      return done;
    },
    [calls, markSaving, patchShown, send],
  );

  const toggleImportant = useCallback(
    async (quote: Quote) => {
      const important = !quote.important;
      patchShown(quote.id, (shownQuote) => ({ ...shownQuote, important }));
      const done = await send(calls.change(quote.id, { important }));
      if (!done) patchShown(quote.id, (shownQuote) => ({ ...shownQuote, important: !important }));
      return done;
    },
    [calls, patchShown, send],
  );

  const remove = useCallback(
    async (quote: Quote) => {
      const done = await send(calls.remove(quote.id));
      if (done) patchShown(quote.id, () => null);
      return done;
    },
    [calls, patchShown, send],
  );

  return {
    search,
    setSearch: paged.setSearch,
    query,
    setStatusFilter: (status) => paged.setFilters({ status }),
    setPriorityFilter: (priority) => paged.setFilters({ priority }),
    setPaymentFilter: (payment) => paged.setFilters({ payment }),
    setPage: paged.setPage,
    list: paged.list,
    filtering: query.q.trim() !== '' || search.trim() !== '' || query.status !== 'all' || query.priority !== 'all' || query.payment !== 'all',
    saving,
    changeStatus,
    toggleImportant,
    remove,
  };
}
