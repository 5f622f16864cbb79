// The booking wizard's whole journeys, from an empty form to the stored request and its e-mails, in
// English and French, with the built-in places and with Google Maps. The screens they pass through
// are checked with axe in booking-accessibility.spec.ts; the rules of each step in their own files.
import { expect, test } from './fixtures.ts';
import { forEachBookingVariant, pickupIn, startsWith, uniqueEmail, wizard } from './booking-wizard.ts';
import { localizedPath } from '../../site/i18n/index.ts';
import { queryE2eDb, sqlText } from '../support/e2e-db.ts';

forEachBookingVariant((maps, lang, dbPort) => {
  test('a one-way ride is requested from start to finish and stored with its e-mails', async ({ page }, testInfo) => {
    const w = wizard(page, lang, maps);
    const address = uniqueEmail('one-way', lang, maps, testInfo.project.name);
    await w.open();
    await expect(page.locator('[aria-current="step"]')).toContainText(w.text('booking.step.ride'));
    await w.rideFrom('orly', 'eiffel', { adults: 2 });
    await w.increase('booking.ride.extraTime');
    await page.getByLabel(startsWith(w.text('booking.ride.flightTrain'))).fill('AF1234');
    const totals = w.totals(['orly', 'eiffel'], 1);
    await expect(page.getByText(totals.distance, { exact: true })).toBeVisible();
    await expect(page.getByText(totals.time, { exact: true })).toBeVisible();

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

    await w.toContact();
    await w.fillContact(address);
    await expect(page.getByText(w.text('booking.contact.phoneValid', { number: '+33 6 12 34 56 78' }))).toBeVisible();

    await w.toSummary();
    const summary = page.locator('main');
    for (const value of [w.label('orly'), w.label('eiffel'), 'Mercedes E Class', address, '+33 6 12 34 56 78', 'AF1234', totals.distance, totals.time]) {
      await expect(summary.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(summary.getByText(w.text('booking.summary.optionCount', { option: w.text('booking.option.suitcases'), count: 2 }))).toBeVisible();
    await expect(
      summary.getByText(w.text('booking.summary.optionCount', { option: w.text('booking.option.animal'), count: w.text('booking.animal.dog') })),
    ).toBeVisible();
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).toHaveAttribute('aria-hidden', 'true');

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

  test('a round trip is requested and stored with its return date and time', async ({ page }, testInfo) => {
    const w = wizard(page, lang, maps);
    const address = uniqueEmail('round-trip', lang, maps, testInfo.project.name);
    const back = pickupIn(96);
    await w.seed({ from: 'eiffel', to: 'versailles', ride: { transferType: 'ROUND_TRIP', returnDate: back.date, returnTime: back.time } });
    await w.open();
    await expect(page.getByRole('radio', { name: w.text('transferType.ROUND_TRIP'), exact: true })).toBeChecked();
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

  test('a multi-stop ride is measured through its stops and stored with them', async ({ page }, testInfo) => {
    const w = wizard(page, lang, maps);
    const address = uniqueEmail('multi-stop', lang, maps, testInfo.project.name);
    await w.seed({ from: 'orly', to: 'eiffel', ride: { transferType: 'MULTI_STOP', stopLocations: [''], stopCoords: [null] } });
    await w.open();
    await w.button('booking.ride.addStop').click();
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
});
