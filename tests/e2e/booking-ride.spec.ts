// Step 1 of the booking wizard (the ride): its rules, the quick form's values, what is kept before
// the island loads, the built-in suggestions and Google Maps, in English and French. The rules do not
// depend on where the places come from, so they run with the built-in places; what Google Maps
// changes has its own tests below, and the whole journeys run with both (booking-journeys.spec.ts).
import { expect, expectNoAxeViolations, serveFakeGoogleMaps, test } from './fixtures.ts';
import { PLACES, forEachBookingVariant, holdIslandCode, known, pickupIn, wizard } from './booking-wizard.ts';
import { localizedPath } from '../../site/i18n/index.ts';
import { MAX_ADULTS } from '../../worker/contract/vehicles.ts';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../worker/contract/constants.ts';
import { earliestPickup, toParis } from '../../worker/contract/paris-time.ts';

forEachBookingVariant(
  (maps, lang) => {
    test('a round trip needs a return date and time after the pickup', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'eiffel', to: 'versailles', ride: { transferType: 'ROUND_TRIP' } });
      await w.open();
      const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
      await w.button('booking.ride.next').click();
      await expect(alert).toHaveText(w.text('booking.error.returnMissing'));

      // The return at the very pickup time is not after it.
      const pickupDate = await page.getByLabel(w.text('quickForm.pickupDate'), { exact: true }).inputValue();
      const pickupTime = await page.getByLabel(w.text('booking.ride.pickupTime'), { exact: true }).inputValue();
      await page.getByLabel(w.text('booking.ride.returnDate'), { exact: true }).fill(pickupDate);
      await page.getByLabel(w.text('booking.ride.returnTime'), { exact: true }).fill(pickupTime);
      await w.button('booking.ride.next').click();
      await expect(alert).toHaveText(w.text('booking.error.returnBeforePickup'));
      await w.axe();

      const back = pickupIn(96);
      await page.getByLabel(w.text('booking.ride.returnDate'), { exact: true }).fill(back.date);
      await page.getByLabel(w.text('booking.ride.returnTime'), { exact: true }).fill(back.time);
      await w.toVehicles();
    });

    test('a multi-stop ride takes one to five stops, added and removed in place', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'orly', to: 'eiffel' });
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
      await w.axe();

      // Remove stops 5, 4 and 3: the add button comes back under the last one.
      for (const number of [5, 4, 3]) await page.getByRole('button', { name: w.text('booking.ride.removeStop', { number }), exact: true }).click();
      await expect(stop(3)).toHaveCount(0);
      await expect(add).toBeVisible();
      await expect(page.getByText(w.text('booking.error.maxStops'), { exact: true })).toHaveCount(0);

      // Every stop needs a place.
      await w.button('booking.ride.next').click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toHaveText(w.text('booking.error.fillAll'));
      await expect(w.heading('ride')).toBeVisible();
    });

    test("the home quick form's values prefill the ride, and a URL cannot skip ahead", async ({ page }) => {
      const w = wizard(page, lang, maps);
      const pickup = pickupIn(80);
      const cdg = known('cdg-2e')[lang];
      const query = new URLSearchParams({
        pickupValue: cdg,
        dropoffValue: '12 rue de la Paix, 75002 Paris',
        pickupDate: pickup.date,
        pickupTime: pickup.time,
        transferType: 'ROUND_TRIP',
      });
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

    test('a party larger than the largest vehicle is told to book a second vehicle or to contact us', async ({ page }) => {
      const w = wizard(page, lang, maps);
      await w.seed({ from: 'eiffel', to: 'louvre', ride: { adults: MAX_ADULTS } });
      await w.open();
      const adults = page.getByRole('spinbutton', { name: w.text('booking.ride.adults'), exact: true });
      const contactLink = w.text('booking.ride.adultsAboveMaxContact');
      const message = page.getByRole('status').filter({ hasText: contactLink });
      await expect(message).toHaveCount(0);

      // The + button at the maximum (here with the keyboard).
      await page.getByRole('button', { name: w.text('booking.counter.increase', { label: w.text('booking.ride.adults') }), exact: true }).press('Enter');
      await expect(message).toHaveText(w.text('booking.ride.adultsAboveMax', { max: MAX_ADULTS, contact: contactLink }));
      await expect(message.getByRole('link', { name: contactLink, exact: true })).toHaveAttribute('href', localizedPath('/contact-us', lang));
      await expect(adults).toHaveValue(String(MAX_ADULTS));
      await expect(adults).toHaveAccessibleDescription(w.text('booking.ride.adultsAboveMax', { max: MAX_ADULTS, contact: contactLink }));
      await w.axe();

      // One adult fewer: the message goes; the up arrow past the maximum and a larger number typed bring it back.
      await page.getByRole('button', { name: w.text('booking.counter.decrease', { label: w.text('booking.ride.adults') }), exact: true }).click();
      await expect(message).toHaveCount(0);
      await adults.press('ArrowUp');
      await expect(adults).toHaveValue(String(MAX_ADULTS));
      await expect(message).toHaveCount(0);
      await adults.press('ArrowUp');
      await expect(message).toBeVisible();
      await adults.press('ArrowDown');
      await expect(message).toHaveCount(0);
      await adults.fill(String(MAX_ADULTS + 4));
      await expect(adults).toHaveValue(String(MAX_ADULTS));
      await expect(message).toBeVisible();
    });

    test('a pickup less than 36 hours away moves to the earliest time allowed', async ({ page }) => {
      const w = wizard(page, lang, maps);
      // A fixed instant, two minutes before midnight in Paris: the earliest pickup is the day after
      // next at noon (rounded up to the next five minutes), whatever the hour the test runs.
      const now = new Date('2030-03-10T22:58:00Z');
      await page.clock.setFixedTime(now);
      const soon = toParis(new Date(now.getTime() + 24 * 3_600_000));
      await w.seed({ from: 'eiffel', to: 'louvre', ride: { pickupDate: soon.date, pickupTime: soon.time } });
      await w.open();
      await w.button('booking.ride.next').click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toHaveText(w.text('booking.error.leadTime'));
      await expect(w.heading('ride')).toBeVisible();
      expect(earliestPickup(now)).toEqual({ date: '2030-03-12', time: '12:00' });
      await expect(page.getByLabel(w.text('quickForm.pickupDate'), { exact: true })).toHaveValue('2030-03-12');
      await expect(page.getByLabel(w.text('booking.ride.pickupTime'), { exact: true })).toHaveValue('12:00');
      await expect(page.getByLabel(w.text('quickForm.pickupDate'), { exact: true })).toHaveAttribute('min', '2030-03-12');
      await w.toVehicles();
    });
  },
  ['builtin'],
  { englishOn: 'desktop' },
);

// With Google Maps only: what Google answers and what happens when its script does not load.
forEachBookingVariant(
  (maps, lang) => {
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
      const recorded = await page.evaluate(
        () => (window as unknown as { __fakeGoogleMaps: { loads: Record<string, string>[]; predictions: Record<string, unknown>[] } }).__fakeGoogleMaps,
      );
      expect(recorded.loads).toEqual([expect.objectContaining({ key: 'e2e-fake-maps-key', language: lang, region: 'FR', v: 'weekly' })]);
      expect(recorded.predictions[0]).toMatchObject({
        types: ['geocode'],
        language: lang,
        sessionToken: true,
        locationRestriction: { south: 35, north: 71, west: -25, east: 45 },
      });
      // Suggestions start at two characters.
      expect(recorded.predictions.every((request) => String(request.input).length >= 2)).toBe(true);
      // The ride step with its map and route is a screen of its own.
      await expectNoAxeViolations(page);
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
      // The built-in places answer, and once the wizard has given up on Google Maps it estimates
      // the route itself: that estimate is the sign it gave up, after the first attempt and three
      // retries.
      const builtin = wizard(page, lang, 'builtin');
      await builtin.choosePlace(w.text('quickForm.pickup'), 'orly');
      await builtin.choosePlace(w.text('quickForm.dropoff'), 'eiffel');
      await expect(page.getByText(builtin.totals(['orly', 'eiffel'], 0).distance, { exact: true })).toBeVisible();
      expect(failing()).toBe(4);
      await expect(page.getByText(w.text('booking.ride.noMap'))).toBeVisible();
      await expect(page.getByRole('region', { name: w.text('booking.ride.map') })).toHaveCount(0);
    });
  },
  ['google'],
);

// Without a key only: the built-in places, and what the page does before its island has loaded.
forEachBookingVariant(
  (maps, lang) => {
    test('what is typed before the page has finished loading is kept', async ({ page }) => {
      const w = wizard(page, lang, maps);
      // A slow connection: the island's code arrives only once the visitor has typed.
      const typed = await holdIslandCode(page);
      await page.goto(localizedPath('/bookNow', lang));
      await w.combobox(w.text('quickForm.pickup')).fill('Hôtel Ritz, 15 place Vendôme');
      await page.getByRole('radio', { name: w.text('transferType.ROUND_TRIP'), exact: true }).check();
      await expect(page.locator('astro-island[component-url*="booking-wizard"]')).toHaveAttribute('ssr');
      typed();
      await w.hydrated();
      await expect(w.combobox(w.text('quickForm.pickup'))).toHaveValue('Hôtel Ritz, 15 place Vendôme');
      await expect(page.getByRole('radio', { name: w.text('transferType.ROUND_TRIP'), exact: true })).toBeChecked();
      await expect(page.getByLabel(w.text('booking.ride.returnDate'), { exact: true })).toBeVisible();
    });

    test('a place typed before the page has finished loading gets its suggestions once it has', async ({ page }) => {
      const w = wizard(page, lang, maps);
      // A slow connection: the island's code arrives only once the visitor has typed.
      const typed = await holdIslandCode(page);
      await page.goto(localizedPath('/bookNow', lang));
      const pickup = w.combobox(w.text('quickForm.pickup'));
      await pickup.fill(PLACES.orly.typed);
      const island = page.locator('astro-island[component-url*="booking-wizard"]');
      await expect(island).toHaveAttribute('ssr');
      typed();
      await expect(island).not.toHaveAttribute('ssr');
      // No further keystroke: the suggestions for what is already there open by themselves.
      const option = page.getByRole('option', { name: w.label('orly'), exact: true });
      await expect(option).toBeVisible();
      await expect(pickup).toBeFocused();
      await expect(pickup).toHaveAttribute('aria-expanded', 'true');
      await pickup.press('ArrowDown');
      await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await option.click();
      await expect(pickup).toHaveValue(w.label('orly'));
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
      // The page's clock stands still from here on: the test moves it past the debounce instead of waiting.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      const pickup = w.combobox(w.text('quickForm.pickup'));
      await pickup.fill('o');
      await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS * 2);
      await expect(page.getByRole('option')).toHaveCount(0);
      await pickup.fill(lang === 'fr' ? 'aeroport' : 'airport');
      await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS - 1);
      await expect(page.getByRole('option')).toHaveCount(0);
      await page.clock.runFor(1);
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
  },
  ['builtin'],
  { englishOn: 'desktop' },
);
