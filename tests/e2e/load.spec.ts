// The fault and load test's reduced form (decision 031) inside the browser suite,
// against its main server while other journeys run beside it: 60 submissions over 6 keys in two
// waves (the second beside two admins polling), the provider refusing 30 % of this run's e-mails and
// slow on the others, then the cron to the end. It touches and counts only its own data
// (scripts/lib/load-run.ts); it moves the outbox's clock only while no journey watches an e-mail wait
// for its retry (tests/support/outbox-clock.ts). The counts and latencies are attached to the report
// and printed, never asserted. `npm run test:load` is the full size, standalone.
import { MAIL_CAPTURE_URL, STRIPE_FAKE_URL } from '../../playwright.config.ts';
import { runLoad } from '../../scripts/lib/load-run.ts';
import { movingOutboxClock } from '../support/outbox-clock.ts';
import { expect, test } from '@playwright/test';
import { uniqueTag } from './admin.ts';

// No page: the plain Playwright test, without the browser fixtures of admin.ts and fixtures.ts.
test('under load and a failing provider, every request is stored once and every e-mail delivered once @desktop', async ({ baseURL }, testInfo) => {
  // Generous: on a busy machine the waves and the cron's rounds take what they take.
  test.setTimeout(360_000);
  const result = await runLoad({
    baseUrl: baseURL!,
    captureUrl: MAIL_CAPTURE_URL,
    stripeUrl: STRIPE_FAKE_URL,
    size: 'reduced',
    scope: uniqueTag(),
    movingTheClock: movingOutboxClock,
    log: (line) => console.log(line),
  });
  console.log(result.report.join('\n'));
  await testInfo.attach('load report', { body: result.report.join('\n'), contentType: 'text/plain' });
  expect(result.problems).toEqual([]);
  // Not a run that checked nothing: every line of the report is there.
  expect(result.report[0]).toMatch(/^Stored: 2 transfer quotes, 2 excursion quotes, 2 contact messages/);
  expect(result.report.join('\n')).toMatch(/Payments: 2 offers sent and paid; 14 webhook deliveries/);
});
