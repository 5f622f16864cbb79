// axe on each screen of a booking's happy path, once per language and layout: the journeys in
// booking-journeys.spec.ts pass through these same screens without stopping to analyse them. The
// screens with messages (missing return, five stops, no vehicle, contact errors, a failed send, a
// place out of the area) are analysed in the tests that produce them; the map in the Google test.
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { SEEDED_CONTACT, VEHICLE_IDS, forEachBookingVariant, startsWith, uniqueEmail, wizard } from './booking-wizard.ts';

const E_CLASS = VEHICLE_IDS.eClass;
const CONTACT = SEEDED_CONTACT;

forEachBookingVariant(
  (maps, lang) => {
    test('the ride step with its route totals', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'orly', to: 'eiffel', ride: { adults: 2, extraTime: 1, flightTrainNumber: 'AF1234' } });
      await w.open();
      await expect(page.getByText(w.totals(['orly', 'eiffel'], 1).distance, { exact: true })).toBeVisible();
      await expect(page.getByLabel(startsWith(w.text('booking.ride.flightTrain')))).toHaveValue('AF1234');
      await expectNoAxeViolations(page);
    });

    test('the vehicle step with a vehicle chosen, its details and the extra options open', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'orly', to: 'eiffel', vehicleId: E_CLASS, extraOptions: { suitcases: 2 } });
      await w.open('?step=vehicle');
      await expect(page.getByRole('radio', { name: 'Mercedes E Class', exact: true })).toBeChecked();
      const moreInfo = page.getByRole('button', { name: w.text('booking.vehicle.moreInfo') }).nth(1);
      await moreInfo.click();
      await expect(moreInfo).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: startsWith(w.text('booking.options.luggage')) }).click();
      await page.getByRole('button', { name: startsWith(w.text('booking.options.animals')) }).click();
      await expect(page.getByRole('checkbox', { name: w.text('booking.animal.dog'), exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the contact step filled in, with the phone number confirmed', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'orly', to: 'eiffel', vehicleId: E_CLASS, contact: { ...CONTACT, email: 'elodie@example.com' } });
      await w.open('?step=contact');
      await expect(page.getByText(w.text('booking.contact.phoneValid', { number: '+33 6 12 34 56 78' }))).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the summary, then the thank-you dialog', async ({ page }, testInfo) => {
      const w = wizard(page, lang, maps);
      const address = uniqueEmail('accessibility', lang, maps, testInfo.project.name);
      await w.seed({
        from: 'orly',
        to: 'eiffel',
        vehicleId: E_CLASS,
        extraOptions: { suitcases: 2, animal: true, animalTypes: ['dog'] },
        contact: { ...CONTACT, email: address },
      });
      await w.open('?step=summary');
      await expect(page.getByText(address, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      await w.send();
      const dialog = page.getByRole('dialog', { name: w.text('booking.success.title') });
      await expect(dialog.getByRole('link', { name: w.text('booking.success.home') })).toBeFocused();
      await expectNoAxeViolations(page);
    });
  },
  ['builtin'],
);
