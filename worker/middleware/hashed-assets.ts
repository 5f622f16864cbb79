// The build's hashed files under /_astro/ (decision 032). Their names change with their content, so
// a file that exists is cached for a year, immutable. Anything else under /_astro/ (a file of
// another build asked before its deploy finished uploading, a mistyped name) is a 404 that no
// browser or edge keeps, so the next request finds the file once it is there. The static-assets
// layer cannot tell the two apart (its `_headers` rules match paths, not files), which is why the
// Worker now runs first for these paths too (wrangler.toml), and the answer never reaches Astro.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

export const hashedAssets = () =>
  createMiddleware<AppEnv>(async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    // 200, 206 for a range, 304 when the browser's copy is current: the file exists.
    if (asset.ok || asset.status === 304) {
      const response = new Response(asset.body, asset);
      response.headers.set('Cache-Control', HASHED_ASSET_CACHE);
      return response;
    }
    await asset.body?.cancel();
    return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  });
