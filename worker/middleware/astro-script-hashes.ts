// The hashes of the inline scripts Astro writes into its pages (island loaders, client directives,
// small bundled scripts), read from the build's manifest so the page policy can allow exactly
// those. They come from the build, never from a page's content, so an injected script stays out.
import { createMiddleware } from 'hono/factory';
import { getFetchState } from 'astro/hono';
import type { AppEnv } from '../env.ts';

export const astroScriptHashes = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    // The same per-request state that cf() and astro() use next, so this costs no extra work.
    const csp = getFetchState(c).manifest.csp;
    const hashes = (csp?.scriptDirective.hashes ?? []).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : entry.kind === 'default' ? [entry.hash] : [],
    );
    c.set('inlineScriptHashes', hashes);
    await next();
  });
