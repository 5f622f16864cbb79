// GET /chauffeur/<token>/trips.ics (and /fr/…): the chauffeur's trips as a calendar feed their phone
// subscribes to (decision 042). A GET that changes nothing, counted against the client's lookups
// like the sheet; never cached, indexed or followed. A link that opens nothing is a 404.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { chauffeurCalendar } from '../operations/chauffeur-sheet.ts';
import { siteUrlOf } from '../bookings/site-url.ts';
import { REQUEST_LINK_WINDOW_SECONDS } from '../contract/booking-words.ts';
import { linkClient } from '../middleware/rate-limit.ts';

const NEVER_KEPT = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

async function feed(c: Context<AppEnv>) {
  const file = await chauffeurCalendar({ db: database(c.env.DB), ...linkClient(c), now: new Date(), siteUrl: siteUrlOf(c.env) }, c.req.param('token') ?? '');
  if (file.status === 'rateLimited') return c.text('Too many requests', 429, { ...NEVER_KEPT, 'Retry-After': String(REQUEST_LINK_WINDOW_SECONDS) });
  if (file.status === 'notFound') return c.text('Not found', 404, NEVER_KEPT);
  return c.body(file.text, 200, { ...NEVER_KEPT, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="trips.ics"' });
}

export const chauffeurCalendarRoutes = new Hono<AppEnv>().get('/chauffeur/:token/trips.ics', feed).get('/fr/chauffeur/:token/trips.ics', feed);
