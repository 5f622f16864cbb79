// /api/admin/quotes (mounted behind the admin session guard): the transfer quote queue (./queue.ts),
// each quote labelled with its urgency at the server's clock, and the spec's own call for the flag.
import { adminImportantPatchSchema, type AdminQuote } from '../../contract/schemas/admin-quotes.ts';
import { quoteQueue, toAdminQuote } from '../../db/queries/admin-quotes.ts';
import type { QuoteRow } from '../../db/queries/quotes.ts';
import { ApiError } from '../../lib/api-error.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { answerChange, quoteId, quoteQueueRoutes, type QuoteQueue } from './queue.ts';

const transferQuotes: QuoteQueue<QuoteRow, AdminQuote> = {
  name: 'quotes',
  queries: quoteQueue,
  notFound: () => new ApiError(404, 'not_found', 'admin.error.quoteNotFound'),
  item: toAdminQuote,
};

export const adminQuotesRoutes = quoteQueueRoutes(transferQuotes)
  // The spec's own call for the flag (section 7): PATCH …/{id}/important with the new value.
  .patch('/:id/important', quoteId(transferQuotes), jsonBody(), validated('json', adminImportantPatchSchema), (c) =>
    answerChange(c, transferQuotes, c.req.valid('param').id, c.req.valid('json')),
  )
  .all('/:id/important', methodNotAllowed('PATCH'));
