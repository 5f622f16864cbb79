// The excursion catalogue as a visitor finds it: the list, an excursion's page, the id address, the
// not-found page; in both languages, with what search engines read. The booking parts of the page
// (gallery, places, stops, the Book Now modal) are in excursion-booking.spec.ts.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { LANGS, localizedPath, t } from '../../site/i18n/index.ts';
import { company } from '../../worker/contract/company.ts';
import { excursionListResponseSchema, type PublicExcursion } from '../../worker/contract/schemas/excursions.ts';
import type { APIRequestContext } from '@playwright/test';

async function catalogue(request: APIRequestContext, lang: 'en' | 'fr'): Promise<PublicExcursion[]> {
  return excursionListResponseSchema.parse(await (await request.get(`/api/excursions?lang=${lang}`)).json());
}

for (const lang of LANGS) {
  test.describe(`excursions (${lang.toUpperCase()})`, () => {
    test('the list shows every excursion as a card and leads to its page', async ({ page, request }) => {
      const excursions = await catalogue(request, lang);
      const scripts: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scripts.push(sent.url());
      });
      const response = await page.goto(localizedPath('/excursion', lang));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(t(lang, 'page.excursions.title'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'page.excursions.heading'));
      await expect(page.getByRole('navigation', { name: t(lang, 'excursions.breadcrumb.label') })).toContainText(t(lang, 'page.excursions.breadcrumb'));

      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards).toHaveCount(excursions.length);
      for (const [index, excursion] of excursions.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(excursion.title);
        await expect(card.getByRole('img')).toHaveAttribute('alt', excursion.imageAlts[0]!);
        // At most three highlights, then how many more.
        await expect(card.getByRole('list', { name: t(lang, 'excursions.card.highlights') }).getByRole('listitem')).toHaveCount(
          Math.min(excursion.highlights.length, 3) + (excursion.highlights.length > 3 ? 1 : 0),
        );
        await expect(card).toContainText(lang === 'fr' ? /\d\s?€/ : /€\d/);
      }
      // No JavaScript on this page.
      expect(scripts).toEqual([]);
      await expectNoAxeViolations(page);

      const first = excursions[0]!;
      await page.getByRole('link', { name: first.title }).click();
      await expect(page).toHaveURL(localizedPath(`/excursion/${first.key}`, lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    });

    test("an excursion's page shows its story, what to know, and what search engines need @desktop", async ({ page, request }) => {
      const excursion = (await catalogue(request, lang)).find((candidate) => candidate.terms.length > 0 && candidate.goodToKnow !== '')!;
      const path = localizedPath(`/excursion/${excursion.key}`, lang);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(t(lang, 'excursions.detail.title', { title: excursion.title }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(excursion.title);
      await expect(page.getByText(excursion.tagline || excursion.description, { exact: true })).toBeVisible();

      const description = page.getByRole('region', { name: t(lang, 'excursions.detail.description') });
      await expect(description).toContainText(excursion.longDescription.split('\n\n')[0]!);
      const goodToKnow = page.getByRole('region', { name: t(lang, 'excursions.detail.goodToKnow') });
      await expect(goodToKnow).toContainText(excursion.goodToKnow.split('\n\n')[0]!);
      await expect(goodToKnow.getByRole('listitem')).toHaveText(excursion.terms);

      // The other language's page of the same excursion, and the canonical address.
      for (const other of LANGS) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          'href',
          `${company.siteUrl}${localizedPath(`/excursion/${excursion.key}`, other)}`,
        );
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${company.siteUrl}${path}`);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
        (block) => JSON.parse(block) as Record<string, unknown>[],
      );
      const trip = data.find((item) => item['@type'] === 'TouristTrip');
      expect(trip).toMatchObject({
        name: excursion.title,
        offers: { '@type': 'Offer', price: excursion.price, priceCurrency: 'EUR' },
        itinerary: { '@type': 'ItemList', numberOfItems: excursion.highlights.length },
      });
      expect(trip?.image).toEqual(excursion.images.map((image) => `${company.siteUrl}${image}`));
      const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
      expect(breadcrumb.itemListElement.map((crumb) => crumb.name)).toEqual([t(lang, 'nav.home'), t(lang, 'page.excursions.breadcrumb'), excursion.title]);
      await expectNoAxeViolations(page);
    });

    test('the numeric id moves to the key address, for good @desktop', async ({ page, request }) => {
      const [excursion] = await catalogue(request, lang);
      const response = await request.get(localizedPath(`/excursion/${excursion!.id}`, lang), { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(localizedPath(`/excursion/${excursion!.key}`, lang));
      await page.goto(localizedPath(`/excursion/${excursion!.id}`, lang));
      await expect(page).toHaveURL(localizedPath(`/excursion/${excursion!.key}`, lang));
    });

    test('an unknown excursion is a 404 page that leads back to the list or home', async ({ page }) => {
      const response = await page.goto(localizedPath('/excursion/no-such-excursion', lang));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'page.excursionNotFound.heading'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t(lang, 'excursions.notFound.viewAll') }).click();
      await expect(page).toHaveURL(localizedPath('/excursion', lang));
      await page.goBack();
      await page.getByRole('link', { name: t(lang, 'excursions.notFound.home') }).click();
      await expect(page).toHaveURL(localizedPath('/', lang));
    });
  });
}

test('inactive excursions and malformed addresses are not found either @desktop', async ({ request }) => {
  for (const path of ['/excursion/999999', '/excursion/Bad%20Key', '/de/excursion']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  // An encoded slash is no excursion key: the address has two readings and is refused (decision 032).
  const encodedSlash = await request.get('/fr/excursion/..%2F..%2Fetc', { maxRedirects: 0 });
  expect(encodedSlash.status()).toBe(400);
  expect(await encodedSlash.text()).toContain(t('fr', 'error.badPath'));
});

test('the header leads to the excursions in the page language @phone', async ({ page }) => {
  await page.goto('/fr/contact-us');
  const link = page
    .getByRole('banner')
    .getByRole('link', { name: t('fr', 'nav.excursion'), exact: true, includeHidden: true })
    .first();
  await expect(link).toHaveAttribute('href', '/fr/excursion');
});
