// The back office's quote routers under test, before the admin session guard exists on this
// branch: mounted where /api/admin will mount them, behind a stand-in that names the signed-in
// admin as the guard will (c.var.admin), with the API's error handling.
import { Hono } from 'hono';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { AppEnv } from '../../worker/env.ts';
import { apiNotFound, apiOnError } from '../../worker/middleware/api-errors.ts';
import { adminQuotesRoutes } from '../../worker/routes/admin/quotes.ts';
import { adminExquotesRoutes } from '../../worker/routes/admin/exquotes.ts';
import { adminMetricsRoutes } from '../../worker/routes/admin/metrics.ts';
import { adminMessagesRoutes } from '../../worker/routes/admin/messages.ts';
import { ORIGIN } from './support.ts';

/** The username the stand-in guard signs in. */
export const ADMIN = 'alice';

const adminApp = new Hono<AppEnv>()
  .use(async (c, next) => {
    (c as unknown as { set(key: string, value: unknown): void }).set('admin', ADMIN);
    await next();
  })
  .route('/api/admin/quotes', adminQuotesRoutes)
  .route('/api/admin/exquotes', adminExquotesRoutes)
  .route('/api/admin/metrics', adminMetricsRoutes)
  .route('/api/admin/messages', adminMessagesRoutes)
  .all('*', apiNotFound);
adminApp.onError(apiOnError);

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
