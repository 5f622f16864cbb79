// What the on-demand pages may read, handed to Astro in `locals` (the per-request state that cf() and
// astro() share): the excursion catalogue. The pages never reach the database themselves.
import { createMiddleware } from 'hono/factory';
import { getFetchState } from 'astro/hono';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { excursionCatalogue } from '../excursions/catalogue.ts';
import type { ExcursionCatalogue } from '../contract/schemas/excursions.ts';
import type { CustomerRequestDesk } from '../contract/schemas/bookings.ts';
import { openRequestPage } from '../bookings/request-page.ts';
import type { ChauffeurSheetDesk } from '../contract/schemas/operations.ts';
import { openChauffeurSheet } from '../operations/chauffeur-sheet.ts';
import { appConfig } from '../env.ts';
import { linkClient } from './rate-limit.ts';
import { catalogueReadsOf } from './d1-session.ts';

/** The site declares the same in App.Locals (site/env.d.ts). */
export interface PageLocals {
  catalogue: ExcursionCatalogue;
  /** The customer's request page by its link (decision 038). */
  customerRequests: CustomerRequestDesk;
  /** The chauffeur's sheet by its link (decision 042). */
  chauffeurSheets: ChauffeurSheetDesk;
}

export const astroLocals = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const db = database(c.env.DB);
    const customerRequests: CustomerRequestDesk = {
      open: (token) => {
        const config = appConfig(c.env);
        return openRequestPage(
          {
            db,
            ...linkClient(c),
            cardPayments: Boolean(config.STRIPE_SECRET_KEY),
            bankTransfer: config.BANK_TRANSFER_DETAILS ?? null,
            now: new Date(),
          },
          token,
        );
      },
    };
    const chauffeurSheets: ChauffeurSheetDesk = {
      open: (token, lang) => openChauffeurSheet({ db, ...linkClient(c), now: new Date() }, token, lang),
    };
    // The catalogue may come from any replica (decision 045): the pages it renders are kept up to a
    // minute anyway. The customer's page and the chauffeur's sheet count their lookups (a write) and
    // show what was just paid or assigned: the primary, as the rest of the Worker.
    Object.assign(getFetchState(c).locals, { catalogue: excursionCatalogue(catalogueReadsOf(c.env)), customerRequests, chauffeurSheets } satisfies PageLocals);
    await next();
  });
