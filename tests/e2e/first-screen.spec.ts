// Every pre-rendered public page paints its first screen from its HTML alone (decision 048): its CSS
// is inline (the rules it uses), no stylesheet is linked, and its HTML, compressed, stays within its
// budget: the first TCP window of a new connection (10 segments, about 14.6 KB) for most, so that on a
// slow mobile network the page arrives in one round trip; the few pages listed below carry more
// (the home page's hero and three sections of cards, the booking wizard's texts, the two longest
// legal texts), each with a budget a few per cent above what it weighs today, so it can only shrink.
import { gzipSync } from 'node:zlib';
import { LANGS, localizedPath } from '../../site/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES } from './pages.ts';

const KB = 1_000;
const FIRST_WINDOW = 14.6 * KB;
const OVER_ONE_WINDOW: Readonly<Record<string, number>> = {
  '/': 22.4 * KB,
  '/bookNow': 20.6 * KB,
  '/terms-conditions': 17 * KB,
  '/privacy': 15.3 * KB,
};

test.describe('the first screen comes with the HTML @desktop', () => {
  for (const lang of LANGS) {
    test(`every public page in ${lang.toUpperCase()}: its own CSS inline, within its weight`, async ({ request }) => {
      for (const { path } of PUBLIC_PAGES) {
        const url = localizedPath(path, lang);
        const html = await (await request.get(url)).text();
        expect(html, `${url} links a stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
        expect(html, `${url} has no inline CSS`).toContain('<style>');
        const budget = OVER_ONE_WINDOW[path] ?? FIRST_WINDOW;
        const bytes = gzipSync(html, { level: 9 }).length;
        expect(bytes, `${url} weighs ${bytes} bytes gzip, over its budget of ${budget}`).toBeLessThanOrEqual(budget);
      }
    });
  }
});
