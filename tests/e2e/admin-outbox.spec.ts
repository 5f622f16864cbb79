// The Outbox screen, signed in: the mail provider (the capture server, scripts/mail-capture.ts) is
// down for one customer's address only, so that customer's acknowledgement fails; the screen shows
// it failed with its error and the sidebar's badge; the provider comes back, the admin resends it,
// the row shows sent, and the provider received it exactly once. The contact message is sent through
// the API: this journey is about the Outbox, not the form (tests/e2e/contact.spec.ts).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { MAIL_CAPTURE_URL } from '../../playwright.config.ts';
import type { CapturedEmail } from '../../scripts/lib/mail-capture.ts';
import { queryE2eDb } from '../support/e2e-db.ts';
import { holdOutboxClock, releaseOutboxClock } from '../support/outbox-clock.ts';
import { expect, expectNoAxeViolations, openSidebar, say, searchFor, test, uniqueTag } from './admin.ts';

/** Tells the capture server to refuse (or accept again) this address only: parallel tests are unaffected. */
async function provider(request: APIRequestContext, change: { failFor?: string[]; acceptFor?: string[] }) {
  const answer = await request.post(`${MAIL_CAPTURE_URL}/__control`, { data: change });
  expect(answer.status()).toBe(200);
}

const capturedFor = async (request: APIRequestContext, address: string) =>
  ((await (await request.get(`${MAIL_CAPTURE_URL}/__emails?to=${encodeURIComponent(address)}`)).json()) as { emails: CapturedEmail[] }).emails;

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

// The e-mail waits for its retry, then is resent by hand: the load journey's cron must not retry it
// early meanwhile (tests/support/outbox-clock.ts).
test.beforeEach(async () => {
  // Taking the clock may wait for the load journey's cron rounds: that wait is not this test's time.
  const asked = Date.now();
  await holdOutboxClock();
  test.info().setTimeout(test.info().timeout + (Date.now() - asked));
});
test.afterEach(releaseOutboxClock);

test('a failed e-mail shows with its error and the badge, and Resend delivers it once', async ({ page, request, isMobile }) => {
  const address = `outbox-${uniqueTag()}@example.com`;
  await provider(request, { failFor: [address] });

  const sent = await request.post('/api/contact', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { name: 'Élodie Marchand', telephone: '+33 6 12 34 56 78', email: address, message: 'Un van pour 6 personnes le 3 mai ?', lang: 'en', website: '' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // The acknowledgement is delivered right after the answer: wait until its attempt has failed.
  const attempt = () => queryE2eDb<{ id: number; last_error: string | null }>(`select id, last_error from outbox where to_address = ${sqlText(address)}`);
  await expect.poll(() => attempt()[0]?.last_error ?? null).toContain('503');
  const emailId = attempt()[0]!.id;

  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.outbox.heading') })).toBeVisible();
  // The count comes with the first answer: the island is live.
  await expect(page.getByText(/^\d+ of \d+ e-mails$/)).toBeVisible();
  await searchFor(page, address);
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByText(say('dashboard.outbox.status.failed'), { exact: true })).toBeVisible();
  await expect(card.getByText(address)).toBeVisible();
  await expect(card.getByText(say('dashboard.outbox.kind.contact.customer'))).toBeVisible();
  await expect(card.getByText(/mail API answered 503/)).toBeVisible();
  await expect(card.getByText(say('dashboard.outbox.nextAttempt'))).toBeVisible();

  await openSidebar(page, isMobile);
  const outboxLink = page.getByRole('link', { name: /^Outbox \d+ failed$/ });
  await expect(outboxLink).toBeVisible();
  await expect(outboxLink).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await provider(request, { acceptFor: [address] });
  await card.getByRole('button', { name: say('dashboard.outbox.resend') }).click();
  await expect(page.getByRole('status').filter({ hasText: say('dashboard.outbox.resent', { to: address }) })).toBeVisible();
  await expect(card.getByText(say('dashboard.outbox.status.sent'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: say('dashboard.outbox.resend') })).toHaveCount(0);
  await expect(card.getByText(/mail API answered 503/)).toHaveCount(0);

  const received = await capturedFor(request, address);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ idempotencyKey: `outbox-${emailId}`, to: [address] });
  expect(queryE2eDb(`select status, attempts from outbox where id = ${emailId}`)).toEqual([{ status: 'sent', attempts: 1 }]);
});
