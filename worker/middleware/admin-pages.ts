// The back office's pages check the session on the server, before any of their HTML is sent
// (architecture, "Rendering": beyond the spec, which guards in the browser only). Without a valid
// session every page under /admin but the login page is a 302 to /admin/login; with one, the login
// page and /admin itself are a 302 to /admin/quotes. No admin answer is ever cached or indexed.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { localRedirect, rawPathOf } from '../lib/local-redirect.ts';
import { eagerPathReading, isAtOrUnder } from '../lib/path-reading.ts';
import { withMutableHeaders } from '../lib/response.ts';
import { adminSessionOf } from './admin-session.ts';

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/quotes';

/**
 * The installable back office's files (issue 26): the manifest, its icons, the service worker and
 * its offline page hold no data, and the browser fetches some of them without the session's cookie
 * (the manifest) or after the session is over (the service worker's update), so they are not guarded.
 */
export const ADMIN_PUBLIC_FILES: ReadonlySet<string> = new Set([
  '/admin/manifest.webmanifest',
  '/admin/icon-192.png',
  '/admin/icon-512.png',
  '/admin/icon-maskable-512.png',
  '/admin/sw.js',
  '/admin/offline',
]);

function keepPrivate(headers: Headers): void {
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
}

export const adminPages = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    // The most any router could make of the path ('/%2561dmin;x/quotes.' is '/admin/quotes'), so no
    // way of writing a dashboard path reaches a page around this guard (lib/path-reading.ts).
    const path = eagerPathReading(rawPathOf(c));
    // Other methods never reach a page (readOnlyOutsideApi answers them first).
    if (!isAtOrUnder(path, '/admin') || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    // Only their one way of writing: '/Admin/sw.js' or '/admin/%73w.js' stays guarded.
    if (ADMIN_PUBLIC_FILES.has(path) && rawPathOf(c) === path) return next();

    const signedIn = (await adminSessionOf(c)) !== null;
    const isLogin = path === ADMIN_LOGIN_PATH;
    // Any other way of writing the login page ('/Admin/login/', '/%2561dmin/login') is sent to the one way.
    const target = !signedIn ? (isLogin && rawPathOf(c) === ADMIN_LOGIN_PATH ? null : ADMIN_LOGIN_PATH) : isLogin || path === '/admin' ? ADMIN_HOME_PATH : null;
    if (target) {
      const redirect = localRedirect(c, target, 302);
      keepPrivate(redirect.headers);
      return redirect;
    }
    await next();
    keepPrivate(withMutableHeaders(c));
  });
