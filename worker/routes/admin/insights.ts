// /api/admin/insights (mounted behind the admin session guard): the business in numbers over a range
// of Paris months (issue 26, item 2; queries/insights.ts). Read only: computed when the data has
// changed since the period was last asked for, else answered from the stored answer; with a weak
// ETag of the data's version and the period, so a browser holding the answer gets a bodiless 304.
import { insightsQuerySchema, type Insights } from '../../contract/schemas/insights.ts';
import { insightsAt, insightsVersion } from '../../db/queries/insights.ts';
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
        const version = await insightsVersion(db);
        const body: Insights = await insightsAt(db, query, version);
        return { version, body };
      },
    });
  })
  .all('/', methodNotAllowed('GET', 'HEAD'));
