// /robots.txt: crawlers welcome everywhere but the back office and the API.
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo.ts';

export const GET: APIRoute = () =>
  new Response(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Allow: /', '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
