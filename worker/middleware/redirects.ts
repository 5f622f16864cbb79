// Permanent redirects for old and mistyped paths, and one URL per page (no '.html', no trailing '/').
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { isPlainPath, localRedirect, rawPathOf } from '../lib/local-redirect.ts';

/** Old or mistyped English paths → the page's path. The same pairs apply under /fr/. */
export const ALIASES: Readonly<Record<string, string>> = {
  '/airporttransfer': '/airporttransfers',
  '/airporttransferes': '/airporttransfers',
  '/airport': '/taxi',
  '/terms': '/terms-conditions',
  '/contact': '/contact-us',
  // The spec's path has a capital N; the way people type it has none.
  '/booknow': '/bookNow',
};

/** Paths that are not pages and keep whatever shape they have. */
const NOT_PAGES = /^\/(api|media|_astro|_server-islands|admin)(\/|$)/;

/**
 * Where a page path should permanently live, or null when it already does.
 * '/fr' → '/fr/', '/taxi/' → '/taxi', '/taxi.html' → '/taxi', '/index.html' → '/', aliases → targets.
 */
export function canonicalPagePath(pathname: string): string | null {
  if (NOT_PAGES.test(pathname)) return null;
  const isFrench = pathname === '/fr' || pathname.startsWith('/fr/');
  let rest = isFrench ? pathname.slice(3) || '/' : pathname;
  if (rest.endsWith('/index.html')) rest = rest.slice(0, -'index.html'.length);
  else if (rest.endsWith('.html')) rest = rest.slice(0, -'.html'.length);
  if (rest.length > 1 && rest.endsWith('/')) rest = rest.replace(/\/+$/, '') || '/';
  rest = ALIASES[rest] ?? rest;
  const target = isFrench ? (rest === '/' ? '/fr/' : `/fr${rest}`) : rest;
  return target === pathname ? null : target;
}

export const pageRedirects = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = rawPathOf(c);
    // A path that is not plain is never redirected: it goes on to the site's 404 page.
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && isPlainPath(path)) {
      const target = canonicalPagePath(path);
      if (target) return localRedirect(c, target, 301);
    }
    await next();
  });
