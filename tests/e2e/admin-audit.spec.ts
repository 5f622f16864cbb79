// The Audit trail screen, signed in: a quote (sent through the public API) is flagged important by
// the signed-in page itself (the dashboard's own call, so the cookie and Origin are the browser's);
// the admin filters the trail to changes of transfer quotes, searches the quote's number and reads
// who did what, when, and what moved, with a link to the quote. The quote screens' own journeys are
// admin-quotes.spec.ts: this one is about the trail.
import { queryE2eDb } from '../support/e2e-db.ts';
import { aTransferQuote, expect, expectNoAxeViolations, openSidebar, say, searchFor, test } from './admin.ts';
import { E2E_ADMIN } from '../../scripts/lib/e2e-admin.ts';

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

test('a change to a quote shows in the audit trail, filtered and searched', async ({ page, request, isMobile }) => {
  const { email } = await aTransferQuote(request);
  const [quote] = queryE2eDb<{ id: number; quote_number: string }>(`select id, quote_number from quotes where email = ${sqlText(email)}`);
  expect(quote).toBeDefined();

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.audit.heading') })).toBeVisible();
  // The count comes with the first answer: the island is live.
  await expect(page.getByText(/^\d+ of \d+ entries$/)).toBeVisible();

  const status = await page.evaluate(
    async (id) =>
      (await fetch(`/api/admin/quotes/${id}/important`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"important":true}' }))
        .status,
    quote!.id,
  );
  expect(status).toBe(200);

  const filtered = page.waitForResponse((response) => response.url().includes('entityType=quote') && response.status() === 200);
  await page.getByLabel(say('dashboard.audit.entityFilter')).selectOption({ label: say('dashboard.audit.entityFilter.quote') });
  await filtered;
  await page.getByLabel(say('dashboard.audit.actionFilter')).selectOption({ label: say('dashboard.audit.action.update') });
  await searchFor(page, quote!.quote_number);

  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByText(E2E_ADMIN.username, { exact: true })).toBeVisible();
  await expect(row.getByText(say('dashboard.audit.action.update'), { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `${say('dashboard.audit.entity.quote')} ${quote!.quote_number}` })).toHaveAttribute(
    'href',
    `/admin/email-reply/${quote!.id}`,
  );
  await expect(row.getByText(say('dashboard.audit.change', { field: 'important', from: 'false', to: 'true' }))).toBeVisible();
  await expect(row.locator('time')).toHaveText(/\d{2}:\d{2}$/);

  await openSidebar(page, isMobile);
  await expect(page.getByRole('link', { name: say('dashboard.shell.audit') })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});
