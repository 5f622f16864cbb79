// Public excursion catalogue: active excursions only, read from any replica (decision 045).
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { publicReadsOf } from '../middleware/d1-session.ts';
import { findActiveExcursion, listActiveExcursions, toPublicExcursion } from '../db/queries/excursions.ts';
import { excursionQuerySchema, excursionRefSchema } from '../contract/schemas/excursions.ts';
import { ApiError } from '../lib/api-error.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { validated } from '../middleware/validated.ts';

const notFound = () => new ApiError(404, 'not_found', 'api.error.excursionNotFound');

export const excursionsRoutes = new Hono<AppEnv>()
  .get('/', validated('query', excursionQuerySchema), async (c) => {
    const lang = c.req.valid('query').lang ?? c.get('lang');
    const excursions = await listActiveExcursions(publicReadsOf(c.env));
    c.header('Cache-Control', 'no-store');
    return c.json(excursions.map((excursion) => toPublicExcursion(excursion, lang)));
  })
  .get(
    '/:ref',
    // A malformed id cannot name an excursion: that is a 404, not a validation error.
    validated('param', excursionRefSchema, notFound),
    validated('query', excursionQuerySchema),
    async (c) => {
      const lang = c.req.valid('query').lang ?? c.get('lang');
      const excursion = await findActiveExcursion(publicReadsOf(c.env), c.req.valid('param').ref);
      if (!excursion) throw notFound();
      c.header('Cache-Control', 'no-store');
      return c.json(toPublicExcursion(excursion, lang));
    },
  )
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/:ref', methodNotAllowed('GET', 'HEAD'));
