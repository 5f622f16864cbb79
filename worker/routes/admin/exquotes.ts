// /api/admin/exquotes (mounted behind the admin session guard): the excursion quote queue
// (./queue.ts); status and important change in one PATCH (spec section 7).
import type { AdminExcursionQuote } from '../../contract/schemas/admin-quotes.ts';
import { excursionQuoteQueue, toAdminExQuote } from '../../db/queries/admin-exquotes.ts';
import type { ExcursionQuoteRow } from '../../db/queries/excursion-quotes.ts';
import { ApiError } from '../../lib/api-error.ts';
import { quoteQueueRoutes } from './queue.ts';

export const adminExquotesRoutes = quoteQueueRoutes<ExcursionQuoteRow, AdminExcursionQuote>({
  name: 'exquotes',
  queries: excursionQuoteQueue,
  notFound: () => new ApiError(404, 'not_found', 'admin.error.exQuoteNotFound'),
  item: toAdminExQuote,
});
