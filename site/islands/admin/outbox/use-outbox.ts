// The Outbox screen's state: a server-paged list (kit/use-paged-list.ts: the debounced search, the status
// filter, the page, the poll with If-None-Match), and the resend of a failed e-mail, whose answer
// replaces the row at once.
import { adminCall } from '../kit/admin-call.ts';
import { useBusyIds } from '../kit/use-busy-ids.ts';
import { usePagedList } from '../kit/use-paged-list.ts';
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
  const paged = usePagedList<OutboxQuery, AdminOutboxList>(FIRST_QUERY, outboxCalls.list);
  const { setList, reload, query, search } = paged;
  const [resending, markResending] = useBusyIds();

  const resend = async (email: AdminOutboxEmail): Promise<ResendOutcome> => {
    markResending(email.id, true);
    try {
      const answer = await adminCall(outboxCalls.resend(email.id));
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
      reload();
    }
  };

  return {
    search,
    setSearch: paged.setSearch,
    query,
    setStatusFilter: (status) => paged.setFilters({ status }),
    setPage: paged.setPage,
    list: paged.list,
    loadFailed: paged.loadFailed,
    reload,
    filtering: query.q.trim() !== '' || search.trim() !== '' || query.status !== 'all',
    resending,
    resend,
  };
}
