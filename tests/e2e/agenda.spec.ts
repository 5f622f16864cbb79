// Operations in the back office (decision 042), signed in, on the desktop and on a phone: a chauffeur
// and a car added on the Chauffeurs screen, two confirmed transfers of the same day found on the
// Agenda, the chauffeur and the car assigned, the clash shown when the second overlapping trip gets
// the same chauffeur; the day sheets print one page per day. Each journey uses its own far day, its
// own chauffeur and plate: other journeys run on the same server at the same time.
import type { APIRequestContext, Page } from '@playwright/test';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { t } from '../../site/i18n/index.ts';
import { REQUEST_PAGE_LINK_FIELD } from '../../worker/contract/email-send-words.ts';
import { aTransferQuote, anExcursionQuote, expect, expectNoAxeViolations, openSidebar, say, test, uniqueTag } from './admin.ts';

/** A Paris date far enough ahead that only this journey has trips on it (and its next days). */
function farDay(): string {
  const days = 60 + Math.floor(Math.random() * 240);
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A transfer asked through the public API for `date` at `time`, booked as the office books one: an
 * offer sent with the reply, then its deposit received by bank transfer (which confirms the request).
 */
async function aBookedTrip(page: Page, request: APIRequestContext, date: string, time: string) {
  const trip = await aRequestedTrip(request, date, time);
  const statuses = await page.evaluate(
    async ({ id, email, link }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((answer) => answer.status);
      const offer = { lines: [{ label: 'Transfer', amountCents: 12_000 }], depositCents: 6_000, validityHours: 48 };
      const sent = await post('/api/email/send', {
        to: email,
        subject: 'Your offer',
        htmlContent: `<p>Pay here: ${link}</p>`,
        quoteId: id,
        quoteKind: 'transfer',
        offer,
      });
      const paid = await post(`/api/admin/bookings/transfer/${id}/payments`, { amountCents: 6_000, method: 'bank_transfer', note: 'Transfer received' });
      return [sent, paid];
    },
    { id: trip.id, email: trip.email, link: REQUEST_PAGE_LINK_FIELD },
  );
  expect(statuses).toEqual([200, 201]);
  return trip;
}

/** A transfer asked through the public API for `date` at `time`; answers its id and number. */
async function aRequestedTrip(request: APIRequestContext, date: string, time: string) {
  const quote = await aTransferQuote(request, uniqueTag(), 'agenda', 'en', { pickupDate: date, pickupTime: time });
  const [row] = queryE2eDb<{ id: number; quote_number: string }>(`select id, quote_number from quotes where email = ${sqlText(quote.email)}`);
  return { id: row!.id, number: row!.quote_number, ...quote };
}

/** A transfer asked through the public API for `date` at `time`, then confirmed by the office (its status set by hand); answers its id and number. */
async function aConfirmedTrip(page: Page, request: APIRequestContext, date: string, time: string) {
  const trip = await aRequestedTrip(request, date, time);
  const status = await page.evaluate(
    async (id) =>
      (await fetch(`/api/admin/quotes/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"status":"confirmed"}' })).status,
    trip.id,
  );
  expect(status).toBe(200);
  return trip;
}

test('the office adds a chauffeur and a car, assigns them on the agenda, and sees a clash', async ({ page, request, isMobile }) => {
  const tag = uniqueTag();
  const chauffeur = `Driver ${tag}`;
  const plate = `E2-${tag.slice(-5).toUpperCase()}`;
  const day = farDay();

  // The Chauffeurs screen, from the sidebar.
  await page.goto('/admin/quotes');
  await openSidebar(page, isMobile);
  await page.getByRole('link', { name: say('dashboard.shell.chauffeurs') }).click();
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.chauffeurs.heading') })).toBeVisible();

  const chauffeurForm = page.getByRole('form', { name: say('dashboard.chauffeurs.chauffeurs.add') });
  // The island is live once its buttons are enabled (what is typed before would be lost).
  await expect(chauffeurForm.getByRole('button', { name: say('dashboard.chauffeurs.chauffeurs.add') })).toBeEnabled();
  // A phone without its country code is refused, the API's message under the field.
  await chauffeurForm.getByLabel(say('dashboard.chauffeurs.chauffeurs.name')).fill(chauffeur);
  await chauffeurForm.getByLabel(say('dashboard.chauffeurs.chauffeurs.phone')).fill('06 12 34 56 78');
  await chauffeurForm.getByLabel(say('dashboard.chauffeurs.language.fr')).check();
  await chauffeurForm.getByRole('button', { name: say('dashboard.chauffeurs.chauffeurs.add') }).click();
  await expect(chauffeurForm.getByText(t('en', 'adminOperations.field.phone'))).toBeVisible();
  await expect(chauffeurForm.getByLabel(say('dashboard.chauffeurs.chauffeurs.phone'))).toHaveAttribute('aria-invalid', 'true');
  await chauffeurForm.getByLabel(say('dashboard.chauffeurs.chauffeurs.phone')).fill('+33 6 12 34 56 78');
  await chauffeurForm.getByRole('button', { name: say('dashboard.chauffeurs.chauffeurs.add') }).click();
  await expect(page.getByRole('status')).toHaveText(say('dashboard.chauffeurs.chauffeurs.added', { name: chauffeur }));
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: chauffeur }) });
  await expect(row).toContainText('+33612345678');
  // Each active chauffeur has their sheet link's controls (tests/e2e/chauffeur-sheet.spec.ts uses them).
  await expect(row.getByRole('button', { name: say('dashboard.chauffeurs.sheet.make') })).toBeVisible();

  const carForm = page.getByRole('form', { name: say('dashboard.chauffeurs.fleet.add') });
  await carForm.getByLabel(say('dashboard.chauffeurs.fleet.vehicle')).selectOption('Mercedes V Class 250D');
  await carForm.getByLabel(say('dashboard.chauffeurs.fleet.plate')).fill(plate.toLowerCase());
  await carForm.getByLabel(say('dashboard.chauffeurs.fleet.colour')).fill('black');
  await carForm.getByRole('button', { name: say('dashboard.chauffeurs.fleet.add') }).click();
  await expect(page.getByRole('status')).toHaveText(say('dashboard.chauffeurs.fleet.added', { name: plate }));
  // The same plate again: refused, under the plate.
  await carForm.getByLabel(say('dashboard.chauffeurs.fleet.plate')).fill(plate);
  await carForm.getByRole('button', { name: say('dashboard.chauffeurs.fleet.add') }).click();
  await expect(carForm.getByText(t('en', 'adminOperations.field.plateTaken'))).toBeVisible();
  await expectNoAxeViolations(page);

  // Two confirmed trips 30 minutes apart on the journey's day.
  const first = await aBookedTrip(page, request, day, '10:00');
  const second = await aConfirmedTrip(page, request, day, '10:30');

  await page.goto(`/admin/agenda?day=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.agenda.heading') })).toBeVisible();
  const card = (number: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(number) }) });
  await expect(card(first.number)).toContainText(first.name);
  await expect(card(first.number)).toContainText('10:00');
  await expect(card(first.number)).toContainText(say('dashboard.payment.state.deposit_paid'));
  await expect(card(first.number).getByRole('link', { name: say('dashboard.agenda.openRequest', { number: first.number }) })).toHaveAttribute(
    'href',
    `/admin/email-reply/${first.id}?kind=transfer`,
  );

  await card(first.number).getByLabel(say('dashboard.agenda.chauffeur')).selectOption({ label: chauffeur });
  await expect(page.getByRole('status')).toHaveText(say('dashboard.agenda.assigned', { number: first.number }));
  await card(first.number)
    .getByLabel(say('dashboard.agenda.car'))
    .selectOption({ label: `${plate} · Mercedes V Class 250D · black` });
  await expect(card(first.number).getByLabel(say('dashboard.agenda.car'))).toHaveValue(/\d+/);
  await expect(card(first.number)).not.toContainText(say('dashboard.agenda.conflictMark'));

  // The second trip starts before the first one's route and turnaround are over: both are marked.
  await card(second.number).getByLabel(say('dashboard.agenda.chauffeur')).selectOption({ label: chauffeur });
  const warning = say('dashboard.agenda.conflict.chauffeur', { number: first.number, leg: say('dashboard.agenda.leg.outbound'), time: '10:00' });
  await expect(page.getByRole('status')).toContainText(warning);
  await expect(card(second.number)).toContainText(warning);
  await expect(card(first.number)).toContainText(
    say('dashboard.agenda.conflict.chauffeur', { number: second.number, leg: say('dashboard.agenda.leg.outbound'), time: '10:30' }),
  );
  await expectNoAxeViolations(page);

  // The day sheets of three days: one printed page each, the trips of the first, no price.
  await page.goto(`/admin/agenda/print?from=${day}&to=${dayAfter(day, 2)}`);
  await expect(page.locator('[data-sheets-ready]')).toBeVisible();
  await expect(page.locator(`[data-day="${day}"]`)).toContainText(first.number);
  await expect(page.locator(`[data-day="${day}"]`)).toContainText(chauffeur);
  await expect(page.locator('[data-sheets-ready]')).not.toContainText('€');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(3);
});

test('the agenda speaks French when the dashboard does', async ({ page }) => {
  await page.goto('/admin/agenda');
  await page.getByRole('button', { name: t('fr', 'lang.name') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: t('fr', 'dashboard.agenda.heading') })).toBeVisible();
  await expect(page.getByRole('group', { name: t('fr', 'dashboard.agenda.views') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('fr', 'dashboard.agenda.view.month') })).toBeEnabled();
  await page.getByRole('button', { name: t('fr', 'dashboard.agenda.view.month') }).click();
  await expect(page.getByRole('button', { name: t('fr', 'dashboard.agenda.nextMonth') })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a confirmed excursion without a time is scheduled from the agenda and appears on its day', async ({ page, request }) => {
  const day = farDay();
  const excursion = await anExcursionQuote(request);
  const [row] = queryE2eDb<{ id: number; ex_quote_number: string }>(
    `select id, ex_quote_number from excursion_quotes where email = ${sqlText(excursion.email)}`,
  );
  const number = row!.ex_quote_number;
  await page.goto(`/admin/agenda?day=${day}`);
  const status = await page.evaluate(
    async (id) =>
      (await fetch(`/api/admin/exquotes/${id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"status":"confirmed"}' })).status,
    row!.id,
  );
  expect(status).toBe(200);

  await page.reload();
  const form = page.getByRole('form', { name: say('dashboard.agenda.toSchedule.formLabel', { number }) });
  await expect(form.getByRole('button', { name: say('dashboard.agenda.toSchedule.save') })).toBeEnabled();
  await expectNoAxeViolations(page);
  await form.getByLabel(say('dashboard.agenda.toSchedule.date')).fill(day);
  await form.getByLabel(say('dashboard.agenda.toSchedule.time')).fill('08:30');
  await form.getByLabel(say('dashboard.agenda.toSchedule.minutes')).fill('10');
  await form.getByRole('button', { name: say('dashboard.agenda.toSchedule.save') }).click();
  // Too short for an excursion: the API's words under the field.
  await expect(form.getByText(t('en', 'adminOperations.field.minutes'))).toBeVisible();
  await form.getByLabel(say('dashboard.agenda.toSchedule.minutes')).fill('480');
  await form.getByRole('button', { name: say('dashboard.agenda.toSchedule.save') }).click();
  await expect(page.getByRole('status')).toHaveText(say('dashboard.agenda.toSchedule.saved', { number }));
  await expect(form).toHaveCount(0);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(number) }) });
  await expect(card).toContainText('08:30');
  await expect(card).toContainText(say('dashboard.agenda.kind.excursion'));
  await expect(card).toContainText(excursion.excursionTitle);
});

test('a chauffeur is edited and deactivated, never deleted', async ({ page }) => {
  const tag = uniqueTag();
  const name = `Driver ${tag}`;
  await page.goto('/admin/chauffeurs');
  const form = page.getByRole('form', { name: say('dashboard.chauffeurs.chauffeurs.add') });
  await expect(form.getByRole('button', { name: say('dashboard.chauffeurs.chauffeurs.add') })).toBeEnabled();
  await form.getByLabel(say('dashboard.chauffeurs.chauffeurs.name')).fill(name);
  await form.getByLabel(say('dashboard.chauffeurs.chauffeurs.phone')).fill('+33 6 98 76 54 32');
  await form.getByRole('button', { name: say('dashboard.chauffeurs.chauffeurs.add') }).click();
  await expect(page.getByRole('status')).toHaveText(say('dashboard.chauffeurs.chauffeurs.added', { name }));

  await page.getByRole('button', { name: say('dashboard.chauffeurs.editLabel', { name }) }).click();
  const editing = page.getByRole('form', { name: say('dashboard.chauffeurs.chauffeurs.editing', { name }) });
  await expect(editing.getByLabel(say('dashboard.chauffeurs.chauffeurs.name'))).toBeFocused();
  await editing.getByLabel(say('dashboard.chauffeurs.language.en')).check();
  await editing.getByRole('button', { name: say('dashboard.chauffeurs.chauffeurs.save') }).click();
  await expect(page.getByRole('status')).toHaveText(say('dashboard.chauffeurs.chauffeurs.saved', { name }));
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row).toContainText(say('dashboard.chauffeurs.language.en'));

  await row.getByRole('button', { name: say('dashboard.chauffeurs.deactivateLabel', { name }) }).click();
  await expect(page.getByRole('status')).toHaveText(say('dashboard.chauffeurs.chauffeurs.deactivated', { name }));
  await expect(row).toContainText(say('dashboard.chauffeurs.inactive'));
  await expect(row.getByRole('button', { name: say('dashboard.chauffeurs.reactivateLabel', { name }) })).toBeVisible();
  await expectNoAxeViolations(page);
});
