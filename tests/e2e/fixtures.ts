// Shared test helpers: an axe check (WCAG 2 A/AA) for every page a journey visits, and a watch on
// the Content-Security-Policy that fails any test whose pages break it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { expect, test as base, type Page } from '@playwright/test';
import { MAPS_PORT } from '../../playwright.config.ts';

/** The WCAG 2.0 and 2.1 rules, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core in the page and fails with each violation, where it is and why. A fresh copy of axe
 * is injected for every check (one kept from an earlier check in the same document once reported a
 * dialog's button with the colours it had while disabled) and run with `axe.run`: no blank page to
 * merge the results of frames, which @axe-core/playwright's AxeBuilder opened for every check and
 * the site has no use for (no frames): half the time for the same rules.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are judged once CSS transitions have ended: a dialog's danger button becoming enabled
  // was once read mid-fade, at a contrast it never keeps. Only transitions (always short and finite)
  // are waited for, and for at most a second: keyframe animations may run for as long as a toast
  // stays up, or forever (a spinner).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settle) => setTimeout(settle, 1000)),
    ]),
  );
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { run } = (window as unknown as { axe: typeof axe }).axe;
    // The sections laid out only when near (.render-when-near, content-visibility: auto) are laid out
    // for the check, so axe judges them as a visitor who scrolls there sees them: skipped, their
    // texts have no box, or one drawn over the page's background rather than their own.
    const later = [...document.querySelectorAll<HTMLElement>('.render-when-near')];
    for (const section of later) section.style.contentVisibility = 'visible';
    await new Promise((drawn) => requestAnimationFrame(drawn));
    const results = await run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).finally(() => {
      for (const section of later) section.style.contentVisibility = '';
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')})`,
    );
  }, AXE_TAGS);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** What Chromium reports when the page's Content-Security-Policy refuses something. */
const CSP_VIOLATION = /Content Security Policy/;

export const test = base.extend<{ cspViolations: string[] }>({
  /**
   * Every journey runs under the production policy the Worker sends: whatever a page's policy
   * refuses (an inline script without its hash, a style, a connection) fails the test. A test that
   * expects a refusal reads this list and empties it.
   */
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

// ---------------------------------------------------------------------------------------------
// Google Maps in the browser tests: the second server (MAPS_PORT) has a key, and the tests serve
// tests/support/fake-google-maps.js in place of Google's script.

export { MAPS_PORT };
/** Base URL of the test server that has a Google Maps key. */
export const MAPS_BASE_URL = `http://127.0.0.1:${MAPS_PORT}`;

const fakeGoogleMapsScript = readFileSync(path.join(import.meta.dirname, '../support/fake-google-maps.js'), 'utf8');

/**
 * Serves the fake Google Maps script for every request to maps.googleapis.com; the first `failures`
 * requests fail as a network error would. Returns the number of script requests so far.
 */
export async function serveFakeGoogleMaps(page: Page, { failures = 0 }: { failures?: number } = {}): Promise<() => number> {
  let requests = 0;
  await page.route('https://maps.googleapis.com/**', async (route) => {
    requests += 1;
    if (requests <= failures) await route.abort('failed');
    else await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: fakeGoogleMapsScript });
  });
  return () => requests;
}
