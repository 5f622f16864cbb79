// Which Content-Security-Policy a response gets: pages, API and media, and PDFs from public/.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Bindings } from '../env.ts';
import { NO_CONTENT_SECURITY_POLICY, PDF_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../lib/content-security-policy.ts';
import { securityHeaders } from './security-headers.ts';

const app = new Hono<AppEnv>()
  .use(securityHeaders())
  .get('/excursions/photographer-portfolio.en.pdf', () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }))
  .get('/media/excursions/a.avif', () => new Response('', { headers: { 'Content-Type': 'image/avif' } }))
  .get('/excursions', (c) => c.html('<p>page</p>'));

const policyOf = async (path: string) => {
  const response = await app.request(`https://www.example.test${path}`, {}, {} as Bindings);
  expect(response.headers.get('X-Content-Type-Options')).toBe(SECURITY_HEADERS['X-Content-Type-Options']);
  return response.headers.get('Content-Security-Policy') ?? '';
};

describe('securityHeaders', () => {
  it('gives a PDF a policy without object-src or default-src, which would stop Chrome drawing it, and still refuses framing', async () => {
    const policy = await policyOf('/excursions/photographer-portfolio.en.pdf');
    expect(policy).toBe(PDF_CONTENT_SECURITY_POLICY);
    expect(policy).not.toMatch(/object-src|default-src|sandbox/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('keeps the strict policies of media and pages', async () => {
    expect(await policyOf('/media/excursions/a.avif')).toBe(NO_CONTENT_SECURITY_POLICY);
    expect(await policyOf('/excursions')).toMatch(/^default-src 'none'; .*object-src 'none'/);
  });
});
