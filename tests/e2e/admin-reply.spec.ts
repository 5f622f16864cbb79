// Reply to Customer: a template in the quote's language, sent through the outbox, and the quote
// marked replied; for a transfer quote and an excursion quote.
import { aTransferQuote, anExcursionQuote, expect, expectNoAxeViolations, say, test } from './admin.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';

test.describe('reply to a customer', () => {
  test('a French transfer quote gets a French template, is sent and becomes replied', async ({ page, request }) => {
    const { email } = await aTransferQuote(request, undefined, 'reply', 'fr');
    const [quote] = queryE2eDb<{ id: number }>(`select id from quotes where email = ${sqlText(email)}`);
    await page.goto(`/admin/email-reply/${quote!.id}?kind=transfer`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('adminReply.title'));
    await expect(page.getByRole('link', { name: new RegExp(say('adminReply.form.whatsapp')) })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/33612345678\?text=/,
    );

    await page.getByRole('button', { name: 'Thank you', exact: true }).click();
    const subject = page.getByRole('textbox', { name: new RegExp(`^${say('adminReply.form.subject')}`) });
    await expect(subject).toHaveValue(/Merci/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: say('adminReply.form.send') }).click();
    await expect(page.getByText(say('adminReply.sent'))).toBeVisible();

    const [sent] = queryE2eDb<{ kind: string; lang: string; to_address: string }>(
      `select kind, lang, to_address from outbox where related_type = 'reply' and related_id = ${quote!.id} and kind = 'reply.transfer'`,
    );
    expect(sent).toEqual({ kind: 'reply.transfer', lang: 'fr', to_address: email });
    expect(queryE2eDb(`select status from quotes where id = ${quote!.id}`)).toEqual([{ status: 'replied' }]);
  });

  test('an excursion quote is answered the same way @desktop', async ({ page, request }) => {
    const { email } = await anExcursionQuote(request);
    const [quote] = queryE2eDb<{ id: number }>(`select id from excursion_quotes where email = ${sqlText(email)}`);
    await page.goto(`/admin/email-reply/${quote!.id}?kind=excursion`);
    await page.getByRole('button', { name: 'Thank you', exact: true }).click();
    await page.getByRole('button', { name: say('adminReply.form.send') }).click();
    await expect(page.getByText(say('adminReply.sent'))).toBeVisible();
    expect(queryE2eDb(`select kind, lang from outbox where related_type = 'reply' and related_id = ${quote!.id} and kind = 'reply.excursion'`)).toEqual([
      { kind: 'reply.excursion', lang: 'en' },
    ]);
    expect(queryE2eDb(`select status from excursion_quotes where id = ${quote!.id}`)).toEqual([{ status: 'replied' }]);
  });

  test('without a quote the reply screen leads back to the list', async ({ page }) => {
    await page.goto('/admin/email-reply');
    await expect(page).toHaveURL(/\/admin\/quotes$/);
  });
});
