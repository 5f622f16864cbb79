// One reading of every path (lib/path-reading.ts, decision 032). The API's guard
// (routes/admin/index.ts) sits where Hono routes '/api/admin/*' after decoding once; a way of
// writing an admin endpoint that Hono routes elsewhere ('/api/%2561dmin/quotes', '/api/ADMIN/quotes',
// '/api/admin%2fquotes') is judged here on the eager reading, so a stranger gets the same 401 for
// every spelling. The pages' guard (admin-pages.ts) reads paths the same way. Then a path that can
// be read more than one way is refused with 400, whoever asks: nothing behind this point ever has
// to choose a reading.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { langFromPath, localizedPath, t } from '../contract/i18n/index.ts';
import { ApiError } from '../lib/api-error.ts';
import { rawPathOf } from '../lib/local-redirect.ts';
import { eagerPathReading, isAmbiguousPath, isAtOrUnder } from '../lib/path-reading.ts';
import { escapeHtml } from '../contract/escape-html.ts';
import { adminSessionOf } from './admin-session.ts';
import { apiErrorResponse } from './api-errors.ts';

/** The admin endpoints open without a session (routes/admin/auth.ts). */
const OPEN_ADMIN_ENDPOINTS = new Set(['/api/admin/login', '/api/admin/session', '/api/admin/logout']);

/** Behind the admin guard: everything under /api/admin and /api/email but sign-in, session check and sign-out. */
export const isGuardedEndpoint = (path: string) => (isAtOrUnder(path, '/api/admin') || isAtOrUnder(path, '/api/email')) && !OPEN_ADMIN_ENDPOINTS.has(path);

function badPath(c: Context<AppEnv>): Response {
  const path = c.req.path;
  if (isAtOrUnder(path, '/api')) {
    const response = apiErrorResponse(c, new ApiError(400, 'bad_path', 'api.error.badPath'));
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
  const lang = langFromPath(path);
  return c.html(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeHtml(t(lang, 'error.pageTitle'))}</title></head><body><main><h1>${escapeHtml(t(lang, 'error.badPath'))}</h1><p><a href="${localizedPath('/', lang)}">${escapeHtml(t(lang, 'error.home'))}</a></p></main></body></html>`,
    400,
    { 'Cache-Control': 'no-store' },
  );
}

export const onePathReading = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const raw = rawPathOf(c);
    // Hono's own reading reaches requireAdmin() by itself; only the other spellings are decided here.
    if (isGuardedEndpoint(eagerPathReading(raw)) && !isGuardedEndpoint(c.req.path) && !(await adminSessionOf(c))) {
      const response = apiErrorResponse(c, new ApiError(401, 'unauthorized', 'admin.session.required'));
      response.headers.set('Cache-Control', 'no-store');
      return response;
    }
    if (isAmbiguousPath(raw)) return badPath(c);
    await next();
  });
