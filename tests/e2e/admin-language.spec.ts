// The back office in French or English, the administrator's choice (decision 037): the switch in the
// top bar draws the dashboard again in French (its words, its dates, the document's language, the
// API's answers), every page after keeps it (remembered in this browser), and the switch back returns
// to English. On the desktop and on a phone, axe clean in both languages.
import { PICKUP_IN_TWO_DAYS } from '../../scripts/lib/sample-requests.ts';
import { t } from '../../site/i18n/index.ts';
import { formatParisWallClock } from '../../site/islands/admin/kit/format.ts';
import type { Locator, Page } from '@playwright/test';
import { aTransferQuote, expect, expectNoAxeViolations, openSidebar, searchFor, test } from './admin.ts';

/**
 * Clicks a language choice, which writes the cookie and loads the page again: waits for that load,
 * which on a busy machine takes longer than an assertion waits.
 */
async function choose(page: Page, choice: Locator): Promise<void> {
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await choice.click();
  await reloaded;
  await page.waitForLoadState();
}

test('the dashboard switches to French and back, and keeps the choice from page to page', async ({ page, request, isMobile }) => {
  const quote = await aTransferQuote(request);
  await page.goto('/admin/quotes');
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'dashboard.quotes.heading') })).toBeVisible();
  const switchTo = (lang: 'en' | 'fr') =>
    page.getByRole('group', { name: t(lang === 'fr' ? 'en' : 'fr', 'dashboard.shell.language') }).getByRole('button', { name: t(lang, 'lang.name') });

  await expect(page.getByRole('button', { name: t('en', 'lang.name') })).toHaveAttribute('aria-pressed', 'true');
  await choose(page, switchTo('fr'));

  // The same page, in French: the document, the shell, the screen and its dates.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: t('fr', 'dashboard.quotes.heading') })).toBeVisible();
  await expect(page).toHaveTitle(t('fr', 'dashboard.meta.title', { page: t('fr', 'dashboard.quotes.pageTitle') }));
  await expect(page.getByRole('button', { name: t('fr', 'lang.name') })).toHaveAttribute('aria-pressed', 'true');
  // The list answers once the island is live (a search typed before would be lost).
  await expect(page.getByText(new RegExp(`^${t('fr', 'dashboard.queue.count', { shown: '\\d+', total: '\\d+' })}$`))).toBeVisible();
  await searchFor(page, quote.email);
  const card = page.getByRole('article', { name: quote.name });
  await expect(card).toContainText(`${t('fr', 'dashboard.quotes.pickupAt')} ${formatParisWallClock(PICKUP_IN_TWO_DAYS.date, PICKUP_IN_TWO_DAYS.time, 'fr')}`);
  await expectNoAxeViolations(page);

  // Another page keeps the choice; the API's refusals come in it too.
  await openSidebar(page, isMobile);
  await page.getByRole('link', { name: t('fr', 'dashboard.shell.security') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('fr', 'dashboard.security.heading') })).toBeVisible();
  const refusal = await page.evaluate(async () => (await fetch('/api/admin/quotes?status=bogus')).json());
  expect(refusal).toMatchObject({ error: { message: t('fr', 'api.error.validation') } });
  await expectNoAxeViolations(page);

  await choose(page, switchTo('en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'dashboard.security.heading') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('en', 'lang.name') })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the sign-in page has the switch too, and remembers the choice', async ({ page }) => {
    await page.goto('/admin/login');
    await choose(page, page.getByRole('button', { name: t('fr', 'lang.name') }));
    await expect(page.getByRole('heading', { level: 1, name: t('fr', 'dashboard.login.heading') })).toBeVisible();
    await expect(page.getByLabel(t('fr', 'dashboard.login.username'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await choose(page, page.getByRole('button', { name: t('en', 'lang.name') }));
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'dashboard.login.heading') })).toBeVisible();
  });
});
