// A server-paged, searchable list of the dashboard (quote queues, Outbox, Audit trail): the search (debounced,
// searched on the server), the query (filters and page), and the list polled every QUOTES_POLL_MS
// with If-None-Match (an unchanged poll is a 304) and again when the tab comes back. An answer older
// than the latest load is dropped; a failed refresh keeps what is shown (spec section 8), only a
// first load shows the error; a 400 is the server refusing the query (its message, the list kept);
// a page past the end (the list shrank) goes back to the last page.
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, QUOTES_POLL_MS } from '../../../../worker/contract/constants.ts';
import { adminCall, SessionEnded, type AdminRequest } from './admin-call.ts';
import { usePoll } from './use-poll.ts';

/** What a server-paged answer says of its place in the list. */
export interface PagePlace {
  items: readonly unknown[];
  page: number;
  pageSize: number;
  filteredTotal: number;
}

/** How many pages the list has (one, even empty). */
export const pageCount = (list: PagePlace) => Math.max(1, Math.ceil(list.filteredTotal / list.pageSize));

export interface PagedList<Query, List> {
  /** The search as typed; the query follows it after the debounce. */
  search: string;
  setSearch(text: string): void;
  query: Query;
  /** Changes filters and goes back to the first page. */
  setFilters(change: Partial<Omit<Query, 'q' | 'page'>>): void;
  setPage(page: number): void;
  /** Null until the first answer. */
  list: List | null;
  /** For a change the screen already knows of (a row it just changed): the next load confirms it. */
  setList: Dispatch<SetStateAction<List | null>>;
  /** The first load failed: nothing to show but the error and a retry. */
  loadFailed: boolean;
  /** The server's message about a refused query, or null. */
  refusal: string | null;
  /** Asks again now (after a change, or the Retry of a failed first load). */
  reload(): void;
}

export interface PagedListOptions<List> {
  /** Window events that ask again at once (e.g. a new quote sent from this browser). */
  events?: readonly string[];
  /** What the screen shows of an answer (e.g. important quotes first). */
  shape?: (list: List) => List;
}

export function usePagedList<Query extends { q: string; page: number }, List extends PagePlace>(
  firstQuery: Query,
  listRequest: (query: Query) => AdminRequest,
  { events = [], shape = (list) => list }: PagedListOptions<List> = {},
): PagedList<Query, List> {
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState<Query>(firstQuery);
  const [list, setList] = useState<List | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The tag of the list shown, for the query it answered. */
  const shown = useRef<{ key: string; etag: string | null }>({ key: '', etag: null });
  /** Each load's number: an answer older than the latest load is dropped. */
  const latestLoad = useRef(0);
  const queryRef = useRef(query);
  queryRef.current = query;
  const hasList = useRef(false);
  const requestRef = useRef(listRequest);
  requestRef.current = listRequest;
  const shapeRef = useRef(shape);
  shapeRef.current = shape;

  const load = useCallback(async () => {
    const asked = queryRef.current;
    const key = JSON.stringify(asked);
    const etag = shown.current.key === key ? shown.current.etag : null;
    const load = ++latestLoad.current;
    try {
      const answer = await adminCall(requestRef.current(asked), { etag });
      if (load !== latestLoad.current || answer.status === 304) return;
      if (answer.status === 400) {
        const body = (await answer.json()) as { error?: { fields?: Record<string, string>; message?: string } } | null;
        setRefusal(Object.values(body?.error?.fields ?? {})[0] ?? body?.error?.message ?? '');
        return;
      }
      if (!answer.ok) throw new Error(`the list answered ${answer.status}`);
      const page = (await answer.json()) as List;
      if (load !== latestLoad.current) return;
      shown.current = { key, etag: answer.headers.get('ETag') };
      hasList.current = true;
      setRefusal(null);
      setLoadFailed(false);
      setList(shapeRef.current(page));
    } catch (error) {
      if (error instanceof SessionEnded || load !== latestLoad.current) return;
      if (!hasList.current) setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [query, load]);

  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  const reload = useCallback(() => {
    setLoadFailed(false);
    void load();
  }, [load]);

  // A page that came back empty past the end (the list shrank: deletions, a resend, a narrower
  // filter elsewhere) is replaced by the last page that has rows.
  useEffect(() => {
    if (!list || list.items.length > 0 || list.page === 1 || list.filteredTotal === 0) return;
    const last = pageCount(list);
    if (last < list.page) setPage(last);
  }, [list, setPage]);

  usePoll(load, QUOTES_POLL_MS, events);

  useEffect(() => {
    if (search === queryRef.current.q) return;
    const timer = window.setTimeout(() => setQuery((current) => ({ ...current, q: search, page: 1 })), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  return {
    search,
    setSearch: setSearchText,
    query,
    setFilters: (change) => setQuery((current) => ({ ...current, ...change, page: 1 })),
    setPage,
    list,
    setList,
    loadFailed,
    refusal,
    reload,
  };
}
