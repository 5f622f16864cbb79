// The Outbox screen's calls to /api/admin/outbox: the list (with If-None-Match when it holds a tag,
// so an unchanged poll is a 304) and the resend of a failed e-mail. Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { AdminOutboxEmail, AdminOutboxList, OutboxStatusFilter } from '../../../../worker/contract/admin-outbox.ts';

export type { AdminOutboxEmail, AdminOutboxList, OutboxStatusFilter };

/** What the admin asked the list for. */
export interface OutboxQuery {
  q: string;
  status: OutboxStatusFilter;
  page: number;
}

/** The fetch standard: a tag set by the page makes the browser's cache step aside, so a 304 arrives as one. */
const conditional = (etag: string | null) => ({ headers: etag ? { 'If-None-Match': etag } : undefined, init: { cache: 'no-store' as const } });

export const outboxCalls = {
  list: (query: OutboxQuery, etag: string | null) =>
    api.admin.outbox.$get({ query: { q: query.q.trim(), status: query.status, page: String(query.page) } }, conditional(etag)),
  resend: (id: number) => api.admin.outbox[':id'].resend.$post({ param: { id: String(id) }, json: {} }),
};
