// The home page: rotating hero and the quick booking form that carries its values to /bookNow.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { localizedPath, t, LANGS } from '../../site/i18n/index.ts';
import { earliestPickup } from '../../worker/contract/paris-time.ts';

for (const lang of LANGS) {
  test.describe(`home (${lang.toUpperCase()})`, () => {
    test('the quick form carries its five values to /bookNow in the URL', async ({ page }) => {
      await page.goto(localizedPath('/', lang));
      const form = page.getByRole('form', { name: t(lang, 'quickForm.heading') });
      await form.getByLabel(t(lang, 'quickForm.pickup'), { exact: true }).fill('Paris Charles de Gaulle Airport (CDG), Terminal 2E');
      await form.getByLabel(t(lang, 'quickForm.dropoff'), { exact: true }).fill('12 rue de la Paix, 75002 Paris');
      await form.getByLabel(t(lang, 'quickForm.pickupDate'), { exact: true }).fill('2027-03-14');
      await form.getByLabel(t(lang, 'quickForm.pickupTime'), { exact: true }).fill('09:30');
      await form.getByLabel(t(lang, 'quickForm.transferType'), { exact: true }).selectOption('ROUND_TRIP');
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: t(lang, 'quickForm.submit') }).click();

      await expect(page).toHaveURL((url) => url.pathname === localizedPath('/bookNow', lang));
      const params = new URL(page.url()).searchParams;
      expect(Object.fromEntries(params)).toEqual({
        pickupValue: 'Paris Charles de Gaulle Airport (CDG), Terminal 2E',
        dropoffValue: '12 rue de la Paix, 75002 Paris',
        pickupDate: '2027-03-14',
        pickupTime: '09:30',
        transferType: 'ROUND_TRIP',
      });
    });

    test('the date picker starts 36 hours from now, Paris time, once the form is used', async ({ page }) => {
      // Two minutes before midnight in Paris: 36 hours on is the day after next, at noon.
      const now = new Date('2030-03-10T22:58:00Z');
      await page.clock.setFixedTime(now);
      await page.goto(localizedPath('/', lang));
      const date = page.getByLabel(t(lang, 'quickForm.pickupDate'), { exact: true });
      await date.focus();
      expect(earliestPickup(now).date).toBe('2030-03-12');
      await expect(date).toHaveAttribute('min', '2030-03-12');
      // Only on that first day is the time limited too.
      await date.fill('2030-03-12');
      await expect(page.getByLabel(t(lang, 'quickForm.pickupTime'), { exact: true })).toHaveAttribute('min', '12:00');
    });

    test('the page does no date work while it loads: the limits come with the first touch, not when the browser is idle', async ({ page }) => {
      // Making the Paris clock loads the time-zone data, a long task (decision 048): not in the page's load.
      const now = new Date('2030-03-10T22:58:00Z');
      await page.clock.install({ time: now });
      await page.goto(localizedPath('/', lang));
      const date = page.getByLabel(t(lang, 'quickForm.pickupDate'), { exact: true });
      // Well past the 4-second idle deadline the form once had.
      await page.clock.runFor(10_000);
      await expect(date).not.toHaveAttribute('min');
      await date.dispatchEvent('pointerdown');
      await expect(date).toHaveAttribute('min', '2030-03-12');
    });

    test('each field has a help tooltip that opens by keyboard', async ({ page }) => {
      await page.goto(localizedPath('/', lang));
      const help = page.getByRole('button', { name: t(lang, 'quickForm.helpLabel', { field: t(lang, 'quickForm.pickupDate') }) });
      await help.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(t(lang, 'quickForm.help.pickupDate'))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByText(t(lang, 'quickForm.help.pickupDate'))).toBeHidden();
    });
  });
}

test.describe('hero rotation', () => {
  // The suite runs with reduced motion (playwright.config.ts); the rotation is for everyone else.
  test.use({ reducedMotion: 'no-preference' });

  test('desktop rotates two images @desktop', async ({ page }) => {
    await page.goto('/');
    const pictures = page.locator('.home-hero picture');
    await expect(pictures).toHaveCount(3);
    await expect(pictures.nth(2)).toBeHidden();
    const animation = await page.locator('.hero-image-2').evaluate((image) => getComputedStyle(image).animationDuration);
    expect(animation).toBe('10s');
  });

  test('phones rotate three images @phone', async ({ page }) => {
    await page.goto('/');
    const duration = (selector: string) => page.locator(selector).evaluate((image) => getComputedStyle(image).animationDuration);
    expect(await duration('.hero-image-2')).toBe('15s');
    expect(await duration('.hero-image-3')).toBe('15s');
  });

  test('stays still for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('.hero-image-2').evaluate((image) => getComputedStyle(image).animationName)).toBe('none');
    await context.close();
  });

  test('the first hero image is preloaded and eager, the others lazy', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="preload"][as="image"][type="image/avif"]')).toHaveCount(1);
    await expect(page.locator('.hero-image-1')).toHaveAttribute('loading', 'eager');
    await expect(page.locator('.hero-image-2')).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('.home-hero source[type="image/avif"]:not([media])').first()).toHaveAttribute('srcset', /\d+w/);
  });

  test('phones draw the first hero image from the page itself, wider screens download it (decision 048)', async ({ page, isMobile }) => {
    const heroRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/hero-1\./.test(request.url())) heroRequests.push(request.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    const first = page.locator('.hero-image-1');
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const source = await first.evaluate((image: HTMLImageElement) => image.currentSrc);
    if (isMobile) {
      expect(source).toMatch(/^data:image\/avif;base64,/);
      expect(heroRequests).toEqual([]);
    } else {
      expect(source).toMatch(/\/hero-1\.[^/]*\.avif$/);
    }
  });

  test('the rotating images are downloaded once the page has loaded, not with the first screen', async ({ page }) => {
    const heroRequests: { url: string; beforeLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      if (/\/hero-[23]\./.test(request.url())) heroRequests.push({ url: request.url(), beforeLoad: !loaded });
    });
    const second = page.waitForRequest(/\/hero-2\./);
    await page.goto('/');
    await second;
    await expect(page.locator('.home-hero')).toHaveAttribute('data-rotating');
    await expect(page.locator('.hero-image-2')).toHaveJSProperty('complete', true);
    expect(heroRequests.filter((request) => request.beforeLoad)).toEqual([]);
  });

  test('visitors who prefer reduced motion never download the rotating images', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const heroRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/hero-[23]\./.test(request.url())) heroRequests.push(request.url());
    });
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('.hero-image-1')).toHaveJSProperty('complete', true);
    await expect(page.locator('.home-hero')).not.toHaveAttribute('data-rotating');
    expect(heroRequests).toEqual([]);
    await context.close();
  });
});
