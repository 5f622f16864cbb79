// Browser journeys in Debian's Chromium against the production build served by workerd.
// Sized for the project's machines (two cores): see docs/testing.md for how the suite stays fast.
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/lib/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8788);
/** A second server of the same build with a Google Maps key set, for the Google Maps journeys. */
export const MAPS_PORT = port + 1;
export const E2E_MAPS_KEY = 'e2e-fake-maps-key';
/**
 * The mail capture server (scripts/mail-capture.ts): the main server sends its e-mails there through
 * the real HTTP mailer, and the tests read them or take the provider down for their own recipients.
 */
export const MAIL_CAPTURE_URL = `http://127.0.0.1:${port + 2}`;
/**
 * The fake of Stripe (scripts/stripe-fake.ts): the main server's Stripe API, the test checkout pages
 * a journey pays on, and the signed webhooks it posts back to the main server; its /__control,
 * /__events, /__release and /__sessions let a test duplicate, hold or reorder them.
 */
export const STRIPE_FAKE_URL = `http://127.0.0.1:${port + 5}`;
/** The webhook signing secret the fake signs with and the main server verifies. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_fake_secret';
const chromium = {
  executablePath: testChromium(),
  // As root in a container, and with no network beyond the machine.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
/** The journey that turns the admin's TOTP on (tests/e2e/admin-security.spec.ts). */
const ONE_ADMIN_TOTP = /admin-security\.spec\.ts$/;
const ci = Boolean(process.env.CI);
/**
 * One browser worker per core, at most two: the two workerd servers and the browsers share the
 * same cores, and more workers than cores only make every test slower. E2E_WORKERS overrides it.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(2, os.availableParallelism()));

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  workers,
  reporter: [['list'], ['./tests/support/file-durations-reporter.ts'], ...(ci ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    // The journeys check what a visitor can do, not how the page animates: without motion the
    // wizard jumps to each step instead of scrolling smoothly, so no action waits for a scroll to
    // settle. The tests of the animations themselves ask for motion (home.spec.ts).
    reducedMotion: 'reduce',
    // A failure leaves a screenshot and Playwright's snapshot of the page (error-context.md).
    // Recording a trace costs every passing test, so CI records none; locally a failed test keeps
    // its trace. `npx playwright test --trace on` records one anywhere.
    screenshot: 'only-on-failure',
    trace: ci ? 'off' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // A journey tagged @desktop or @phone exists only in that layout; untagged ones run in both.
    { name: 'desktop', grepInvert: /@phone/, testIgnore: ONE_ADMIN_TOTP, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', grepInvert: /@desktop/, testIgnore: ONE_ADMIN_TOTP, use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // Turning on the one admin's second factor would ask every other journey's sign-in for a code:
    // this journey runs alone, once the others have finished (docs/decisions/027).
    { name: 'admin-totp', testMatch: ONE_ADMIN_TOTP, dependencies: ['desktop', 'phone'], use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  ],
  // The servers are started once, one after the other, and shared by every worker: the mail
  // capture and the Stripe fake first, as the main server sends its e-mails and payments to them.
  webServer: [
    {
      command: 'node scripts/mail-capture.ts',
      env: { MAIL_CAPTURE_PORT: String(port + 2) },
      url: `${MAIL_CAPTURE_URL}/__control`,
      timeout: 10_000,
      reuseExistingServer: !ci,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/stripe-fake.ts',
      env: {
        STRIPE_FAKE_PORT: String(port + 5),
        STRIPE_FAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
        STRIPE_WEBHOOK_SECRET,
      },
      url: `${STRIPE_FAKE_URL}/__control`,
      timeout: 10_000,
      reuseExistingServer: !ci,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-server.ts',
      env: { E2E_MAIL_URL: MAIL_CAPTURE_URL, E2E_STRIPE_URL: STRIPE_FAKE_URL },
      url: `http://127.0.0.1:${port}/api/excursions`,
      timeout: 180_000,
      reuseExistingServer: !ci,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-server.ts',
      env: { E2E_PORT: String(MAPS_PORT), E2E_MAPS_KEY },
      url: `http://127.0.0.1:${MAPS_PORT}/api/excursions`,
      timeout: 180_000,
      reuseExistingServer: !ci,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
