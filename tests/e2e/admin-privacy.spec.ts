// The Privacy requests screen, signed in: a customer's contact message and transfer quote (sent
// through the public API), found by their address typed in another case, exported as a JSON download
// holding them, erased after the address is typed again, and then nothing is found. Axe on the
// counts and on the confirmation.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { aTransferQuote, expect, expectNoAxeViolations, openSidebar, say, test, uniqueTag } from './admin.ts';

test('find, export and erase everything stored for one e-mail address', async ({ page, request, isMobile }) => {
  const tag = uniqueTag();
  const { email } = await aTransferQuote(request, tag, 'privacy');
  const sent = await request.post('/api/contact', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { name: 'Élodie Marchand', telephone: '+33 6 12 34 56 78', email, message: `Merci ${tag}`, lang: 'en', website: '' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.privacy.heading') })).toBeVisible();
  await openSidebar(page, isMobile);
  await expect(page.getByRole('link', { name: say('dashboard.shell.privacy') })).toHaveAttribute('aria-current', 'page');

  const address = page.getByLabel(say('dashboard.privacy.email'));
  const find = page.getByRole('button', { name: say('dashboard.privacy.find') });
  // Enabled once the island runs.
  await expect(find).toBeEnabled();
  await address.fill(email.toUpperCase());
  await address.press('Enter');
  await expect(page.getByRole('heading', { name: say('dashboard.privacy.storedFor', { email }) })).toBeVisible();
  const counts = page.getByTestId('privacy-counts');
  await expect(counts.locator('[data-kind="quotes"]')).toHaveText('1');
  await expect(counts.locator('[data-kind="contactMessages"]')).toHaveText('1');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: say('dashboard.privacy.export') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^privacy-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    email: string;
    quotes: { email: string }[];
    contactMessages: { message: string }[];
  };
  expect(exported.email).toBe(email);
  expect(exported.quotes).toHaveLength(1);
  expect(exported.contactMessages.map((message) => message.message)).toEqual([`Merci ${tag}`]);

  await page.getByRole('button', { name: say('dashboard.privacy.erase') }).click();
  const dialog = page.getByRole('alertdialog', { name: say('dashboard.privacy.erase') });
  const confirm = dialog.getByRole('button', { name: say('dashboard.privacy.erase') });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(say('dashboard.privacy.confirmEmail')).fill(email);
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page);
  await confirm.click();
  // The quote and its two e-mails, the conversation, its message, the contact message and its two e-mails.
  await expect(page.getByText(say('dashboard.privacy.erased', { email, count: 8 }))).toBeVisible();

  await address.fill(email);
  await find.click();
  await expect(page.getByRole('heading', { name: say('dashboard.privacy.nothingStored', { email }) })).toBeVisible();
});
