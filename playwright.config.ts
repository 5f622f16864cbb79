// Browser journeys in Debian's Chromium against the production build served by workerd.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8788);
/** A second server of the same build with a Google Maps key set, for the Google Maps journeys. */
export const MAPS_PORT = port + 1;
export const E2E_MAPS_KEY = 'e2e-fake-maps-key';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // As root in a container, and with no network beyond the machine.
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // A journey tagged @desktop or @phone exists only in that layout; untagged ones run in both.
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', grepInvert: /@desktop/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.ts',
      url: `http://127.0.0.1:${port}/api/excursions`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-server.ts',
      env: { E2E_PORT: String(MAPS_PORT), E2E_MAPS_KEY },
      url: `http://127.0.0.1:${MAPS_PORT}/api/excursions`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
