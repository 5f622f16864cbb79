// An attack on the sign-in (decision 032), as the administrator sees it. Six wrong passwords for a
// username of their own, from six addresses (the local server takes CF-Connecting-IP as Cloudflare's
// edge would set it): the Security screen says an attack is going on and lists the addresses, and
// the audit trail shows the failures and the slowed-down address. The attempts use their own
// username and addresses, so the other journeys' sign-ins (the test admin, from 127.0.0.1) are not
// slowed by them.
import { expect, expectNoAxeViolations, say, searchFor, test, uniqueTag } from './admin.ts';

test('the Security screen and the audit trail show an attack going on, by address @desktop', async ({ page, request, baseURL }) => {
  const tag = uniqueTag();
  const username = `mallory-${tag}`;
  const octet = 1 + (Number.parseInt(tag.slice(-4), 36) % 200);
  const addresses = Array.from({ length: 6 }, (_, i) => `198.18.${octet}.${i + 1}`);
  const statuses: number[] = [];
  for (const address of addresses) {
    const answer = await request.post('/api/admin/login', {
      data: { username, password: 'guess' },
      headers: { Origin: new URL(baseURL ?? '').origin, 'CF-Connecting-IP': address },
    });
    statuses.push(answer.status());
  }
  // Five are checked and fail; the sixth is slowed down before any check.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

  await page.goto('/admin/security');
  const activity = page.getByTestId('sign-in-activity');
  await expect(activity.getByRole('heading', { name: say('dashboard.security.activity.heading') })).toBeVisible();
  await expect(activity.getByTestId('sign-in-attack')).toHaveText(say('dashboard.security.activity.attack'));
  await expect(activity.getByText(/^Failed attempts: \d+$/)).toBeVisible();
  await expect(activity.getByText(/^Browsers you have signed in from in the last 90 days: [1-9]\d*\./)).toBeVisible();
  // The busiest addresses: ours are among them unless ten busier ones are (the table shows ten).
  const rows = activity.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(10);
  await expect(rows.first().locator('time')).toHaveText(/\d{2}:\d{2}$/);
  await expectNoAxeViolations(page);

  await activity.getByRole('link', { name: say('dashboard.security.activity.auditLink') }).click();
  await expect(page.getByText(/^\d+ of \d+ entries$/)).toBeVisible();
  await searchFor(page, username);
  const entries = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(entries).toHaveCount(6);
  await expect(entries.filter({ hasText: say('dashboard.audit.action.sign-in-failed') })).toHaveCount(5);
  const slowed = entries.filter({ hasText: say('dashboard.audit.action.sign-in-throttled') });
  await expect(slowed).toHaveCount(1);
  await expect(slowed).toContainText(addresses[5]!);
  await expectNoAxeViolations(page);
});
