// The customer's request page's forms, plain HTML forms (the page needs no JavaScript). The link's
// token is the credential; each lookup is rate-limited with the page's. The answer is always a 303.
// - POST /api/request-page/pay: to Stripe's Checkout when a session is ready, else back to the page
//   with what went wrong (?payment=expired|nothing|unavailable|busy), which the page explains.
// - POST /api/request-page/cancel (decision 040): without confirm=yes, back to the page's
//   confirmation step (?cancel=confirm, a GET that shows the terms and changes nothing); with it and
//   the fee the step showed, the request is cancelled (?cancel=cancelled), or was already
//   (?cancel=already), or the terms moved (?cancel=changed), or it is past the online window
//   (?cancel=phone).
// - POST /api/request-page/change: a change asked (?change=sent), or refused field by field with
//   what was typed (?change=invalid&…), one already waiting (?change=pending), past the change
//   window (?change=phone), nothing to change (?change=closed).
// - POST /api/request-page/message (decision 041): a message to the company, stored in the
//   customer's conversation (?message=sent#messages), or refused with what was typed
//   (?message=empty|tooLong|invalid|limit|busy&draft=…).
// - POST /api/request-page/messages-read: the customer's "mark as read" (?message=read).
import { Hono, type Context } from 'hono';
import { appConfig, type AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { findMoneyRequest } from '../db/queries/bookings.ts';
import { startCheckout } from '../bookings/checkout.ts';
import { linkedRequest, lookupAllowed } from '../bookings/request-page.ts';
import { REQUEST_TOKEN_PATTERN } from '../bookings/request-links.ts';
import { stripeOf } from '../bookings/stripe-client.ts';
import { siteUrlOf } from '../bookings/site-url.ts';
import { t, type Lang } from '../contract/i18n/index.ts';
import { refusedChangeQuery } from '../contract/change-request-rules.ts';
import { cancelFromRequestPage, type RequestPageActionContext } from '../bookings/cancel-request.ts';
import { askForChange } from '../bookings/change-request.ts';
import { markReadFromRequestPage, REQUEST_MESSAGE_MAX, writeFromRequestPage } from '../bookings/customer-messages.ts';
import { adminAddress } from '../mail/mailer.ts';
import { deliverSoonAfter } from './request-context.ts';
import { methodNotAllowed } from '../middleware/methods.ts';
import { linkClient } from '../middleware/rate-limit.ts';

/** The Pay and cancel forms carry a token and two short fields: anything larger is not these forms. */
const FORM_MAX_BYTES = 1024;
/** The change form: a few addresses and short texts, each within its limit (contract/limits.ts). */
const CHANGE_FORM_MAX_BYTES = 8 * 1024;
/**
 * The message form: REQUEST_MESSAGE_MAX characters, each up to 4 bytes of UTF-8 and 3 characters
 * of URL encoding, with room to spare, so a message a little too long is refused as too long (and
 * kept), not as no form at all.
 */
const MESSAGE_FORM_MAX_BYTES = 64 * 1024;
/** How much of a refused message comes back to the form: all of one the form allowed, and more. */
const DRAFT_KEPT_MAX = 2 * REQUEST_MESSAGE_MAX;

/** The page's address in `lang`, with its query and the section to show. */
const pageAddress = (lang: Lang, token: string, query?: URLSearchParams, section?: string) =>
  `${lang === 'fr' ? '/fr' : ''}/request/${REQUEST_TOKEN_PATTERN.test(token) ? token : 'invalid'}${query && query.size > 0 ? `?${query.toString()}` : ''}${section ? `#${section}` : ''}`;
const pagePath = (lang: Lang, token: string, problem?: string) => pageAddress(lang, token, problem ? new URLSearchParams({ payment: problem }) : undefined);

/** The form's fields (none when too large or not a form). */
async function formOf(c: Context<AppEnv>, maxBytes: number): Promise<Record<string, unknown>> {
  const length = Number(c.req.header('Content-Length') ?? 0);
  return length > maxBytes ? {} : await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
}

/** What the cancel and change forms' use cases need of the request's context. */
const actionContext = (c: Context<AppEnv>, now: Date): RequestPageActionContext => ({
  db: database(c.env.DB),
  siteUrl: siteUrlOf(c.env),
  adminAddress: adminAddress(c.env),
  deliverSoon: deliverSoonAfter(c),
  now,
});

/**
 * The request a form's token opens, after counting the lookup: 'busy' past the client's lookups,
 * null when the token opens nothing (the page then says so, as for any other unknown link).
 */
async function formRequest(c: Context<AppEnv>, token: string, now: Date) {
  const db = database(c.env.DB);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  const { client, lookupLimit } = linkClient(c);
  if (!(await lookupAllowed(db, client, now, lookupLimit))) return 'busy' as const;
  const linked = await linkedRequest(db, token, now);
  const request = linked && (await findMoneyRequest(db, linked.kind, linked.quoteId));
  return linked && request ? { ...linked, lang: request.lang } : null;
}

export const requestPageRoutes = new Hono<AppEnv>()
  .post('/pay', async (c) => {
    const form = await formOf(c, FORM_MAX_BYTES);
    const token = typeof form.token === 'string' ? form.token : '';
    const now = new Date();
    const found = await formRequest(c, token, now);
    if (found === 'busy') return c.redirect(pagePath(c.get('lang'), token, 'busy'), 303);
    if (!found) return c.redirect(pagePath(c.get('lang'), token), 303);
    const outcome = await startCheckout({
      db: database(c.env.DB),
      stripe: stripeOf(appConfig(c.env)),
      siteUrl: siteUrlOf(c.env),
      kind: found.kind,
      quoteId: found.quoteId,
      token,
      now,
      productName: (purpose, number) => t(found.lang, `requestPayment.product.${purpose}`, { number }),
    });
    if (outcome.status === 'ready') return c.redirect(outcome.url, 303);
    return c.redirect(pagePath(found.lang, token, outcome.status === 'nothingToPay' ? 'nothing' : outcome.status), 303);
  })
  .all('/pay', methodNotAllowed('POST'))
  .post('/cancel', async (c) => {
    const form = await formOf(c, FORM_MAX_BYTES);
    const token = typeof form.token === 'string' ? form.token : '';
    const now = new Date();
    const found = await formRequest(c, token, now);
    const back = (lang: Lang, outcome: string) => c.redirect(pageAddress(lang, token, new URLSearchParams({ cancel: outcome }), 'cancel'), 303);
    if (found === 'busy') return back(c.get('lang'), 'busy');
    if (!found) return c.redirect(pageAddress(c.get('lang'), token), 303);
    const outcome = await cancelFromRequestPage(actionContext(c, now), found.kind, found.quoteId, {
      confirm: form.confirm === 'yes',
      shownFee: typeof form.fee === 'string' ? form.fee : undefined,
    });
    return back(found.lang, outcome);
  })
  .all('/cancel', methodNotAllowed('POST'))
  .post('/change', async (c) => {
    const form = await formOf(c, CHANGE_FORM_MAX_BYTES);
    const token = typeof form.token === 'string' ? form.token : '';
    const now = new Date();
    const found = await formRequest(c, token, now);
    const back = (lang: Lang, query: URLSearchParams) => c.redirect(pageAddress(lang, token, query, 'change'), 303);
    if (found === 'busy') return back(c.get('lang'), new URLSearchParams({ change: 'busy' }));
    if (!found) return c.redirect(pageAddress(c.get('lang'), token), 303);
    const outcome = await askForChange(actionContext(c, now), found.kind, found.quoteId, form);
    return back(found.lang, outcome.status === 'invalid' ? refusedChangeQuery(form, outcome.problems) : new URLSearchParams({ change: outcome.status }));
  })
  .all('/change', methodNotAllowed('POST'))
  .post('/message', async (c) => {
    const form = await formOf(c, MESSAGE_FORM_MAX_BYTES);
    const token = typeof form.token === 'string' ? form.token : '';
    const now = new Date();
    const found = await formRequest(c, token, now);
    // A refused message comes back in the form (the page has no JavaScript to keep it).
    const back = (lang: Lang, outcome: string) => {
      const query = new URLSearchParams({ message: outcome });
      if (outcome !== 'sent' && typeof form.text === 'string') query.set('draft', form.text.slice(0, DRAFT_KEPT_MAX));
      return c.redirect(pageAddress(lang, token, query, 'messages'), 303);
    };
    if (found === 'busy') return back(c.get('lang'), 'busy');
    if (!found) return c.redirect(pageAddress(c.get('lang'), token), 303);
    const outcome = await writeFromRequestPage(
      { ...actionContext(c, now), messagesUrl: `${siteUrlOf(c.env)}/admin/messages` },
      found.kind,
      found.quoteId,
      form,
    );
    return back(found.lang, outcome);
  })
  .all('/message', methodNotAllowed('POST'))
  .post('/messages-read', async (c) => {
    const form = await formOf(c, FORM_MAX_BYTES);
    const token = typeof form.token === 'string' ? form.token : '';
    const found = await formRequest(c, token, new Date());
    const back = (lang: Lang, outcome: string) => c.redirect(pageAddress(lang, token, new URLSearchParams({ message: outcome }), 'messages'), 303);
    if (found === 'busy') return back(c.get('lang'), 'busy');
    if (!found) return c.redirect(pageAddress(c.get('lang'), token), 303);
    return back(found.lang, await markReadFromRequestPage(database(c.env.DB), found.kind, found.quoteId));
  })
  .all('/messages-read', methodNotAllowed('POST'));
