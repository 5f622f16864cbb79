// /api/admin/insights (mounted behind the admin session guard): the business in numbers over a range
// of Paris months (issue 26, item 2; queries/insights.ts). One read: the period's stored weekly and
// monthly partials, the few a change made stale computed in the same statement (and stored after the
// answer); with a weak ETag of the data's version and the period, so a browser holding the answer
// gets a bodiless 304.
import { insightsQuerySchema } from '../../contract/schemas/insights.ts';
import { insightsRead, insightsVersion } from '../../db/queries/insights.ts';
import { answerPoll, weakEtag } from '../../lib/etag.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

export const adminInsightsRoutes = adminRouter()
  .get('/', validated('query', insightsQuerySchema), (c) => {
    const db = c.var.db;
    const query = c.req.valid('query');
    return answerPoll(c, {
      tagOf: (version: string) => weakEtag('insights', version, query.from, query.to),
      currentVersion: () => insightsVersion(db),
      read: async () => {
        const { version, body, store } = await insightsRead(db, query);
        if (store) c.executionCtx.waitUntil(store().catch((error: unknown) => console.error('[insights] storing the partials failed', error)));
        return { version, body };
      },
    });
  })
  .all('/', methodNotAllowed('GET', 'HEAD'));
