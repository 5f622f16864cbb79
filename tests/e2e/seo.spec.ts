// What search engines and social networks read: sitemap, robots, structured data; and what the
// static pages cost: no script on policy and service pages.
import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES } from './pages.ts';
import { LANGS, localizedPath } from '../../site/i18n/index.ts';
import { company } from '../../worker/contract/company.ts';
import { excursionListResponseSchema } from '../../worker/contract/schemas/excursions.ts';

test('/sitemap.xml lists every public page and every active excursion in both languages with alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const excursions = excursionListResponseSchema.parse(await (await request.get('/api/excursions')).json());
  const paths = [...PUBLIC_PAGES.map((page) => page.path), '/excursion', ...excursions.map((excursion) => `/excursion/${excursion.key}`)];
  expect(excursions.length).toBeGreaterThan(0);
  const expected = paths.flatMap((path) => LANGS.map((lang) => `${company.siteUrl}${localizedPath(path, lang)}`));
  expect(locs.sort()).toEqual(expected.sort());
  expect(xml.match(/<url>/g)).toHaveLength(expected.length);
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(expected.length);
});

test('/robots.txt keeps crawlers out of /admin and /api and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/api$/m);
  expect(text).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
});

for (const lang of LANGS) {
  // What the head says does not depend on the layout: checked once, on the desktop layout.
  test(`structured data and share tags on every ${lang.toUpperCase()} page @desktop`, async ({ page }) => {
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(localizedPath(path, lang));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const items = blocks.flatMap((block) => {
        const data = JSON.parse(block) as unknown;
        return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
      });
      for (const item of items) expect(item['@context'], path).toBe('https://schema.org');
      // Every page describes itself, in its language, at its canonical address.
      const self = items.find((item) => ['WebPage', 'ContactPage', 'CollectionPage'].includes(String(item['@type'])));
      expect(self, path).toMatchObject({
        url: `${company.siteUrl}${localizedPath(path, lang)}`,
        inLanguage: lang === 'fr' ? 'fr-FR' : 'en-GB',
        name: await page.title(),
      });
      if (path === '/contact-us') expect(self?.['@type']).toBe('ContactPage');
      await expect(page.locator('meta[property="og:type"]'), path).toHaveAttribute('content', 'website');
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute('content', /^https:\/\//);
      await expect(page.locator('meta[property="og:image:alt"]'), path).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', `${company.siteUrl}${localizedPath(path, lang)}`);
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', 'summary_large_image');
    }
  });
}

test('the home page describes the company, service pages their service and breadcrumb', async ({ page }) => {
  await page.goto('/');
  const home = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(home).toMatch(/"@type":"(LocalBusiness|TaxiService)"/);
  await page.goto('/airporttransfers');
  const service = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(service).toContain('"@type":"BreadcrumbList"');
  expect(service).toContain('"@type":"Service"');
});

test('policy and service pages run no script @desktop', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/terms-conditions', '/privacy', '/policy', '/taxi', '/airporttransfers', '/services', '/fr/business', '/fr/cancellation-policy']) {
    await page.goto(path);
  }
  expect(scripts).toEqual([]);
});
