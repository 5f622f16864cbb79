// The pages Astro renders on demand outside the back office (the excursions, the 404, a customer's
// or a chauffeur's page) get what the pre-rendered ones got at build time (decision 048): their own
// CSS inline in place of the site's render-blocking stylesheets, their icons when that costs no
// round trip, and a policy header that lists only their own inline scripts' hashes. The build
// writes the index of those stylesheets into this module (scripts/lib/page-css.ts replaces the
// placeholder below); choosing a page's rules from it is string matching over the page
// (worker/lib/page-css.ts). Without a build's
// index (`astro dev`, the Worker's own tests) the pages link the stylesheets as before. Registered
// inside the catalogue's page cache, so a cached page is rewritten once, when it is rendered.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { carriedScriptHashes } from '../lib/content-security-policy.ts';
import { firstWindowBytes, pagePathKey, withIconsWhenFree, withPageCss, type BuildCssIndex } from '../lib/page-css.ts';

/** Replaced by the build with the JSON of its stylesheets' index; not JSON until then. */
const BUILD_INDEX_JSON: string = '__PAGE_CSS_INDEX__';

let buildIndex: BuildCssIndex | null | undefined;

/** The build's index, read once per isolate; null without a build's. */
function indexOfBuild(): BuildCssIndex | null {
  if (buildIndex === undefined) {
    try {
      buildIndex = JSON.parse(BUILD_INDEX_JSON) as BuildCssIndex;
    } catch {
      buildIndex = null;
    }
  }
  return buildIndex;
}

let stamp: string | undefined;

/**
 * This build, in a few characters: a hash of its index, which names every stylesheet and script
 * file of `/_astro/` by its content hash ('unbuilt' without one). A page cached by another build
 * names files a deploy has replaced (excursions/page-cache.ts).
 */
export function buildStamp(): string {
  if (stamp === undefined) {
    if (indexOfBuild() === null) stamp = 'unbuilt';
    else {
      // FNV-1a, 32 bits: enough to tell one deploy from the last.
      let hash = 0x811c9dc5;
      for (let at = 0; at < BUILD_INDEX_JSON.length; at += 1) hash = Math.imul(hash ^ BUILD_INDEX_JSON.charCodeAt(at), 0x01000193);
      stamp = (hash >>> 0).toString(36);
    }
  }
  return stamp;
}

/**
 * The hashes of the inline scripts a pre-rendered page carries, by the path it was asked at; undefined
 * for a page the build did not list (rendered on demand, the back office) or without a build's index.
 */
export function ownScriptHashesOfPage(path: string): readonly string[] | undefined {
  return indexOfBuild()?.pageScriptHashes?.[pagePathKey(path)];
}

/** A text's size gzipped, as the edge would send it. */
async function gzipWeight(text: string): Promise<number> {
  const compressed = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}

export const inlinePageCss = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const index = indexOfBuild();
    if (index === null || c.req.method !== 'GET' || c.req.path.startsWith('/admin')) return;
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html') || c.res.body === null) return;
    const rendered = c.res;
    const headers = new Headers(rendered.headers);
    headers.delete('Content-Length');
    const page = withPageCss(await rendered.text(), index);
    // Its policy header lists, of the manifest's script hashes, those of the inline scripts it
    // carries, as a pre-rendered page's does; the first window holds as much more of it.
    const all = c.get('inlineScriptHashes') ?? [];
    const carried = await carriedScriptHashes(page);
    const own = all.filter((hash) => carried.has(hash));
    c.set('inlineScriptHashes', own);
    const html = await withIconsWhenFree(page, index.sprite, gzipWeight, firstWindowBytes(all.length - own.length));
    // Unset first: Hono would copy the rendered answer's headers (its length) onto the new one.
    c.res = undefined;
    c.res = new Response(html, { status: rendered.status, statusText: rendered.statusText, headers });
  });
