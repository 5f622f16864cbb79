// The booking wizard as the journeys drive it: the places they choose, a page object speaking the
// visitor's language, and a way to start at any step with the state set directly (the wizard's own
// sessionStorage copy), so each test clicks through only what it checks.
import type { Page } from '@playwright/test';
import { MAPS_BASE_URL, MAPS_PORT, expect, expectNoAxeViolations, serveFakeGoogleMaps, test } from './fixtures.ts';
import { LANGS, localizedPath, t, type Lang, type MessageKey } from '../../site/i18n/index.ts';
import { estimateRoute } from '../../site/lib/maps/estimate.ts';
import { routeKey, routePoints } from '../../site/stores/booking-route.ts';
import {
  STORAGE_KEY,
  emptyContact,
  emptyExtraOptions,
  emptyRide,
  newBookingNonce,
  type RideState,
  type SavedBooking,
} from '../../site/stores/booking-state.ts';
import { formatDuration } from '../../worker/contract/booking-format.ts';
import { toParis } from '../../worker/contract/paris-time.ts';
import { KNOWN_PLACES } from '../../worker/contract/places.ts';
import type { ExtraOptions, LatLng } from '../../worker/contract/booking-rules.ts';
import type { ContactDetails } from '../../worker/contract/contact-rules.ts';

export type Maps = 'builtin' | 'google';
export type Step = 'ride' | 'vehicle' | 'contact' | 'summary';

/** Each leg of a fake Google route (tests/support/fake-google-maps.js): 23 km, 40 min. */
export const FAKE_LEG = { meters: 23_456, seconds: 2_400 };

/** The places the journeys choose: what is typed, and the suggestion to pick in each mode. */
export const known = (id: string) => {
  const place = KNOWN_PLACES.find((candidate) => candidate.id === id);
  if (!place) throw new Error(`no known place ${id}`);
  return place;
};
export const PLACES = {
  orly: {
    typed: 'orly',
    builtin: known('orly-1'),
    google: { en: 'Paris Orly Airport (ORY), France', fr: 'Aéroport de Paris-Orly (ORY), France', lat: 48.7262, lng: 2.3652 },
  },
  eiffel: { typed: 'eiffel', builtin: known('eiffel-tower'), google: { en: 'Eiffel Tower, Paris', fr: 'Tour Eiffel, Paris', lat: 48.8584, lng: 2.2945 } },
  louvre: { typed: 'louvre', builtin: known('louvre'), google: { en: 'Louvre Museum, Paris', fr: 'Musée du Louvre, Paris', lat: 48.8606, lng: 2.3376 } },
  versailles: {
    typed: 'versailles',
    builtin: known('versailles'),
    google: { en: 'Palace of Versailles, Versailles', fr: 'Château de Versailles, Versailles', lat: 48.8049, lng: 2.1204 },
  },
} as const;
export type PlaceName = keyof typeof PLACES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field whose accessible name starts with `label` (required fields add "(required)"). */
export const startsWith = (label: string) => new RegExp(`^${escapeRegExp(label)}`);

/** A pickup comfortably beyond the 36-hour minimum, in Paris time. */
export const pickupIn = (hours: number) => toParis(new Date(Date.now() + hours * 3_600_000));

/**
 * A slow connection: the booking island's code is held back until the returned function is called
 * (when the visitor has typed), so a test can act on the page before it hydrates.
 */
export async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/booking-wizard.*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export function wizard(page: Page, lang: Lang, maps: Maps) {
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
     * A fresh visit hydrates when the visitor reaches for the form (client:intent), so reach for it,
     * as a person would. Astro removes `ssr` from the island before React commits; the wizard marks
     * itself `data-live` once it has restored the saved booking and its buttons act on it (waiting
     * for `ssr` alone let a test pause the clock before the restore, which then moved the pickup).
     */
    async hydrated() {
      const island = page.locator('astro-island[component-url*="booking-wizard"]');
      if ((await island.getAttribute('ssr')) !== null) await island.locator('input, button, select').first().focus();
      await expect(island.locator('[data-live]')).toBeAttached();
      await expect(heading('ride').or(heading('vehicle')).or(heading('contact')).or(heading('summary'))).toBeVisible();
    },
    async open(query = '') {
      await page.goto(`${localizedPath('/bookNow', lang)}${query}`);
      await w.hydrated();
      // With a key, wait for Google Maps on the ride step so that suggestions come from it.
      if (maps === 'google' && (await heading('ride').isVisible())) await expect(page.getByRole('region', { name: text('booking.ride.map') })).toBeVisible();
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
      for (let i = 0; i < times; i += 1)
        await page.getByRole('button', { name: text('booking.counter.increase', { label: text(labelKey) }), exact: true }).click();
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
    /**
     * axe on the screen as it is now, once per distinct screen: in the built-in places variant only,
     * since the Google Maps variant renders the same screens (its own ones, the map and the
     * out-of-area message, are checked in the Google tests themselves).
     */
    async axe() {
      if (maps === 'builtin') await expectNoAxeViolations(page);
    },
    /**
     * Sets the wizard's saved state (sessionStorage, as the wizard itself keeps it) before the first
     * page load, so a test starts at the step it is about instead of clicking through the ones before.
     * Only the first load of the tab is seeded: a reload keeps what the test changed since.
     */
    async seed(booking: SeededBooking) {
      const pickup = pickupIn(72);
      const ride: RideState = {
        ...emptyRide(),
        pickupLocation: label(booking.from),
        pickupCoords: coords(booking.from),
        dropoffLocation: label(booking.to),
        dropoffCoords: coords(booking.to),
        pickupDate: pickup.date,
        pickupTime: pickup.time,
        ...booking.ride,
      };
      const points = routePoints(ride);
      const totals = w.totals([booking.from, booking.to], 0);
      const saved: SavedBooking = {
        ride,
        measuredRoute:
          ride.transferType === 'MULTI_STOP'
            ? null
            : { pointsKey: routeKey(points), distanceKm: totals.km, minutes: totals.minutes, approximate: totals.approximate },
        vehicleId: booking.vehicleId ?? null,
        extraOptions: { ...emptyExtraOptions(), ...booking.extraOptions },
        contact: booking.contact ? { ...emptyContact(), ...booking.contact } : emptyContact(),
        contactConfirmed: booking.contact !== undefined,
        nonce: newBookingNonce(),
      };
      await page.addInitScript(
        ({ key, value }) => {
          if (sessionStorage.getItem('e2e:seeded')) return;
          sessionStorage.setItem('e2e:seeded', '1');
          sessionStorage.setItem(key, value);
        },
        { key: STORAGE_KEY, value: JSON.stringify(saved) },
      );
    },
    /** The route totals as the ride step and the summary show them. */
    totals(points: PlaceName[], extraTimeHours: number) {
      const durations = {
        hoursMinutes: text('booking.duration.hoursMinutes'),
        hours: text('booking.duration.hours'),
        minutes: text('booking.duration.minutes'),
      };
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
      return {
        distance: `${text('booking.unit.km', { km: estimate.distanceKm })} (${text('booking.ride.approximateDistance')})`,
        time: `${formatDuration(estimate.minutes + extraTimeHours * 60, durations)} (${text('booking.ride.approximateTime')})`,
        km: estimate.distanceKm,
        minutes: estimate.minutes + extraTimeHours * 60,
        approximate: true,
      };
    },
  };
  return w;
}

/** What a seeded booking holds: the ride from one place to another, and optionally more. */
export interface SeededBooking {
  from: PlaceName;
  to: PlaceName;
  /** Overrides of step 1 (the pickup defaults to 72 hours ahead). */
  ride?: Partial<RideState>;
  vehicleId?: number;
  extraOptions?: Partial<ExtraOptions>;
  /** With contact details, the contact step counts as confirmed (the summary can be opened). */
  contact?: Partial<ContactDetails>;
}

/** Vehicle ids (worker/contract/vehicles.ts), for seeded bookings. */
export const VEHICLE_IDS = { lexus: 1, eClass: 2, vClass: 3 } as const;

/** The contact details a seeded booking has, as the journeys type them (the e-mail is the test's own). */
export const SEEDED_CONTACT = { firstName: 'Élodie', lastName: 'Marchand', countryCode: 'FR', phone: '612345678', comments: 'Two large suitcases.' };

/** A test e-mail address unique to this test, language, maps mode and project. */
export const uniqueEmail = (name: string, lang: Lang, maps: Maps, project: string) => `${name}.${lang}.${maps}.${project}.${Date.now()}@example.com`;

/**
 * Declares the tests of `body` once per maps mode and language: the built-in places on the server
 * without a key, and Google Maps (the fake script) on the server that has one. English runs on both
 * layouts, French on the phone layout: the two languages share every component, and what a language
 * changes (texts, formats, the French dictionary's longer words on a narrow screen) shows on the
 * phone, where space is shortest. This keeps the suite within its time on two cores (decision 007).
 * `englishOn: 'desktop'` is for rules that do not depend on the layout (a step's checks and
 * messages): English on the desktop, French on the phone, so each rule still runs in both languages
 * and on a phone, once each.
 */
export function forEachBookingVariant(
  body: (maps: Maps, lang: Lang, dbPort: number | undefined) => void,
  modes: readonly Maps[] = ['builtin', 'google'],
  { englishOn = 'both' }: { englishOn?: 'both' | 'desktop' } = {},
): void {
  for (const maps of modes) {
    for (const lang of LANGS) {
      const layouts = lang === 'fr' ? ' @phone' : englishOn === 'desktop' ? ' @desktop' : '';
      test.describe(`booking with ${maps === 'google' ? 'Google Maps' : 'the built-in places'} (${lang.toUpperCase()})${layouts}`, () => {
        if (maps === 'google') {
          test.use({ baseURL: MAPS_BASE_URL });
          test.beforeEach(async ({ page }) => {
            await page.addInitScript((leg) => Object.assign(window, { __fakeGoogleMapsLeg: leg }), FAKE_LEG);
            await serveFakeGoogleMaps(page);
          });
        }
        body(maps, lang, maps === 'google' ? MAPS_PORT : undefined);
      });
    }
  }
}
