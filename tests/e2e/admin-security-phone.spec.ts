// The Security screen on a phone: reached from the sidebar's menu, laid out within the screen's
// width, accessible, a wrong password refused on its field and then counted among the day's
// sign-in attempts. It does not turn TOTP on (the
// admin-security journey does, in its own project): every other journey signs in as the same admin.
import { expect, expectNoAxeViolations, openSidebar, say, test } from './admin.ts';

test('the Security screen fits a phone @phone', async ({ page, isMobile }) => {
  await page.goto('/admin/quotes');
  await openSidebar(page, isMobile);
  await page.getByRole('link', { name: say('dashboard.shell.security') }).click();
  await expect(page.getByRole('heading', { level: 1, name: say('dashboard.security.heading') })).toBeVisible();
  const turnOn = page.getByRole('button', { name: say('dashboard.security.turnOn') });
  await expect(turnOn).toBeVisible();
  // Nothing wider than the screen: no sideways scrolling, and the button within the viewport.
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  const box = await turnOn.boundingBox();
  expect((box?.x ?? -1) + (box?.width ?? Infinity)).toBeLessThanOrEqual(widths.screen);
  await expectNoAxeViolations(page);

  // The setup asks for the password again; a wrong one is refused on its field, which takes the focus.
  const password = page.getByLabel(say('dashboard.security.password'));
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await password.fill('not the password');
  await turnOn.click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(`${say('dashboard.security.passwordHelp')}.*This is not your password\\.`));
  await expect(page.getByTestId('totp-state')).toHaveText(say('dashboard.security.off'));
  await expectNoAxeViolations(page);

  // That failure is among the sign-in attempts of the day, their table laid out as cards within the screen.
  const activity = page.getByTestId('sign-in-activity');
  await activity.getByRole('button', { name: say('dashboard.security.activity.refresh') }).click();
  await expect(activity.getByText(/^Failed attempts: [1-9]\d*$/)).toBeVisible();
  await expect(
    activity
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first(),
  ).toBeVisible();
  const afterTable = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(afterTable.page).toBeLessThanOrEqual(afterTable.screen);
  await expectNoAxeViolations(page);
  await openSidebar(page, isMobile);
  await expect(page.getByRole('link', { name: say('dashboard.shell.security') })).toHaveAttribute('aria-current', 'page');
});
