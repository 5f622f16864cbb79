// Steps 2 to 4 of the booking wizard and the moves between them, each test starting at its step
// with the steps before it already filled in (the wizard's saved state, set directly). Nothing here
// depends on where the places came from, so these run with the built-in places; the whole journeys
// run with Google Maps too (booking-journeys.spec.ts).
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SEEDED_CONTACT, VEHICLE_IDS, forEachBookingVariant, startsWith, uniqueEmail, wizard } from './booking-wizard.ts';
import { t } from '../../site/i18n/index.ts';
import { formatDate } from '../../site/islands/booking/format.ts';
import { earliestPickup, toParis } from '../../worker/contract/paris-time.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { EXTRA_OPTION_MAX } from '../../worker/contract/constants.ts';

const LEXUS = VEHICLE_IDS.lexus;
const CONTACT = SEEDED_CONTACT;

forEachBookingVariant(
  (maps, lang, dbPort) => {
    test('an extra option at its maximum says how to ask for more', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'orly', to: 'eiffel', vehicleId: VEHICLE_IDS.eClass, extraOptions: { suitcases: EXTRA_OPTION_MAX } });
      await w.open('?step=vehicle');
      await page.getByRole('button', { name: startsWith(w.text('booking.options.luggage')) }).click();
      const label = w.text('booking.option.suitcases');
      const suitcases = page.getByRole('spinbutton', { name: label, exact: true });
      const message = page.getByRole('status').filter({ hasText: w.text('booking.counter.aboveMax', { max: EXTRA_OPTION_MAX }) });
      await expect(suitcases).toHaveValue(String(EXTRA_OPTION_MAX));
      await expect(message).toHaveCount(0);
      // + at the maximum (aria-disabled, so pressed with the keyboard).
      await page.getByRole('button', { name: w.text('booking.counter.increase', { label }), exact: true }).press('Enter');
      await expect(message).toBeVisible();
      await expect(suitcases).toHaveValue(String(EXTRA_OPTION_MAX));
      await expect(suitcases).toHaveAccessibleDescription(w.text('booking.counter.aboveMax', { max: EXTRA_OPTION_MAX }));
      await page.getByRole('button', { name: w.text('booking.counter.decrease', { label }), exact: true }).click();
      await expect(message).toHaveCount(0);
    });

    test('five adults are offered only the V-Class, and a vehicle is needed to go on', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'eiffel', to: 'louvre', ride: { adults: 5 } });
      await w.open('?step=vehicle');
      await expect(w.heading('vehicle')).toBeVisible();
      await expect(page.getByRole('radio')).toHaveCount(1);
      await expect(page.getByRole('radio', { name: 'Mercedes V Class 250D', exact: true })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Lexus' })).toHaveCount(0);
      await expect(page.getByRole('radio', { name: 'Mercedes E Class' })).toHaveCount(0);

      await w.button('booking.vehicle.next').click();
      const alert = page.getByRole('alert').filter({ hasText: w.text('booking.error.selectVehicle') });
      await expect(alert).toBeVisible();
      await expect(w.heading('vehicle')).toBeInViewport();
      await w.axe();
      await w.chooseVehicle('Mercedes V Class 250D');
      await expect(alert).toHaveCount(0);
      await w.toContact();
    });

    test('the phone is checked for its country, and each message clears when its field is edited', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'eiffel', to: 'louvre', vehicleId: LEXUS });
      await w.open('?step=contact');
      await expect(w.heading('contact')).toBeVisible();
      await w.button('booking.contact.next').click();
      for (const key of [
        'booking.error.firstNameRequired',
        'booking.error.lastNameRequired',
        'booking.error.emailRequired',
        'booking.error.phoneRequired',
      ] as const) {
        await expect(page.getByText(w.text(key), { exact: true })).toBeVisible();
      }
      const firstName = w.contactField('booking.contact.firstName');
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await w.axe();

      await firstName.fill('Ana');
      await expect(page.getByText(w.text('booking.error.firstNameRequired'), { exact: true })).toHaveCount(0);
      await expect(firstName).not.toHaveAttribute('aria-invalid');

      const phone = w.contactField('booking.contact.phone');
      await phone.fill('06-12');
      await expect(phone).toHaveValue('06 12');
      await expect(page.getByText(w.text('booking.error.phoneRequired'), { exact: true })).toHaveCount(0);
      await w.button('booking.contact.next').click();
      await expect(page.getByText(w.text('booking.error.phoneRequired'), { exact: true })).toBeVisible();

      // A French mobile number is not a British one.
      await page.getByRole('combobox', { name: w.text('booking.contact.country') }).selectOption('GB');
      await phone.fill('0612345678');
      await phone.blur();
      await expect(page.getByText(w.text('booking.error.phoneInvalid'), { exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: w.text('booking.contact.country') }).selectOption('FR');
      await expect(page.getByText(w.text('booking.error.phoneInvalid'), { exact: true })).toHaveCount(0);
      await expect(page.getByText(w.text('booking.contact.phoneValid', { number: '+33 6 12 34 56 78' }))).toBeVisible();

      await w.contactField('booking.contact.lastName').fill('Lopes');
      await w.contactField('booking.contact.email').fill('ana@example');
      await w.button('booking.contact.next').click();
      await expect(page.getByText(w.text('booking.error.emailInvalid'), { exact: true })).toBeVisible();
      await w.contactField('booking.contact.email').fill('ana@example.com');
      await w.toSummary();
    });

    test("a click on 'Enter Summary' straight from a wrong phone number shows every missing field's message", async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'eiffel', to: 'louvre', vehicleId: LEXUS });
      await w.open('?step=contact');
      // Leaving the phone field shows its message, which pushes the button down while it is pressed:
      // the click must still count, as the Enter key does.
      const phone = w.contactField('booking.contact.phone');
      await phone.fill('06123456');
      await w.button('booking.contact.next').click();
      for (const key of [
        'booking.error.firstNameRequired',
        'booking.error.lastNameRequired',
        'booking.error.emailRequired',
        'booking.error.phoneInvalid',
      ] as const) {
        await expect(page.getByText(w.text(key), { exact: true })).toBeVisible();
      }
      await expect(w.contactField('booking.contact.firstName')).toBeFocused();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
    });

    test("the phone is spaced as the country writes it, the caret stays where the visitor types, and it stops at the country's longest number", async ({
      page,
    }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'eiffel', to: 'louvre', vehicleId: LEXUS });
      await w.open('?step=contact');
      const phone = w.contactField('booking.contact.phone');
      const caret = () => phone.evaluate((input: HTMLInputElement) => input.selectionStart);
      await phone.pressSequentially('061234567');
      await expect(phone).toHaveValue('06 12 34 56 7');
      // A digit typed in the middle: the number is spaced again, the caret stays after that digit.
      await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 4));
      await page.keyboard.type('9');
      await expect(phone).toHaveValue('06 19 23 45 67');
      expect(await caret()).toBe(5);
      // A French number has ten digits with its 0: an eleventh is not taken, at the end or in the middle.
      await page.keyboard.type('5');
      await expect(phone).toHaveValue('06 19 23 45 67');
      expect(await caret()).toBe(5);
      await phone.press('End');
      await page.keyboard.type('8');
      await expect(phone).toHaveValue('06 19 23 45 67');
      await expect(page.getByText(w.text('booking.contact.phoneValid', { number: '+33 6 19 23 45 67' }))).toBeVisible();
      // Backspace just after a space deletes the digit before it.
      await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(6, 6));
      await page.keyboard.press('Backspace');
      await expect(phone).toHaveValue('06 12 34 56 7');
      expect(await caret()).toBe(4);

      // Another country, its own format and length.
      await page.getByRole('combobox', { name: w.text('booking.contact.country') }).selectOption('GB');
      await phone.fill('');
      await phone.pressSequentially('074001234567');
      await expect(phone).toHaveValue('07400 123456');
      await expect(page.getByText(w.text('booking.contact.phoneValid', { number: '+44 7400 123456' }))).toBeVisible();
    });

    test('a pickup the 36-hour minimum catches up with is moved on the later steps, so the request is never refused for it', async ({ page }, testInfo) => {
      const w = wizard(page, lang, maps);
      const address = uniqueEmail('lingered', lang, maps, testInfo.project.name);
      // Thirty seconds past a five-minute mark: the moved pickup (rounded up to the 5-minute step)
      // then keeps minutes of margin while the test runs on at real speed. From an arbitrary instant
      // the margin could be a second, and a busy machine's next step found it too soon again.
      const start = Math.ceil(Date.now() / 300_000) * 300_000 + 30_000;
      await page.clock.install({ time: start });
      // Ten minutes beyond the minimum when the page opens.
      const pickup = toParis(new Date(start + 36 * 3_600_000 + 10 * 60_000));
      await w.seed({
        from: 'eiffel',
        to: 'louvre',
        vehicleId: LEXUS,
        ride: { pickupDate: pickup.date, pickupTime: pickup.time },
        contact: { ...CONTACT, email: address },
      });
      await w.open('?step=vehicle');
      const notice = (at: number) => {
        // The wizard keeps a minute's margin, so the server, a moment later, agrees.
        const moved = earliestPickup(new Date(at + 60_000));
        return { moved, text: w.text('booking.ride.pickupMoved', { date: formatDate(moved.date, lang), time: moved.time }) };
      };

      // The visitor lingers on the vehicles: twenty minutes later the pickup is too soon.
      await page.clock.pauseAt(start + 20 * 60_000);
      const first = notice(start + 20 * 60_000);
      await w.button('booking.vehicle.next').click();
      await expect(page.getByRole('alert').filter({ hasText: first.text })).toBeVisible();
      await expect(w.heading('vehicle')).toBeInViewport();
      // axe needs the page's timers.
      await page.clock.resume();
      await w.axe();
      await w.toContact();
      await expect(page.getByRole('alert').filter({ hasText: first.text })).toHaveCount(0);
      await w.toSummary();
      const pickupRow = (when: { date: string; time: string }) =>
        page.getByText(w.text('booking.summary.dateTime', { date: formatDate(when.date, lang), time: when.time }), { exact: true });
      await expect(pickupRow(first.moved)).toBeVisible();

      // And again on the summary: Send moves it instead of sending a request the server would refuse.
      await page.clock.pauseAt(start + 40 * 60_000);
      const second = notice(start + 40 * 60_000);
      await w.send();
      await expect(page.getByRole('alert').filter({ hasText: second.text })).toBeVisible();
      await expect(pickupRow(second.moved)).toBeVisible();
      await w.button('booking.summary.send').click();
      await expect(page.getByRole('dialog', { name: w.text('booking.success.title') })).toBeVisible();
      expect(queryE2eDb(`select pickup_date, pickup_time from quotes where email = ${sqlText(address)}`, dbPort)).toEqual([
        { pickup_date: second.moved.date, pickup_time: second.moved.time },
      ]);
    });

    test("on a phone the WhatsApp button covers neither the summary's Edit buttons nor the last field @phone", async ({ page }, testInfo) => {
      const w = wizard(page, lang, maps);
      await w.seed({
        from: 'eiffel',
        to: 'louvre',
        vehicleId: LEXUS,
        contact: { ...CONTACT, email: uniqueEmail('whatsapp', lang, maps, testInfo.project.name) },
      });
      await w.open('?step=summary');
      const whatsapp = page.getByRole('link', { name: startsWith(t(lang, 'whatsapp.label')), includeHidden: true });
      const button = await whatsapp.elementHandle();
      /** With `target` scrolled to the height where the button floats (the worst case): nothing covers it. */
      const clearUnderButton = async (target: Locator) => {
        await target.evaluate((element, floating) => {
          const box = element.getBoundingClientRect();
          const own = floating!.getBoundingClientRect();
          window.scrollBy(0, box.top + box.height / 2 - (own.top + own.height / 2));
        }, button);
        await expect(target).toBeInViewport();
        await expect
          .poll(() =>
            target.evaluate((element, floating) => {
              const box = element.getBoundingClientRect();
              const own = floating!.getBoundingClientRect();
              const style = getComputedStyle(floating!);
              const shown = style.visibility !== 'hidden' && style.opacity !== '0';
              const overlaps = shown && own.left < box.right && own.right > box.left && own.top < box.bottom && own.bottom > box.top;
              const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              return !overlaps && hit !== null && element.contains(hit);
            }, button),
          )
          .toBe(true);
      };
      for (const key of ['booking.summary.editContact', 'booking.summary.editVehicle', 'booking.summary.editRide'] as const)
        await clearUnderButton(w.button(key));
      await clearUnderButton(w.button('booking.summary.send'));

      await w.button('booking.summary.editContact').click();
      await expect(w.heading('contact')).toBeFocused();
      await clearUnderButton(w.contactField('booking.contact.comments'));
      await clearUnderButton(w.button('booking.contact.next'));
      // Past the wizard, at the end of the page, the button is there again.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(whatsapp).toBeVisible();
    });

    test("the summary's Edit buttons go back to the right step", async ({ page }, testInfo) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'eiffel', to: 'louvre', vehicleId: LEXUS, contact: { ...CONTACT, email: uniqueEmail('edit', lang, maps, testInfo.project.name) } });
      await w.open('?step=summary');
      await expect(w.heading('summary')).toBeVisible();
      await expect(page.getByText('Lexus', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: w.text('booking.summary.editVehicle'), exact: true }).click();
      await expect(w.heading('vehicle')).toBeFocused();
      await w.chooseVehicle('Mercedes E Class');
      await w.toContact();
      await w.toSummary();
      await expect(page.getByText('Mercedes E Class', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: w.text('booking.summary.editContact'), exact: true }).click();
      await expect(w.heading('contact')).toBeFocused();
      await w.contactField('booking.contact.firstName').fill('Nadia');
      await w.toSummary();
      await expect(page.getByText('Nadia Marchand', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: w.text('booking.summary.editRide'), exact: true }).click();
      await expect(w.heading('ride')).toBeFocused();
      await expect(w.combobox(w.text('quickForm.pickup'))).toHaveValue(w.label('eiffel'));
      await w.choosePlace(w.text('quickForm.dropoff'), 'versailles');
      await w.toVehicles();
      await expect(page.getByRole('radio', { name: 'Mercedes E Class', exact: true })).toBeChecked();
      await w.toContact();
      await w.toSummary();
      await expect(page.getByText(w.label('versailles'), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: w.text('booking.summary.back'), exact: true }).click();
      await expect(w.heading('contact')).toBeFocused();
    });

    test('a reload keeps everything, and the Back and Forward buttons move a step', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'orly', to: 'louvre', ride: { adults: 3 } });
      await w.open();
      await w.toVehicles();
      await w.chooseVehicle('Mercedes V Class 250D');
      await w.toContact();
      await w.contactField('booking.contact.firstName').fill('Jean');
      await w.contactField('booking.contact.phone').fill('612345678');

      await page.reload();
      await w.hydrated();
      await expect(w.heading('contact')).toBeVisible();
      await expect(page).toHaveURL(/[?&]step=contact/);
      await expect(w.contactField('booking.contact.firstName')).toHaveValue('Jean');
      await expect(w.contactField('booking.contact.phone')).toHaveValue('6 12 34 56 78');
      await expect(page.locator('[aria-current="step"]')).toContainText(w.text('booking.step.contact'));

      await page.goBack();
      await expect(w.heading('vehicle')).toBeFocused();
      await expect(page.getByRole('radio', { name: 'Mercedes V Class 250D', exact: true })).toBeChecked();
      await page.goBack();
      await expect(w.heading('ride')).toBeFocused();
      await expect(w.combobox(w.text('quickForm.pickup'))).toHaveValue(w.label('orly'));
      await expect(page.getByRole('spinbutton', { name: w.text('booking.ride.adults'), exact: true })).toHaveValue('3');
      await page.goForward();
      await expect(w.heading('vehicle')).toBeFocused();
    });

    test('a failed send keeps the request; a retry sends the same key, changed data a new one', async ({ page }, testInfo) => {
      const w = wizard(page, lang, maps);
      const address = uniqueEmail('retry', lang, maps, testInfo.project.name);
      const keys: string[] = [];
      const answers = [
        { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong on our side.' } } },
        { status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests.' } } },
        {
          status: 400,
          body: { error: { code: 'validation_failed', message: t(lang, 'api.error.validation'), fields: { email: t(lang, 'field.email.invalid') } } },
        },
      ];
      await page.route('**/api/quotes', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        const answer = answers[keys.length - 1];
        if (answer) await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
        else await route.continue();
      });
      await w.seed({ from: 'eiffel', to: 'louvre', vehicleId: LEXUS, contact: { ...CONTACT, email: address } });
      await w.open('?step=summary');

      const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
      await w.send();
      await expect(alert).toHaveText(w.text('booking.error.sendFailed'));
      await expect(w.button('booking.summary.send')).toBeEnabled();
      await w.button('booking.summary.send').click();
      await expect(alert).toHaveText(w.text('booking.error.rateLimited'));
      await w.button('booking.summary.send').click();
      await expect(alert).toContainText(t(lang, 'api.error.validation'));
      await expect(alert).toContainText(t(lang, 'field.email.invalid'));
      await w.axe();
      expect(new Set(keys).size).toBe(1);

      await w.button('booking.summary.editContact').last().click();
      await expect(w.heading('contact')).toBeFocused();
      await w.contactField('booking.contact.comments').fill('Changed my mind about the luggage.');
      await w.toSummary();
      await w.send();
      await expect(page.getByRole('dialog', { name: w.text('booking.success.title') })).toBeVisible();
      expect(keys).toHaveLength(4);
      expect(keys[3]).not.toBe(keys[0]);
      expect(queryE2eDb(`select comments from quotes where email = ${sqlText(address)}`, dbPort)).toEqual([{ comments: 'Changed my mind about the luggage.' }]);
    });
  },
  ['builtin'],
  { englishOn: 'desktop' },
);
