// The two quote queues, signed in: a new request appears (with the sidebar's pending badge), search
// and filters, important first, status changes (and a refused one put back), deletion, and the
// excursion quotes' own screen. The servers are shared by every test in parallel: each test makes
// its own quotes with e-mails no one else uses and searches for them.
import type { Page } from '@playwright/test';
import { QUOTES_POLL_MS } from '../../worker/contract/constants.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { PICKUP_IN_TWO_DAYS } from '../../scripts/lib/sample-requests.ts';
import { formatParisWallClock } from '../../site/islands/admin/kit/format.ts';
import { aTransferQuote, anExcursionQuote, expect, expectNoAxeViolations, openFilters, openSidebar, say, searchFor, test, uniqueTag } from './admin.ts';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const cards = (page: Page) => page.getByRole('article');

/** Opens a queue and waits for its first answer (the island is live once the counter shows). */
async function openQueue(page: Page, path: '/admin/quotes' | '/admin/exquotes') {
  await page.goto(path);
  await expect(page.getByText(/^\d+ of \d+ quotes$/)).toBeVisible();
}

async function expand(page: Page, name: string) {
  await card(page, name).getByRole('button', { name }).click();
}

test.describe('transfer quotes', () => {
  test('a new request appears with the pending badge; the search finds it', async ({ page, request, isMobile }) => {
    const quote = await aTransferQuote(request);
    await openQueue(page, '/admin/quotes');
    await openSidebar(page, isMobile);
    const quotesLink = page.getByRole('link', { name: /^Quotes \d+ pending$/ });
    await expect(quotesLink).toBeVisible();
    await expect(quotesLink).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await searchFor(page, quote.email);
    await expect(cards(page)).toHaveCount(1);
    const found = card(page, quote.name);
    await expect(found.getByText(say('dashboard.status.pending'), { exact: true })).toBeVisible();
    await expect(found.getByText(say('dashboard.queue.soon'))).toBeVisible();
    await expect(found.getByText(/^Waiting \d+ minutes?$/)).toBeVisible();
    await expect(page.getByText(/^1 of \d+ quotes$/)).toBeVisible();

    await expand(page, quote.name);
    await expect(found.getByText(say('dashboard.queue.submitted'))).toBeVisible();
    await expect(found.getByRole('link', { name: say('dashboard.queue.reply') })).toHaveAttribute('href', /^\/admin\/email-reply\/\d+\?kind=transfer$/);
  });

  test('the status and priority filters narrow the list', async ({ page, request, isMobile }) => {
    const quote = await aTransferQuote(request);
    await openQueue(page, '/admin/quotes');
    await searchFor(page, quote.email);
    await expect(card(page, quote.name)).toBeVisible();
    await openFilters(page, isMobile);

    const status = page.getByLabel(say('dashboard.queue.statusFilter'), { exact: true });
    const priority = page.getByLabel(say('dashboard.queue.priorityFilter'), { exact: true });
    await status.selectOption('confirmed');
    await expect(page.getByRole('heading', { name: say('dashboard.quotes.empty') })).toBeVisible();
    await expect(page.getByText(say('dashboard.queue.emptyFilteredHint'))).toBeVisible();
    await status.selectOption('pending');
    await expect(card(page, quote.name)).toBeVisible();
    await priority.selectOption('important');
    await expect(page.getByRole('heading', { name: say('dashboard.quotes.empty') })).toBeVisible();
    await priority.selectOption('normal');
    await expect(card(page, quote.name)).toBeVisible();
  });

  test('marking a quote important moves it first', async ({ page, request }) => {
    const tag = uniqueTag();
    const older = await aTransferQuote(request, tag, 'older');
    const newer = await aTransferQuote(request, tag, 'newer');
    await openQueue(page, '/admin/quotes');
    await searchFor(page, tag);
    await expect(cards(page)).toHaveCount(2);
    // Same name, different e-mails: told apart by their e-mail.
    await expect(cards(page).first()).toContainText(newer.email);

    const olderCard = cards(page).filter({ hasText: older.email });
    await olderCard.getByRole('button', { name: older.name }).click();
    await olderCard.getByRole('button', { name: say('dashboard.queue.important') }).click();
    await expect(cards(page).first()).toContainText(older.email);
    await expect(
      cards(page)
        .first()
        .getByRole('img', { name: say('dashboard.queue.importantStar') }),
    ).toBeVisible();
  });

  test('the Booking Summary changes the status; a refused change is put back with the message', async ({ page, request }) => {
    const quote = await aTransferQuote(request);
    await openQueue(page, '/admin/quotes');
    await searchFor(page, quote.email);
    await expand(page, quote.name);
    const details = card(page, quote.name).getByRole('button', { name: say('dashboard.queue.details') });
    await details.click();

    const summary = page.getByRole('dialog', { name: say('dashboard.summary.title') });
    await expect(summary).toBeVisible();
    await expect(summary.getByText('Eiffel Tower, Paris')).toBeVisible();
    await expect(summary.getByText('AF1234')).toBeVisible();
    await expectNoAxeViolations(page);

    const status = summary.getByLabel(say('dashboard.queue.status'));
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
    await status.selectOption('confirmed');
    await saved;
    await expect(status).toHaveValue('confirmed');
    await expect(status).toBeEnabled();

    await page.route('**/api/admin/quotes/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Forced failure' } } })
        : route.fallback(),
    );
    await status.selectOption('completed');
    await expect(summary.getByText(say('dashboard.queue.statusFailed'))).toBeVisible();
    await expect(status).toHaveValue('confirmed');

    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();
    await expect(details).toBeFocused();
    await expect(card(page, quote.name).getByText(say('dashboard.status.confirmed'), { exact: true })).toBeVisible();
  });

  test('the Booking Summary writes a round trip’s return as it writes its pickup', async ({ page, request }) => {
    const back = toParis(new Date(Date.now() + 5 * 24 * 3600_000));
    const quote = await aTransferQuote(request, undefined, 'round-trip', 'en', { transferType: 'ROUND_TRIP', returnDate: back.date, returnTime: back.time });
    await openQueue(page, '/admin/quotes');
    await searchFor(page, quote.email);
    await expand(page, quote.name);
    await card(page, quote.name)
      .getByRole('button', { name: say('dashboard.queue.details') })
      .click();

    const summary = page.getByRole('dialog', { name: say('dashboard.summary.title') });
    const valueOf = (label: string) => summary.locator('.adm-detail', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    const paris = ` ${say('dashboard.queue.parisTime')}`;
    await expect(valueOf(say('dashboard.summary.return'))).toHaveText(`${formatParisWallClock(back.date, back.time, 'en')}${paris}`);
    await expect(valueOf(say('dashboard.summary.dateTime'))).toHaveText(
      `${formatParisWallClock(PICKUP_IN_TWO_DAYS.date, PICKUP_IN_TWO_DAYS.time, 'en')}${paris}`,
    );
    // Both in the one shape: 'Thu, 3 Dec 2026, 18:30 (Paris time)'.
    const shape = /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Paris time\)$/;
    await expect(valueOf(say('dashboard.summary.return'))).toHaveText(shape);
    await expect(valueOf(say('dashboard.summary.dateTime'))).toHaveText(shape);
  });

  test('a quote is deleted after confirmation', async ({ page, request }) => {
    const quote = await aTransferQuote(request);
    await openQueue(page, '/admin/quotes');
    await searchFor(page, quote.email);
    await expand(page, quote.name);
    await card(page, quote.name)
      .getByRole('button', { name: say('dashboard.queue.delete') })
      .click();

    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(say('dashboard.quotes.deleteConfirm'));
    await confirm.getByRole('button', { name: say('dashboard.queue.delete') }).click();
    await expect(card(page, quote.name)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: say('dashboard.quotes.empty') })).toBeVisible();
  });
});

test.describe('transfer quotes, when the server refuses', () => {
  test('a refused priority change or deletion says so and leaves the quote as it was', async ({ page, request }) => {
    const quote = await aTransferQuote(request);
    await openQueue(page, '/admin/quotes');
    await searchFor(page, quote.email);
    await expand(page, quote.name);
    await page.route('**/api/admin/quotes/*', (route) =>
      ['PATCH', 'DELETE'].includes(route.request().method())
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Forced failure' } } })
        : route.fallback(),
    );
    const found = card(page, quote.name);
    const important = found.getByRole('button', { name: say('dashboard.queue.important') });
    await important.click();
    await expect(page.getByRole('alert').filter({ hasText: say('dashboard.queue.priorityFailed') })).toBeVisible();
    await expect(important).toHaveAttribute('aria-pressed', 'false');

    await found.getByRole('button', { name: say('dashboard.queue.delete') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: say('dashboard.queue.delete') })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: say('dashboard.quotes.deleteFailed') })).toBeVisible();
    await expect(found).toBeVisible();
  });

  test('a quote:new event refreshes the list at once', async ({ page, request }) => {
    const tag = uniqueTag();
    await openQueue(page, '/admin/quotes');
    await searchFor(page, tag);
    await expect(page.getByRole('heading', { name: say('dashboard.quotes.empty') })).toBeVisible();
    const quote = await aTransferQuote(request, tag);
    await page.evaluate(() => window.dispatchEvent(new Event('quote:new')));
    await expect(card(page, quote.name)).toBeVisible({ timeout: 3_000 });
  });
});

test.describe('excursion quotes', () => {
  test('a request appears with its details; status on the card, the details modal, deletion', async ({ page, request, isMobile }) => {
    const quote = await anExcursionQuote(request);
    await openQueue(page, '/admin/exquotes');
    await expect(page.getByRole('heading', { level: 1, name: say('dashboard.exquotes.heading') })).toBeVisible();
    await expect(page.getByPlaceholder(say('dashboard.exquotes.searchPlaceholder'))).toBeVisible();
    await openSidebar(page, isMobile);
    await expect(page.getByRole('link', { name: /^EX Quotes \d+ pending$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await searchFor(page, quote.email);
    const found = card(page, quote.name);
    await expect(found).toContainText(quote.excursionTitle);
    await expect(found).toContainText(quote.email);
    await expect(found.getByText('JT', { exact: true })).toBeAttached();

    const status = found.getByLabel(say('dashboard.queue.status'));
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.ok());
    await status.selectOption('replied');
    await saved;
    await expect(status).toHaveValue('replied');

    await expand(page, quote.name);
    await found.getByRole('button', { name: say('dashboard.queue.details') }).click();
    const details = page.getByRole('dialog', { name: say('dashboard.exquotes.detailsTitle') });
    await expect(details).toContainText(quote.excursionTitle);
    await expect(details.getByLabel(say('dashboard.queue.status'))).toHaveValue('replied');
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: say('dashboard.queue.close') }).click();
    await expect(details).toBeHidden();

    await found.getByRole('button', { name: say('dashboard.queue.delete') }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(say('dashboard.exquotes.deleteConfirm'));
    await confirm.getByRole('button', { name: say('dashboard.queue.delete') }).click();
    await expect(page.getByRole('heading', { name: say('dashboard.exquotes.empty') })).toBeVisible();
  });
});

test.describe('polling', () => {
  // The back office's service worker fetches the dashboard's pages itself (public/admin/sw.js), where
  // page.route does not see them: this describe routes the login page, so it runs without one.
  test.use({ serviceWorkers: 'block' });

  test('the polls ask with the tag they hold, so an unchanged list or count is a 304', async ({ page }) => {
    await page.clock.install();
    const firstCounts = page.waitForResponse((response) => response.url().endsWith('/api/admin/metrics/pending-counts') && response.status() === 200);
    const firstList = page.waitForResponse((response) => response.url().includes('/api/admin/quotes?') && response.status() === 200);
    await page.goto('/admin/quotes');
    const countsTag = await (await firstCounts).headerValue('etag');
    const listTag = await (await firstList).headerValue('etag');
    expect(countsTag).toBeTruthy();
    expect(listTag).toBeTruthy();

    const countsAgain = page.waitForRequest((request) => request.url().endsWith('/api/admin/metrics/pending-counts') && 'if-none-match' in request.headers());
    const listAgain = page.waitForRequest((request) => request.url().includes('/api/admin/quotes?') && 'if-none-match' in request.headers());
    // A poll period of page time at a time until both have asked again: the list's poll restarts
    // when its first answer is rendered, which may be just after a first step.
    let asked = false;
    void Promise.all([countsAgain, listAgain]).then(
      () => (asked = true),
      () => undefined,
    );
    await expect
      .poll(async () => {
        if (!asked) await page.clock.runFor(QUOTES_POLL_MS);
        return asked;
      })
      .toBe(true);
    expect((await countsAgain).headers()['if-none-match']).toBe(countsTag);
    expect((await listAgain).headers()['if-none-match']).toBe(listTag);
  });

  test('an answer saying the session is over sends the browser to the login page', async ({ page }) => {
    await page.route('**/api/admin/metrics/pending-counts', (route) =>
      route.fulfill({ status: 401, json: { error: { code: 'unauthorized', message: 'Please sign in to continue.' } } }),
    );
    // The session is still valid here, so the real login page would send the browser straight back.
    await page.route('**/admin/login', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Login</title>' }));
    await page.goto('/admin/quotes');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
