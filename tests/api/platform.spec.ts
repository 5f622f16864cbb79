// What every response gets from the Worker: security headers, JSON errors under /api, redirects, media.
import { describe, expect, it } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';
import { ORIGIN, call, errorOf } from './support.ts';

const SECURITY_HEADERS = ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'];

function expectSecurityHeaders(response: Response) {
  for (const name of SECURITY_HEADERS) expect(response.headers.get(name), name).toBeTruthy();
  expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('X-Request-Id')).toBeTruthy();
}

describe('security headers', () => {
  it('are on API answers, errors, redirects and media', async () => {
    expectSecurityHeaders(await call('/api/excursions'));
    expectSecurityHeaders(await call('/api/nope'));
    expectSecurityHeaders(await call('/airporttransferes'));
    expectSecurityHeaders(await call('/', { headers: { 'Accept-Language': 'fr-FR' } }));
    expectSecurityHeaders(await call('/media/missing.svg'));
  });

  it('forbid everything by default, on pages and on the API; pages then allow their own scripts, never inline ones', async () => {
    expect((await call('/api/excursions')).headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    const pagePolicy = (await call('/airporttransferes')).headers.get('Content-Security-Policy') ?? '';
    expect(pagePolicy).toMatch(/^default-src 'none'; script-src 'self'/);
    expect(/script-src ([^;]*)/.exec(pagePolicy)?.[1]).not.toContain("'unsafe-inline'");
  });
});

describe('GET /_astro/*: the year-long cache for files that exist, and for nothing else', () => {
  const EXISTING = '/_astro/booking-wizard.C0ffee12.js';
  /** The static-assets binding of a build holding one file; its 404 carries the rule the adapter used to write. */
  const assets = {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === EXISTING
        ? new Response('export{}', { headers: { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
        : new Response(null, { status: 404, headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } }),
  };
  async function get(path: string): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}${path}`), { ...env, ASSETS: assets }, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it('serves a file that exists as immutable for a year, with the security headers and no page policy', async () => {
    const response = await get(EXISTING);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export{}');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
  });

  it('answers a file that does not exist (yet) with a 404 nobody keeps', async () => {
    for (const path of ['/_astro/does-not-exist.js', '/_astro/booking-wizard.Deadbeef.js', '/_astro/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
      expect(response.headers.get('Cache-Control'), path).not.toContain('immutable');
      expectSecurityHeaders(response);
    }
  });
});

describe('API errors', () => {
  it('answers unknown API paths with a 404 JSON error', async () => {
    for (const path of ['/api', '/api/nope', '/api/excursions/1/extra']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'Not found.' });
    }
  });
});

describe('wrong methods', () => {
  const cases: Array<[string, string, string]> = [
    ['PUT', '/api/contact', 'POST'],
    ['GET', '/api/contact', 'POST'],
    ['GET', '/api/quotes', 'POST'],
    ['DELETE', '/api/quotes', 'POST'],
    ['DELETE', '/api/excursions', 'GET, HEAD'],
    ['POST', '/api/excursions/1', 'GET, HEAD'],
    ['POST', '/api/config', 'GET, HEAD'],
  ];
  for (const [method, path, allow] of cases) {
    it(`${method} ${path} is a 405 JSON error allowing ${allow}`, async () => {
      const response = await call(path, { method, headers: { 'Accept-Language': 'fr' }, ...(method === 'GET' || method === 'DELETE' ? {} : { body: 'x' }) });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe(allow);
      expect(await errorOf(response)).toEqual({ code: 'method_not_allowed', message: "Cette méthode n'est pas autorisée ici." });
    });
  }

  it('pages, assets and media only read: other methods are a 405 allowing GET and HEAD', async () => {
    for (const [method, path] of [
      ['POST', '/taxi'],
      ['PUT', '/'],
      ['DELETE', '/fr/'],
      ['PATCH', '/_astro/x.js'],
      ['POST', '/media/a.svg'],
    ] as const) {
      const response = await call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD');
    }
    const options = await call('/taxi', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('an unknown API path stays a 404 whatever the method', async () => {
    expect((await call('/api/nope', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(404);
  });
});

describe('language redirect', () => {
  it('sends a first French visit to the French page (302)', async () => {
    const response = await call('/', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.8' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/fr/');
    const services = await call('/taxi?from=ad', { headers: { 'Accept-Language': 'fr' } });
    expect(services.headers.get('Location')).toBe('/fr/taxi?from=ad');
  });

  it('leaves visitors alone when French is not their first language or they chose', async () => {
    expect((await call('/', { headers: { 'Accept-Language': 'en-GB,fr;q=0.9' } })).status).not.toBe(302);
    expect((await call('/', { headers: { 'Accept-Language': 'fr-FR', Cookie: 'lang=en' } })).status).not.toBe(302);
    expect((await call('/fr/', { headers: { 'Accept-Language': 'fr-FR' } })).status).not.toBe(302);
    expect((await call('/api/excursions', { headers: { 'Accept-Language': 'fr-FR' } })).status).toBe(200);
  });
});

describe('alias and canonical redirects (301)', () => {
  const cases: Array<[string, string]> = [
    ['/airporttransferes', '/airporttransfers'],
    ['/airporttransfer', '/airporttransfers'],
    ['/airport', '/taxi'],
    ['/terms', '/terms-conditions'],
    ['/contact', '/contact-us'],
    ['/fr/airporttransferes', '/fr/airporttransfers'],
    ['/fr/contact', '/fr/contact-us'],
    ['/fr', '/fr/'],
    ['/services/', '/services'],
    ['/services.html', '/services'],
    ['/index.html', '/'],
    ['/fr/index.html', '/fr/'],
    ['/contact?ref=card', '/contact-us?ref=card'],
  ];
  for (const [from, to] of cases) {
    it(`${from} → ${to}`, async () => {
      const response = await call(from, { headers: { 'Accept-Language': 'fr-FR' } });
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe(to);
    });
  }
});

describe('redirects never leave the site', () => {
  // Paths a browser would follow to another host if they were echoed into a Location header.
  const hostile = [
    '//evil.example/',
    '//evil.example',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example',
    '/%09/evil.example/',
    '/%09%2Fevil.example',
    '/fr//evil.example/',
    '/fr/%5Cevil.example/',
    '/taxi//evil.example/',
    '/%0D%0ASet-Cookie:%20x=1/',
    '/%00/',
    '/contact%00',
    '/%7F/',
    '/%C2%85/',
    '/%E0%A4%A/',
  ];
  for (const path of hostile) {
    for (const acceptLanguage of ['en', 'fr-FR']) {
      it(`${path} (Accept-Language: ${acceptLanguage}) is not redirected and is no 500`, async () => {
        const response = await call(path, { headers: { 'Accept-Language': acceptLanguage } });
        expect(response.status).not.toBe(500);
        expect(response.headers.get('Location')).toBeNull();
      });
    }
  }

  it('a raw backslash or tab in the address is read as a slash by the URL parser, and still goes nowhere', async () => {
    for (const path of ['/\\evil.example/', '/\tevil.example/', '/\t/evil.example/']) {
      const response = await call(path, { headers: { 'Accept-Language': 'fr-FR' } });
      const location = response.headers.get('Location');
      if (location !== null) expect(new URL(location, ORIGIN).origin, path).toBe(ORIGIN);
      expect(response.status).not.toBe(500);
    }
  });

  it('a page path in another script is redirected to its French page, percent-encoded', async () => {
    const response = await call('/%E2%82%AC', { headers: { 'Accept-Language': 'fr-FR' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/fr/%E2%82%AC');
  });
});

describe('GET /media/{key}', () => {
  it('serves R2 objects with immutable caching and revalidation', async () => {
    await env.MEDIA.put('excursions/abc123.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', { httpMetadata: { contentType: 'image/svg+xml' } });
    const response = await call('/media/excursions/abc123.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('<svg');
    const etag = response.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await call('/media/excursions/abc123.svg', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    await env.MEDIA.put('excursions/def456.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', { httpMetadata: { contentType: 'image/svg+xml' } });
    const response = await call('/media/excursions/def456.svg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('ETag')).toBeTruthy();
    expect(await response.text()).toBe('');
  });

  it('serves an image variant (AVIF, WebP) with its own type, cached for good like the original', async () => {
    const bytes = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112, 97, 118, 105, 102]);
    await env.MEDIA.put('excursions/0123456789abcdef0123456789abcdef.avif', bytes, { httpMetadata: { contentType: 'image/avif' } });
    const response = await call('/media/excursions/0123456789abcdef0123456789abcdef.avif');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/avif');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers 404 for missing or unsafe keys', async () => {
    expect((await call('/media/missing.svg')).status).toBe(404);
    // An encoded slash never reaches the bucket: the path has two readings (decision 032).
    expect((await call('/media/..%2F.dev.vars')).status).toBe(400);
  });
});

describe('GET /api/config', () => {
  it('tells the browser there is no maps key by default', async () => {
    const response = await call('/api/config');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ googleMapsApiKey: null });
  });
});
