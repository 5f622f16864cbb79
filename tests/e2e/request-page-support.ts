// What the journeys of the customer's request page share: the e-mails the mail server received, the
// admin's priced offer sent from Reply to Customer (which brings the customer their link), and the
// customer's own browser (no admin cookie) on the project's device.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MAIL_CAPTURE_URL } from '../../playwright.config.ts';
import type { CapturedEmail } from '../../scripts/lib/mail-capture.ts';
import { replyTemplateName } from '../../worker/contract/reply-templates.ts';
import { expect, expectNoAxeViolations, say, test } from './admin.ts';

/** The e-mails the mail server received for `address`, once one of them matches `wanted`. */
export async function emailTo(request: APIRequestContext, address: string, wanted: (email: CapturedEmail) => boolean): Promise<CapturedEmail> {
  let found: CapturedEmail | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get(`${MAIL_CAPTURE_URL}/__emails?to=${encodeURIComponent(address)}`)).json()) as { emails: CapturedEmail[] };
      found = emails.find(wanted);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The admin's offer: a ride and a child seat (€130.50), the deposit left at 50 %, with the deposit request template. */
export async function sendOffer(page: Page, quoteId: number, kind: 'transfer' | 'excursion' = 'transfer') {
  await page.goto(`/admin/email-reply/${quoteId}?kind=${kind}`);
  await page.getByRole('checkbox', { name: say('adminReply.offer.switch') }).check();
  const first = page.getByRole('group', { name: say('adminReply.offer.line', { n: 1 }) });
  await first.getByLabel(say('adminReply.offer.label')).fill('Transfer CDG → Eiffel Tower');
  await first.getByLabel(say('adminReply.offer.amount')).fill('120');
  await page.getByRole('button', { name: say('adminReply.offer.addLine') }).click();
  const second = page.getByRole('group', { name: say('adminReply.offer.line', { n: 2 }) });
  await second.getByLabel(say('adminReply.offer.label')).fill('Child seat');
  await second.getByLabel(say('adminReply.offer.amount')).fill('10,50');
  await expect(page.getByLabel(say('adminReply.offer.deposit'))).toHaveValue('65.25');
  await page.getByRole('button', { name: replyTemplateName('depositRequest', 'en'), exact: true }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: say('adminReply.form.send') }).click();
  await expect(page.getByText(say('adminReply.sent'))).toBeVisible();
}

/** The request page's link in an e-mail's text. */
export const requestLinkIn = (email: CapturedEmail) => /https?:\/\/\S+?\/request\/[A-Za-z0-9_-]{43}/.exec(email.text)![0];

/** A page in the customer's own browser context (no admin cookie), on the project's device, in `lang`'s locale. */
export async function customerBrowser(browser: Browser, lang: 'en' | 'fr'): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = test.info().project.use;
  return browser.newPage({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB', viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
}
