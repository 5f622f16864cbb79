// The chauffeur's side of a trip (decision 042), on a desktop and on a phone: the office confirms a
// transfer from CDG 2E, gives it a chauffeur and a car, sends the chauffeur their sheet link from the
// Chauffeurs screen; the chauffeur opens it in a browser of their own and sees the trip — meeting
// point, customer's name and phone, flight — and never the customer's e-mail address, in English and
// in French; the day before, the cron sends the customer's reminder with the chauffeur, the plate
// and the meeting point, and the Outbox names it.
import type { Page } from '@playwright/test';
import { MAIL_CAPTURE_URL } from '../../playwright.config.ts';
import type { CapturedEmail } from '../../scripts/lib/mail-capture.ts';
import { t } from '../../site/i18n/index.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { movingOutboxClock } from '../support/outbox-clock.ts';
import { aTransferQuote, expect, expectNoAxeViolations, say, searchFor, test, uniqueTag } from './admin.ts';
import { customerBrowser } from './request-page-support.ts';

/** A call of the admin API from the signed-in page (its cookie, its origin). */
async function adminApi(page: Page, method: string, path: string, body: unknown = {}): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: answer.status, json: await answer.json().catch(() => null) };
    },
    { method, path, body },
  );
}

test('the office sends a chauffeur their sheet, the chauffeur sees the trip without the customer’s e-mail, and the customer gets the reminder', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const { email, name: customerName } = await aTransferQuote(request, tag, 'sheet');
  const [quote] = queryE2eDb<{ id: number; pickup_at: number; phone: string }>(`select id, pickup_at, phone from quotes where email = ${sqlText(email)}`);

  await page.goto('/admin/chauffeurs');
  const chauffeurName = `Karim ${tag.replace(/\d/g, '')}`;
  const plate = `SH-${String(Date.now()).slice(-3)}-${tag.slice(-2).toUpperCase().replace(/\d/g, 'K')}`;
  const chauffeur = await adminApi(page, 'POST', '/api/admin/chauffeurs', { name: chauffeurName, phone: '+33611223344', languages: ['fr', 'en'] });
  expect(chauffeur.status, JSON.stringify(chauffeur.json)).toBe(201);
  const car = await adminApi(page, 'POST', '/api/admin/fleet', { vehicle: 'Mercedes V Class 250D', plate, colour: 'black' });
  expect(car.status, JSON.stringify(car.json)).toBe(201);
  expect((await adminApi(page, 'PATCH', `/api/admin/quotes/${quote!.id}`, { status: 'confirmed' })).status).toBe(200);
  const assigned = await adminApi(page, 'PUT', `/api/admin/trips/transfer/${quote!.id}/outbound/assignment`, {
    chauffeurId: (chauffeur.json as { id: number }).id,
    vehicleId: (car.json as { id: number }).id,
  });
  expect(assigned.status, JSON.stringify(assigned.json)).toBe(200);

  // The office makes the chauffeur's link on the Chauffeurs screen.
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: chauffeurName });
  await row.getByRole('button', { name: say('dashboard.chauffeurs.sheet.make') }).click();
  const linkBox = row.getByRole('textbox', { name: say('dashboard.chauffeurs.sheet.label', { name: chauffeurName }) });
  await expect(linkBox).toHaveValue(/\/chauffeur\/[A-Za-z0-9_-]{43}$/);
  const link = await linkBox.inputValue();
  await expect(row.getByRole('link', { name: say('dashboard.chauffeurs.sheet.whatsapp') })).toHaveAttribute('href', /^https:\/\/wa\.me\/33611223344\?text=/);
  await expectNoAxeViolations(page);

  // The chauffeur opens it in a browser of their own, then in French.
  for (const lang of ['en', 'fr'] as const) {
    const chauffeurPage = await customerBrowser(browser, lang);
    try {
      await chauffeurPage.goto(lang === 'fr' ? link.replace('/chauffeur/', '/fr/chauffeur/') : link);
      await expect(chauffeurPage.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'chauffeurSheet.heading', { name: chauffeurName }));
      const trip = chauffeurPage.locator(`[data-trip="transfer:${quote!.id}:outbound"]`);
      await expect(trip).toContainText(customerName);
      await expect(trip).toContainText(quote!.phone);
      await expect(trip).toContainText('AF1234');
      await expect(trip).toContainText(t(lang, 'chauffeurSheet.meetingPoint', { name: '' }).trim());
      await expect(trip).toContainText(plate);
      await expect(chauffeurPage.locator('body')).not.toContainText(email);
      await expect(chauffeurPage.locator('body')).not.toContainText('€');
      await expectNoAxeViolations(chauffeurPage);
    } finally {
      await chauffeurPage.close();
    }
  }

  // The day before: the cron, run at 20 hours before the pickup, sends the customer's reminder.
  const dayBefore = quote!.pickup_at - 20 * 3_600_000;
  await movingOutboxClock(async () => {
    const run = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${dayBefore}`);
    expect(run.ok()).toBe(true);
  });
  let reminder: CapturedEmail | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get(`${MAIL_CAPTURE_URL}/__emails?to=${encodeURIComponent(email)}`)).json()) as { emails: CapturedEmail[] };
      reminder = emails.find((candidate) => candidate.subject.includes(chauffeurName));
      return reminder !== undefined;
    })
    .toBe(true);
  for (const fact of [chauffeurName, '+33611223344', plate, 'Where we meet you', 'Terminal 2E']) expect(reminder!.text).toContain(fact);

  await page.goto('/admin/outbox');
  await expect(page.getByText(/^\d+ of \d+ e-mails$/)).toBeVisible();
  await searchFor(page, email);
  await expect(page.getByRole('article').filter({ hasText: say('dashboard.outbox.kind.trip.reminder') })).toHaveCount(1);
  await expectNoAxeViolations(page);
});
