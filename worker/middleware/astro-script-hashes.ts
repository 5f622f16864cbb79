// The hashes of the inline scripts Astro writes into its pages (island loaders, client directives,
// small bundled scripts), read from the build's manifest so the page policy can allow exactly
// those. They come from the build, never from a page's content, so an injected script stays out.
// A pre-rendered page's policy lists only those of the scripts it carries, as the build found them
// (middleware/page-css.ts): about 0.6 KB less of headers, which no compression shortens over
// HTTP/1.1, on the way to the first screen (decision 048); never a hash the manifest lacks.
import { createMiddleware } from 'hono/factory';
import { getFetchState } from 'astro/hono';
import type { AppEnv } from '../env.ts';
import { ownScriptHashesOfPage } from './page-css.ts';

type ManifestCsp = ReturnType<typeof getFetchState>['manifest']['csp'];

/** The manifest never changes while the Worker runs: its hashes are listed once per manifest. */
const hashesOf = new WeakMap<NonNullable<ManifestCsp>, readonly string[]>();

function inlineScriptHashes(csp: ManifestCsp): readonly string[] {
  if (!csp) return [];
  let hashes = hashesOf.get(csp);
  if (!hashes) {
    hashes = csp.scriptDirective.hashes.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.kind === 'default' ? [entry.hash] : []));
    hashesOf.set(csp, hashes);
  }
  return hashes;
}

export const astroScriptHashes = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    // The same per-request state that cf() and astro() use next, so this costs no extra work.
    const all = inlineScriptHashes(getFetchState(c).manifest.csp);
    const own = ownScriptHashesOfPage(c.req.path);
    c.set('inlineScriptHashes', own ? all.filter((hash) => own.includes(hash)) : all);
    await next();
  });
