// The edge cache of the pages drawn from the excursion catalogue (/excursion, /excursion/{key}, both
// languages, and the sitemap), so a D1 query is not on a visitor's critical path: a page is served
// from the Cache API; once older than PAGE_FRESH_SECONDS it is still served, and rendered again in
// the background for the next visitor (stale-while-revalidate). An admin change purges the pages it
// touches (purgeCataloguePages), so an edit shows at once where the admin is; other locations follow
// within the freshness window. The cache stores what Astro rendered, before the outer middleware adds
// security headers and the language cookie, so those are written fresh on every answer.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { LANGS, localizedPath } from '../contract/i18n/index.ts';

/** A cached page is served as is for this long, then served while it is rendered again. */
export const PAGE_FRESH_SECONDS = 60;
/** How long an entry is kept at all: a page nobody asked for in a day is rendered afresh. */
const PAGE_KEEP_SECONDS = 24 * 60 * 60;
const CACHE_NAME = 'catalogue-pages';
/** When the cached copy was rendered (ms since the epoch). */
const RENDERED_AT = 'X-Rendered-At';
/** Which build rendered it: a copy from another build names script files a deploy has replaced. */
const RENDERED_BY = 'X-Rendered-By';
/**
 * The hashes of the inline scripts it carries, which its policy header lists (middleware/page-css.ts
 * found them when it was rendered; a copy served from the cache is not read again).
 */
const SCRIPT_HASHES = 'X-Script-Hashes';
/** Tells tests and operators how the page was served: HIT, STALE or MISS. */
export const CACHE_STATUS = 'X-Page-Cache';
/** Browsers check back every time: the edge answers quickly, and an edit is never hidden by their cache. */
const BROWSER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const CATALOGUE_PAGE = /^(\/fr)?\/excursion(\/[^/]+)?\/?$/;
/** Pages whose content comes from the catalogue. */
export function isCataloguePage(path: string): boolean {
  return path === '/sitemap.xml' || CATALOGUE_PAGE.test(path);
}

/** One entry per page, whatever the query string or a trailing slash: the pages read neither. */
function cacheKey(path: string): Request {
  const page = path.length > 1 ? path.replace(/\/$/, '') : path;
  return new Request(`https://catalogue-pages.internal${page}`);
}

/**
 * Where the bookmark of the last catalogue change made in this location is kept (decision 045): a
 * page rendered here after a purge reads from a copy of the database at least that new, never from a
 * replica that has not caught up with the change (which would then be kept as the fresh page). Not a
 * page's key: only catalogue paths are ever stored.
 */
const LAST_CHANGE_KEY = 'https://catalogue-pages.internal/.last-change-bookmark';

/** Only answers that describe the catalogue: a page, its 404, the id → key redirect. */
const CACHEABLE_STATUSES = new Set([200, 301, 404]);

/** Requests this middleware makes itself to render a stale page again; nobody else can make one. */
const refreshRequests = new WeakSet<Request>();

type Render = (request: Request, c: Context<AppEnv>) => Promise<Response>;

/**
 * @param render runs a request through the whole Worker (index.ts passes app.fetch), for the
 * background refresh of a stale page.
 * @param build names the build that renders (middleware/page-css.ts's buildStamp): a page another
 * build rendered is not served, it is rendered again, since its islands and scripts name files of
 * `/_astro/` that the deploy has replaced.
 */
export const cataloguePageCache = (render: Render, build: () => string = () => 'unbuilt') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !isCataloguePage(path)) return next();
    const cache = await caches.open(CACHE_NAME);
    const key = cacheKey(path);

    if (!refreshRequests.has(c.req.raw)) {
      const cached = await cache.match(key);
      if (cached && cached.headers.get(RENDERED_BY) === build()) {
        const listed = cached.headers.get(SCRIPT_HASHES);
        if (listed !== null) {
          const own = new Set(listed.split(' '));
          c.set(
            'inlineScriptHashes',
            (c.get('inlineScriptHashes') ?? []).filter((hash) => own.has(hash)),
          );
        }
        const age = Date.now() - Number(cached.headers.get(RENDERED_AT) ?? 0);
        const stale = !(age >= 0 && age < PAGE_FRESH_SECONDS * 1000);
        if (stale) {
          const refresh = new Request(c.req.url, { method: 'GET', headers: c.req.raw.headers });
          refreshRequests.add(refresh);
          c.executionCtx.waitUntil(
            render(refresh, c).then(
              (response) => response.body?.cancel(),
              (error: unknown) => console.error(`[page-cache] refreshing ${path} failed`, error),
            ),
          );
        }
        return served(cached, stale ? 'STALE' : 'HIT');
      }
    }

    await next();
    if (c.req.method === 'GET' && CACHEABLE_STATUSES.has(c.res.status)) {
      const copy = new Response(c.res.clone().body, c.res);
      copy.headers.set(RENDERED_AT, String(Date.now()));
      copy.headers.set(RENDERED_BY, build());
      copy.headers.set(SCRIPT_HASHES, (c.get('inlineScriptHashes') ?? []).join(' '));
      copy.headers.set('Cache-Control', `public, max-age=${PAGE_KEEP_SECONDS}`);
      copy.headers.delete('Set-Cookie');
      c.executionCtx.waitUntil(cache.put(key, copy));
    }
    c.res = served(c.res, 'MISS');
  });

function served(response: Response, status: 'HIT' | 'STALE' | 'MISS'): Response {
  const answer = new Response(response.body, response);
  answer.headers.delete(RENDERED_AT);
  answer.headers.delete(RENDERED_BY);
  answer.headers.delete(SCRIPT_HASHES);
  answer.headers.set('Cache-Control', BROWSER_CACHE_CONTROL);
  answer.headers.set(CACHE_STATUS, status);
  return answer;
}

/**
 * Forgets the cached pages an excursion change touches: the lists, the sitemap and, for each
 * excursion named (by key and by id), its page, in both languages. `bookmark`, the change's D1
 * bookmark, is kept first, so the pages rendered again here read at least as far as the change.
 */
export async function purgeCataloguePages(excursions: readonly { id: number; key: string }[] = [], bookmark: string | null = null): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  if (bookmark) {
    await cache.put(LAST_CHANGE_KEY, new Response(bookmark, { headers: { 'Cache-Control': `public, max-age=${PAGE_KEEP_SECONDS}` } }));
  }
  const paths = [
    '/sitemap.xml',
    ...LANGS.flatMap((lang) => [
      localizedPath('/excursion', lang),
      ...excursions.flatMap(({ id, key }) => [localizedPath(`/excursion/${key}`, lang), localizedPath(`/excursion/${id}`, lang)]),
    ]),
  ];
  await Promise.all(paths.map((path) => cache.delete(cacheKey(path))));
}

/** The bookmark of the last catalogue change purged in this location, if one is kept. */
export async function lastCatalogueChange(): Promise<string | null> {
  const kept = await (await caches.open(CACHE_NAME)).match(LAST_CHANGE_KEY);
  return kept ? kept.text() : null;
}
