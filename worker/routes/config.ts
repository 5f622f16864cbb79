// GET /api/config: the public settings the browser needs at run time (pre-rendered pages cannot
// know them at build time). Only values meant to be public belong here.
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import type { PublicConfig } from '../contract/public-config.ts';

export const configRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const config: PublicConfig = { googleMapsApiKey: c.env.PUBLIC_GOOGLE_MAPS_API_KEY || null };
    c.header('Cache-Control', 'no-store');
    return c.json(config);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'));
