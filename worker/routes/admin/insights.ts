// /api/admin/insights (mounted behind the admin session guard): the business in numbers over a range
// of Paris months (issue 26, item 2; queries/insights.ts). Read only, computed on every call.
import { insightsQuerySchema, type Insights } from '../../contract/schemas/insights.ts';
import { database } from '../../db/client.ts';
import { insights } from '../../db/queries/insights.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

export const adminInsightsRoutes = adminRouter()
  .get('/', validated('query', insightsQuerySchema), async (c) => {
    const answer: Insights = await insights(database(c.env.DB), c.req.valid('query'));
    return c.json(answer);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'));
