// The Audit trail screen's state: the search (debounced, searched on the server), the action, kind and
// date filters and the page; the list polled every QUOTES_POLL_MS with If-None-Match (an unchanged
// poll is a 304) and again when the tab comes back. A filter the server refuses (an end before the
// start) shows its message and keeps the list shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePoll } from '../use-poll.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS, QUOTES_POLL_MS } from '../../../../worker/contract/constants.ts';
import { SessionEnded, signedIn } from '../admin-api.ts';
import { auditCalls, type AdminAuditList, type AuditQuery } from './audit-api.ts';

const FIRST_QUERY: AuditQuery = { q: '', action: 'all', entityType: 'all', from: '', to: '', page: 1 };

export interface AuditTrail {
  search: string;
  setSearch(text: string): void;
  query: AuditQuery;
  /** Changes filters (not the search) and goes back to the first page. */
  setFilters(change: Partial<Omit<AuditQuery, 'q' | 'page'>>): void;
  setPage(page: number): void;
  /** Null until the first answer. */
  list: AdminAuditList | null;
  /** The first load failed: nothing to show but the error and a retry. */
  loadFailed: boolean;
  /** The server's message about a refused filter, or null. */
  refusal: string | null;
  reload(): void;
  filtering: boolean;
}

export function useAuditTrail(): AuditTrail {
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState<AuditQuery>(FIRST_QUERY);
  const [list, setList] = useState<AdminAuditList | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = useRef<{ key: string; etag: string | null }>({ key: '', etag: null });
  /** Each load's number: an answer older than the latest load is dropped. */
  const latestLoad = useRef(0);
  const queryRef = useRef(query);
  queryRef.current = query;
  const hasList = useRef(false);

  const load = useCallback(async () => {
    const asked = queryRef.current;
    const key = JSON.stringify(asked);
    const etag = shown.current.key === key ? shown.current.etag : null;
    const load = ++latestLoad.current;
    try {
      const answer = signedIn(await auditCalls.list(asked, etag));
      if (load !== latestLoad.current || answer.status === 304) return;
      if (answer.status === 400) {
        const body = (await answer.json()) as { error?: { fields?: Record<string, string>; message?: string } };
        setRefusal(Object.values(body.error?.fields ?? {})[0] ?? body.error?.message ?? '');
        return;
      }
      if (!answer.ok) throw new Error(`audit list answered ${answer.status}`);
      const page = (await answer.json()) as AdminAuditList;
      if (load !== latestLoad.current) return;
      shown.current = { key, etag: answer.headers.get('ETag') };
      hasList.current = true;
      setRefusal(null);
      setLoadFailed(false);
      setList(page);
    } catch (error) {
      // A failed refresh keeps what is shown (spec section 8); only a first load shows the error.
      if (error instanceof SessionEnded || load !== latestLoad.current) return;
      if (!hasList.current) setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [query, load]);

  usePoll(load, QUOTES_POLL_MS);

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
    setPage: (page) => setQuery((current) => ({ ...current, page })),
    list,
    loadFailed,
    refusal,
    reload: () => {
      setLoadFailed(false);
      void load();
    },
    filtering: search.trim() !== '' || query.action !== 'all' || query.entityType !== 'all' || query.from !== '' || query.to !== '',
  };
}
