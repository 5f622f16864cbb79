// GET /request/<token>/calendar.ics (and /fr/…): a confirmed transfer's pickup as a calendar file,
// offered on the customer's request page (decision 040). A GET that changes nothing, counted against
// the client's lookups like the page itself; never cached, indexed or followed. A link that opens
// no confirmed transfer goes back to the page, which says what there is to say.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { requestCalendarFile } from '../bookings/request-page.ts';
import { REQUEST_TOKEN_PATTERN } from '../bookings/request-links.ts';
import { siteUrlOf } from '../bookings/site-url.ts';
import { REQUEST_LINK_WINDOW_SECONDS } from '../contract/booking-words.ts';
import { linkClient } from '../middleware/rate-limit.ts';

const NEVER_KEPT = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

async function calendar(c: Context<AppEnv>, french: boolean) {
  const token = c.req.param('token') ?? '';
  const page = `${french ? '/fr' : ''}/request/${REQUEST_TOKEN_PATTERN.test(token) ? token : 'invalid'}`;
  const file = await requestCalendarFile({ db: database(c.env.DB), ...linkClient(c), now: new Date(), siteUrl: siteUrlOf(c.env) }, token);
  if (file.status === 'rateLimited') return c.text('Too many requests', 429, { ...NEVER_KEPT, 'Retry-After': String(REQUEST_LINK_WINDOW_SECONDS) });
  if (file.status === 'notFound') return c.redirect(page, 302);
  return c.body(file.text, 200, {
    ...NEVER_KEPT,
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
  });
}

export const requestCalendarRoutes = new Hono<AppEnv>()
  .get('/request/:token/calendar.ics', (c) => calendar(c, false))
  .get('/fr/request/:token/calendar.ics', (c) => calendar(c, true));
