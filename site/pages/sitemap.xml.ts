// /sitemap.xml: every public page and every active excursion in both languages, each with its
// hreflang alternates. Rendered on demand (the catalogue changes) and served from the edge cache.
import type { APIRoute } from 'astro';
import { LANGS, localizedPath } from '../i18n/index.ts';
import { PUBLIC_PAGES } from '../lib/public-pages.ts';
import { absoluteUrl } from '../lib/seo.ts';
import { catalogueOf } from '../lib/catalogue.ts';
import { escapeHtml } from '../../worker/contract/escape-html.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals }) => {
  const excursions = await catalogueOf(locals).list('en');
  const paths = [...PUBLIC_PAGES.map((page) => page.path), '/excursion', ...excursions.map((excursion) => `/excursion/${excursion.key}`)];
  const urls = paths.flatMap((path) =>
    LANGS.map((lang) => {
      const alternates = [
        ...LANGS.map((alternate) => ({ hreflang: alternate, href: absoluteUrl(localizedPath(path, alternate)) })),
        { hreflang: 'x-default', href: absoluteUrl(localizedPath(path, 'en')) },
      ];
      return [
        '  <url>',
        `    <loc>${escapeHtml(absoluteUrl(localizedPath(path, lang)))}</loc>`,
        ...alternates.map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`),
        '  </url>',
      ].join('\n');
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
