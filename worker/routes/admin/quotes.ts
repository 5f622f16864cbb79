// /api/admin/quotes (mounted behind the admin session guard): the transfer quote queue. The list is
// searched, filtered, sorted and paginated on the server and answers polls that changed nothing with
// 304; status and important change any-to-any (spec section 4); each change is audited.
import { adminImportantPatchSchema, type AdminQuote } from '../../contract/admin-quotes.ts';
import { database } from '../../db/client.ts';
import { deleteAdminQuote, findAdminQuote, listAdminQuotes, quotesVersion, toAdminQuote, updateAdminQuote } from '../../db/queries/admin-quotes.ts';
import type { QuoteRow } from '../../db/queries/quotes.ts';
import { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { answerQueueList, listQuery, quoteId, quotePatch } from './queue.ts';
import { adminRouter } from './router.ts';

const notFound = () => new ApiError(404, 'not_found', 'admin.error.quoteNotFound');
const QUEUE = 'quotes';

export const adminQuotesRoutes = adminRouter()
  .get('/', listQuery(), async (c) => {
    const query = c.req.valid('query');
    const db = database(c.env.DB);
    // One clock for the whole answer: the urgency labels and the version that covers them.
    const now = new Date();
    return answerQueueList<QuoteRow, AdminQuote>(c, QUEUE, query, {
      version: () => quotesVersion(db, now),
      page: () => listAdminQuotes(db, query, now),
      item: (row) => toAdminQuote(row, now),
    });
  })
  .get('/:id', quoteId(notFound), async (c) => {
    const quote = await findAdminQuote(database(c.env.DB), c.req.valid('param').id);
    if (!quote) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    return c.json(toAdminQuote(quote, new Date()) satisfies AdminQuote);
  })
  .patch('/:id', quoteId(notFound), jsonBody(), quotePatch(), async (c) => {
    const updated = await updateAdminQuote(database(c.env.DB), c.req.valid('param').id, c.req.valid('json'), c.var.admin.username);
    if (!updated) throw notFound();
    return c.json(toAdminQuote(updated, new Date()) satisfies AdminQuote);
  })
  // The spec's own call for the flag (section 7): PATCH …/{id}/important with the new value.
  .patch('/:id/important', quoteId(notFound), jsonBody(), validated('json', adminImportantPatchSchema), async (c) => {
    const updated = await updateAdminQuote(database(c.env.DB), c.req.valid('param').id, c.req.valid('json'), c.var.admin.username);
    if (!updated) throw notFound();
    return c.json(toAdminQuote(updated, new Date()) satisfies AdminQuote);
  })
  .delete('/:id', quoteId(notFound), async (c) => {
    if (!(await deleteAdminQuote(database(c.env.DB), c.req.valid('param').id, c.var.admin.username))) throw notFound();
    return c.body(null, 204);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/:id', methodNotAllowed('GET', 'HEAD', 'PATCH', 'DELETE'))
  .all('/:id/important', methodNotAllowed('PATCH'));
