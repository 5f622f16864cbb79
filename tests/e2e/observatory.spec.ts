// Headers an auditor grades A+ (decision 030): the MDN HTTP Observatory's score,
// computed by its published method (tests/support/observatory.ts), of every page the sitemap lists
// in both languages, the admin login page and a signed-in dashboard page, as this server sends them.
// Plain HTTP requests, no browser: the headers are the same on a phone, so it runs in the desktop
// project only.
//
// The local server speaks http, so the two tests that need HTTPS are scored from the edge's settings
// that docs/deploy.md prescribes ("Always Use HTTPS" redirects http to https; the domain is on the
// HSTS preload list once submitted, the header already asks for it). Every other test reads what
// this server really answers.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../scripts/lib/e2e-admin.ts';
import { localizedPath } from '../../worker/contract/i18n/index.ts';
import { observatoryScore, type Answer, type EdgeSettings } from '../support/observatory.ts';
import { PUBLIC_PAGES } from './pages.ts';

/** Cloudflare's settings for the domain, as docs/deploy.md sets them. */
const EDGE_PER_DEPLOY_DOC: EdgeSettings = { redirectsHttpToHttps: true, hstsPreloaded: true };
const A_PLUS = 100;

async function answerOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}, extraSetCookies: string[] = []): Promise<Answer> {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return {
    url: response.url(),
    status: response.status(),
    headers: new Headers(response.headersArray().map(({ name, value }) => [name, value] as [string, string])),
    body: await response.text(),
    extraSetCookies,
  };
}

function expectAPlus(answer: Answer, what: string) {
  expect(answer.status, `${what} answered`).toBe(200);
  const { score, results } = observatoryScore(answer, EDGE_PER_DEPLOY_DOC);
  const penalties = results.filter((result) => result.modifier < 0).map((result) => `${result.result} (${result.modifier})`);
  expect(penalties, `${what}: the Observatory's penalties`).toEqual([]);
  expect(score, `${what}: scored ${score}`).toBeGreaterThanOrEqual(A_PLUS);
}

test('every public page of the sitemap, in both languages, scores A+ @desktop', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  // The sitemap lists every public page in both languages (and the catalogue's, when it has excursions).
  for (const page of PUBLIC_PAGES) for (const lang of ['en', 'fr'] as const) expect(paths).toContain(localizedPath(page.path, lang));
  for (const path of paths) expectAPlus(await answerOf(request, path), path);
});

test('the admin login page and a signed-in dashboard page score A+, the session cookie included @desktop', async ({ request, baseURL }) => {
  expectAPlus(await answerOf(request, '/admin/login'), '/admin/login');

  const login = await request.post('/api/admin/login', { data: E2E_ADMIN, headers: { Origin: new URL(baseURL ?? '').origin } });
  expect(login.status()).toBe(200);
  const setCookies = login
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value);
  const session = setCookies.map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith('__Host-admin_session='));
  expect(session, 'the sign-in set the session cookie').toBeTruthy();
  // The dashboard page is graded with the cookie that opened it, as the Observatory grades a site's cookies.
  expectAPlus(await answerOf(request, '/admin/quotes', { Cookie: session ?? '' }, setCookies), '/admin/quotes');
});

test('the build’s files are cached for a year, a missing one not at all @desktop', async ({ request }) => {
  const home = await (await request.get('/')).text();
  // Its scripts and styles are inside it (decision 048); its photographs are files of the build.
  const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css|avif|webp|jpg))"/.exec(home)?.[1];
  expect(asset, 'the home page links a file of the build').toBeTruthy();
  const existing = await request.get(asset ?? '');
  expect(existing.status()).toBe(200);
  expect(existing.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const path of ['/_astro/does-not-exist.js', (asset ?? '').replace(/\.([^./]+)$/, '.x$&')]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control'], path).toBe('no-store');
  }
});
