// /api/admin/metrics (mounted behind the admin session guard): the sidebar's pending counts, polled
// every 5 seconds. The counts are the whole answer, so the tag is made of them: a poll still reads
// two index ranges, but an unchanged one answers 304 without a body.
import type { PendingCounts } from '../../contract/admin-quotes.ts';
import { database } from '../../db/client.ts';
import { pendingCounts } from '../../db/queries/admin-metrics.ts';
import { noneMatchHits, notModified, setPollHeaders, weakEtag } from '../../lib/etag.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { adminRouter } from './router.ts';

export const adminMetricsRoutes = adminRouter()
  .get('/pending-counts', async (c) => {
    const counts = await pendingCounts(database(c.env.DB));
    const etag = await weakEtag(
      'pending-counts',
      String(counts.quotesPending),
      String(counts.exQuotesPending),
      String(counts.unreadConversations),
      String(counts.outboxFailed),
    );
    if (noneMatchHits(c.req.header('If-None-Match'), etag)) return notModified(c, etag);
    setPollHeaders(c, etag);
    return c.json(counts satisfies PendingCounts);
  })
  .all('/pending-counts', methodNotAllowed('GET', 'HEAD'));
