// The Outbox screen's requests to /api/admin/outbox, made by adminCall: a page of the list (an
// unchanged poll is a 304) and the resend of a failed e-mail. Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { AdminOutboxEmail, AdminOutboxList, OutboxStatusFilter } from '../../../../worker/contract/schemas/admin-outbox.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

export type { AdminOutboxEmail, AdminOutboxList, OutboxStatusFilter };

/** What the admin asked the list for. */
export interface OutboxQuery {
  q: string;
  status: OutboxStatusFilter;
  page: number;
}

export const outboxCalls = {
  list: (query: OutboxQuery) =>
    ((options) => api.admin.outbox.$get({ query: { q: query.q.trim(), status: query.status, page: String(query.page) } }, options)) satisfies AdminRequest,
  resend: (id: number) => ((options) => api.admin.outbox[':id'].resend.$post({ param: { id: String(id) }, json: {} }, options)) satisfies AdminRequest,
};
