// The back office's quote routers under test without the session guard: mounted where /api/admin
// mounts them, behind a stand-in that sets the signed-in administrator as the guard does
// (c.var.admin, requireAdmin() in worker/middleware/admin-session.ts) after the back office's D1
// session (c.var.db, decision 045), with the API's error handling.
import { Hono } from 'hono';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { AdminEnv, AppEnv } from '../../worker/env.ts';
import { apiNotFound, apiOnError } from '../../worker/middleware/api-errors.ts';
import { backOfficeSession } from '../../worker/middleware/d1-session.ts';
import { adminQuotesRoutes } from '../../worker/routes/admin/quotes.ts';
import { adminExquotesRoutes } from '../../worker/routes/admin/exquotes.ts';
import { adminMetricsRoutes } from '../../worker/routes/admin/metrics.ts';
import { adminMessagesRoutes } from '../../worker/routes/admin/messages.ts';
import { ORIGIN } from './support.ts';

/** The username the stand-in guard signs in. */
export const ADMIN = 'alice';

/**
 * An app whose every route runs with `username` signed in: the session guard's stand-in, setting
 * `c.var.admin` as requireAdmin() sets the session it found, behind the real D1 session.
 */
export const signedInAs = (username: string) =>
  new Hono<AdminEnv>().use(backOfficeSession()).use(async (c, next) => {
    c.set('admin', { id: `test-session-of-${username}`, username, expiresAt: new Date(Date.now() + 30 * 60 * 1000) });
    await next();
  });

const adminApp = new Hono<AppEnv>()
  .route(
    '/api/admin',
    signedInAs(ADMIN)
      .route('/quotes', adminQuotesRoutes)
      .route('/exquotes', adminExquotesRoutes)
      .route('/metrics', adminMetricsRoutes)
      .route('/messages', adminMessagesRoutes),
  )
  .all('*', apiNotFound);
adminApp.onError(apiOnError);

/**
 * A caller of the given admin routers (mounted under /api/admin, and /api/email for the reply) with
 * the test admin signed in, as a spec needs more routers than `callAdmin` mounts; with a JSON POST.
 */
export function adminCaller(routes: { email?: Hono<AdminEnv>; admin: Record<string, Hono<AdminEnv>> }, username: string) {
  const admin = Object.entries(routes.admin).reduce((app, [path, router]) => app.route(path, router), signedInAs(username));
  const app = new Hono<AppEnv>();
  if (routes.email) app.route('/api/email', signedInAs(username).route('/', routes.email));
  app.route('/api/admin', admin).all('*', apiNotFound);
  app.onError(apiOnError);
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { call, post };
}

export async function callAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await adminApp.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function patchJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return callAdmin(path, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
