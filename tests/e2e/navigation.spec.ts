// Header navigation by keyboard on a desktop and by touch on a phone, in both languages.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { localizedPath, t, LANGS, type Lang } from '../../site/i18n/index.ts';

const mainNavigation = (page: Page, lang: Lang) => page.getByRole('navigation', { name: t(lang, 'nav.label') });

for (const lang of LANGS) {
  test.describe(`navigation (${lang.toUpperCase()})`, () => {
    // The phone layout lists the services inside the menu panel: the dropdown is a desktop journey.
    test('the Services dropdown opens and is followed by keyboard @desktop', async ({ page }) => {
      await page.goto(localizedPath('/', lang));
      const services = page.getByRole('button', { name: t(lang, 'nav.services') });
      await services.focus();
      await page.keyboard.press('Enter');
      const airport = mainNavigation(page, lang).getByRole('link', { name: t(lang, 'nav.services.airport') });
      await expect(airport).toBeVisible();
      await airport.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/airporttransfers', lang)}$`));
      await expect(page).toHaveTitle(t(lang, 'page.airporttransfers.title'));
    });

    test('the Services dropdown closes with Escape @desktop', async ({ page }) => {
      await page.goto(localizedPath('/', lang));
      await page.getByRole('button', { name: t(lang, 'nav.services') }).click();
      const station = mainNavigation(page, lang).getByRole('link', { name: t(lang, 'nav.services.station') });
      await expect(station).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(station).toBeHidden();
    });

    test('the phone menu opens, shows every entry and navigates @phone', async ({ page }) => {
      await page.goto(localizedPath('/', lang));
      const contact = mainNavigation(page, lang).getByRole('link', { name: t(lang, 'nav.contact'), exact: true });
      await expect(contact).toBeHidden();
      await page.getByRole('button', { name: t(lang, 'nav.menu') }).click();
      for (const name of [t(lang, 'nav.home'), t(lang, 'nav.excursion'), t(lang, 'nav.bookNow'), t(lang, 'nav.services.business')]) {
        await expect(mainNavigation(page, lang).getByRole('link', { name, exact: true })).toBeVisible();
      }
      await contact.click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/contact-us', lang)}$`));
    });
  });
}
