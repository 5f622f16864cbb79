// The Worker `npm run bench:admin` measures until the admin session guard is merged: the admin quote
// routers mounted where /api/admin will mount them, WITHOUT the guard (bench only; never deployed,
// never in wrangler.toml), everything else answered by the real Worker before Astro (worker/app.ts),
// and a constant file standing in for a static asset as the run's reference.
// After the merge the bench signs in and measures tests/api/worker-entry.ts instead
// (BENCH_ADMIN_ENTRY=worker), guard included; this file can then go.
import { Hono } from 'hono';
import { app } from '../worker/app.ts';
import type { AppEnv } from '../worker/env.ts';
import { apiNotFound, apiOnError } from '../worker/middleware/api-errors.ts';
import { adminExquotesRoutes } from '../worker/routes/admin/exquotes.ts';
import { adminMetricsRoutes } from '../worker/routes/admin/metrics.ts';
import { adminQuotesRoutes } from '../worker/routes/admin/quotes.ts';

/** About the size of a small CSS file: the reference costs what serving any asset costs. */
const ASSET = `/* bench reference asset */\n${'.a{color:#111}'.repeat(80)}\n`;

const admin = new Hono<AppEnv>()
  .route('/quotes', adminQuotesRoutes)
  .route('/exquotes', adminExquotesRoutes)
  .route('/metrics', adminMetricsRoutes)
  .all('*', apiNotFound);
admin.onError(apiOnError);

const entry = new Hono<AppEnv>()
  .get('/bench/asset.css', (c) => c.body(ASSET, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }))
  .route('/api/admin', admin)
  .all('*', (c) => app.fetch(c.req.raw, c.env, c.executionCtx));

export default { fetch: entry.fetch };
