// An excursion's page, used: the gallery and its lightbox (keyboard, swipe), the places to visit, the
// stops, the photographer, and the Book Now modal through to the stored request; in both languages.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { LANGS, localizedPath, t, type Lang } from '../../site/i18n/index.ts';
import { excursionListResponseSchema, type PublicExcursion } from '../../worker/contract/schemas/excursions.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';

const KEY = 'versailles-palace-private-day-trip';

async function excursionIn(page: Page, lang: Lang): Promise<PublicExcursion> {
  const list = excursionListResponseSchema.parse(await (await page.request.get(`/api/excursions?lang=${lang}`)).json());
  return list.find((excursion) => excursion.key === KEY)!;
}

/** The islands load on the visitor's first gesture: reach for one, then wait until React handles it. */
async function live(island: Locator): Promise<void> {
  await island.locator(':scope > *').first().dispatchEvent('pointerdown');
  await expect(island.locator('[data-live]').first()).toBeAttached();
}

const gallery = (page: Page) => page.locator('astro-island[component-url*="excursion-gallery"]');
const booking = (page: Page) => page.locator('astro-island[component-url*="excursion-booking"]');
/** The visible counter, 'n / total' (screen readers hear 'Photo n of total'). */
const counter = (page: Page) => page.locator('.ex-lightbox-counter [aria-hidden="true"]');

for (const lang of LANGS) {
  test.describe(`excursion page (${lang.toUpperCase()})`, () => {
    test('thumbnails open the lightbox; arrows wrap around, Escape closes and gives the focus back @desktop', async ({ page }) => {
      const excursion = await excursionIn(page, lang);
      await page.goto(localizedPath(`/excursion/${KEY}`, lang));
      const total = excursion.images.length;
      const thumbnails = page.getByRole('list', { name: t(lang, 'excursion.gallery.thumbnails') }).getByRole('button');
      await expect(thumbnails).toHaveCount(total);
      const thumbnail = thumbnails.nth(1);
      await expect(thumbnail.locator('img')).toHaveAttribute('width', '96');
      await live(gallery(page));

      await thumbnail.focus();
      await page.keyboard.press('Enter');
      const lightbox = page.getByRole('dialog', { name: t(lang, 'excursion.gallery.dialog', { title: excursion.title }) });
      await expect(lightbox).toBeVisible();
      await expect(counter(page)).toHaveText(`2 / ${total}`);
      await expect(lightbox.getByRole('img')).toHaveAttribute('alt', excursion.imageAlts[1]!);
      await expectNoAxeViolations(page);

      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(`3 / ${total}`);
      await page.keyboard.press('ArrowRight');
      await expect(counter(page)).toHaveText(`1 / ${total}`);
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(`${total} / ${total}`);
      // Focus stays inside while it is open.
      for (let step = 0; step < 5; step += 1) {
        await page.keyboard.press('Tab');
        expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      await lightbox.getByRole('button', { name: t(lang, 'excursion.gallery.previous') }).click();
      await expect(counter(page)).toHaveText(`${total - 1} / ${total}`);

      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(thumbnail).toBeFocused();
    });

    test('places, stops and photographer go into the request the Book Now modal sends', async ({ page }, testInfo) => {
      const excursion = await excursionIn(page, lang);
      const email = `excursion.${lang}.${testInfo.project.name}.${Date.now()}@example.com`;
      await page.goto(localizedPath(`/excursion/${KEY}`, lang));
      await live(booking(page));

      // Places to visit, and the summary of the ticked ones.
      const [first, , third] = excursion.highlights;
      await page.getByRole('checkbox', { name: first! }).check();
      await page.getByRole('checkbox', { name: third! }).check();
      await expect(page.getByText(t(lang, 'excursion.places.selected')).locator('..')).toContainText(`${first}, ${third}`);

      // Stops: up to five, then the spec's message; a blank one is not sent.
      const stop = (number: number) => page.getByRole('combobox', { name: t(lang, 'excursion.stops.label', { number }) });
      await stop(1).fill('Hôtel Plaza Athénée, Paris');
      const addStop = page.getByRole('button', { name: t(lang, 'excursion.stops.add') });
      for (let number = 2; number <= 5; number += 1) {
        await addStop.click();
        await expect(stop(number)).toBeFocused();
      }
      await expect(addStop).toHaveCount(0);
      await expect(page.getByText(t(lang, 'booking.error.maxStops'))).toBeVisible();
      await stop(2).fill('Gare Saint-Lazare, Paris');
      await page.getByRole('button', { name: t(lang, 'excursion.stops.remove', { number: 5 }) }).click();
      await expect(stop(5)).toHaveCount(0);
      await expect(addStop).toBeVisible();

      // The photographer, and the portfolio in a new tab.
      const photographer = page.getByRole('checkbox', { name: t(lang, 'excursion.photographer.label') });
      await expect(photographer).toBeChecked({ checked: excursion.photographerChecked });
      await photographer.setChecked(true);
      const portfolio = page.getByRole('link', { name: new RegExp(t(lang, 'excursion.photographer.portfolio').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(portfolio).toHaveAttribute('href', `/excursions/photographer-portfolio.${lang}.pdf`);
      await expect(portfolio).toHaveAttribute('target', '_blank');
      const pdf = await page.request.get(`/excursions/photographer-portfolio.${lang}.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await expectNoAxeViolations(page);

      // The modal: required fields, the phone rule, then the thanks.
      await page.getByRole('button', { name: t(lang, 'excursion.bookNow') }).click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      const field = (key: Parameters<typeof t>[1]) => modal.getByRole('textbox', { name: t(lang, key), exact: true });
      await modal.getByRole('button', { name: t(lang, 'excursion.modal.send') }).click();
      await expect(modal.getByRole('alert')).toHaveText(t(lang, 'excursion.error.required'));
      await expectNoAxeViolations(page);

      await field('excursion.modal.firstName').fill('Anne');
      await field('excursion.modal.lastName').fill('Lefèvre');
      await field('excursion.modal.email').fill(email);
      await field('excursion.modal.phone').pressSequentially('+33 6-12');
      await expect(field('excursion.modal.phone')).toHaveValue('33612');
      await modal.getByRole('button', { name: t(lang, 'excursion.modal.send') }).click();
      await expect(modal.getByRole('alert')).toHaveText(t(lang, 'excursion.error.phone'));
      await expect(field('excursion.modal.phone')).toHaveAttribute('aria-invalid', 'true');

      await field('excursion.modal.phone').fill('33612345678');
      await field('excursion.modal.comments').fill('Deux enfants, poussette.');
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/exquotes'));
      await modal.getByRole('button', { name: t(lang, 'excursion.modal.send') }).click();
      expect((await sent).headers()['idempotency-key']).toBeTruthy();
      await expect(modal.getByText(t(lang, 'excursion.modal.successTitle'))).toBeVisible();
      await expect(modal.getByText(t(lang, 'excursion.modal.successText'))).toBeVisible();
      await expect(modal.getByRole('link', { name: t(lang, 'excursion.modal.back') })).toHaveAttribute('href', localizedPath('/excursion', lang));
      await expectNoAxeViolations(page);

      const [stored] = queryE2eDb<Record<string, unknown>>(
        `select excursion_title, selected_highlights, stop_locations, with_photographer, phone, lang, status, important, ex_quote_number from excursion_quotes where email = ${sqlText(email)}`,
      );
      expect(stored).toMatchObject({
        excursion_title: excursion.title,
        selected_highlights: JSON.stringify([first, third]),
        stop_locations: JSON.stringify(['Hôtel Plaza Athénée, Paris', 'Gare Saint-Lazare, Paris']),
        with_photographer: 1,
        phone: '33612345678',
        lang,
        status: 'pending',
        important: 0,
      });
      expect(String(stored?.ex_quote_number)).toMatch(/^EX-\d{4}-\d{4,}$/);
      // Shown with non-breaking hyphens, so it never wraps.
      await expect(modal).toContainText(String(stored?.ex_quote_number).replaceAll('-', '\u2011'));
    });

    test('closing the modal resets it; a failed send says so and closes it @desktop', async ({ page }) => {
      await page.goto(localizedPath(`/excursion/${KEY}`, lang));
      await live(booking(page));
      const bookNow = page.getByRole('button', { name: t(lang, 'excursion.bookNow') });
      await bookNow.click();
      const modal = page.getByRole('dialog');
      const firstName = modal.getByRole('textbox', { name: t(lang, 'excursion.modal.firstName'), exact: true });
      await firstName.fill('Anne');
      await modal.getByRole('button', { name: t(lang, 'excursion.modal.send') }).click();
      await expect(modal.getByRole('alert')).toHaveText(t(lang, 'excursion.error.required'));
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(bookNow).toBeFocused();
      await bookNow.click();
      await expect(firstName).toHaveValue('');
      await expect(modal.locator('[role="alert"]')).toBeEmpty();

      await page.route('**/api/exquotes', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"x"}}' }),
      );
      await firstName.fill('Anne');
      await modal.getByRole('textbox', { name: t(lang, 'excursion.modal.lastName'), exact: true }).fill('Martin');
      await modal.getByRole('textbox', { name: t(lang, 'excursion.modal.email'), exact: true }).fill('anne.martin@example.com');
      await modal.getByRole('textbox', { name: t(lang, 'excursion.modal.phone'), exact: true }).fill('33612345678');
      await modal.getByRole('button', { name: t(lang, 'excursion.modal.send') }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByRole('alert').filter({ hasText: t(lang, 'excursion.error.failed') })).toBeVisible();
    });

    test('Ask a Question opens the contact form with the excursion named @desktop', async ({ page }) => {
      const excursion = await excursionIn(page, lang);
      await page.goto(localizedPath(`/excursion/${KEY}`, lang));
      await page.getByRole('link', { name: t(lang, 'excursion.askQuestion') }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/contact-us', lang)}\\?excursion=`));
      await expect(page.getByRole('textbox', { name: new RegExp(`^${t(lang, 'contactForm.message')}`) })).toHaveValue(
        t(lang, 'excursion.askQuestion.message', { title: excursion.title }),
      );
    });
  });
}

test('a swipe moves through the photos @phone', async ({ page }) => {
  await page.goto(`/excursion/${KEY}`);
  await live(gallery(page));
  await page
    .getByRole('list', { name: t('en', 'excursion.gallery.thumbnails') })
    .getByRole('button')
    .first()
    .tap();
  await expect(counter(page)).toHaveText('1 / 3');
  const stage = await page.locator('.ex-lightbox-stage').boundingBox();
  const y = stage!.y + stage!.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const swipe = async (fromX: number, toX: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let step = 1; step <= 5; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const right = stage!.x + stage!.width * 0.8;
  const left = stage!.x + stage!.width * 0.2;
  await swipe(right, left);
  await expect(counter(page)).toHaveText('2 / 3');
  await swipe(left, right);
  await swipe(left, right);
  await expect(counter(page)).toHaveText('3 / 3');
});
