// /api/admin/metrics (mounted behind the admin session guard): the sidebar's pending counts, polled
// every 5 seconds. The counts are the whole answer, so the tag is made of them: a poll still reads
// two index ranges, but an unchanged one answers 304 without a body.
import type { PendingCounts } from '../../contract/schemas/admin-quotes.ts';
import { pendingCounts } from '../../db/queries/admin-metrics.ts';
import { answerPoll, weakEtag } from '../../lib/etag.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { adminRouter } from './router.ts';

export const adminMetricsRoutes = adminRouter()
  .get('/pending-counts', async (c) => {
    const db = c.var.db;
    return answerPoll(c, {
      tagOf: (counts: PendingCounts) =>
        weakEtag(
          'pending-counts',
          String(counts.quotesPending),
          String(counts.exQuotesPending),
          String(counts.unreadConversations),
          String(counts.outboxFailed),
        ),
      read: async () => {
        const counts = await pendingCounts(db);
        return { version: counts, body: counts satisfies PendingCounts };
      },
    });
  })
  .all('/pending-counts', methodNotAllowed('GET', 'HEAD'));
