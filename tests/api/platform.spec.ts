// What every response gets from the Worker: security headers, JSON errors under /api, redirects, media.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, type ErrorBody } from './support.ts';

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

  it('forbid everything but self on pages and everything on the API', async () => {
    expect((await call('/api/excursions')).headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'/);
    expect((await call('/airporttransferes')).headers.get('Content-Security-Policy')).toMatch(/^default-src 'self'/);
  });
});

describe('API errors', () => {
  it('answers unknown API paths with a 404 JSON error', async () => {
    for (const path of ['/api', '/api/nope', '/api/excursions/1/extra']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(((await response.json()) as ErrorBody).error).toEqual({ code: 'not_found', message: 'Not found.' });
    }
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

  it('answers 404 for missing or unsafe keys', async () => {
    expect((await call('/media/missing.svg')).status).toBe(404);
    expect((await call('/media/..%2F.dev.vars')).status).toBe(404);
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
