// The dashboard's calls to /api/admin: the two quote queues behind one interface (so the list
// machinery serves both), the pending counts, and what every call does when the session has ended
// (401: to the login page). Types only from the contract: no zod in the browser.
import { api } from '../../lib/api-client.ts';
import type { AdminExcursionQuote, AdminQuote, PendingCounts } from '../../../worker/contract/admin-quotes.ts';
import type { QuoteStatus } from '../../../worker/contract/enums.ts';

export const ADMIN_LOGIN_PATH = '/admin/login';

/** The session is over (expired, revoked, signed out in another tab): sign in again. */
export function toLoginPage(): void {
  window.location.assign(ADMIN_LOGIN_PATH);
}

/** What the dashboard reads of an answer; hono's typed responses and fetch's both fit. */
export interface Answer {
  status: number;
  ok: boolean;
  headers: Headers;
  json(): Promise<unknown>;
}

/** Thrown after a 401 has sent the browser to the login page: nothing more to show. */
export class SessionEnded extends Error {
  constructor() {
    super('The admin session has ended');
  }
}

/** The answer, unless it says the session is over (then to the login page, and SessionEnded). */
export function signedIn<A extends Answer>(answer: A): A {
  if (answer.status === 401) {
    toLoginPage();
    throw new SessionEnded();
  }
  return answer;
}

export const STATUS_FILTER_VALUES = ['all', 'pending', 'confirmed', 'completed', 'cancelled', 'replied'] as const;
export type StatusFilterValue = (typeof STATUS_FILTER_VALUES)[number];
export const PRIORITY_FILTER_VALUES = ['all', 'important', 'normal'] as const;
export type PriorityFilterValue = (typeof PRIORITY_FILTER_VALUES)[number];

/** What the admin asked the list for: the search, the filters and the page. */
export interface QueueQuery {
  q: string;
  status: StatusFilterValue;
  priority: PriorityFilterValue;
  page: number;
}

/** What both kinds of quote have that the list machinery uses. */
export interface QueuedQuote {
  id: number;
  status: QuoteStatus;
  important: boolean;
  createdAt: string;
}

export interface QueuePage<Quote> {
  items: Quote[];
  total: number;
  filteredTotal: number;
  page: number;
  pageSize: number;
}

export interface QuoteChange {
  status?: QuoteStatus;
  important?: boolean;
}

/** One queue's calls; `list` sends If-None-Match when it holds a tag, so an unchanged poll is a 304. */
export interface QueueCalls {
  list(query: QueueQuery, etag: string | null): Promise<Answer>;
  change(id: number, change: QuoteChange): Promise<Answer>;
  remove(id: number): Promise<Answer>;
}

const listQuery = (query: QueueQuery) => ({ q: query.q.trim(), status: query.status, priority: query.priority, page: String(query.page) });
/**
 * A tag set by the page itself makes the browser's cache step aside (the fetch standard), so a 304
 * reaches the dashboard as a 304; no-store keeps a second copy out of the cache too.
 */
export const conditional = (etag: string | null) => ({ headers: etag ? { 'If-None-Match': etag } : undefined, init: { cache: 'no-store' as const } });

export const transferQuoteCalls: QueueCalls = {
  list: (query, etag) => api.admin.quotes.$get({ query: listQuery(query) }, conditional(etag)),
  change: (id, change) => api.admin.quotes[':id'].$patch({ param: { id: String(id) }, json: change }),
  remove: (id) => api.admin.quotes[':id'].$delete({ param: { id: String(id) } }),
};

export const excursionQuoteCalls: QueueCalls = {
  list: (query, etag) => api.admin.exquotes.$get({ query: listQuery(query) }, conditional(etag)),
  change: (id, change) => api.admin.exquotes[':id'].$patch({ param: { id: String(id) }, json: change }),
  remove: (id) => api.admin.exquotes[':id'].$delete({ param: { id: String(id) } }),
};

/**
 * Said on `window` by a screen whose action moves a sidebar count (a thread opened, an e-mail resent):
 * the badges ask for the counts at once instead of at their next poll.
 */
export const COUNTS_CHANGED_EVENT = 'admin:counts-changed';
export const countsChanged = () => window.dispatchEvent(new Event(COUNTS_CHANGED_EVENT));

export const pendingCountsCall = (etag: string | null) => api.admin.metrics['pending-counts'].$get(undefined, conditional(etag));

/** Sign-out; its answer does not matter (spec: failure ignored, then the login page). */
export const logoutCall = () => api.admin.logout.$post();

export type { AdminExcursionQuote, AdminQuote, PendingCounts };
