// A paid excursion cancelled 30 hours before it starts (decisions 040, 042), in both of the
// customer's languages, on a desktop and on a phone: the admin offers it, the customer pays the
// deposit and the balance on the Stripe fake, the office sets the excursion's time 30 hours ahead
// (the excursion schedule: 48 to 24 hours before, a 50 % fee), the customer sees the fee before
// confirming and cancels; the admin sees the cancellation and the refund due.
import { STRIPE_FAKE_URL } from '../../playwright.config.ts';
import { t } from '../../site/i18n/index.ts';
import { formatEuros } from '../../worker/contract/money.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { aRequestFor } from '../../scripts/lib/sample-requests.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { expect, expectNoAxeViolations, say, test, uniqueTag } from './admin.ts';
import { customerBrowser, emailTo, requestLinkIn, sendOffer } from './request-page-support.ts';

for (const lang of ['en', 'fr'] as const) {
  const words = (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => t(lang, key, vars);
  const euros = (cents: number) => formatEuros(cents, lang);

  test(`${lang === 'en' ? 'an English' : 'a French'} customer cancels a paid excursion 30 hours before it starts and sees the 50 % fee first`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const excursions = (await (await request.get('/api/excursions')).json()) as { id: number; title: string; highlights: string[] }[];
    const email = `excursion-cancel-${uniqueTag()}@example.com`;
    const asked = await request.post('/api/exquotes', { data: aRequestFor(excursions[0]!, { email, lang }) });
    expect(asked.status(), await asked.text()).toBe(201);
    const [exQuote] = queryE2eDb<{ id: number }>(`select id from excursion_quotes where email = ${sqlText(email)}`);

    // The offer (€130.50, deposit €65.25), paid in two steps on the Stripe fake.
    await sendOffer(page, exQuote!.id, 'excursion');
    const link = requestLinkIn(await emailTo(request, email, (candidate) => /\/request\/[A-Za-z0-9_-]{43}/.test(candidate.text)));
    const token = link.split('/').pop()!;
    for (const paidCents of [6_525, 13_050]) {
      const pay = await request.post('/api/request-page/pay', { form: { token }, maxRedirects: 0 });
      const sessionId = /cs_test_[A-Za-z0-9]+/.exec(pay.headers()['location'] ?? '')![0];
      expect((await request.post(`${STRIPE_FAKE_URL}/__sessions/${sessionId}/pay`)).status()).toBe(200);
      await expect
        .poll(() => queryE2eDb(`select paid_cents from offers where quote_kind = 'excursion' and quote_id = ${exQuote!.id}`))
        .toEqual([{ paid_cents: paidCents }]);
    }

    // The office sets the excursion's time: 30 hours from now.
    const starts = toParis(new Date(Date.now() + 30 * 3_600_000));
    const timed = await page.request.put(`/api/admin/exquotes/${exQuote!.id}/trip`, {
      headers: { Origin: new URL(baseURL!).origin },
      data: { date: starts.date, time: starts.time, minutes: 480 },
    });
    expect(timed.ok(), await timed.text()).toBe(true);

    const customer = await customerBrowser(browser, lang);
    try {
      await customer.goto(link);
      const section = customer.locator('#cancel');
      await expect(section).toContainText(words('requestPage.cancel.feeNow', { percent: '50' }));
      await customer.getByRole('button', { name: words('requestPage.cancel.button.booking') }).click();
      await expect(customer.getByRole('heading', { name: words('requestPage.cancel.confirmHeading') })).toBeVisible();
      await expect(
        section
          .locator('div')
          .filter({ hasText: words('requestPage.cancel.fee', { percent: '50' }) })
          .locator('dd'),
      ).toHaveText(euros(6_525));
      await expect(
        section
          .locator('div')
          .filter({ hasText: words('requestPage.cancel.refund') })
          .locator('dd'),
      ).toHaveText(euros(6_525));
      // Nothing has changed yet.
      expect(queryE2eDb(`select status from excursion_quotes where id = ${exQuote!.id}`)).toEqual([{ status: 'confirmed' }]);
      await expectNoAxeViolations(customer);
      await customer.getByRole('button', { name: words('requestPage.cancel.final') }).click();
      await expect(customer.getByText(words('requestPage.notice.cancelDone'))).toBeVisible();
      await expect(customer.locator('#cancel')).toContainText(euros(6_525));
      await expectNoAxeViolations(customer);
    } finally {
      await customer.close();
    }
    expect(queryE2eDb(`select status from excursion_quotes where id = ${exQuote!.id}`)).toEqual([{ status: 'cancelled' }]);
    expect(
      queryE2eDb(`select fee_percent, fee_cents, refund_due_cents from cancellations where quote_kind = 'excursion' and quote_id = ${exQuote!.id}`),
    ).toEqual([{ fee_percent: 50, fee_cents: 6_525, refund_due_cents: 6_525 }]);

    // The admin sees the cancellation and what is to be refunded.
    await page.goto(`/admin/email-reply/${exQuote!.id}?kind=excursion`);
    const panel = page.getByRole('region', { name: say('adminReply.booking.heading') });
    await expect(panel.getByText(say('adminReply.booking.cancelled', { when: '', amount: formatEuros(6_525, 'en') }).split(' on ')[0]!)).toBeVisible();
    await expect(panel).toContainText(formatEuros(6_525, 'en'));
    await expectNoAxeViolations(page);
  });
}
