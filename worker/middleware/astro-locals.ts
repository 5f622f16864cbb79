// What the on-demand pages may read, handed to Astro in `locals` (the per-request state that cf() and
// astro() share): the excursion catalogue. The pages never reach the database themselves.
import { createMiddleware } from 'hono/factory';
import { getFetchState } from 'astro/hono';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { excursionCatalogue } from '../excursions/catalogue.ts';
import type { ExcursionCatalogue } from '../contract/schemas/excursions.ts';

/** The site declares the same in App.Locals (site/env.d.ts). */
export interface PageLocals {
  catalogue: ExcursionCatalogue;
}

export const astroLocals = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    Object.assign(getFetchState(c).locals, { catalogue: excursionCatalogue(database(c.env.DB)) } satisfies PageLocals);
    await next();
  });
