// The Outbox screen's state: the search (debounced, searched on the server), the status filter and
// the page; the list polled every QUOTES_POLL_MS with If-None-Match (an unchanged poll is a 304) and
// again when the tab comes back; the resend of a failed e-mail, whose answer replaces the row at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePoll } from '../use-poll.ts';
import { useBackToLastPage } from '../use-back-to-last-page.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS, QUOTES_POLL_MS } from '../../../../worker/contract/constants.ts';
import { SessionEnded, signedIn } from '../admin-api.ts';
import { outboxCalls, type AdminOutboxEmail, type AdminOutboxList, type OutboxQuery, type OutboxStatusFilter } from './outbox-api.ts';

const FIRST_QUERY: OutboxQuery = { q: '', status: 'all', page: 1 };

/** How a resend ended, for the screen's message. */
export type ResendOutcome =
  | { outcome: 'sent'; email: AdminOutboxEmail }
  /** The provider refused it again: the row is failed, with the new error. */
  | { outcome: 'failed'; email: AdminOutboxEmail }
  /** The server would not resend it (already sent, not failed, gone): its message. */
  | { outcome: 'refused'; message: string }
  /** No answer (network) or one that is not JSON. */
  | { outcome: 'error' };

export interface Outbox {
  search: string;
  setSearch(text: string): void;
  query: OutboxQuery;
  setStatusFilter(status: OutboxStatusFilter): void;
  setPage(page: number): void;
  /** Null until the first answer. */
  list: AdminOutboxList | null;
  /** The first load failed: nothing to show but the error and a retry. */
  loadFailed: boolean;
  reload(): void;
  filtering: boolean;
  /** E-mails being resent: their buttons are busy meanwhile. */
  resending: ReadonlySet<number>;
  resend(email: AdminOutboxEmail): Promise<ResendOutcome>;
}

export function useOutbox(): Outbox {
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState<OutboxQuery>(FIRST_QUERY);
  const [list, setList] = useState<AdminOutboxList | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set());
  /** The tag of the list shown, for the query it answered. */
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
      const answer = signedIn(await outboxCalls.list(asked, etag));
      if (load !== latestLoad.current || answer.status === 304) return;
      if (!answer.ok) throw new Error(`outbox list answered ${answer.status}`);
      const page = (await answer.json()) as AdminOutboxList;
      if (load !== latestLoad.current) return;
      shown.current = { key, etag: answer.headers.get('ETag') };
      hasList.current = true;
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

  // A page past the end (the list shrank) goes back to the last page.
  useBackToLastPage(list, (page) => setQuery((current) => ({ ...current, page })));

  usePoll(load, QUOTES_POLL_MS);

  useEffect(() => {
    if (search === queryRef.current.q) return;
    const timer = window.setTimeout(() => setQuery((current) => ({ ...current, q: search, page: 1 })), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const markResending = (id: number, on: boolean) =>
    setResending((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const resend = useCallback(
    async (email: AdminOutboxEmail): Promise<ResendOutcome> => {
      markResending(email.id, true);
      try {
        const answer = signedIn(await outboxCalls.resend(email.id));
        const body: unknown = await answer.json();
        if (!answer.ok) {
          const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
          return typeof message === 'string' ? { outcome: 'refused', message } : { outcome: 'error' };
        }
        const updated = body as AdminOutboxEmail;
        setList((current) => current && { ...current, items: current.items.map((shownEmail) => (shownEmail.id === updated.id ? updated : shownEmail)) });
        return { outcome: updated.status === 'sent' ? 'sent' : 'failed', email: updated };
      } catch {
        return { outcome: 'error' };
      } finally {
        markResending(email.id, false);
        // The server's counts and order after the resend (a filtered row may leave the list).
        void load();
      }
    },
    [load],
  );

  return {
    search,
    setSearch: setSearchText,
    query,
    setStatusFilter: (status) => setQuery((current) => ({ ...current, status, page: 1 })),
    setPage: (page) => setQuery((current) => ({ ...current, page })),
    list,
    loadFailed,
    reload: () => {
      setLoadFailed(false);
      void load();
    },
    filtering: query.q.trim() !== '' || search.trim() !== '' || query.status !== 'all',
    resending,
    resend,
  };
}
