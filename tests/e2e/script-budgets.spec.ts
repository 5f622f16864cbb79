// What each page makes the browser download in JavaScript before anyone touches it (issue 27, item 5):
// every public page in both languages and every back-office screen, loaded and left alone until the
// network is quiet, its same-origin scripts summed (decoded bytes, as the Performance API reports
// them). Each has a budget a few per cent above what it loads today, so a new dependency, an island
// hydrated too early or a second copy of a library fails `npm test` rather than a bench nobody ran.
// The public pages that need no script load none at all. zod never reaches a browser (bundles.spec.ts).
import type { Page } from '@playwright/test';
import { localizedPath } from '../../site/i18n/index.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { aTransferQuote, expect, test } from './admin.ts';
import { PUBLIC_PAGES } from './pages.ts';

const KB = 1_000;

/**
 * The public pages with a script file before interaction, and their budgets: none today. An
 * excursion's gallery and request form hydrate when they are used, the contact form's script comes
 * on its first use (site/browser/on-first-use.ts), the home page's quick form script is inline in
 * the page (scripts/lib/own-copies.ts).
 */
const PUBLIC_BUDGETS: Readonly<Record<string, number>> = {};

/**
 * The back office's screens: React (about 220 kB) and the kit are shared by all; each screen adds its
 * own code. Insights adds Chart.js (about 170 kB), fetched once its figures are in.
 */
const ADMIN_BUDGETS: Readonly<Record<string, number>> = {
  '/admin/quotes': 290 * KB,
  '/admin/exquotes': 285 * KB,
  '/admin/excursions': 290 * KB,
  '/admin/agenda': 285 * KB,
  '/admin/chauffeurs': 280 * KB,
  '/admin/insights': 460 * KB,
  '/admin/meeting-points': 285 * KB,
  '/admin/messages': 275 * KB,
  '/admin/outbox': 270 * KB,
  '/admin/audit': 270 * KB,
  '/admin/security': 270 * KB,
  '/admin/privacy': 270 * KB,
  '/admin/email-reply/:id': 355 * KB,
};

interface LoadedScript {
  path: string;
  bytes: number;
}

/** The same-origin scripts the page has loaded once the network is quiet, untouched. */
async function scriptsBeforeInteraction(page: Page, path: string): Promise<LoadedScript[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name), bytes: (entry as PerformanceResourceTiming).decodedBodySize }))
      .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map(({ url, bytes }) => ({ path: url.pathname, bytes })),
  );
}

/** A script's name without its content hash ('client.Ty7HGgGm.js' → 'client'): two of one name are two copies. */
const stem = (path: string) => (path.split('/').pop() ?? path).split('.')[0]!;

function expectWithin(path: string, scripts: LoadedScript[], budget: number) {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const detail = scripts.map((script) => `${script.path} ${script.bytes}`).join('\n');
  expect(total, `${path} loads ${total} bytes of JavaScript, over its budget of ${budget}:\n${detail}`).toBeLessThanOrEqual(budget);
  const stems = scripts.map((script) => stem(script.path));
  expect(
    stems.filter((name, index) => stems.indexOf(name) !== index),
    `${path} loads two copies of a script:\n${detail}`,
  ).toEqual([]);
}

/** Each of `paths` measured in a tab of its own, a few at a time (each waits half a second of quiet). */
async function measureAll(page: Page, paths: readonly { path: string; budget: number }[]) {
  const queue = [...paths];
  const tab = async (tabPage: Page) => {
    for (let next = queue.shift(); next; next = queue.shift()) expectWithin(next.path, await scriptsBeforeInteraction(tabPage, next.path), next.budget);
  };
  const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => page.context().newPage())))];
  await Promise.all(tabs.map(tab));
}

test.describe('JavaScript before interaction, within budget @desktop', () => {
  // Thirty-odd pages, each waited on until its network is quiet: on a busy CI machine the public
  // pages' round took the whole two minutes once.
  test.describe.configure({ timeout: 240_000 });

  test('every public page, in both languages', async ({ page, request }) => {
    const excursions = (await (await request.get('/api/excursions')).json()) as { key: string }[];
    const paths = [...PUBLIC_PAGES.map(({ path }) => path), '/excursion', `/excursion/${excursions[0]!.key}`];
    await measureAll(
      page,
      paths.flatMap((path) => (['en', 'fr'] as const).map((lang) => ({ path: localizedPath(path, lang), budget: PUBLIC_BUDGETS[path] ?? 0 }))),
    );
  });

  test('every back-office screen', async ({ page, request }) => {
    const { email } = await aTransferQuote(request);
    const [quote] = queryE2eDb<{ id: number }>(`select id from quotes where email = ${sqlText(email)}`);
    await measureAll(
      page,
      Object.entries(ADMIN_BUDGETS).map(([screen, budget]) => ({
        path: screen === '/admin/email-reply/:id' ? `/admin/email-reply/${quote!.id}?kind=transfer` : screen,
        budget,
      })),
    );
  });
});
