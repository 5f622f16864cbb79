// One conversation per customer (decision 041), in both of the customer's languages, on a desktop and
// on a phone: the customer writes on their request page (a plain form, no JavaScript); the admin
// finds it unread in Messages, with the request it is about, and answers; the customer sees the
// answer as new on their page and marks it read; then the customer answers the e-mail, fed to the
// Worker's email() handler as wrangler runs it, and the reply lands once in the same conversation,
// without the quoted history, on both sides.
import { randomUUID } from 'node:crypto';
import { t } from '../../site/i18n/index.ts';
import { countedText } from '../../worker/contract/i18n/plural.ts';
import { en } from '../../site/i18n/en.ts';
import { fr } from '../../site/i18n/fr.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { aTransferQuote, expect, expectNoAxeViolations, guardThreads, say, test } from './admin.ts';
import { customerBrowser, emailTo, requestLinkIn, sendOffer } from './request-page-support.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['en', 'fr'] as const) {
  const words = (key: Parameters<typeof t>[1], vars?: Record<string, string | number>) => t(lang, key, vars);

  test(`${lang === 'en' ? 'an English' : 'a French'} customer writes on their page, the admin answers from Messages, and an e-mail reply joins the same conversation`, async ({
    page,
    request,
    browser,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const { email, name, tag } = await aTransferQuote(request, undefined, 'talk', lang);
    const [quote] = queryE2eDb<{ id: number; quote_number: string }>(`select id, quote_number from quotes where email = ${sqlText(email)}`);
    await sendOffer(page, quote!.id);
    const link = requestLinkIn(await emailTo(request, email, (candidate) => /\/request\/[A-Za-z0-9_-]{43}/.test(candidate.text)));
    const question = `${lang === 'en' ? 'Could the driver hold a sign with my name?' : 'Le chauffeur peut-il tenir une pancarte à mon nom ?'} <b>${tag}</b>`;

    // The customer writes on their page.
    const customer = await customerBrowser(browser, lang);
    try {
      await customer.goto(link);
      const thread = customer.getByRole('region', { name: words('requestPage.messages.heading') });
      // The office's reply with the offer is already there, about this request.
      await expect(thread.locator('[data-from="company"]').first()).toContainText(words('requestPage.messages.about', { number: quote!.quote_number }));
      const box = thread.getByRole('textbox', { name: words('requestPage.messages.label') });
      await expect(box).toHaveAttribute('maxlength', '2000');
      // Nothing typed: refused on the server in the page's language, nothing sent.
      await thread.getByRole('button', { name: words('requestPage.messages.send') }).click();
      await expect(customer.getByRole('alert')).toHaveText(words('requestPage.messages.empty'));
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await box.fill(question);
      await thread.getByRole('button', { name: words('requestPage.messages.send') }).click();
      await expect(customer.getByRole('status').filter({ hasText: words('requestPage.messages.sent') })).toBeVisible();
      await expect(thread.locator('[data-from="customer"]').last()).toContainText(question);
      await expect(box).toHaveValue('');
      await expectNoAxeViolations(customer);

      // The admin finds it unread in Messages, with the request it is about, and answers.
      const [own] = queryE2eDb<{ id: number }>(`select id from conversations where customer_email = ${sqlText(email)}`);
      const release = await guardThreads(page, own!.id);
      await page.goto('/admin/messages');
      const conversation = page.getByRole('button', { name: new RegExp(escaped(email)) });
      await expect(conversation).toContainText(say('dashboard.messages.unread', { count: 1 }));
      release();
      await conversation.click();
      const adminThread = page.getByRole('region', { name: say('dashboard.messages.threadLabel', { name }) });
      await expect(adminThread.locator('[data-from="customer"]').last()).toContainText(question);
      await expect(adminThread.getByRole('link', { name: quote!.quote_number }).first()).toBeVisible();
      const answer =
        lang === 'en'
          ? `Of course, ${tag}: your chauffeur will wait with a name sign.`
          : `Bien sûr, ${tag}\u00a0: votre chauffeur vous attendra avec une pancarte.`;
      await adminThread.getByRole('textbox', { name: new RegExp(`^${escaped(say('dashboard.messages.replyLabel'))}`) }).fill(answer);
      await adminThread.getByRole('button', { name: say('dashboard.messages.send') }).click();
      await expect(adminThread.getByRole('status')).toHaveText(say('dashboard.messages.sent', { email }));
      await expectNoAxeViolations(page);

      // The customer sees the answer, new, and marks it read.
      await customer.reload();
      const dictionary = lang === 'en' ? en : fr;
      await expect(customer.getByText(countedText(lang, dictionary, 'requestPage.messages.unreadNotice', 1))).toBeVisible();
      const newAnswer = thread.locator('[data-from="company"]').last();
      await expect(newAnswer).toContainText(answer);
      await expect(newAnswer).toContainText(words('requestPage.messages.new'));
      await expectNoAxeViolations(customer);
      await thread.getByRole('button', { name: words('requestPage.messages.markRead') }).click();
      await expect(customer.getByRole('status').filter({ hasText: words('requestPage.messages.readDone') })).toBeVisible();
      await expect(thread.locator('[data-from="company"]').last()).not.toContainText(words('requestPage.messages.new'));
      await expect(customer.getByText(countedText(lang, dictionary, 'requestPage.messages.unreadNotice', 1))).toHaveCount(0);

      // The customer answers the answer's e-mail: its signed Reply-To, the Worker's email() handler.
      await expect
        .poll(() => queryE2eDb(`select 1 from outbox where kind = 'reply.conversation' and to_address = ${sqlText(email)} and status = 'sent'`).length)
        .toBe(1);
      const [sent] = queryE2eDb<{ reply_to: string }>(`select reply_to from outbox where kind = 'reply.conversation' and to_address = ${sqlText(email)}`);
      expect(sent!.reply_to).toMatch(/^reply\+[^@]+@reply\.example\.test$/);
      const reply = lang === 'en' ? `Perfect, thank you ${tag}!` : `Parfait, merci ${tag} !`;
      const raw = [
        `From: ${name} <${email}>`,
        `To: ${sent!.reply_to}`,
        `Subject: Re: ${words('email.conversationReply.subject', { company: 'Paris Elite Chauffeur' })}`,
        `Message-ID: <${randomUUID()}@mail.example.com>`,
        'Date: Thu, 26 Nov 2026 10:00:00 +0000',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        reply,
        '',
        `On Thu, 26 Nov 2026, Paris Elite Chauffeur wrote:`,
        `> ${answer}`,
        '',
      ].join('\r\n');
      const handled = await request.post(`/cdn-cgi/local/email?${new URLSearchParams({ from: email, to: sent!.reply_to, format: 'json' })}`, {
        headers: { 'Content-Type': 'message/rfc822' },
        data: Buffer.from(raw, 'utf8'),
      });
      expect(handled.ok(), await handled.text()).toBe(true);

      // It lands once, in the same conversation, on both sides, without the quoted history.
      await customer.reload();
      await expect(thread.locator('[data-from="customer"]').last()).toHaveText(new RegExp(escaped(reply)));
      await expect(thread).not.toContainText(`> ${answer}`);
      await page.reload();
      await page.getByRole('button', { name: new RegExp(escaped(email)) }).click();
      await expect(adminThread.locator('[data-from="customer"]').last()).toContainText(reply);
      expect(queryE2eDb(`select count(*) as n from conversations where customer_email = ${sqlText(email)}`)).toEqual([{ n: 1 }]);
      if (isMobile) await expectNoAxeViolations(page);
    } finally {
      await customer.close();
    }
  });
}
