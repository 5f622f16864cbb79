// A change to a paid booking with a price difference (decision 040), on a desktop and on a phone:
// the customer, paid in full, asks for a third passenger from their request page; the admin accepts
// it in the booking panel with a supplement typed in euros (the confirm dialog previews the new
// total and what is then left to pay), from the keyboard; the customer's e-mail says the difference,
// and their page asks them to pay it.
import { STRIPE_FAKE_URL } from '../../playwright.config.ts';
import { t } from '../../site/i18n/index.ts';
import { formatEuros } from '../../worker/contract/money.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { aTransferQuote, expect, expectNoAxeViolations, say, test } from './admin.ts';
import { customerBrowser, emailTo, requestLinkIn, sendOffer } from './request-page-support.ts';

const euros = (cents: number) => formatEuros(cents, 'en');
/** A field's name as heard: its label, then '(required)'. */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('the admin accepts a change to a paid booking with a supplement, and the customer is asked to pay it', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { email } = await aTransferQuote(request, undefined, 'difference');
  const [quote] = queryE2eDb<{ id: number; quote_number: string }>(`select id, quote_number from quotes where email = ${sqlText(email)}`);
  await sendOffer(page, quote!.id);
  const link = requestLinkIn(await emailTo(request, email, (candidate) => /\/request\/[A-Za-z0-9_-]{43}/.test(candidate.text)));
  const token = link.split('/').pop()!;

  // Paid in full on the Stripe fake: the deposit, then the balance.
  for (const state of ['deposit_paid', 'paid']) {
    const pay = await request.post('/api/request-page/pay', { form: { token }, maxRedirects: 0 });
    const sessionId = /cs_test_[A-Za-z0-9]+/.exec(pay.headers()['location'] ?? '')![0];
    expect((await request.post(`${STRIPE_FAKE_URL}/__sessions/${sessionId}/pay`)).status()).toBe(200);
    await expect.poll(() => queryE2eDb(`select payment_state as state from quotes where id = ${quote!.id}`)).toEqual([{ state }]);
  }

  // The customer asks for a third passenger.
  const customer = await customerBrowser(browser, 'en');
  try {
    await customer.goto(link);
    const change = customer.locator('#change');
    await change.getByLabel(t('en', 'changeRequest.field.adults'), { exact: true }).fill('3');
    await change.getByRole('button', { name: t('en', 'requestPage.change.submit') }).click();
    await expect(customer.getByText(t('en', 'requestPage.change.pending'))).toBeVisible();
  } finally {
    await customer.close();
  }

  // The admin accepts it with a €20 supplement, from the keyboard.
  await page.goto(`/admin/email-reply/${quote!.id}?kind=transfer`);
  const panel = page.getByRole('region', { name: say('adminReply.booking.heading') });
  await panel.getByRole('button', { name: say('adminReply.booking.changeAccept') }).click();
  const dialog = page.getByRole('alertdialog', { name: say('adminReply.booking.changeAccept') });
  await expect(dialog).toContainText(say('adminReply.booking.differenceIntro', { version: 1 }));
  const confirm = dialog.getByRole('button', { name: say('adminReply.booking.changeAccept') });
  const switchOn = dialog.getByRole('checkbox', { name: say('adminReply.booking.difference') });
  await switchOn.focus();
  await page.keyboard.press('Space');
  await expect(switchOn).toBeChecked();
  // Nothing typed yet: the acceptance waits for the difference.
  await expect(confirm).toBeDisabled();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: startsWith(say('adminReply.booking.differenceLabel')) })).toBeFocused();
  await page.keyboard.type('Third passenger, larger car');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(say('adminReply.booking.differenceDirection'))).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('0');
  await page.keyboard.press('Tab');
  // Zero is no difference: said under the field once it is left.
  await expect(dialog.getByText(say('adminBookings.field.difference.amount'))).toBeVisible();
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: startsWith(say('adminReply.booking.differenceAmount')) }).fill('20');
  await expect(dialog).toContainText(
    `${say('adminReply.booking.differenceTotal', { total: euros(15_050), before: euros(13_050) })} ${say('adminReply.booking.differenceLeft', { amount: euros(2_000) })}`,
  );
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(panel.getByText(say('adminReply.booking.changeAcceptedDifference', { total: euros(15_050) }))).toBeVisible();
  await expect(panel.getByText('Third passenger, larger car')).toBeVisible();
  await expect(panel.getByText(say('adminReply.booking.offerState.deposit_paid'), { exact: true })).toBeVisible();
  expect(queryE2eDb(`select adults, payment_state as state from quotes where id = ${quote!.id}`)).toEqual([{ adults: 3, state: 'deposit_paid' }]);

  // The customer's e-mail says it, and their page asks for the difference.
  const accepted = await emailTo(request, email, (candidate) => candidate.subject === t('en', 'changeEmail.accepted.subject', { number: quote!.quote_number }));
  expect(accepted.text).toContain(`Supplement of ${euros(2_000)} (Third passenger, larger car)`);
  expect(accepted.text).toContain(`${euros(2_000)} is left to pay`);
  const again = await customerBrowser(browser, 'en');
  try {
    await again.goto(requestLinkIn(accepted));
    await expect(again.getByRole('button', { name: t('en', 'requestPage.pay.balance', { amount: euros(2_000) }) })).toBeVisible();
    await expectNoAxeViolations(again);
  } finally {
    await again.close();
  }
});
