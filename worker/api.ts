// The /api application: one router per resource. Never imports astro/*, so the vitest plugin
// tests it without building the site.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { apiNotFound, apiOnError } from './middleware/api-errors.ts';
import { configRoutes } from './routes/config.ts';
import { contactRoutes } from './routes/contact.ts';
import { excursionsRoutes } from './routes/excursions.ts';
import { exquotesRoutes } from './routes/exquotes.ts';
import { quotesRoutes } from './routes/quotes.ts';
import { stripeRoutes } from './routes/stripe.ts';
import { requestPageRoutes } from './routes/request-page.ts';
import { adminAuthRoutes } from './routes/admin/auth.ts';
import { adminApi, emailApi } from './routes/admin/index.ts';
import { getCookie } from 'hono/cookie';
import { isLang, langFromAcceptLanguage } from './contract/i18n/index.ts';
import { DASHBOARD_LANG_COOKIE } from './contract/dashboard-language.ts';

const BACK_OFFICE_API = /^\/api\/(admin|email)(\/|$)/;

/**
 * The language of the answer's words: the back office's own choice for its endpoints when this
 * browser made one (decision 037), else Accept-Language.
 */
const requestLanguage = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const dashboardChoice = BACK_OFFICE_API.test(c.req.path) ? getCookie(c, DASHBOARD_LANG_COOKIE) : undefined;
    c.set('lang', isLang(dashboardChoice) ? dashboardChoice : langFromAcceptLanguage(c.req.header('Accept-Language')));
    await next();
  });

export const api = new Hono<AppEnv>()
  .use(requestLanguage())
  .route('/excursions', excursionsRoutes)
  .route('/contact', contactRoutes)
  .route('/quotes', quotesRoutes)
  .route('/exquotes', exquotesRoutes)
  .route('/config', configRoutes)
  // The customer's Pay button and Stripe's webhook (decision 038).
  .route('/request-page', requestPageRoutes)
  .route('/stripe', stripeRoutes)
  // Sign-in, session check and sign-out first: they answer before the guard of the rest of /admin.
  .route('/admin', adminAuthRoutes)
  .route('/admin', adminApi)
  .route('/email', emailApi)
  // Any other path under /api, /api itself included: a JSON 404, never the site's page.
  .all('*', apiNotFound);

api.onError(apiOnError);

export type AppType = typeof api;
