// Insights (issue 26, item 2; decision 044): the screen draws its charts and tables from the e2e
// server's fixture (scripts/lib/insights-fixture.ts: nine requests in October and November 2025),
// whose answers are written here by hand, in English and in French, on the desktop and on a phone,
// axe clean. Chart.js is fetched by this screen only; the period is kept in the address; a wrong
// period is refused on its field; a failed load says so and tries again.
import type { Page } from '@playwright/test';
import { t } from '../../site/i18n/index.ts';
import { expect, expectNoAxeViolations, openSidebar, say, test } from './admin.ts';

const FIXTURE = '/admin/insights?from=2025-10&to=2025-11';

/** The cells of the table named `caption`, row by row, as the reader sees them. */
async function tableOf(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return table.evaluate((element: HTMLTableElement) =>
    [...element.tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => (cell.textContent ?? '').trim())),
  );
}

/** Every chart of the screen is on its canvas, and the first has really drawn something. */
async function expectChartsDrawn(page: Page, charts: number) {
  await expect(page.locator('.adm-insights-chart[data-drawn="true"]')).toHaveCount(charts);
  const painted = await page
    .locator('.adm-insights-chart canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count += 1;
      return count;
    });
  expect(painted).toBeGreaterThan(500);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const WEEKS_EN = [
  '29 September 2025',
  '6 October 2025',
  '13 October 2025',
  '20 October 2025',
  '27 October 2025',
  '3 November 2025',
  '10 November 2025',
  '17 November 2025',
  '24 November 2025',
];
const WEEKS_FR = [
  '29 septembre 2025',
  '6 octobre 2025',
  '13 octobre 2025',
  '20 octobre 2025',
  '27 octobre 2025',
  '3 novembre 2025',
  '10 novembre 2025',
  '17 novembre 2025',
  '24 novembre 2025',
];
/** Transfers and excursions of each week of the fixture. */
const KINDS = [
  [1, 0],
  [1, 0],
  [1, 1],
  [1, 0],
  [2, 1],
  [0, 0],
  [0, 0],
  [1, 0],
  [0, 0],
];
/** English and French requests of each week. */
const LANGS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, 0],
  [2, 1],
  [0, 0],
  [0, 0],
  [0, 1],
  [0, 0],
];

test('the figures of a known period, in charts and tables', async ({ page, isMobile }) => {
  await page.goto(FIXTURE);
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.insights.heading') })).toBeVisible();
  await expect(page.getByText(say('dashboard.insights.period', { from: 'October 2025', to: 'November 2025' }))).toBeVisible();

  expect(await tableOf(page, say('dashboard.insights.kinds.heading'))).toEqual(
    WEEKS_EN.map((week, i) => [week, String(KINDS[i]![0]), String(KINDS[i]![1]), String(KINDS[i]![0]! + KINDS[i]![1]!)]),
  );
  expect(await tableOf(page, say('dashboard.insights.langs.heading'))).toEqual(WEEKS_EN.map((week, i) => [week, ...LANGS[i]!.map(String)]));
  const none = say('dashboard.insights.reply.none');
  expect(await tableOf(page, say('dashboard.insights.reply.heading'))).toEqual([
    [WEEKS_EN[0], '1', '30 min'],
    [WEEKS_EN[1], '1', '1 h 30 min'],
    // 10 and 60 minutes: the median of two is their mean.
    [WEEKS_EN[2], '2', '35 min'],
    [WEEKS_EN[3], '0', none],
    // 120, 45 and 20 minutes.
    [WEEKS_EN[4], '3', '45 min'],
    [WEEKS_EN[5], '0', none],
    [WEEKS_EN[6], '0', none],
    [WEEKS_EN[7], '1', '5 h 0 min'],
    [WEEKS_EN[8], '0', none],
  ]);
  expect(await tableOf(page, say('dashboard.insights.funnel.heading'))).toEqual([
    [say('dashboard.insights.funnel.requested'), '9', '100%'],
    [say('dashboard.insights.funnel.offered'), '5', '56%'],
    [say('dashboard.insights.funnel.paid'), '4', '44%'],
    [say('dashboard.insights.funnel.completed'), '2', '22%'],
    [say('dashboard.insights.funnel.cancelled'), '2', '22%'],
  ]);
  expect(await tableOf(page, say('dashboard.insights.money.heading'))).toEqual([
    ['October 2025', '3', '€1,070', '€250', '€820'],
    ['November 2025', '1', '€90', '€0', '€90'],
  ]);
  expect(await tableOf(page, say('dashboard.insights.routes.heading'))).toEqual([
    ['Paris Charles de Gaulle Airport (CDG), Terminal 2E → Hôtel Ritz Paris, 15 Place Vendôme', '4'],
    ['Gare de Lyon, Paris → Disneyland Paris', '2'],
    ['Paris Orly Airport (ORY), Terminal 4 → Eiffel Tower, Paris', '1'],
  ]);
  expect(await tableOf(page, say('dashboard.insights.excursions.heading'))).toEqual([
    ['Giverny and Monet’s Gardens', '1'],
    ['Versailles Palace and Gardens', '1'],
  ]);
  const summary = page.getByRole('region', { name: say('dashboard.insights.summary') });
  await expect(summary.locator('dd')).toHaveText(['9', '4', '44%', '€910']);

  await expectChartsDrawn(page, 7);
  await expect(page.getByRole('img', { name: say('dashboard.insights.chart', { title: say('dashboard.insights.funnel.heading') }) })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Another period, from the form: the address keeps it, and November alone has two requests.
  await page.getByLabel(say('dashboard.insights.from')).fill('2025-11');
  await page.getByRole('button', { name: say('dashboard.insights.show') }).click();
  await expect(page).toHaveURL(/\?from=2025-11&to=2025-11$/);
  await expect
    .poll(() => tableOf(page, say('dashboard.insights.funnel.heading')).then((rows) => rows[0]))
    .toEqual([say('dashboard.insights.funnel.requested'), '2', '100%']);
  expect(await tableOf(page, say('dashboard.insights.money.heading'))).toEqual([['November 2025', '1', '€90', '€0', '€90']]);
  await expect(page.getByText(say('dashboard.insights.excursions.none'))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(say('dashboard.insights.from'))).toHaveValue('2025-11');
  await expect(page.getByText(say('dashboard.insights.period', { from: 'November 2025', to: 'November 2025' }))).toBeVisible();
  // The figures are in (the screen is live, its one request made) before the requests are counted.
  await expect(page.getByRole('table', { name: say('dashboard.insights.funnel.heading') })).toBeVisible();

  // A last month before the first is refused on its field, before any request.
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/insights')) asked += 1;
  });
  await page.getByLabel(say('dashboard.insights.from')).fill('2025-12');
  await page.getByRole('button', { name: say('dashboard.insights.show') }).click();
  const to = page.getByLabel(say('dashboard.insights.to'));
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toBeFocused();
  await expect(page.getByText(t('en', 'adminInsights.field.range.invalid'))).toBeVisible();
  expect(asked).toBe(0);

  // The sidebar leads here, the current page marked.
  await openSidebar(page, isMobile);
  await expect(page.getByRole('link', { name: say('dashboard.shell.insights') })).toHaveAttribute('aria-current', 'page');
});

test('in French: the same figures in the dashboard’s French', async ({ page }) => {
  await page.goto(FIXTURE);
  await page
    .getByRole('group', { name: t('en', 'dashboard.shell.language') })
    .getByRole('button', { name: t('fr', 'lang.name') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const fr = (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => t('fr', key, vars);
  await expect(page.getByRole('heading', { level: 1, name: fr('dashboard.insights.heading') })).toBeVisible();
  await expect(page.getByText(fr('dashboard.insights.period', { from: 'octobre 2025', to: 'novembre 2025' }))).toBeVisible();

  expect(await tableOf(page, fr('dashboard.insights.kinds.heading'))).toEqual(
    WEEKS_FR.map((week, i) => [week, String(KINDS[i]![0]), String(KINDS[i]![1]), String(KINDS[i]![0]! + KINDS[i]![1]!)]),
  );
  const reply = await tableOf(page, fr('dashboard.insights.reply.heading'));
  expect(reply[1]).toEqual([WEEKS_FR[1], '1', '1\u00a0h\u00a030\u00a0min']);
  expect(reply[3]).toEqual([WEEKS_FR[3], '0', fr('dashboard.insights.reply.none')]);
  expect(await tableOf(page, fr('dashboard.insights.funnel.heading'))).toEqual([
    [fr('dashboard.insights.funnel.requested'), '9', '100\u00a0%'],
    [fr('dashboard.insights.funnel.offered'), '5', '56\u00a0%'],
    [fr('dashboard.insights.funnel.paid'), '4', '44\u00a0%'],
    [fr('dashboard.insights.funnel.completed'), '2', '22\u00a0%'],
    [fr('dashboard.insights.funnel.cancelled'), '2', '22\u00a0%'],
  ]);
  expect(await tableOf(page, fr('dashboard.insights.money.heading'))).toEqual([
    ['octobre 2025', '3', '1\u202f070\u00a0€', '250\u00a0€', '820\u00a0€'],
    ['novembre 2025', '1', '90\u00a0€', '0\u00a0€', '90\u00a0€'],
  ]);
  await expectChartsDrawn(page, 7);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('Chart.js is fetched by the Insights screen only, once its figures are in @desktop', async ({ page }) => {
  const charts: string[] = [];
  page.on('response', (response) => {
    if (/insights-charts[^/]*\.js$/.test(new URL(response.url()).pathname)) charts.push(response.url());
  });
  await page.goto('/admin/quotes');
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.quotes.heading') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(charts).toEqual([]);
  await page.goto(FIXTURE);
  await expectChartsDrawn(page, 7);
  expect(charts).toHaveLength(1);
});

test('a failed load says so, and Try again shows the figures @desktop', async ({ page }) => {
  await page.route('**/api/admin/insights?*', (route) => route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } }));
  await page.goto(FIXTURE);
  await expect(page.getByRole('alert').filter({ hasText: say('dashboard.insights.loadFailed') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute('**/api/admin/insights?*');
  await page.getByRole('button', { name: say('dashboard.insights.retry') }).click();
  await expect(page.getByRole('table', { name: say('dashboard.insights.funnel.heading') })).toBeVisible();
});
