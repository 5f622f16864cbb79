// The edge cache of the catalogue's pages (worker/excursions/page-cache.ts), in workerd's real Cache
// API, in front of a stand-in for Astro that counts its renders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import type { AppEnv } from '../../worker/env.ts';
import { CACHE_STATUS, PAGE_FRESH_SECONDS, cataloguePageCache, isCataloguePage, purgeCataloguePages } from '../../worker/excursions/page-cache.ts';

/** A Worker whose "Astro" renders the number of times it has rendered each path. */
/** The build's script hashes, and the one the pages carry (as middleware/page-css.ts narrows them). */
const BUILD_HASHES = ['sha256-a', 'sha256-b', 'sha256-c'];
const PAGE_HASHES = ['sha256-b'];

function aSite(build = 'build-1') {
  const renders = new Map<string, number>();
  /** The hashes the policy header was given for each answer, in order. */
  const policies: (readonly string[] | undefined)[] = [];
  const site = new Hono<AppEnv>();
  site.use(async (c, next) => {
    c.set('inlineScriptHashes', BUILD_HASHES);
    await next();
    policies.push(c.get('inlineScriptHashes'));
  });
  site.use(
    cataloguePageCache(
      async (request, c) => site.fetch(request, c.env, c.executionCtx),
      () => build,
    ),
  );
  site.get('*', (c) => {
    const count = (renders.get(c.req.path) ?? 0) + 1;
    renders.set(c.req.path, count);
    if (c.req.path.includes('/gone-')) return c.html(`<h1>Not found ${count}</h1>`, 404);
    if (c.req.path.includes('/broken-')) return c.html('<h1>Error</h1>', 500);
    c.header('Set-Cookie', 'lang=en');
    c.set('inlineScriptHashes', PAGE_HASHES);
    return c.html(`<h1>${c.req.path} render ${count}</h1>`);
  });
  const visit = async (path: string) => {
    const ctx = createExecutionContext();
    const response = await site.fetch(new Request(`https://example.test${path}`), env, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, body, cache: response.headers.get(CACHE_STATUS), headers: response.headers };
  };
  return { visit, renders, policies };
}

let unique = 0;
/** Each test its own excursion key: the Cache API outlives a test. */
const aKey = () => `cached-${Date.now()}-${(unique += 1)}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalogue page cache', () => {
  it('knows which pages come from the catalogue', () => {
    for (const path of ['/excursion', '/excursion/', '/fr/excursion', '/excursion/versailles', '/fr/excursion/12', '/sitemap.xml']) {
      expect(isCataloguePage(path), path).toBe(true);
    }
    for (const path of ['/', '/excursions', '/excursion/a/b', '/api/excursions', '/taxi', '/fr/']) {
      expect(isCataloguePage(path), path).toBe(false);
    }
  });

  it('renders a page once, then serves it from the cache while it is fresh', async () => {
    const { visit, renders } = aSite();
    const path = `/excursion/${aKey()}`;
    const first = await visit(path);
    expect(first).toMatchObject({ status: 200, cache: 'MISS', body: `<h1>${path} render 1</h1>` });
    const second = await visit(path);
    expect(second).toMatchObject({ status: 200, cache: 'HIT', body: `<h1>${path} render 1</h1>` });
    // A trailing slash or a query string is the same page.
    expect(await visit(`${path}/?utm_source=mail`)).toMatchObject({ cache: 'HIT', body: `<h1>${path} render 1</h1>` });
    expect(renders.get(path)).toBe(1);
    // Browsers always check back; the cookie of the first answer is not handed to everyone.
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('Set-Cookie')).toBeNull();
  });

  it('renders again a page another build rendered, whose scripts a deploy has replaced', async () => {
    const before = aSite('build-1');
    const path = `/excursion/${aKey()}`;
    await before.visit(path);
    expect(await before.visit(path)).toMatchObject({ cache: 'HIT' });
    const after = aSite('build-2');
    expect(await after.visit(path)).toMatchObject({ cache: 'MISS', body: `<h1>${path} render 1</h1>` });
    expect(after.renders.get(path)).toBe(1);
    expect(await after.visit(path)).toMatchObject({ cache: 'HIT', body: `<h1>${path} render 1</h1>` });
    // Which build rendered it stays between the Worker and its cache.
    expect((await after.visit(path)).headers.get('X-Rendered-By')).toBeNull();
  });

  it('gives a page served from the cache the script hashes it was rendered with, for its policy header', async () => {
    const { visit, policies } = aSite();
    const path = `/excursion/${aKey()}`;
    expect(await visit(path)).toMatchObject({ cache: 'MISS' });
    const hit = await visit(path);
    expect(hit).toMatchObject({ cache: 'HIT' });
    expect(policies).toEqual([PAGE_HASHES, PAGE_HASHES]);
    expect(hit.headers.get('X-Script-Hashes')).toBeNull();
  });

  it('serves a stale page at once and renders it again for the next visitor', async () => {
    const { visit, renders } = aSite();
    const path = `/fr/excursion/${aKey()}`;
    await visit(path);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (PAGE_FRESH_SECONDS + 1) * 1000);
    expect(await visit(path)).toMatchObject({ cache: 'STALE', body: `<h1>${path} render 1</h1>` });
    expect(renders.get(path)).toBe(2);
    expect(await visit(path)).toMatchObject({ cache: 'HIT', body: `<h1>${path} render 2</h1>` });
  });

  it('keeps a 404 and forgets it when the excursion is published', async () => {
    const { visit, renders } = aSite();
    const key = `gone-${aKey()}`;
    const path = `/excursion/${key}`;
    expect(await visit(path)).toMatchObject({ status: 404, cache: 'MISS' });
    expect(await visit(path)).toMatchObject({ status: 404, cache: 'HIT' });
    expect(renders.get(path)).toBe(1);
    await purgeCataloguePages([{ id: 1, key }]);
    expect(await visit(path)).toMatchObject({ status: 404, cache: 'MISS' });
  });

  it('never keeps a failed render', async () => {
    const { visit, renders } = aSite();
    const path = `/excursion/broken-${aKey()}`;
    await visit(path);
    await visit(path);
    expect(renders.get(path)).toBe(2);
  });

  it('forgets the lists, the sitemap and the pages of a changed excursion, by key and by id', async () => {
    const { visit, renders } = aSite();
    const key = aKey();
    const paths = ['/excursion', '/fr/excursion', '/sitemap.xml', `/excursion/${key}`, `/fr/excursion/${key}`, '/excursion/987654'];
    for (const path of paths) await visit(path);
    const other = `/excursion/${aKey()}`;
    await visit(other);
    await purgeCataloguePages([{ id: 987654, key }]);
    for (const path of paths) expect((await visit(path)).cache, path).toBe('MISS');
    expect((await visit(other)).cache).toBe('HIT');
    expect(renders.get(other)).toBe(1);
  });

  it('leaves other pages and other methods alone', async () => {
    const { visit } = aSite();
    expect((await visit('/taxi')).cache).toBeNull();
  });
});
