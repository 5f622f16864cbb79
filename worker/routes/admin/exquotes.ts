// /api/admin/exquotes (mounted behind the admin session guard): the excursion quote queue. The list
// is searched, filtered, sorted and paginated on the server and answers polls that changed nothing
// with 304; status and important change any-to-any in one PATCH (spec section 7); each change is
// audited.
import type { AdminExcursionQuote } from '../../contract/admin-quotes.ts';
import { database } from '../../db/client.ts';
import {
  deleteAdminExQuote,
  exQuotesVersion,
  findAdminExQuote,
  listAdminExQuotes,
  toAdminExQuote,
  updateAdminExQuote,
} from '../../db/queries/admin-exquotes.ts';
import type { ExcursionQuoteRow } from '../../db/queries/excursion-quotes.ts';
import { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { answerQueueList, listQuery, quoteId, quotePatch } from './queue.ts';
import { adminRouter } from './router.ts';

const notFound = () => new ApiError(404, 'not_found', 'admin.error.exQuoteNotFound');
const QUEUE = 'exquotes';

export const adminExquotesRoutes = adminRouter()
  .get('/', listQuery(), async (c) => {
    const query = c.req.valid('query');
    const db = database(c.env.DB);
    return answerQueueList<ExcursionQuoteRow, AdminExcursionQuote>(c, QUEUE, query, {
      version: () => exQuotesVersion(db),
      page: () => listAdminExQuotes(db, query),
      item: toAdminExQuote,
    });
  })
  .get('/:id', quoteId(notFound), async (c) => {
    const exQuote = await findAdminExQuote(database(c.env.DB), c.req.valid('param').id);
    if (!exQuote) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    return c.json(toAdminExQuote(exQuote) satisfies AdminExcursionQuote);
  })
  .patch('/:id', quoteId(notFound), jsonBody(), quotePatch(), async (c) => {
    const updated = await updateAdminExQuote(database(c.env.DB), c.req.valid('param').id, c.req.valid('json'), c.var.admin.username);
    if (!updated) throw notFound();
    return c.json(toAdminExQuote(updated) satisfies AdminExcursionQuote);
  })
  .delete('/:id', quoteId(notFound), async (c) => {
    if (!(await deleteAdminExQuote(database(c.env.DB), c.req.valid('param').id, c.var.admin.username))) throw notFound();
    return c.body(null, 204);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/:id', methodNotAllowed('GET', 'HEAD', 'PATCH', 'DELETE'));
