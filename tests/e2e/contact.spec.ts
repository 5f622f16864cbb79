// The Contact Us form: success stored with its e-mails, server field errors, a failing API.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { localizedPath, t, LANGS } from '../../site/i18n/index.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import type { Page } from '@playwright/test';

/** A form field by its accessible name; required fields' names end with "(required)". */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`) });

for (const lang of LANGS) {
  test.describe(`contact (${lang.toUpperCase()})`, () => {
    test('a message is sent, shown as sent and stored with both e-mails', async ({ page }, testInfo) => {
      const email = `contact.${lang}.${testInfo.project.name}.${Date.now()}@example.com`;
      await page.goto(localizedPath('/contact-us', lang));
      await field(page, t(lang, 'contactForm.name')).fill('Élodie Marchand');
      await field(page, t(lang, 'contactForm.telephone')).fill('+33 6 12 34 56 78');
      await field(page, t(lang, 'contactForm.email')).fill(email);
      await field(page, t(lang, 'contactForm.message')).fill('Un van pour 6 personnes le 3 mai ?');
      // The honeypot is out of sight, out of the tab order and empty.
      const honeypot = page.locator('input[name="website"]');
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(honeypot).toHaveAttribute('aria-hidden', 'true');
      await expect(honeypot).not.toBeInViewport();
      const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/contact'));
      await page.getByRole('button', { name: t(lang, 'contactForm.submit') }).click();
      expect((await request).postDataJSON()).toMatchObject({ website: '', lang });

      await expect(page.getByRole('status')).toHaveText(t(lang, 'contactForm.success'));
      await expect(field(page, t(lang, 'contactForm.name'))).toHaveValue('');
      await expectNoAxeViolations(page);

      expect(queryE2eDb(`select name, telephone, message, lang from contact_messages where email = ${sqlText(email)}`)).toEqual([
        { name: 'Élodie Marchand', telephone: '+33 6 12 34 56 78', message: 'Un van pour 6 personnes le 3 mai ?', lang },
      ]);
      const emails = queryE2eDb<{ kind: string; lang: string }>(
        `select kind, lang from outbox where related_type = 'contact_message' and related_id = (select id from contact_messages where email = ${sqlText(email)}) order by id`,
      );
      expect(emails).toEqual([
        { kind: 'contact.admin', lang: 'en' },
        { kind: 'contact.customer', lang },
      ]);
    });

    test("the server's field errors show beside the fields, in the page's language", async ({ page }) => {
      await page.goto(localizedPath('/contact-us', lang));
      await field(page, t(lang, 'contactForm.email')).fill('not-an-address');
      await page.getByRole('button', { name: t(lang, 'contactForm.submit') }).click();

      await expect(page.getByRole('alert')).toHaveText(t(lang, 'contactForm.failure'));
      const name = field(page, t(lang, 'contactForm.name'));
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();
      await expect(page.getByText(t(lang, 'field.required'))).toBeVisible();
      await expect(page.getByText(t(lang, 'field.email.invalid'))).toBeVisible();
      await expectNoAxeViolations(page);

      await name.fill('Ana');
      await expect(name).not.toHaveAttribute('aria-invalid');
    });

    test('a failing API shows the failure message and keeps what was typed', async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"down"}}' }),
      );
      await page.goto(localizedPath('/contact-us', lang));
      await field(page, t(lang, 'contactForm.name')).fill('Ana');
      await field(page, t(lang, 'contactForm.email')).fill('ana@example.com');
      await page.getByRole('button', { name: t(lang, 'contactForm.submit') }).click();
      await expect(page.getByRole('alert')).toHaveText(t(lang, 'contactForm.failure'));
      await expect(field(page, t(lang, 'contactForm.name'))).toHaveValue('Ana');
    });

    test("the form's script comes on first use; a message sent before it arrives is sent once", async ({ page }, testInfo) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/contact-form.*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(localizedPath('/contact-us', lang));
      await page.waitForLoadState('networkidle');
      expect(scripts, 'script files asked for by a page only being read').toEqual([]);

      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.push(request.url());
      });
      await field(page, t(lang, 'contactForm.name')).fill('Ana');
      await field(page, t(lang, 'contactForm.email')).fill(`early.${lang}.${testInfo.project.name}.${Date.now()}@example.com`);
      await field(page, t(lang, 'contactForm.email')).press('Enter');
      // Held until the script is there: not sent, and the page has not navigated away with the fields.
      await expect.poll(() => scripts.some((path) => path.includes('/contact-form.'))).toBe(true);
      expect(posts).toEqual([]);
      expect(new URL(page.url()).search).toBe('');
      release();
      await expect(page.getByRole('status')).toHaveText(t(lang, 'contactForm.success'));
      expect(posts).toHaveLength(1);
    });

    test("when the form's script cannot load, sending says so and keeps what was typed; the next try sends", async ({ page }, testInfo) => {
      await page.route('**/_astro/contact-form.*.js', (route) => route.abort('internetdisconnected'), { times: 1 });
      await page.goto(localizedPath('/contact-us', lang));
      const name = field(page, t(lang, 'contactForm.name'));
      await page.getByRole('button', { name: t(lang, 'contactForm.submit') }).click();
      await expect(page.getByRole('alert')).toHaveText(t(lang, 'contactForm.failure'));
      await name.fill('Ana');
      await field(page, t(lang, 'contactForm.email')).fill(`late.${lang}.${testInfo.project.name}.${Date.now()}@example.com`);
      await page.getByRole('button', { name: t(lang, 'contactForm.submit') }).click();
      await expect(page.getByRole('status')).toHaveText(t(lang, 'contactForm.success'));
    });
  });
}

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
const luminance = ([r, g, b]: number[]) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

test('a focused field has a ring of at least 3:1 against the white form (WCAG 1.4.11)', async ({ page }) => {
  await page.goto('/contact-us');
  const name = field(page, t('en', 'contactForm.name'));
  await name.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  const shadow = await name.evaluate((element) => getComputedStyle(element).boxShadow);
  // The outer ring is the last colour of the shadow list.
  const colours = [...shadow.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => match[1]!.split(',').map((part) => Number.parseFloat(part)));
  const ring = colours.at(-1)!;
  expect(ring[3] ?? 1, shadow).toBe(1);
  expect(contrast(ring.slice(0, 3), [255, 255, 255]), shadow).toBeGreaterThanOrEqual(3);
});
