// The back office's door: signing in (a wrong password refused, then the right one), the guard on the
// dashboard's pages, and signing out.
import { E2E_ADMIN } from '../../scripts/lib/e2e-admin.ts';
import { expect, expectNoAxeViolations, openSidebar, say, signIn, test } from './admin.ts';

// Each test here starts signed out, with its own session: signing out revokes the session, which
// the other tests' shared one must not be.
test.use({ storageState: { cookies: [], origins: [] } });

test('a wrong password is refused; the right one opens the quotes', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.login.heading') })).toBeVisible();
  await expect(page.getByText(say('dashboard.login.subtitle'))).toBeVisible();
  await expectNoAxeViolations(page);

  const password = page.getByLabel(say('dashboard.login.password'), { exact: true });
  const submit = page.getByRole('button', { name: say('dashboard.login.submit') });
  await page.getByLabel(say('dashboard.login.username')).fill(E2E_ADMIN.username);
  await password.fill('not the password');
  const toggle = page.getByRole('button', { name: say('dashboard.login.showPassword') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');

  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(say('dashboard.login.invalid'));
  await expect(page).toHaveURL(/\/admin\/login$/);

  await password.fill(E2E_ADMIN.password);
  await submit.click();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.quotes.heading') })).toBeVisible();
  await expect(page.getByText(say('dashboard.shell.welcome'))).toBeVisible();
  // Signed in, the login page sends the admin on.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/quotes$/);
});

test('the dashboard is behind the login page', async ({ page }) => {
  for (const path of ['/admin/quotes', '/admin/exquotes', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});

test('logging out ends the session: the quotes page then redirects to the login page', async ({ page, isMobile }) => {
  await signIn(page);
  await openSidebar(page, isMobile);
  await page.getByRole('button', { name: say('dashboard.shell.logout') }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/quotes');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
