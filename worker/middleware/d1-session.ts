// Where each request's reads may be served from once D1's read replication is switched on
// (decision 045). Without a session every query goes to the primary; with one, D1 may answer reads
// from a replica while keeping them in order (a session never reads older than what it has seen or
// written), and writes always go to the primary. So switching replication on changes no code:
// - public reads of the catalogue (an excursion page on a cache miss, /api/excursions) start
//   'first-unconstrained': any copy will do, these pages are already up to a minute old (decision 018),
//   except that a page rendered again after an edit starts at the edit's bookmark;
// - the back office starts on the primary ('first-primary'), or at the bookmark its last answer
//   gave this tab (the `X-D1-Bookmark` header, sent back by adminCall), so the administrator always
//   reads what they just wrote; each answer carries the session's newest bookmark;
// - everything else (forms, the customer's page, Stripe, the cron, inbound mail) keeps the plain
//   binding: the primary, exactly as before.
import { createMiddleware } from 'hono/factory';
import type { BackOfficeEnv, Bindings } from '../env.ts';
import { database, type Database } from '../db/client.ts';
import { D1_BOOKMARK_HEADER, isD1Bookmark } from '../contract/d1-bookmark.ts';
import { lastCatalogueChange } from '../excursions/page-cache.ts';

/**
 * A session of `d1` starting at `start`, or `d1` itself where the runtime has no Sessions API (a
 * binding without `withSession`): the primary, which is always right, only never a replica.
 */
export function d1SessionOf(d1: D1Database, start: D1SessionConstraint | D1SessionBookmark): D1Database | D1DatabaseSession {
  return typeof d1.withSession === 'function' ? d1.withSession(start) : d1;
}

/** The database for public reads that any replica may answer: /api/excursions. */
export const publicReadsOf = (env: Pick<Bindings, 'DB'>): Database => database(d1SessionOf(env.DB, 'first-unconstrained'));

/**
 * The database the catalogue's pages read on a cache miss, opened once on first use: any replica,
 * but none older than the last catalogue change purged in this location (page-cache.ts), so the page
 * rendered again after an edit shows the edit and is not kept stale for a minute.
 */
export function catalogueReadsOf(env: Pick<Bindings, 'DB'>): () => Promise<Database> {
  let opened: Promise<Database> | undefined;
  return () => (opened ??= lastCatalogueChange().then((bookmark) => database(d1SessionOf(env.DB, isD1Bookmark(bookmark) ? bookmark : 'first-unconstrained'))));
}

/**
 * Gives the back office's request its D1 session as `c.var.db`: from the bookmark the browser sent,
 * else on the primary; and answers the session's newest bookmark (after a write, one that includes
 * it), errors included, so the browser can start its next request there.
 */
export const backOfficeSession = () =>
  createMiddleware<BackOfficeEnv>(async (c, next) => {
    const sent = c.req.header(D1_BOOKMARK_HEADER);
    const session = d1SessionOf(c.env.DB, isD1Bookmark(sent) ? sent : 'first-primary');
    c.set('db', database(session));
    await next();
    const bookmark = 'getBookmark' in session ? session.getBookmark() : null;
    if (bookmark) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
  });
