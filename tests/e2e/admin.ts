// The back office's test helpers: a `test` whose pages are signed in as the e2e admin (signed in once
// per worker through the login page, its cookie reused through storageState), the sign-in itself,
// and quotes made through the public API with e-mails no other test uses.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures.ts';
import { t } from '../../site/i18n/index.ts';
import { E2E_ADMIN } from '../../scripts/lib/e2e-admin.ts';
import { aQuoteRequest, aRequestFor } from '../../scripts/lib/sample-requests.ts';

export { expect };
export { expectNoAxeViolations } from './fixtures.ts';

/** A dashboard text (the dashboard speaks English). */
export const say = (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => t('en', key, vars);

/** Signs in through the login page and waits for the quotes screen. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel(say('dashboard.login.username')).fill(E2E_ADMIN.username);
  await page.getByLabel(say('dashboard.login.password'), { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: say('dashboard.login.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
}

/** Pages signed in as the e2e admin: one sign-in per worker, its cookie reused by every test. */
export const test = base.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => {
      const file = workerInfo.project.outputDir + `/.admin-state-${workerInfo.workerIndex}.json`;
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, storageState: undefined });
      await signIn(await context.newPage());
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
});

/** A tag no other test (nor another run on the same server) uses: searched for to find one's own quotes. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Letters only, for the name fields: the tag's digits spelt as letters. */
const lettersOf = (tag: string) => tag.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);

/**
 * A transfer quote through POST /api/quotes, as the booking wizard sends it (scripts/lib/sample-requests.ts):
 * CDG to the Eiffel Tower two days ahead, unless `overrides` say otherwise. Answers the e-mail and the name to look for.
 */
export async function aTransferQuote(
  request: APIRequestContext,
  tag = uniqueTag(),
  emailPrefix = 'transfer',
  lang: 'en' | 'fr' = 'en',
  overrides: Record<string, unknown> = {},
) {
  const email = `${emailPrefix}-${tag}@example.com`;
  const lastName = `Queue${lettersOf(tag)}`;
  const answer = await request.post('/api/quotes', { data: aQuoteRequest({ lang, lastName, email, ...overrides }) });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, name: `Claire ${lastName}`, tag };
}

/** An excursion quote through POST /api/exquotes for the first demo excursion. */
export async function anExcursionQuote(request: APIRequestContext, tag = uniqueTag()) {
  const excursions = (await (await request.get('/api/excursions')).json()) as { id: number; title: string; highlights: string[] }[];
  const excursion = excursions[0]!;
  const email = `excursion-${tag}@example.com`;
  const lastName = `Tour${lettersOf(tag)}`;
  const answer = await request.post('/api/exquotes', {
    data: aRequestFor(excursion, { lastName, email }),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { email, name: `Jane ${lastName}`, excursionTitle: excursion.title, tag };
}

/** On a phone the sidebar sits behind its Menu button. */
export async function openSidebar(page: Page, isMobile: boolean): Promise<void> {
  if (!isMobile) return;
  const menu = page.getByRole('button', { name: say('dashboard.shell.menu') });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** On a phone the status and priority filters sit behind the Filters button. */
export async function openFilters(page: Page, isMobile: boolean): Promise<void> {
  if (!isMobile) return;
  const filters = page.getByRole('button', { name: say('dashboard.queue.filters') });
  if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
}

/** Types a search and waits for the list to answer it. */
export async function searchFor(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes(`q=${encodeURIComponent(text)}`) && response.status() === 200);
  await page.getByRole('searchbox').fill(text);
  await answered;
}

/**
 * Messages opens the newest conversation by itself on a wide screen, and opening one marks it read.
 * The journeys run side by side, so the newest may be another journey's, read under its feet: a
 * journey lets only its own thread open on its page (any other answers 404 there, and stays unread),
 * and holds even that one until it has seen it unread. Returns the release.
 */
export async function guardThreads(page: Page, ownId: number): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/admin\/messages\/\d+$/, async (route) => {
    if (!new URL(route.request().url()).pathname.endsWith(`/${ownId}`)) {
      await route.fulfill({ status: 404, json: { error: { code: 'not_found', message: 'another journey’s conversation' } } });
      return;
    }
    await held;
    await route.continue();
  });
  return release;
}
