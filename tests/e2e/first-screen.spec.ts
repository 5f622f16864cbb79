// Every pre-rendered public page paints its first screen from its HTML alone (decision 048): its CSS
// is inline (the rules it uses), no stylesheet is linked, and its HTML, compressed, stays within its
// budget. Most pages fit the first TCP window of a new connection with their headers
// (FIRST_WINDOW_BYTES); a page that does not carries its icons too (they cost it no round trip
// more), and has a budget a few per cent above what it weighs today, so it can only shrink. So does a
// page whose first screen waits for a photograph: the sprite's request would go out beside the
// photograph's, on a connection of its own. A page that still draws its icons from /icons.svg is
// within the first window and waits for no photograph. The pages the Worker renders on demand get
// their own CSS inline too; with the whole site's stylesheet they would be over budget.
import { gzipSync } from 'node:zlib';
import { LANGS, localizedPath, t } from '../../site/i18n/index.ts';
import { FIRST_WINDOW_BYTES, firstWindowBytes } from '../../scripts/lib/page-css.ts';
import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES } from './pages.ts';

const KB = 1_000;

/** How many script hashes the answer's Content-Security-Policy header lists. */
const scriptHashCount = (response: APIResponse) => (response.headers()['content-security-policy']?.match(/'sha256-/g) ?? []).length;
/**
 * The heavier pages: the home page's hero, three sections of cards and the quick form's script (its
 * own copy of the Paris-time rules, inline), the booking wizard's texts, the longer texts.
 */
const OVER_ONE_WINDOW: Readonly<Record<string, number>> = {
  '/': 25.5 * KB,
  '/bookNow': 22.7 * KB,
  '/taxi': 16.3 * KB,
  '/airporttransfers': 16.2 * KB,
  '/stationtransfers': 16.2 * KB,
  '/hourlychauffeur': 15.9 * KB,
  '/business': 15.9 * KB,
  '/tailormade': 16.4 * KB,
  '/terms-conditions': 18.2 * KB,
  '/privacy': 16.6 * KB,
};

test.describe('the first screen comes with the HTML @desktop', () => {
  for (const lang of LANGS) {
    test(`every public page in ${lang.toUpperCase()}: its own CSS inline, within its weight`, async ({ request }) => {
      // The back office's policy header lists every script hash of the build; a public page's only
      // its own, which leaves it that much more of the first window.
      const buildHashes = scriptHashCount(await request.get('/admin/login'));
      for (const { path } of PUBLIC_PAGES) {
        const url = localizedPath(path, lang);
        const response = await request.get(url);
        const html = await response.text();
        const window = firstWindowBytes(buildHashes - scriptHashCount(response));
        expect(html, `${url} links a stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
        expect(html, `${url} has no inline CSS`).toContain('<style>');
        const bytes = gzipSync(html, { level: 9 }).length;
        const budget = Math.max(OVER_ONE_WINDOW[path] ?? 0, window);
        expect(bytes, `${url} weighs ${bytes} bytes gzip, over its budget of ${budget}`).toBeLessThanOrEqual(budget);
        if (html.includes('/icons.svg?v=')) {
          expect(bytes, `${url} asks for the icon sprite while over the first window`).toBeLessThanOrEqual(window);
          expect(html, `${url} asks for the icon sprite beside its photograph`).not.toMatch(/<img\b[^>]*fetchpriority="high"/);
        }
      }
    });
  }
});

/** Pages the Worker renders on demand, with their own CSS inline too (worker/middleware/page-css.ts), and their budgets. */
const ON_DEMAND_PAGES: readonly { path: string; budget: number; status: number }[] = [
  // Its first card's photograph is its largest paint: it carries its icons, a second window.
  { path: '/excursion', budget: 14.9 * KB, status: 200 },
  // Its photographs' gallery and the request form's island carry their texts and data in the HTML
  // (each photo's variants twice, in the markup and in the island's props), and over the first
  // window anyway, it carries its icons. Two round trips carry up to about 40 KB.
  { path: '/excursion/versailles-palace-private-day-trip', budget: 23.1 * KB, status: 200 },
  { path: '/no-such-page', budget: FIRST_WINDOW_BYTES, status: 404 },
];

test.describe('the first screen comes with the HTML on the pages rendered on demand @desktop', () => {
  for (const lang of LANGS) {
    test(`the excursions and the 404 in ${lang.toUpperCase()}: their own CSS inline, within their weight`, async ({ request }) => {
      const buildHashes = scriptHashCount(await request.get('/admin/login'));
      for (const { path, budget: ownBudget, status } of ON_DEMAND_PAGES) {
        const url = localizedPath(path, lang);
        const response = await request.get(url);
        const budget = Math.max(ownBudget, firstWindowBytes(buildHashes - scriptHashCount(response)));
        expect(response.status(), url).toBe(status);
        const html = await response.text();
        expect(html, `${url} links a stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
        expect(html, `${url} has no inline CSS`).toContain('<style>');
        const bytes = gzipSync(html, { level: 9 }).length;
        expect(bytes, `${url} weighs ${bytes} bytes gzip, over its budget of ${budget}`).toBeLessThanOrEqual(budget);
        if (/<img\b[^>]*fetchpriority="high"/.test(html)) expect(html, `${url} asks for the icon sprite beside its photograph`).not.toContain('/icons.svg?v=');
      }
    });
  }
});

test.describe('a service page asks for its photograph from the <head> @desktop', () => {
  for (const lang of LANGS) {
    const url = localizedPath('/hourlychauffeur', lang);
    test(`${url}: the photograph's AVIF at its sizes, downloaded once, and no icon sprite`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(url);
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      const photo = page.locator('main picture').first();
      const avif = photo.locator('source[type="image/avif"]');
      expect(await preload.getAttribute('imagesrcset')).toBe(await avif.getAttribute('srcset'));
      expect(await preload.getAttribute('imagesizes')).toBe(await avif.getAttribute('sizes'));
      expect(await preload.getAttribute('fetchpriority')).toBe('high');
      const img = photo.locator('img');
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const file = new URL(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname;
      expect(file).toMatch(/\.avif$/);
      await page.waitForLoadState('networkidle');
      expect(asked.filter((path) => path === file)).toHaveLength(1);
      expect(asked.filter((path) => path === '/icons.svg')).toEqual([]);
    });
  }
});

test.describe('a page laid out section by section still fits a narrow window @desktop', () => {
  // The sections below the first screen are laid out when they come near (.render-when-near), with a
  // guessed height until then; a guessed width would widen a grid's column past the screen (as it did
  // in a desktop browser's narrow window, where a phone's emulation happened to lay them out at once).
  test.use({ viewport: { width: 412, height: 823 } });
  for (const path of ['/', '/hourlychauffeur', '/terms-conditions']) {
    for (const lang of LANGS) {
      const url = localizedPath(path, lang);
      test(`${url}: its texts and images within the screen, before and after scrolling to its foot`, async ({ page }) => {
        await page.goto(url);
        // The page may clip what overflows, so the widest of its texts and images, not its scroll width.
        const widest = () =>
          page.evaluate(() => ({
            right: Math.max(
              ...[...document.querySelectorAll('main :is(h1, h2, h3, p, li, img), footer :is(p, a)')].map((element) => element.getBoundingClientRect().right),
            ),
            screen: window.innerWidth,
          }));
        const atLoad = await widest();
        expect(atLoad.right).toBeLessThanOrEqual(atLoad.screen);
        await page.locator('footer').scrollIntoViewIfNeeded();
        await expect(page.locator('footer').getByRole('link').first()).toBeVisible();
        const atFoot = await widest();
        expect(atFoot.right).toBeLessThanOrEqual(atFoot.screen);
      });
    }
  }
});

test.describe('the service cards are rows without a photograph on a phone @phone', () => {
  for (const path of ['/services', '/']) {
    for (const lang of LANGS) {
      const url = localizedPath(path, lang);
      test(`${url}: no card photograph downloaded, each card its icon beside its words`, async ({ page }) => {
        const photos: string[] = [];
        page.on('request', (request) => {
          if (/\/_astro\/(taxi|airporttransfers|stationtransfers|hourlychauffeur|business|tailormade)\./.test(request.url())) photos.push(request.url());
        });
        await page.goto(url);
        const cards = page
          .locator('main li')
          .filter({ has: page.locator('a[href*="transfers"], a[href*="taxi"], a[href*="chauffeur"], a[href*="business"], a[href*="tailormade"]') });
        await expect(cards).toHaveCount(6);
        for (const card of await cards.all()) {
          await card.scrollIntoViewIfNeeded();
          await expect(card.locator('picture')).toBeHidden();
          const icon = await card.locator('svg').first().boundingBox();
          const title = await card.getByRole('link').boundingBox();
          // The icon beside the title, not above it.
          expect(icon!.x + icon!.width).toBeLessThanOrEqual(title!.x);
        }
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        expect(photos, 'photographs of the service cards downloaded on a phone').toEqual([]);
      });
    }
  }
});

/** Each of `files` was asked for after the page's first photo (elementtiming="first-photo") was drawn. */
async function expectAskedAfterTheFirstPhoto(page: Page, files: readonly string[]) {
  const { drawn, asked } = await page.evaluate(async (paths) => {
    const photoDrawn = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => {
        const photo = list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'first-photo');
        if (photo) resolve(photo.startTime);
      }).observe({ type: 'element', buffered: true }),
    );
    const startTimes = performance
      .getEntriesByType('resource')
      .filter((entry) => paths.includes(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { drawn: photoDrawn, asked: startTimes };
  }, files);
  expect(asked).toHaveLength(files.length);
  for (const time of asked) expect(time, 'a photo asked for before the first one was drawn').toBeGreaterThan(drawn);
}

test.describe("an excursion's thumbnails and the catalogue's cards, after the first photo, on a phone @phone", () => {
  for (const lang of LANGS) {
    const url = localizedPath('/excursion/versailles-palace-private-day-trip', lang);
    test(`${url}: each 96 × 72 thumbnail is asked for once the photo is drawn, in the narrowest file its srcset offers`, async ({ page }) => {
      await page.goto(url);
      const thumbnails = page.getByRole('list', { name: t(lang, 'excursion.gallery.thumbnails') }).locator('picture');
      await expect(thumbnails).not.toHaveCount(0);
      const files: string[] = [];
      // The first thumbnail is the large photo's, which the browser may draw from the file it already has.
      for (const thumbnail of (await thumbnails.all()).slice(1)) {
        const srcset = (await thumbnail.locator('source[type="image/avif"]').getAttribute('srcset')) ?? '';
        const [narrowest, width] = srcset.split(',')[0]!.trim().split(/\s+/);
        // The phone's density is 2.625: the 320 px file covers the thumbnail, the 480 px one is not needed.
        expect(width, srcset).toBe('320w');
        const img = thumbnail.locator('img');
        await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && new URL(element.currentSrc).pathname)).toBe(narrowest);
        files.push(narrowest!);
      }
      await expectAskedAfterTheFirstPhoto(page, files);
    });
  }

  for (const lang of LANGS) {
    const url = localizedPath('/excursion', lang);
    test(`${url}: the other cards' photos are asked for once the first card's is drawn`, async ({ page }) => {
      await page.goto(url);
      const later = page.locator('[data-photos] img[loading="lazy"]');
      await expect(later).not.toHaveCount(0);
      // The second card is within the browser's lazy-loading distance of a phone's first screen.
      const second = later.first();
      await expect.poll(() => second.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc)).toBeTruthy();
      await expectAskedAfterTheFirstPhoto(page, [new URL(await second.evaluate((element: HTMLImageElement) => element.currentSrc)).pathname]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the thumbnails and the cards show their photos with the page', async ({ page }) => {
      await page.goto('/excursion/versailles-palace-private-day-trip');
      const images = page.getByRole('list', { name: t('en', 'excursion.gallery.thumbnails') }).locator('img');
      await expect(images).not.toHaveCount(0);
      for (const image of await images.all()) {
        await expect(image).toBeVisible();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
      await page.goto('/excursion');
      const cards = page.locator('[data-photos] img');
      await expect(cards).not.toHaveCount(0);
      for (const card of await cards.all()) await expect(card).toBeVisible();
    });
  });
});

test.describe('a grid of cards asks for its first photograph from the <head> @desktop', () => {
  for (const path of ['/services', '/excursion']) {
    for (const lang of LANGS) {
      const url = localizedPath(path, lang);
      test(`${url}: the first card's AVIF, at the card's sizes`, async ({ page }) => {
        await page.goto(url);
        const preload = page.locator('head link[rel="preload"][as="image"]');
        await expect(preload).toHaveCount(1);
        const firstCard = page.locator('main ul > li').first().locator('source[type="image/avif"]');
        expect(await preload.getAttribute('imagesrcset')).toBe(await firstCard.getAttribute('srcset'));
        expect(await preload.getAttribute('imagesizes')).toBe(await firstCard.getAttribute('sizes'));
        expect(await preload.getAttribute('fetchpriority')).toBe('high');
        // The 320 px variants are the gallery's thumbnails'; no card is drawn that narrow.
        if (path === '/excursion')
          for (const srcset of await page.locator('main ul > li source').evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset'))))
            expect(srcset).not.toMatch(/ 320w/);
      });
    }
  }
});
