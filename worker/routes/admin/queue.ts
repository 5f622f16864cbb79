// What the two quote queues' routers (quotes.ts, exquotes.ts) share: the validators and the list's
// polled answer.
import type { Context } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import { adminListQuerySchema, adminQuoteIdSchema, adminQuotePatchSchema, type ParsedAdminListQuery } from '../../contract/admin-quotes.ts';
import type { AdminEnv } from '../../env.ts';
import type { QueuePage } from '../../db/queries/admin-quotes.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { validated } from '../../middleware/validated.ts';
import { answerPagedList, type PagedList } from './paged-list.ts';

export const listQuery = () => validated('query', adminListQuerySchema);

/** A malformed id names nothing: the same 404 as an unknown one. */
export const quoteId = (notFound: () => ApiError) => validated('param', adminQuoteIdSchema, notFound);

export const quotePatch = () => validated('json', adminQuotePatchSchema);

/** GET of a queue's list: one page, polled (./paged-list.ts). */
export function answerQueueList<Row, Item extends JSONValue>(
  c: Context<AdminEnv>,
  queue: string,
  query: ParsedAdminListQuery,
  list: Omit<PagedList<Row, Item, QueuePage<Row>, never>, 'name' | 'filters' | 'extra'>,
) {
  return answerPagedList(c, query, { name: queue, filters: [query.q.trim(), query.status, query.priority], ...list });
}
