// From quote request to paid, confirmed booking (decision 038), in both of the customer's languages,
// on a desktop and on a phone: the admin builds a priced offer in Reply to Customer and sends it; the
// customer opens the link of the e-mail the mail server received, presses Pay, pays on the Stripe
// fake's test checkout, and comes back to their page confirmed with its reference; the confirmation
// e-mail's calendar file holds the pickup at the right Paris time; the admin sees the booking paid.
import ICAL from 'ical.js';
import { STRIPE_FAKE_URL } from '../../playwright.config.ts';
import { t } from '../../site/i18n/index.ts';
import { formatEuros } from '../../worker/contract/money.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { aTransferQuote, expect, expectNoAxeViolations, openFilters, say, searchFor, test } from './admin.ts';
import { customerBrowser, emailTo, sendOffer } from './request-page-support.ts';

for (const lang of ['en', 'fr'] as const) {
  const words = (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => t(lang, key, vars);

  test(`${lang === 'en' ? 'an English' : 'a French'} customer pays the deposit of the admin's offer and gets a confirmed booking`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { email } = await aTransferQuote(request, undefined, 'pay', lang);
    const [quote] = queryE2eDb<{ id: number; quote_number: string; pickup_at: number }>(
      `select id, quote_number, pickup_at from quotes where email = ${sqlText(email)}`,
    );

    // The admin builds and sends the offer.
    await sendOffer(page, quote!.id);
    const offerEmail = await emailTo(
      request,
      email,
      (candidate) => /\/request\/[A-Za-z0-9_-]{43}/.test(candidate.text) && candidate.subject.includes(quote!.quote_number),
    );
    const link = /https?:\/\/\S+?\/request\/[A-Za-z0-9_-]{43}/.exec(offerEmail.text)![0];
    expect(link).toContain(lang === 'fr' ? '/fr/request/' : '/request/');
    expect(offerEmail.text).not.toContain('{request-page-link}');

    // The customer, in a browser of their own (no admin cookie).
    const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use;
    const customer = await browser.newPage({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB', viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
    try {
      await customer.goto(link);
      await expect(customer.getByRole('heading', { level: 1 })).toContainText(words('requestPage.greeting', { firstName: 'Claire' }));
      await expect(customer.getByText(formatEuros(13_050, lang)).first()).toBeVisible();
      await expectNoAxeViolations(customer);
      await customer.getByRole('button', { name: words('requestPage.pay.deposit', { amount: formatEuros(6_525, lang) }) }).click();

      // Stripe's (fake) checkout: pay.
      await expect(customer).toHaveURL(/\/checkout\/cs_test_/);
      await customer.getByRole('button', { name: /^Pay / }).click();

      // Back on the request page: confirmed, with its reference.
      await expect(customer).toHaveURL(/\?checkout=success/);
      await expect(customer.getByText(words('requestPage.notice.received'))).toBeVisible();
      await expect(customer.getByText(/PEC-\d{4}-\d{4}/).first()).toBeVisible();
      await expect(customer.getByText(words('requestPage.status.confirmed.text'))).toBeVisible();
      await expectNoAxeViolations(customer);
    } finally {
      await customer.close();
    }

    const [booked] = queryE2eDb<{ status: string; payment_state: string; booking_reference: string }>(
      `select status, payment_state, booking_reference from quotes where id = ${quote!.id}`,
    );
    expect(booked).toMatchObject({ status: 'confirmed', payment_state: 'deposit_paid', booking_reference: expect.stringMatching(/^PEC-\d{4}-\d{4}$/) });
    const reference = booked!.booking_reference;

    // The confirmation e-mail, in the customer's language, with its calendar file at the Paris pickup time.
    const confirmation = await emailTo(request, email, (candidate) => candidate.subject.includes(reference));
    expect(confirmation.text).toContain(formatEuros(6_525, lang));
    const calendar = confirmation.attachments.find((file) => file.filename.endsWith('.ics'));
    expect(calendar?.content_type).toContain('text/calendar');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(Buffer.from(calendar!.content, 'base64').toString('utf8'))).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().getTime()).toBe(quote!.pickup_at);
    expect(event.summary).toContain(reference);

    // The admin sees it confirmed and paid.
    await page.reload();
    const panel = page.getByRole('region', { name: say('adminReply.booking.heading') });
    await expect(panel.getByText(reference)).toBeVisible();
    await expect(panel.getByText(say('adminReply.booking.offerState.deposit_paid')).first()).toBeVisible();
    await expect(panel.getByText(say('adminReply.booking.method.card')).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a link that opens nothing gets a clear page with the company’s contact, and no index or cache', async ({ page }) => {
  const response = await page.goto(`/fr/request/${'x'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'requestPage.notFound.heading'));
  await expectNoAxeViolations(page);
});

test('the admin records a bank transfer, refunds part of the card payment and records a refund of the transfer, and finds the booking by its payment state', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000);
  const { email, name } = await aTransferQuote(request, undefined, 'panel');
  const [quote] = queryE2eDb<{ id: number }>(`select id from quotes where email = ${sqlText(email)}`);
  await sendOffer(page, quote!.id);

  // The customer pays the deposit by card (through the page's form and the fake, without a browser).
  const offerEmail = await emailTo(request, email, (candidate) => /\/request\/[A-Za-z0-9_-]{43}/.test(candidate.text));
  const token = /\/request\/([A-Za-z0-9_-]{43})/.exec(offerEmail.text)![1]!;
  const pay = await request.post('/api/request-page/pay', { form: { token }, maxRedirects: 0 });
  expect(pay.status()).toBe(303);
  const sessionId = /cs_test_[A-Za-z0-9]+/.exec(pay.headers()['location'] ?? '')![0];
  expect((await request.post(`${STRIPE_FAKE_URL}/__sessions/${sessionId}/pay`)).status()).toBe(200);

  // The rest arrives by bank transfer: recorded in the booking panel.
  await page.reload();
  const panel = page.getByRole('region', { name: say('adminReply.booking.heading') });
  await expect(panel.getByText(say('adminReply.booking.offerState.deposit_paid')).first()).toBeVisible();
  await panel.getByRole('button', { name: say('adminReply.booking.record') }).click();
  await expect(panel.getByLabel(new RegExp(`^${say('adminReply.booking.amount').replace(/[()€]/g, '.')}`))).toHaveValue('65.25');
  await panel.getByLabel(say('adminReply.booking.method')).selectOption('bank_transfer');
  await panel.getByRole('button', { name: say('adminReply.booking.recordSubmit') }).click();
  await expect(panel.getByText(say('adminReply.booking.recorded', { amount: formatEuros(6_525, 'en') }))).toBeVisible();
  await expect(panel.getByText(say('adminReply.booking.offerState.paid')).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Part of the card payment goes back through Stripe; its webhook counts it.
  const paymentBy = (method: 'card' | 'bank_transfer') => panel.getByRole('listitem').filter({ hasText: say(`adminReply.booking.method.${method}`) });
  await paymentBy('card')
    .getByRole('button', { name: new RegExp(`^${say('adminReply.booking.refundButton')}`) })
    .click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(new RegExp(`^${say('adminReply.booking.refundAmount').replace(/[()€]/g, '.')}`)).fill('20');
  await dialog.getByRole('button', { name: say('adminReply.booking.refundConfirm') }).click();
  await expect(page.getByText(say('adminReply.booking.refundAsked', { amount: formatEuros(2_000, 'en') }))).toBeVisible();
  await expect
    .poll(
      () => queryE2eDb<{ refunded_cents: number }>(`select refunded_cents from payments where quote_id = ${quote!.id} and method = 'card'`)[0]?.refunded_cents,
    )
    .toBe(2_000);

  // Part of the bank transfer the office gives back itself, and records as made (decision 041).
  await paymentBy('bank_transfer')
    .getByRole('button', { name: new RegExp(`^${say('adminReply.booking.refundButton')}`) })
    .click();
  await expect(dialog).toContainText(say('adminReply.booking.method.bank_transfer'));
  await dialog.getByLabel(new RegExp(`^${say('adminReply.booking.refundAmount').replace(/[()€]/g, '.')}`)).fill('10');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: say('adminReply.booking.refundRecord') }).click();
  await expect(page.getByText(say('adminReply.booking.refundRecorded', { amount: formatEuros(1_000, 'en') }))).toBeVisible();
  expect(queryE2eDb(`select refunded_cents from payments where quote_id = ${quote!.id} and method = 'bank_transfer'`)).toEqual([{ refunded_cents: 1_000 }]);

  // The list finds it under "Paid", with its reference.
  const [{ booking_reference: reference }] = queryE2eDb<{ booking_reference: string }>(`select booking_reference from quotes where id = ${quote!.id}`) as [
    { booking_reference: string },
  ];
  await page.goto('/admin/quotes');
  await expect(page.getByText(/^\d+ of \d+ quotes$/)).toBeVisible();
  await searchFor(page, email);
  await openFilters(page, isMobile);
  await page.getByLabel(say('dashboard.payment.filter'), { exact: true }).selectOption('paid');
  const card = page.getByRole('article', { name });
  await expect(card.getByText(say('dashboard.payment.referenceShort', { reference }))).toBeVisible();
  await page.getByLabel(say('dashboard.payment.filter'), { exact: true }).selectOption('offer_sent');
  await expect(page.getByRole('heading', { name: say('dashboard.quotes.empty') })).toBeVisible();
});

for (const lang of ['en', 'fr'] as const) {
  const words = (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => t(lang, key, vars);

  test(`${lang === 'en' ? 'an English' : 'a French'} customer cancels a paid booking from their page, sees the terms first, and the admin sees the refund due`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { email } = await aTransferQuote(request, undefined, 'cancel', lang);
    const [quote] = queryE2eDb<{ id: number }>(`select id from quotes where email = ${sqlText(email)}`);
    await sendOffer(page, quote!.id);
    const offerEmail = await emailTo(request, email, (candidate) => /\/request\/[A-Za-z0-9_-]{43}/.test(candidate.text));
    const link = /https?:\/\/\S+?\/request\/[A-Za-z0-9_-]{43}/.exec(offerEmail.text)![0];
    const token = link.split('/').pop()!;
    const pay = await request.post('/api/request-page/pay', { form: { token }, maxRedirects: 0 });
    const sessionId = /cs_test_[A-Za-z0-9]+/.exec(pay.headers()['location'] ?? '')![0];
    expect((await request.post(`${STRIPE_FAKE_URL}/__sessions/${sessionId}/pay`)).status()).toBe(200);
    await expect.poll(() => queryE2eDb(`select status from quotes where id = ${quote!.id}`)).toEqual([{ status: 'confirmed' }]);

    const euros = (cents: number) => formatEuros(cents, lang);

    const customer = await customerBrowser(browser, lang);
    try {
      await customer.goto(link);
      const section = customer.locator('#cancel');
      await customer.getByRole('button', { name: words('requestPage.cancel.button.booking') }).click();
      // The terms first: nothing has changed yet.
      await expect(customer.getByRole('heading', { name: words('requestPage.cancel.confirmHeading') })).toBeVisible();
      // More than 24 hours ahead: free, everything paid comes back.
      const fee = section.locator('div').filter({ hasText: words('requestPage.cancel.fee', { percent: '0' }) });
      await expect(fee.locator('dd')).toHaveText(euros(0));
      const refund = section.locator('div').filter({ hasText: words('requestPage.cancel.refund') });
      await expect(refund.locator('dd')).toHaveText(euros(6_525));
      expect(queryE2eDb(`select status from quotes where id = ${quote!.id}`)).toEqual([{ status: 'confirmed' }]);
      await expectNoAxeViolations(customer);
      await customer.getByRole('button', { name: words('requestPage.cancel.final') }).click();
      await expect(customer.getByText(words('requestPage.notice.cancelDone'))).toBeVisible();
      await expect(customer.getByText(words('requestPage.status.cancelled.textByYou'))).toBeVisible();
      await expect(customer.locator('#cancel')).toContainText(euros(6_525));
      await expectNoAxeViolations(customer);
    } finally {
      await customer.close();
    }
    expect(queryE2eDb(`select status from quotes where id = ${quote!.id}`)).toEqual([{ status: 'cancelled' }]);

    // The admin sees the cancellation and what is to be refunded.
    await page.goto(`/admin/email-reply/${quote!.id}?kind=transfer`);
    const panel = page.getByRole('region', { name: say('adminReply.booking.heading') });
    await expect(
      panel.getByText(new RegExp(`Cancelled by the customer on .*refund due ${formatEuros(6_525, 'en').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
