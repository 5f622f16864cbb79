// The booking wizard (/bookNow) end to end, in English and French, with the built-in places (the
// server without a maps key) and with Google Maps (the fake script, on the server that has a key).
import type { Page } from '@playwright/test';
import { MAPS_BASE_URL, MAPS_PORT, expect, expectNoAxeViolations, serveFakeGoogleMaps, test } from './fixtures.ts';
import { LANGS, localizedPath, t, type Lang, type MessageKey } from '../../site/i18n/index.ts';
import { formatDuration } from '../../site/islands/booking/format.ts';
import { estimateRoute } from '../../site/lib/maps/estimate.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';
import { earliestPickup, fromParis, toParis } from '../../worker/contract/paris-time.ts';
import { KNOWN_PLACES } from '../../worker/contract/places.ts';
import type { LatLng } from '../../worker/contract/booking-rules.ts';

type Maps = 'builtin' | 'google';
type Step = 'ride' | 'vehicle' | 'contact' | 'summary';

/** Each leg of a fake Google route (tests/support/fake-google-maps.js): 23 km, 40 min. */
const FAKE_LEG = { meters: 23_456, seconds: 2_400 };

/** The places the journeys choose: what is typed, and the suggestion to pick in each mode. */
const known = (id: string) => {
  const place = KNOWN_PLACES.find((candidate) => candidate.id === id);
  if (!place) throw new Error(`no known place ${id}`);
  return place;
};
const PLACES = {
  orly: { typed: 'orly', builtin: known('orly-1'), google: { en: 'Paris Orly Airport (ORY), France', fr: 'Aéroport de Paris-Orly (ORY), France', lat: 48.7262, lng: 2.3652 } },
  eiffel: { typed: 'eiffel', builtin: known('eiffel-tower'), google: { en: 'Eiffel Tower, Paris', fr: 'Tour Eiffel, Paris', lat: 48.8584, lng: 2.2945 } },
  louvre: { typed: 'louvre', builtin: known('louvre'), google: { en: 'Louvre Museum, Paris', fr: 'Musée du Louvre, Paris', lat: 48.8606, lng: 2.3376 } },
  versailles: { typed: 'versailles', builtin: known('versailles'), google: { en: 'Palace of Versailles, Versailles', fr: 'Château de Versailles, Versailles', lat: 48.8049, lng: 2.1204 } },
} as const;
type PlaceName = keyof typeof PLACES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field whose accessible name starts with `label` (required fields add "(required)"). */
const startsWith = (label: string) => new RegExp(`^${escapeRegExp(label)}`);

/** A pickup comfortably beyond the 36-hour minimum, in Paris time. */
const pickupIn = (hours: number) => toParis(new Date(Date.now() + hours * 3_600_000));

function wizard(page: Page, lang: Lang, maps: Maps) {
  const text = (key: MessageKey, vars?: Record<string, string | number>) => t(lang, key, vars);
  const label = (place: PlaceName) => (maps === 'google' ? PLACES[place].google[lang] : PLACES[place].builtin[lang]);
  const coords = (place: PlaceName): LatLng => (maps === 'google' ? PLACES[place].google : PLACES[place].builtin);
  const button = (key: MessageKey) => page.getByRole('button', { name: text(key), exact: true });
  const heading = (step: Step) => page.getByRole('heading', { level: 2, name: text(`booking.step.${step}` as MessageKey), exact: true });
  const combobox = (name: string) => page.getByRole('combobox', { name, exact: true });

  const w = {
    text,
    label,
    coords,
    heading,
    button,
    combobox,
    /**
     * Astro removes `ssr` from the island once React has hydrated it. A fresh visit hydrates when the
     * visitor reaches for the form (client:intent), so reach for it, as a person would.
     */
    async hydrated() {
      const island = page.locator('astro-island[component-url*="booking-wizard"]');
      if ((await island.getAttribute('ssr')) !== null) await island.locator('input, button, select').first().focus();
      await expect(island).not.toHaveAttribute('ssr');
      await expect(heading('ride').or(heading('vehicle')).or(heading('contact')).or(heading('summary'))).toBeVisible();
    },
    async open(query = '') {
      await page.goto(`${localizedPath('/bookNow', lang)}${query}`);
      await w.hydrated();
      // With a key, wait for Google Maps so that suggestions come from it.
      if (maps === 'google') await expect(page.getByRole('region', { name: text('booking.ride.map') })).toBeVisible();
    },
    async choosePlace(field: string, place: PlaceName) {
      const input = combobox(field);
      await input.fill(PLACES[place].typed);
      await page.getByRole('option', { name: label(place), exact: true }).click();
      await expect(input).toHaveValue(label(place));
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    },
    async setPickupTime(when: { date: string; time: string }) {
      await page.getByLabel(text('quickForm.pickupDate'), { exact: true }).fill(when.date);
      await page.getByLabel(text('booking.ride.pickupTime'), { exact: true }).fill(when.time);
    },
    async increase(labelKey: MessageKey, times = 1) {
      for (let i = 0; i < times; i += 1) await page.getByRole('button', { name: text('booking.counter.increase', { label: text(labelKey) }), exact: true }).click();
    },
    /** Step 1 with the pickup at `from`, the drop-off at `to`, 72 hours ahead; then on to the vehicles. */
    async rideFrom(from: PlaceName, to: PlaceName, { adults = 1 }: { adults?: number } = {}) {
      await w.choosePlace(text('quickForm.pickup'), from);
      await w.choosePlace(text('quickForm.dropoff'), to);
      await w.setPickupTime(pickupIn(72));
      if (adults > 1) await w.increase('booking.ride.adults', adults - 1);
    },
    async toVehicles() {
      await button('booking.ride.next').click();
      await expect(heading('vehicle')).toBeFocused();
    },
    async chooseVehicle(name: string) {
      await page.getByRole('radio', { name, exact: true }).check();
    },
    async toContact() {
      await button('booking.vehicle.next').click();
      await expect(heading('contact')).toBeFocused();
    },
    contactField: (labelKey: MessageKey) => page.getByRole('textbox', { name: startsWith(text(labelKey)) }),
    async fillContact(email: string) {
      await w.contactField('booking.contact.firstName').fill('Élodie');
      await w.contactField('booking.contact.lastName').fill('Marchand');
      await w.contactField('booking.contact.email').fill(email);
      await w.contactField('booking.contact.phone').fill('06 12 34 56 78');
      await w.contactField('booking.contact.comments').fill('Two large suitcases.');
    },
    async toSummary() {
      await button('booking.contact.next').click();
      await expect(heading('summary')).toBeFocused();
    },
    terms: () => page.getByRole('checkbox', { name: startsWith(text('booking.summary.terms')) }),
    async send() {
      const send = button('booking.summary.send');
      await expect(send).toBeDisabled();
      await w.terms().check();
      await send.click();
    },
    /** The route totals as the ride step and the summary show them. */
    totals(points: PlaceName[], extraTimeHours: number) {
      const durations = { hoursMinutes: text('booking.duration.hoursMinutes'), hours: text('booking.duration.hours'), minutes: text('booking.duration.minutes') };
      if (maps === 'google') {
        const legs = points.length - 1;
        return {
          distance: text('booking.unit.km', { km: Math.round((legs * FAKE_LEG.meters) / 1000) }),
          time: formatDuration(Math.round((legs * FAKE_LEG.seconds) / 60) + extraTimeHours * 60, durations),
          km: Math.round((legs * FAKE_LEG.meters) / 1000),
          minutes: Math.round((legs * FAKE_LEG.seconds) / 60) + extraTimeHours * 60,
          approximate: false,
        };
      }
      const estimate = estimateRoute(points.map(coords))!;
      const approximate = ` (${text('booking.ride.approximate')})`;
      return {
        distance: `${text('booking.unit.km', { km: estimate.distanceKm })}${approximate}`,
        time: `${formatDuration(estimate.minutes + extraTimeHours * 60, durations)}${approximate}`,
        km: estimate.distanceKm,
        minutes: estimate.minutes + extraTimeHours * 60,
        approximate: true,
      };
    },
  };
  return w;
}

for (const maps of ['builtin', 'google'] as const) {
  for (const lang of LANGS) {
    test.describe(`booking with ${maps === 'google' ? 'Google Maps' : 'the built-in places'} (${lang.toUpperCase()})`, () => {
      const dbPort = maps === 'google' ? MAPS_PORT : undefined;
      if (maps === 'google') {
        test.use({ baseURL: MAPS_BASE_URL });
        test.beforeEach(async ({ page }) => {
          await page.addInitScript((leg) => Object.assign(window, { __fakeGoogleMapsLeg: leg }), FAKE_LEG);
          await serveFakeGoogleMaps(page);
        });
      }
      const email = (name: string, project: string) => `${name}.${lang}.${maps}.${project}.${Date.now()}@example.com`;

      test('a one-way ride is requested from start to finish and stored with its e-mails', async ({ page }, testInfo) => {
        const w = wizard(page, lang, maps);
        const address = email('one-way', testInfo.project.name);
        await w.open();
        await expect(page.locator('[aria-current="step"]')).toContainText(w.text('booking.step.ride'));
        await w.rideFrom('orly', 'eiffel', { adults: 2 });
        await w.increase('booking.ride.extraTime');
        await page.getByLabel(startsWith(w.text('booking.ride.flightTrain'))).fill('AF1234');
        const totals = w.totals(['orly', 'eiffel'], 1);
        await expect(page.getByText(totals.distance, { exact: true })).toBeVisible();
        await expect(page.getByText(totals.time, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);

        await w.toVehicles();
        await expect(page.locator('[aria-current="step"]')).toContainText(w.text('booking.step.vehicle'));
        await expect(page).toHaveURL(/[?&]step=vehicle/);
        await w.chooseVehicle('Mercedes E Class');
        const moreInfo = page.getByRole('button', { name: w.text('booking.vehicle.moreInfo') }).nth(1);
        await expect(moreInfo).toHaveAttribute('aria-expanded', 'false');
        await moreInfo.click();
        await expect(moreInfo).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByText(w.text('vehicle.powerValue', { hp: 194 }))).toBeVisible();
        await page.getByRole('button', { name: startsWith(w.text('booking.options.luggage')) }).click();
        await w.increase('booking.option.suitcases', 2);
        await page.getByRole('button', { name: startsWith(w.text('booking.options.animals')) }).click();
        const animal = page.getByRole('checkbox', { name: w.text('booking.option.animal'), exact: true });
        await expect(animal).not.toBeChecked();
        await page.getByRole('checkbox', { name: w.text('booking.animal.dog'), exact: true }).check();
        await expect(animal).toBeChecked();
        await expectNoAxeViolations(page);

        await w.toContact();
        await w.fillContact(address);
        await expect(page.getByText(w.text('booking.contact.phoneValid', { number: '+33 6 12 34 56 78' }))).toBeVisible();
        await expectNoAxeViolations(page);

        await w.toSummary();
        const summary = page.locator('main');
        for (const value of [w.label('orly'), w.label('eiffel'), 'Mercedes E Class', address, '+33 6 12 34 56 78', 'AF1234', totals.distance, totals.time]) {
          await expect(summary.getByText(value, { exact: true })).toBeVisible();
        }
        await expect(summary.getByText(w.text('booking.summary.optionCount', { option: w.text('booking.option.suitcases'), count: 2 }))).toBeVisible();
        await expect(summary.getByText(w.text('booking.summary.optionCount', { option: w.text('booking.option.animal'), count: w.text('booking.animal.dog') }))).toBeVisible();
        const honeypot = page.locator('input[name="website"]');
        await expect(honeypot).toHaveAttribute('tabindex', '-1');
        await expect(honeypot).toHaveAttribute('autocomplete', 'off');
        await expect(honeypot).toHaveAttribute('aria-hidden', 'true');
        await expectNoAxeViolations(page);

        const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/quotes') && candidate.method() === 'POST');
        await w.send();
        const sent = await request;
        expect(sent.headers()['content-type']).toBe('application/json');
        expect(sent.headers()['accept-language']).toBe(lang);
        expect(sent.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
        expect(sent.postDataJSON()).toMatchObject({ lang, website: '', vehicleId: 2, transferType: 'ONE_WAY' });

        const dialog = page.getByRole('dialog', { name: w.text('booking.success.title') });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(w.text('booking.success.text'))).toBeVisible();
        const home = dialog.getByRole('link', { name: w.text('booking.success.home') });
        await expect(home).toBeFocused();
        await expectNoAxeViolations(page);

        const [quote] = queryE2eDb<Record<string, unknown>>(
          `select first_name, last_name, phone, country_code, pickup_location, dropoff_location, transfer_type, adults, extra_time, flight_train_number, vehicle, vehicle_extra_options, total_distance_km, total_minutes, route_approximate, comments, lang, status, pickup_lat, dropoff_lng from quotes where email = ${sqlText(address)}`,
          dbPort,
        );
        expect(quote).toEqual({
          first_name: 'Élodie',
          last_name: 'Marchand',
          phone: '+33612345678',
          country_code: 'FR',
          pickup_location: w.label('orly'),
          dropoff_location: w.label('eiffel'),
          transfer_type: 'ONE_WAY',
          adults: 2,
          extra_time: 1,
          flight_train_number: 'AF1234',
          vehicle: 'Mercedes E Class',
          vehicle_extra_options: JSON.stringify({ suitcases: 2, animal: true, animalTypes: ['dog'] }),
          total_distance_km: totals.km,
          total_minutes: totals.minutes,
          route_approximate: totals.approximate ? 1 : 0,
          comments: 'Two large suitcases.',
          lang,
          status: 'pending',
          pickup_lat: w.coords('orly').lat,
          dropoff_lng: w.coords('eiffel').lng,
        });
        const emails = queryE2eDb<{ kind: string; lang: string; to_address: string }>(
          `select kind, lang, to_address from outbox where related_type = 'quote' and related_id = (select id from quotes where email = ${sqlText(address)}) order by id`,
          dbPort,
        );
        expect(emails).toContainEqual({ kind: 'quote.customer', lang, to_address: address });

        await home.click();
        await expect(page).toHaveURL((url) => url.pathname === localizedPath('/', lang));
        // The saved request is gone: a new visit starts afresh.
        await page.goto(localizedPath('/bookNow', lang));
        await expect(w.combobox(w.text('quickForm.pickup'))).toHaveValue('');
      });

      test('a round trip needs a return date and time after the pickup', async ({ page }, testInfo) => {
        const w = wizard(page, lang, maps);
        const address = email('round-trip', testInfo.project.name);
        await w.open();
        await page.getByRole('radio', { name: w.text('transferType.ROUND_TRIP'), exact: true }).check();
        await w.rideFrom('eiffel', 'versailles');
        const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
        await w.button('booking.ride.next').click();
        await expect(alert).toHaveText(w.text('booking.error.returnMissing'));

        const pickup = pickupIn(72);
        await page.getByLabel(w.text('booking.ride.returnDate'), { exact: true }).fill(pickup.date);
        await page.getByLabel(w.text('booking.ride.returnTime'), { exact: true }).fill(pickup.time);
        await w.button('booking.ride.next').click();
        await expect(alert).toHaveText(w.text('booking.error.returnBeforePickup'));
        await expectNoAxeViolations(page);

        const back = pickupIn(96);
        await page.getByLabel(w.text('booking.ride.returnDate'), { exact: true }).fill(back.date);
        await page.getByLabel(w.text('booking.ride.returnTime'), { exact: true }).fill(back.time);
        await w.toVehicles();
        await w.chooseVehicle('Lexus');
        await w.toContact();
        await w.fillContact(address);
        await w.toSummary();
        await expect(page.getByText(w.text('booking.summary.return'), { exact: true })).toBeVisible();
        await w.send();
        await expect(page.getByRole('dialog', { name: w.text('booking.success.title') })).toBeVisible();
        expect(queryE2eDb(`select transfer_type, return_date, return_time, vehicle from quotes where email = ${sqlText(address)}`, dbPort)).toEqual([
          { transfer_type: 'ROUND_TRIP', return_date: back.date, return_time: back.time, vehicle: 'Lexus' },
        ]);
      });

      test('a multi-stop ride takes one to five stops, added and removed in place', async ({ page }, testInfo) => {
        const w = wizard(page, lang, maps);
        const address = email('multi-stop', testInfo.project.name);
        await w.open();
        await page.getByRole('radio', { name: w.text('transferType.MULTI_STOP'), exact: true }).check();
        const stop = (number: number) => w.combobox(w.text('booking.ride.stop', { number }));
        const add = w.button('booking.ride.addStop');
        await expect(stop(1)).toBeVisible();
        await expect(page.getByRole('button', { name: w.text('booking.ride.removeStop', { number: 1 }) })).toHaveCount(0);
        for (let count = 2; count <= 5; count += 1) {
          await add.click();
          await expect(stop(count)).toBeVisible();
        }
        await expect(add).toHaveCount(0);
        await expect(page.getByText(w.text('booking.error.maxStops'), { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);

        // Remove stops 5, 4 and 3: the add button comes back under the last one.
        for (const number of [5, 4, 3]) await page.getByRole('button', { name: w.text('booking.ride.removeStop', { number }), exact: true }).click();
        await expect(stop(3)).toHaveCount(0);
        await expect(add).toBeVisible();
        await expect(page.getByText(w.text('booking.error.maxStops'), { exact: true })).toHaveCount(0);

        await w.rideFrom('orly', 'eiffel');
        await w.button('booking.ride.next').click();
        await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toHaveText(w.text('booking.error.fillAll'));
        await w.choosePlace(w.text('booking.ride.stop', { number: 1 }), 'louvre');
        await w.choosePlace(w.text('booking.ride.stop', { number: 2 }), 'versailles');
        const totals = w.totals(['orly', 'louvre', 'versailles', 'eiffel'], 0);
        await expect(page.getByText(totals.distance, { exact: true })).toBeVisible();
        await w.toVehicles();
        await w.chooseVehicle('Mercedes V Class 250D');
        await w.toContact();
        await w.fillContact(address);
        await w.toSummary();
        await expect(page.getByRole('listitem').filter({ hasText: w.label('louvre') })).toBeVisible();
        await w.send();
        await expect(page.getByRole('dialog', { name: w.text('booking.success.title') })).toBeVisible();
        const [quote] = queryE2eDb<{ stop_locations: string; total_distance_km: number }>(
          `select stop_locations, total_distance_km from quotes where email = ${sqlText(address)}`,
          dbPort,
        );
        expect(JSON.parse(quote!.stop_locations)).toEqual([w.label('louvre'), w.label('versailles')]);
        expect(quote!.total_distance_km).toBe(totals.km);
      });

      test('five adults are offered only the V-Class, and a vehicle is needed to go on', async ({ page }) => {
        const w = wizard(page, lang, maps);
        await w.open();
        await w.rideFrom('eiffel', 'louvre', { adults: 5 });
        await w.toVehicles();
        await expect(page.getByRole('radio')).toHaveCount(1);
        await expect(page.getByRole('radio', { name: 'Mercedes V Class 250D', exact: true })).toBeVisible();
        await expect(page.getByRole('radio', { name: 'Lexus' })).toHaveCount(0);
        await expect(page.getByRole('radio', { name: 'Mercedes E Class' })).toHaveCount(0);

        await w.button('booking.vehicle.next').click();
        const alert = page.getByRole('alert').filter({ hasText: w.text('booking.error.selectVehicle') });
        await expect(alert).toBeVisible();
        await expect(w.heading('vehicle')).toBeInViewport();
        await expectNoAxeViolations(page);
        await w.chooseVehicle('Mercedes V Class 250D');
        await expect(alert).toHaveCount(0);
        await w.toContact();
      });

      test('the phone is checked for its country, and each message clears when its field is edited', async ({ page }) => {
        const w = wizard(page, lang, maps);
        await w.open();
        await w.rideFrom('eiffel', 'louvre');
        await w.toVehicles();
        await w.chooseVehicle('Lexus');
        await w.toContact();
        await w.button('booking.contact.next').click();
        for (const key of ['booking.error.firstNameRequired', 'booking.error.lastNameRequired', 'booking.error.emailRequired', 'booking.error.phoneRequired'] as const) {
          await expect(page.getByText(w.text(key), { exact: true })).toBeVisible();
        }
        const firstName = w.contactField('booking.contact.firstName');
        await expect(firstName).toBeFocused();
        await expect(firstName).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(page);

        await firstName.fill('Ana');
        await expect(page.getByText(w.text('booking.error.firstNameRequired'), { exact: true })).toHaveCount(0);
        await expect(firstName).not.toHaveAttribute('aria-invalid');

        const phone = w.contactField('booking.contact.phone');
        await phone.fill('06-12');
        await expect(phone).toHaveValue('0612');
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

      test("the summary's Edit buttons go back to the right step", async ({ page }, testInfo) => {
        const w = wizard(page, lang, maps);
        await w.open();
        await w.rideFrom('eiffel', 'louvre');
        await w.toVehicles();
        await w.chooseVehicle('Lexus');
        await w.toContact();
        await w.fillContact(email('edit', testInfo.project.name));
        await w.toSummary();

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
        await w.open();
        await w.rideFrom('orly', 'louvre', { adults: 3 });
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
        await expect(w.contactField('booking.contact.phone')).toHaveValue('612345678');
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

      test("the home quick form's values prefill the ride, and a URL cannot skip ahead", async ({ page }) => {
        const w = wizard(page, lang, maps);
        const pickup = pickupIn(80);
        const cdg = known('cdg-2e')[lang];
        const query = new URLSearchParams({ pickupValue: cdg, dropoffValue: '12 rue de la Paix, 75002 Paris', pickupDate: pickup.date, pickupTime: pickup.time, transferType: 'ROUND_TRIP' });
        await w.open(`?${query}`);
        await expect(w.combobox(w.text('quickForm.pickup'))).toHaveValue(cdg);
        await expect(w.combobox(w.text('quickForm.dropoff'))).toHaveValue('12 rue de la Paix, 75002 Paris');
        await expect(page.getByLabel(w.text('quickForm.pickupDate'), { exact: true })).toHaveValue(pickup.date);
        await expect(page.getByLabel(w.text('booking.ride.pickupTime'), { exact: true })).toHaveValue(pickup.time);
        await expect(page.getByRole('radio', { name: w.text('transferType.ROUND_TRIP'), exact: true })).toBeChecked();
        await expect(page).toHaveURL((url) => url.search === '');
        // Free text: distance and time are left to the quote.
        await expect(page.getByText(w.text('booking.ride.inQuote'), { exact: true })).toHaveCount(2);

        // The prefilled values stay edited after a reload, not read from the URL again.
        await w.combobox(w.text('quickForm.dropoff')).fill('8 avenue Foch, Paris');
        await page.reload();
        await w.hydrated();
        await expect(w.combobox(w.text('quickForm.dropoff'))).toHaveValue('8 avenue Foch, Paris');

        // The summary cannot be reached by URL before the steps before it.
        await page.goto(`${localizedPath('/bookNow', lang)}?step=summary`);
        await w.hydrated();
        await expect(w.heading('ride')).toBeVisible();
        await expect(page).toHaveURL((url) => url.search === '');
      });

      test('a pickup less than 36 hours away moves to the earliest time allowed', async ({ page }) => {
        const w = wizard(page, lang, maps);
        await w.open();
        await w.choosePlace(w.text('quickForm.pickup'), 'eiffel');
        await w.choosePlace(w.text('quickForm.dropoff'), 'louvre');
        const soon = pickupIn(24);
        await w.setPickupTime(soon);
        const clicked = Date.now();
        await w.button('booking.ride.next').click();
        await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toHaveText(w.text('booking.error.leadTime'));
        await expect(w.heading('ride')).toBeVisible();
        const date = await page.getByLabel(w.text('quickForm.pickupDate'), { exact: true }).inputValue();
        const time = await page.getByLabel(w.text('booking.ride.pickupTime'), { exact: true }).inputValue();
        const corrected = fromParis(date, time)!.getTime();
        expect(corrected).toBeGreaterThanOrEqual(clicked + 36 * 3_600_000 - 60_000);
        // Rounded up to the next five minutes (PICKUP_TIME_STEP_MINUTES).
        expect(corrected).toBeLessThanOrEqual(Date.now() + 36 * 3_600_000 + 5 * 60_000);
        await expect(page.getByLabel(w.text('quickForm.pickupDate'), { exact: true })).toHaveAttribute('min', earliestPickup(new Date()).date);
        await w.toVehicles();
      });

      test('a failed send keeps the request; a retry sends the same key, changed data a new one', async ({ page }, testInfo) => {
        const w = wizard(page, lang, maps);
        const address = email('retry', testInfo.project.name);
        const keys: string[] = [];
        const answers = [
          { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong on our side.' } } },
          { status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests.' } } },
          { status: 400, body: { error: { code: 'validation_failed', message: t(lang, 'api.error.validation'), fields: { email: t(lang, 'field.email.invalid') } } } },
        ];
        await page.route('**/api/quotes', async (route) => {
          keys.push(route.request().headers()['idempotency-key'] ?? '');
          const answer = answers[keys.length - 1];
          if (answer) await route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
          else await route.continue();
        });
        await w.open();
        await w.rideFrom('eiffel', 'louvre');
        await w.toVehicles();
        await w.chooseVehicle('Lexus');
        await w.toContact();
        await w.fillContact(address);
        await w.toSummary();

        const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
        await w.send();
        await expect(alert).toHaveText(w.text('booking.error.sendFailed'));
        await expect(w.button('booking.summary.send')).toBeEnabled();
        await w.button('booking.summary.send').click();
        await expect(alert).toHaveText(w.text('booking.error.rateLimited'));
        await w.button('booking.summary.send').click();
        await expect(alert).toContainText(t(lang, 'api.error.validation'));
        await expect(alert).toContainText(t(lang, 'field.email.invalid'));
        await expectNoAxeViolations(page);
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

      if (maps === 'google') {
        test('a place outside the service area is refused with the message', async ({ page }) => {
          const w = wizard(page, lang, maps);
          await w.open();
          const pickup = w.combobox(w.text('quickForm.pickup'));
          await pickup.fill('new york');
          await page.getByRole('option', { name: /New York/ }).click();
          await expect(page.getByRole('alert').filter({ hasText: w.text('booking.error.outOfArea') })).toBeVisible();
          await expect(pickup).toHaveValue('');
          await expect(pickup).toHaveAttribute('aria-expanded', 'false');
          await expect(page.getByRole('option')).toHaveCount(0);
          await expectNoAxeViolations(page);
          await w.choosePlace(w.text('quickForm.pickup'), 'orly');
          await expect(page.getByText(w.text('booking.error.outOfArea'))).toHaveCount(0);
        });

        test("Google Maps loads in the page's language and draws the driving route", async ({ page }) => {
          const w = wizard(page, lang, maps);
          await w.open();
          await w.rideFrom('orly', 'eiffel');
          const map = page.getByRole('region', { name: w.text('booking.ride.map') });
          await expect(map).toHaveAttribute('data-route', '2 points, 23 km');
          await expect(page.getByText(w.text('booking.unit.km', { km: 23 }), { exact: true })).toBeVisible();
          await expect(page.getByText(w.text('booking.duration.minutes', { minutes: 40 }), { exact: true })).toBeVisible();
          const recorded = await page.evaluate(() => (window as unknown as { __fakeGoogleMaps: { loads: Record<string, string>[]; predictions: Record<string, unknown>[] } }).__fakeGoogleMaps);
          expect(recorded.loads).toEqual([expect.objectContaining({ key: 'e2e-fake-maps-key', language: lang, region: 'FR', v: 'weekly' })]);
          expect(recorded.predictions[0]).toMatchObject({ types: ['geocode'], language: lang, sessionToken: true, locationRestriction: { south: 35, north: 71, west: -25, east: 45 } });
          // Suggestions start at two characters.
          expect(recorded.predictions.every((request) => String(request.input).length >= 2)).toBe(true);
        });

        test('the Maps script is retried, then the built-in places take over', async ({ page }) => {
          // The beforeEach route serves the script; a later route takes precedence.
          const requests = await serveFakeGoogleMaps(page, { failures: 2 });
          const w = wizard(page, lang, maps);
          await w.open();
          expect(requests()).toBe(3);
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          const failing = await serveFakeGoogleMaps(page, { failures: 99 });
          await page.goto(localizedPath('/bookNow', lang));
          await w.hydrated();
          // The first attempt and three retries, then no more.
          await expect.poll(failing).toBe(4);
          await page.waitForTimeout(200);
          expect(failing()).toBe(4);
          await expect(page.getByText(w.text('booking.ride.noMap'))).toBeVisible();
          await expect(page.getByRole('region', { name: w.text('booking.ride.map') })).toHaveCount(0);
          await w.combobox(w.text('quickForm.pickup')).fill('orly');
          await expect(page.getByRole('option', { name: known('orly-1')[lang], exact: true })).toBeVisible();
        });
      } else {
        test('what is typed before the page has finished loading is kept', async ({ page }) => {
          const w = wizard(page, lang, maps);
          // A slow connection: the island's code arrives a second after the page.
          await page.route('**/_astro/booking-wizard.*.js', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1_000));
            await route.continue();
          });
          await page.goto(localizedPath('/bookNow', lang));
          await w.combobox(w.text('quickForm.pickup')).fill('Hôtel Ritz, 15 place Vendôme');
          await page.getByRole('radio', { name: w.text('transferType.ROUND_TRIP'), exact: true }).check();
          await expect(page.locator('astro-island[component-url*="booking-wizard"]')).toHaveAttribute('ssr');
          await w.hydrated();
          await expect(w.combobox(w.text('quickForm.pickup'))).toHaveValue('Hôtel Ritz, 15 place Vendôme');
          await expect(page.getByRole('radio', { name: w.text('transferType.ROUND_TRIP'), exact: true })).toBeChecked();
          await expect(page.getByLabel(w.text('booking.ride.returnDate'), { exact: true })).toBeVisible();
        });

        test('a fresh visit downloads no framework until the visitor reaches for the form, and a click meanwhile is kept', async ({ page }) => {
          const w = wizard(page, lang, maps);
          const scripts: string[] = [];
          page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
          await page.goto(localizedPath('/bookNow', lang));
          await page.waitForLoadState('networkidle');
          expect(scripts.filter((url) => url.includes('/_astro/'))).toEqual([]);
          // The first click lands before React is there: it is held, then replayed (the empty form's message shows).
          await w.button('booking.ride.next').click();
          await expect(page.locator('astro-island[component-url*="booking-wizard"]')).not.toHaveAttribute('ssr');
          await expect(page.getByRole('alert').filter({ hasText: w.text('booking.error.fillAll') })).toBeVisible();
          expect(scripts.some((url) => url.includes('/_astro/'))).toBe(true);
        });

        test('without a key nothing is loaded from Google, and suggestions are built in', async ({ page }) => {
          const w = wizard(page, lang, maps);
          const google: string[] = [];
          page.on('request', (request) => request.url().includes('googleapis.com') && google.push(request.url()));
          await w.open();
          const pickup = w.combobox(w.text('quickForm.pickup'));
          await pickup.fill('o');
          await page.waitForTimeout(500);
          await expect(page.getByRole('option')).toHaveCount(0);
          await pickup.fill(lang === 'fr' ? 'aeroport' : 'airport');
          await expect(page.getByRole('option')).toHaveCount(5);
          await expect(page.getByRole('listbox')).toHaveCSS('max-height', '180px');
          await pickup.press('ArrowDown');
          await pickup.press('ArrowDown');
          const second = page.getByRole('option').nth(1);
          await expect(second).toHaveAttribute('aria-selected', 'true');
          await expect(pickup).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
          await pickup.press('Escape');
          await expect(pickup).toHaveAttribute('aria-expanded', 'false');
          await pickup.press('ArrowDown');
          await pickup.press('Enter');
          await expect(pickup).toHaveValue(known('cdg-1')[lang]);
          await expect(page.getByText(w.text('booking.ride.noMap'))).toBeVisible();
          expect(google).toEqual([]);
        });
      }
    });
  }
}
