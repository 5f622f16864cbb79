// POST /api/request-page/pay: the Pay button of the customer's request page, a plain HTML form (the
// page needs no JavaScript). The link's token is the credential; the lookup is rate-limited like the
// page's. The answer is always a 303: to Stripe's Checkout when a session is ready, else back to
// the page with what went wrong (?payment=expired|nothing|unavailable|busy), which the page explains.
import { Hono } from 'hono';
import { appConfig, type AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { findMoneyRequest } from '../db/queries/bookings.ts';
import { startCheckout } from '../bookings/checkout.ts';
import { linkedRequest, lookupAllowed } from '../bookings/request-page.ts';
import { REQUEST_TOKEN_PATTERN } from '../bookings/request-links.ts';
import { stripeOf } from '../bookings/stripe-client.ts';
import { siteUrlOf } from '../bookings/site-url.ts';
import { t, type Lang } from '../contract/i18n/index.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { clientAddress, rateLimitClient } from '../middleware/rate-limit.ts';

/** The form carries one token: anything larger is not this form. */
const FORM_MAX_BYTES = 1024;

const pagePath = (lang: Lang, token: string, problem?: string) =>
  `${lang === 'fr' ? '/fr' : ''}/request/${REQUEST_TOKEN_PATTERN.test(token) ? token : 'invalid'}${problem ? `?payment=${problem}` : ''}`;

export const requestPageRoutes = new Hono<AppEnv>()
  .post('/pay', async (c) => {
    const lang = c.get('lang');
    const length = Number(c.req.header('Content-Length') ?? 0);
    const form = length > FORM_MAX_BYTES ? {} : await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : '';
    const db = database(c.env.DB);
    const now = new Date();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (!(await lookupAllowed(db, rateLimitClient(clientAddress((name) => c.req.header(name))), now))) return c.redirect(pagePath(lang, token, 'busy'), 303);
    const linked = await linkedRequest(db, token, now);
    const request = linked && (await findMoneyRequest(db, linked.kind, linked.quoteId));
    if (!linked || !request) return c.redirect(pagePath(lang, token), 303);
    const outcome = await startCheckout({
      db,
      stripe: stripeOf(appConfig(c.env)),
      siteUrl: siteUrlOf(c.env),
      kind: linked.kind,
      quoteId: linked.quoteId,
      token,
      now,
      productName: (purpose, number) => t(request.lang, `requestPayment.product.${purpose}`, { number }),
    });
    if (outcome.status === 'ready') return c.redirect(outcome.url, 303);
    return c.redirect(pagePath(request.lang, token, outcome.status === 'nothingToPay' ? 'nothing' : outcome.status), 303);
  })
  .all('/pay', methodNotAllowed('POST'));
