// The site shell in both languages: every public page answers with its own title and language,
// is linked to its other-language version, and passes axe.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { PUBLIC_PAGES, key } from './pages.ts';
import { localizedPath, t, LANGS } from '../../site/i18n/index.ts';
import { company } from '../../worker/contract/company.ts';

/**
 * The phone layout is checked on one page of each kind (home, a service page, the booking page,
 * contact, a policy page): the others are built from the same header, hero, sections and footer,
 * and what the head says does not depend on the layout. Every page runs on the desktop layout.
 */
const PHONE_LAYOUT_SAMPLE = new Set(['/', '/airporttransfers', '/bookNow', '/contact-us', '/terms-conditions']);

for (const lang of LANGS) {
  test.describe(`${lang.toUpperCase()} pages`, () => {
    for (const page of PUBLIC_PAGES) {
      const path = localizedPath(page.path, lang);
      const layouts = PHONE_LAYOUT_SAMPLE.has(page.path) ? '' : ' @desktop';
      test(`${path} has its title, language, links and no axe violations${layouts}`, async ({ page: browser }) => {
        const response = await browser.goto(path);
        expect(response?.status()).toBe(200);
        await expect(browser).toHaveTitle(t(lang, key(page.id, 'title')));
        await expect(browser.locator('html')).toHaveAttribute('lang', lang);
        await expect(browser.getByRole('heading', { level: 1 })).toHaveText(t(lang, key(page.id, 'heading')));
        await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute('href', `${company.siteUrl}${path}`);
        await expect(browser.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${company.siteUrl}${localizedPath(page.path, 'en')}`);
        await expect(browser.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${company.siteUrl}${localizedPath(page.path, 'fr')}`);
        await expect(browser.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          `${company.siteUrl}${localizedPath(page.path, 'en')}`,
        );
        await expectNoAxeViolations(browser);
      });
    }

    test('the 404 page answers 404 in the language of the path', async ({ page }) => {
      const response = await page.goto(localizedPath('/no-such-page', lang));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
    });

    test('the floating WhatsApp button and the call button reach the company', async ({ page }) => {
      await page.goto(localizedPath('/', lang));
      await expect(page.locator(`a[href^="https://wa.me/${company.whatsapp}"]`).first()).toBeVisible();
      await expect(page.locator(`a[href="tel:${company.phone}"]`).first()).toBeVisible();
    });
  });
}

test.describe('language', () => {
  test('a French browser lands on the French home and can switch to English for good', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/taxi');
    await expect(page).toHaveURL(/\/taxi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the switcher leads to the same page in the other language', async ({ page }) => {
    await page.goto('/airporttransfers');
    await page.getByRole('link', { name: 'Français' }).first().click();
    await expect(page).toHaveURL(/\/fr\/airporttransfers$/);
    await expect(page).toHaveTitle(t('fr', 'page.airporttransfers.title'));
  });
});

test.describe('redirects', () => {
  test('old addresses lead to their page', async ({ page }) => {
    await page.goto('/airporttransferes');
    await expect(page).toHaveURL(/\/airporttransfers$/);
    await page.goto('/fr/contact');
    await expect(page).toHaveURL(/\/fr\/contact-us$/);
  });
});

test.describe('security headers', () => {
  test('pages carry the strict headers', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': 'en' } });
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
  });
});
