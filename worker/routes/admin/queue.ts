// The router of each quote queue (quotes.ts: transfer quotes, exquotes.ts: excursion quotes),
// written once: the list, searched, filtered and paginated on the server and polled (a 304 when
// nothing changed); one request; its status and important flag, changed any-to-any (spec section 4);
// the delete. Each change is audited with it (db/queries/admin-lists.ts).
import type { Context } from 'hono';
import type { JSONValue } from 'hono/utils/types';
import { adminListQuerySchema, adminQuoteIdSchema, adminQuotePatchSchema } from '../../contract/schemas/admin-quotes.ts';
import type { AdminEnv } from '../../env.ts';
import type { QueueChange, QueuePage, QueueQueries } from '../../db/queries/admin-lists.ts';
import type { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { answerPagedList } from './paged-list.ts';
import { adminRouter } from './router.ts';

export interface QuoteQueue<Row, Item> {
  /** The list's name in its ETag. */
  name: string;
  queries: QueueQueries<Row>;
  /** The answer to an unknown id, and to a malformed one (it names nothing either). */
  notFound: () => ApiError;
  /** A row as the dashboard sees it at `now` (a transfer quote's urgency). */
  item: (row: Row, now: Date) => Item;
}

export const quoteId = <Row, Item>(queue: QuoteQueue<Row, Item>) => validated('param', adminQuoteIdSchema, queue.notFound);

/** Applies a change to the request `id` and answers the request as it now is. */
export async function answerChange<Row, Item extends JSONValue>(c: Context<AdminEnv>, queue: QuoteQueue<Row, Item>, id: number, change: QueueChange) {
  const updated = await queue.queries.update(c.var.db, id, change, c.var.admin.username);
  if (!updated) throw queue.notFound();
  return c.json(queue.item(updated, new Date()));
}

export function quoteQueueRoutes<Row, Item extends JSONValue>(queue: QuoteQueue<Row, Item>) {
  return adminRouter()
    .get('/', validated('query', adminListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const db = c.var.db;
      // One clock for the whole answer: the urgency labels and the version that covers them.
      const now = new Date();
      return answerPagedList<Row, Item, QueuePage<Row>, { filteredMore: boolean }>(c, query, {
        name: queue.name,
        filters: [query.q.trim(), query.status, query.priority, query.payment],
        version: () => queue.queries.version(db, now),
        page: () => queue.queries.list(db, query, now),
        item: (row) => queue.item(row, now),
        extra: (page) => ({ filteredMore: page.filteredMore }),
      });
    })
    .get('/:id', quoteId(queue), async (c) => {
      const row = await queue.queries.find(c.var.db, c.req.valid('param').id);
      if (!row) throw queue.notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json(queue.item(row, new Date()));
    })
    .patch('/:id', quoteId(queue), jsonBody(), validated('json', adminQuotePatchSchema), (c) =>
      answerChange(c, queue, c.req.valid('param').id, c.req.valid('json')),
    )
    .delete('/:id', quoteId(queue), async (c) => {
      if (!(await queue.queries.remove(c.var.db, c.req.valid('param').id, c.var.admin.username))) throw queue.notFound();
      return c.body(null, 204);
    })
    .all('/', methodNotAllowed('GET', 'HEAD'))
    .all('/:id', methodNotAllowed('GET', 'HEAD', 'PATCH', 'DELETE'));
}
