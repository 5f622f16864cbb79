// What the two quote queues' routers (quotes.ts, exquotes.ts) share: the validators and the list's
// conditional answer.
import type { Context } from 'hono';
import { adminListQuerySchema, adminQuoteIdSchema, adminQuotePatchSchema, type ParsedAdminListQuery } from '../../contract/admin-quotes.ts';
import type { AdminEnv } from '../../env.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { setPollHeaders, unchangedSince, weakEtag } from '../../lib/etag.ts';
import { validated } from '../../middleware/validated.ts';

export const listQuery = () => validated('query', adminListQuerySchema);

/** A malformed id names nothing: the same 404 as an unknown one. */
export const quoteId = (notFound: () => ApiError) => validated('param', adminQuoteIdSchema, notFound);

export const quotePatch = () => validated('json', adminQuotePatchSchema);

/** The list's ETag: the queue's version and the page asked for (its search, filters and page). */
export const listEtag = (queue: string, version: string, query: ParsedAdminListQuery) =>
  weakEtag(queue, version, JSON.stringify([query.q.trim(), query.status, query.priority, query.page, query.pageSize]));

/**
 * GET of a list with If-None-Match: the version alone is read (a few index seeks) and, when it is
 * the one the browser holds, the answer is a 304 without reading a row. Undefined otherwise: the
 * caller reads the page (with the version, in the same transaction) and answers it via `answerList`.
 */
export async function unchangedList(
  c: Context<AdminEnv>,
  queue: string,
  query: ParsedAdminListQuery,
  version: () => Promise<string>,
): Promise<Response | undefined> {
  return unchangedSince(c, (current) => listEtag(queue, current, query), version);
}

export async function answerList<Item>(
  c: Context<AdminEnv>,
  queue: string,
  query: ParsedAdminListQuery,
  page: { items: Item[]; total: number; filteredTotal: number; version: string },
) {
  setPollHeaders(c, await listEtag(queue, page.version, query));
  return c.json({ items: page.items, total: page.total, filteredTotal: page.filteredTotal, page: query.page, pageSize: query.pageSize });
}
