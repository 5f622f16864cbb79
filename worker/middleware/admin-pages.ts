// The back office's pages check the session on the server, before any of their HTML is sent
// (architecture, "Rendering": beyond the spec, which guards in the browser only). Without a valid
// session every page under /admin but the login page is a 302 to /admin/login; with one, the login
// page and /admin itself are a 302 to /admin/quotes. No admin answer is ever cached or indexed.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { localRedirect, rawPathOf } from '../lib/local-redirect.ts';
import { withMutableHeaders } from '../lib/response.ts';
import { adminSessionOf } from './admin-session.ts';

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/quotes';

/**
 * The path as the page router may read it: percent-decoded (an undecodable one is kept as sent),
 * lower case, repeated slashes as one. Judging that form, never the raw one, means '/Admin/quotes',
 * '/admin//quotes' or '/%61dmin/quotes' cannot reach a dashboard page around the guard.
 */
function normalisedPath(rawPath: string): string {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Kept as sent: still guarded if it starts with /admin.
  }
  return path.toLowerCase().replace(/\/{2,}/g, '/');
}

function keepPrivate(headers: Headers): void {
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex, nofollow');
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

export const adminPages = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = normalisedPath(rawPathOf(c));
    // Other methods never reach a page (readOnlyOutsideApi answers them first).
    if (!isAdminPath(path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();

    const signedIn = (await adminSessionOf(c)) !== null;
    const isLogin = path === ADMIN_LOGIN_PATH || path === `${ADMIN_LOGIN_PATH}/`;
    const target = !signedIn && !isLogin ? ADMIN_LOGIN_PATH : signedIn && (isLogin || path === '/admin' || path === '/admin/') ? ADMIN_HOME_PATH : null;
    if (target) {
      const redirect = localRedirect(c, target, 302);
      keepPrivate(redirect.headers);
      return redirect;
    }
    await next();
    keepPrivate(withMutableHeaders(c));
  });
