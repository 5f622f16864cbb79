// The two quote queues' calls behind one interface, so the list machinery serves both: a page of the
// list (searched, filtered and paged on the server), a change of status or importance, a deletion.
// Each is a request of the typed client, made by adminCall. Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { AdminExcursionQuote, AdminQuote } from '../../../../worker/contract/schemas/admin-quotes.ts';
import type { QuoteStatus } from '../../../../worker/contract/enums.ts';
import type { PriorityFilter, StatusFilter } from '../../../../worker/contract/quote-list-words.ts';
import type { PaymentFilter, PaymentState } from '../../../../worker/contract/booking-words.ts';
import type { OfferSummary } from '../../../../worker/contract/schemas/bookings.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

/** What the admin asked the list for: the search, the filters and the page. */
export interface QueueQuery {
  q: string;
  status: StatusFilter;
  priority: PriorityFilter;
  /** The request's payment state (decision 038). */
  payment: PaymentFilter;
  page: number;
}

/** What both kinds of quote have that the list machinery uses. */
export interface QueuedQuote {
  id: number;
  status: QuoteStatus;
  important: boolean;
  createdAt: string;
  /** The customer's comments, shown last in the details. */
  comments: string;
  /** The request's money at a glance: its state, its booking reference once confirmed, its current offer. */
  paymentState: PaymentState;
  bookingReference: string | null;
  offer: OfferSummary | null;
}

export interface QueuePage<Quote> {
  items: Quote[];
  total: number;
  filteredTotal: number;
  /** A search's count stopped at SEARCH_COUNT_LIMIT: more match. */
  filteredMore: boolean;
  page: number;
  pageSize: number;
}

export interface QuoteChange {
  status?: QuoteStatus;
  important?: boolean;
}

export interface QueueCalls {
  list(query: QueueQuery): AdminRequest;
  change(id: number, change: QuoteChange): AdminRequest;
  remove(id: number): AdminRequest;
}

const listQuery = (query: QueueQuery) => ({
  q: query.q.trim(),
  status: query.status,
  priority: query.priority,
  payment: query.payment,
  page: String(query.page),
});
const quoteId = (id: number) => ({ id: String(id) });

export const transferQuoteCalls: QueueCalls = {
  list: (query) => (options) => api.admin.quotes.$get({ query: listQuery(query) }, options),
  change: (id, change) => (options) => api.admin.quotes[':id'].$patch({ param: quoteId(id), json: change }, options),
  remove: (id) => (options) => api.admin.quotes[':id'].$delete({ param: quoteId(id) }, options),
};

export const excursionQuoteCalls: QueueCalls = {
  list: (query) => (options) => api.admin.exquotes.$get({ query: listQuery(query) }, options),
  change: (id, change) => (options) => api.admin.exquotes[':id'].$patch({ param: quoteId(id), json: change }, options),
  remove: (id) => (options) => api.admin.exquotes[':id'].$delete({ param: quoteId(id) }, options),
};

export type { AdminExcursionQuote, AdminQuote };
