// The operator's cockpit (issue 26 item 1): a new request is announced at once in the open back
// office (a browser notification when allowed, the queue reloaded without a reload of the page),
// driven by a faked clock: one pending-count poll, shorter than the queue's own poll.
import { PENDING_COUNTS_POLL_MS, QUOTES_POLL_MS } from '../../worker/contract/constants.ts';
import { t } from '../../site/i18n/index.ts';
import type { Page } from '@playwright/test';
import { aTransferQuote, anExcursionQuote, expect, expectNoAxeViolations, openSidebar, say, test } from './admin.ts';

declare global {
  interface Window {
    shownNotices?: { title: string; lang?: string }[];
  }
}

/** A Notification that records what is shown (headless browsers show none), permission granted. */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    window.shownNotices = [];
    class RecordedNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { lang?: string }) {
        window.shownNotices!.push({ title, lang: options?.lang });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
  });
}

test.describe('new requests at once', () => {
  test('a new transfer request shows a notification and enters the open queue without a reload', async ({ page, context, request, isMobile }) => {
    expect(PENDING_COUNTS_POLL_MS).toBeLessThan(QUOTES_POLL_MS);
    await context.grantPermissions(['notifications']);
    await recordNotifications(page);
    await page.clock.install();
    const firstCounts = page.waitForResponse((response) => response.url().endsWith('/api/admin/metrics/pending-counts') && response.ok());
    await page.goto('/admin/quotes');
    await expect(page.getByText(/^\d+ of \d+ quotes$/)).toBeVisible();
    await firstCounts;
    await openSidebar(page, isMobile);
    await expect(page.getByText(say('dashboard.shell.noticesOn'))).toBeVisible();
    const loads = [] as string[];
    page.on('load', () => loads.push(page.url()));

    const quote = await aTransferQuote(request);
    const nextCounts = page.waitForResponse((response) => response.url().endsWith('/api/admin/metrics/pending-counts') && response.status() === 200);
    await page.clock.runFor(PENDING_COUNTS_POLL_MS);
    await nextCounts;

    await expect.poll(() => page.evaluate(() => window.shownNotices)).toContainEqual({ title: say('dashboard.shell.noticeTransfer'), lang: 'en' });
    await expect(page.getByRole('article', { name: quote.name })).toBeVisible();
    expect(loads).toEqual([]);
  });

  test('a new excursion request shows its own notification and enters the open excursion queue', async ({ page, context, request }) => {
    await context.grantPermissions(['notifications']);
    await recordNotifications(page);
    await page.clock.install();
    const firstCounts = page.waitForResponse((response) => response.url().endsWith('/api/admin/metrics/pending-counts') && response.ok());
    await page.goto('/admin/exquotes');
    await expect(page.getByText(/^\d+ of \d+ quotes$/)).toBeVisible();
    await firstCounts;

    const quote = await anExcursionQuote(request);
    const nextCounts = page.waitForResponse((response) => response.url().endsWith('/api/admin/metrics/pending-counts') && response.status() === 200);
    await page.clock.runFor(PENDING_COUNTS_POLL_MS);
    await nextCounts;

    await expect.poll(() => page.evaluate(() => window.shownNotices)).toContainEqual({ title: say('dashboard.shell.noticeExcursion'), lang: 'en' });
    await expect(page.getByRole('article', { name: quote.name })).toBeVisible();
  });
});

test.describe('the installable back office', () => {
  test('Chromium finds the manifest installable @desktop', async ({ page }) => {
    await page.goto('/admin/quotes');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest');
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors;
      })
      .toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/admin\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  });

  test('without the network, a dashboard page shows the offline page', async ({ page, context }) => {
    await page.goto('/admin/quotes');
    await expect(page.getByText(/^\d+ of \d+ quotes$/)).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The page is controlled once the worker has claimed it (clients.claim on activate).
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    try {
      await page.goto('/admin/exquotes');
      await expect(page.getByRole('heading', { level: 1, name: say('dashboard.offline.heading') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('fr', 'dashboard.offline.heading') })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await context.setOffline(false);
    }
  });

  test('the service worker keeps nothing but the offline page', async ({ page }) => {
    await page.goto('/admin/quotes');
    await expect(page.getByText(/^\d+ of \d+ quotes$/)).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByText(/^\d+ of \d+ quotes$/)).toBeVisible();
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept).toEqual(['/admin/offline']);
  });
});
