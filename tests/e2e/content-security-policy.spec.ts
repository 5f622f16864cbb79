// The production Content-Security-Policy in a real browser: every public page loads and runs its
// own scripts without a single refusal (the fixture in fixtures.ts fails any journey that causes
// one), and a script injected into a page does not run.
import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES } from './pages.ts';
import { LANGS, localizedPath } from '../../site/i18n/index.ts';
import { carriedScriptHashes } from '../../scripts/lib/page-csp.ts';

/** The sources one directive of a policy allows. */
const sources = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? [];

const bookingIsland = 'astro-island[component-url*="booking-wizard"]';

for (const lang of LANGS) {
  test(`every ${lang.toUpperCase()} page runs under the strict policy without a violation @desktop`, async ({ page, cspViolations }) => {
    for (const { path } of [...PUBLIC_PAGES, { path: '/no-such-page' }]) {
      const response = await page.goto(localizedPath(path, lang));
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(sources(policy, 'default-src'), path).toEqual(["'none'"]);
      expect(sources(policy, 'script-src'), path).not.toContain("'unsafe-inline'");
      expect(sources(policy, 'object-src'), path).toEqual(["'none'"]);
      expect(sources(policy, 'base-uri'), path).toEqual(["'none'"]);
      if (path === '/bookNow') {
        // The island's loader and its client directive are inline scripts allowed by their hashes.
        await page.locator(bookingIsland).locator('input').first().focus();
        await expect(page.locator(bookingIsland)).not.toHaveAttribute('ssr');
      }
    }
    expect(cspViolations).toEqual([]);
  });
}

test("a public page's policy header lists the hashes of the inline scripts it carries, and no others @desktop", async ({ request }) => {
  const hashes = (policy: string) => sources(policy, 'script-src').filter((source) => source.startsWith("'sha256-"));
  const excursions = (await (await request.get('/api/excursions')).json()) as { key: string }[];
  const onDemand = ['/excursion', `/excursion/${excursions[0]!.key}`, '/no-such-page'];
  for (const lang of LANGS) {
    // The pages rendered on demand twice: rendered, then from the catalogue's cache.
    for (const path of [...PUBLIC_PAGES.map((page) => page.path), ...onDemand, ...onDemand]) {
      const url = localizedPath(path, lang);
      const response = await request.get(url);
      const own = [...carriedScriptHashes(await response.text())].sort();
      expect(hashes(response.headers()['content-security-policy'] ?? '').sort(), url).toEqual(own);
    }
  }
  // The service pages run no inline script: their header allows none.
  expect(hashes((await request.get('/services')).headers()['content-security-policy'] ?? '')).toEqual([]);
  // The back office lists every inline script of the build.
  expect(hashes((await request.get('/admin/login')).headers()['content-security-policy'] ?? '').length).toBeGreaterThan(5);
});

test('a script injected into a page does not run, while the page’s own scripts do @desktop', async ({ page, cspViolations }) => {
  await page.route(
    (url) => url.pathname === '/bookNow',
    async (route) => {
      const response = await route.fetch();
      // The script goes before Astro's own <meta> policy, so only the Worker's header stands in its way.
      const script = '<script>document.documentElement.dataset.injected = "script"</script>';
      const handler = '<img src="/favicon.svg" alt="" onload="document.documentElement.dataset.handler = \'ran\'">';
      const body = (await response.text()).replace('<head>', `<head>${script}`).replace(/<body([^>]*)>/, `<body$1>${handler}`);
      await route.fulfill({ response, body });
    },
  );
  await page.goto('/bookNow');
  await page.locator(bookingIsland).locator('input').first().focus();
  await expect(page.locator(bookingIsland)).not.toHaveAttribute('ssr');
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => ({ ...document.documentElement.dataset }))).toEqual({});
  expect(cspViolations.join('\n')).toMatch(/inline script/);
  expect(cspViolations.join('\n')).toMatch(/inline event handler/);
  cspViolations.splice(0);
});
