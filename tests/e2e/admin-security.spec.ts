// Two-step verification (decision 027), as the administrator lives it: turned on from the Security
// screen (the QR code and the key, a code from the "app" to confirm, the recovery codes once),
// signing out, signing in again with the password and then a code, and turning it off with a
// recovery code. The codes are computed here with otpauth from the key the screen shows.
//
// TOTP is the one admin account's, and every other journey signs in as that admin: while it is on,
// their sign-ins would be asked for a code. So this file runs in its own project, after the desktop
// and phone projects have finished (playwright.config.ts), on the second server, and turns TOTP off
// afterwards through the API even when the journey fails.
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN } from '../../scripts/lib/e2e-admin.ts';
import { expect, expectNoAxeViolations, say, test } from './admin.ts';
import { MAPS_BASE_URL } from './fixtures.ts';

test.use({ baseURL: MAPS_BASE_URL, storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

/** What the journey learnt, for the clean-up: the key, and the recovery codes not spent yet. */
let app: TOTP | null = null;
let unusedRecoveryCodes: string[] = [];
let turnedOff = false;

test.afterAll(async ({ playwright }) => {
  if (!app || turnedOff) return;
  // Perhaps still on (the journey stopped half-way): sign in with a code and turn it off with
  // another, recovery codes first (never spent yet), else the app's code of the next step.
  const [signInCode = app.generate({ timestamp: Date.now() + 30_000 }), turnOffCode] = unusedRecoveryCodes;
  const request = await playwright.request.newContext({ baseURL: MAPS_BASE_URL, extraHTTPHeaders: { Origin: MAPS_BASE_URL } });
  const signedIn = await request.post('/api/admin/login', { data: { ...E2E_ADMIN, code: signInCode } });
  if (signedIn.ok())
    await request.post('/api/admin/security/totp/disable', { data: { code: turnOffCode ?? app.generate({ timestamp: Date.now() + 60_000 }) } });
  await request.dispose();
});

test('turned on with the app, asked at the next sign-in, turned off with a recovery code', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel(say('dashboard.login.username')).fill(E2E_ADMIN.username);
  const password = page.getByLabel(say('dashboard.login.password'), { exact: true });
  await password.fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: say('dashboard.login.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/quotes$/);

  await page.getByRole('link', { name: say('dashboard.shell.security') }).click();
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.security.heading') })).toBeVisible();
  await expect(page.getByTestId('totp-state')).toHaveText(say('dashboard.security.off'));
  await page.getByLabel(say('dashboard.security.password')).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: say('dashboard.security.turnOn') }).click();

  await expect(page.getByRole('img', { name: say('dashboard.security.qrAlt') })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  app = new TOTP({ secret: Secret.fromBase32(secret) });
  await expectNoAxeViolations(page);
  const code = page.getByLabel(say('dashboard.security.code'));
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(app.generate());
  await page.getByRole('button', { name: say('dashboard.security.confirm') }).click();

  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  unusedRecoveryCodes = await codes.allTextContents();
  await expect(page.getByRole('heading', { name: say('dashboard.security.codesHeading') })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: say('dashboard.security.codesSaved') }).click();
  await expect(page.getByTestId('totp-state')).toHaveText(say('dashboard.security.on'));
  await expect(page.getByText(say('dashboard.security.recoveryLeft', { count: 10 }))).toBeVisible();

  // Signed out, the password alone is not enough any more: the form asks for the code.
  await page.getByRole('button', { name: say('dashboard.shell.logout') }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(say('dashboard.login.username')).fill(E2E_ADMIN.username);
  await password.fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: say('dashboard.login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(say('adminSecurity.login.codeRequired'));
  const loginCode = page.getByLabel(say('dashboard.login.code'));
  await expect(loginCode).toBeFocused();
  await expect(loginCode).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);
  // The code of the next step: the confirmation spent this one, and one step ahead is accepted.
  await loginCode.fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: say('dashboard.login.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/quotes$/);

  // Off, with a recovery code.
  await page.goto('/admin/security');
  await page.getByLabel(say('dashboard.security.turnOffCode')).fill(unusedRecoveryCodes[0] ?? '');
  await page.getByRole('button', { name: say('dashboard.security.turnOff') }).click();
  await expect(page.getByRole('status').filter({ hasText: say('dashboard.security.disabled') })).toBeVisible();
  await expect(page.getByTestId('totp-state')).toHaveText(say('dashboard.security.off'));
  turnedOff = true;
});
