// The spec's business constants and limits, each with its meaning. The browser and the server read
// them from here; never repeat the numbers elsewhere.

/** A pickup must be at least this many hours after now (Europe/Paris). */
export const LEAD_TIME_HOURS = 36;
/** A pickup (and a return) at most this many years after today (Paris): for plans, not typos like 9999. */
export const BOOKING_HORIZON_YEARS = 2;
/**
 * Pickup times are offered in steps of this many minutes; the earliest pickup is rounded up to the
 * next step, which also gives a traveller a few minutes before a corrected time falls too early.
 */
export const PICKUP_TIME_STEP_MINUTES = 5;
/** Extra waiting/driving time a traveller may add, in whole hours. */
export const EXTRA_TIME_MAX_HOURS = 10;
/** Stops on a Multi Stop transfer: at least 1, at most this many. */
export const MAX_STOPS = 5;
/** Largest count of one extra option (suitcases, child seats…) a request may ask for; more goes in the comments. */
export const EXTRA_OPTION_MAX = 20;

/** Every transfer includes this much waiting; after it the vehicle's hourly rate applies (policy). */
export const INCLUDED_WAITING_MINUTES = 40;
/** The chauffeur calls the traveller this long before pickup (confirmation template). */
export const CHAUFFEUR_CALL_MINUTES = 30;

/** Address suggestions: start after this many typed characters… */
export const AUTOCOMPLETE_MIN_CHARS = 2;
/** …wait this long after the last keystroke… */
export const AUTOCOMPLETE_DEBOUNCE_MS = 350;
/** …and show at most this many. */
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 5;
/** Height of the suggestion list, in CSS pixels. */
export const AUTOCOMPLETE_LIST_HEIGHT_PX = 180;

/** Places must lie inside these bounds (Europe). */
export const SERVICE_BOUNDS = { minLat: 35, maxLat: 71, minLng: -25, maxLng: 45 } as const;
/** Default map view: Paris, zoom 6. */
export const DEFAULT_MAP_CENTER = { lat: 48.8566, lng: 2.3522 } as const;
export const DEFAULT_MAP_ZOOM = 6;

/** Home hero: the background changes every 5 s. */
export const HERO_ROTATION_MS = 5000;
/** Widths at or below this are the mobile layout (3 hero images instead of 2). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Transfer contact form: phone at least 10 characters, checked as a real number from 5. */
export const PHONE_MIN_LENGTH = 10;
export const PHONE_CHECK_FROM_LENGTH = 5;
/** Excursion Book Now modal: at least 6 digits. */
export const EXCURSION_PHONE_MIN_DIGITS = 6;

/** Admin: polling intervals and message timings. */
export const QUOTES_POLL_MS = 10_000;
export const PENDING_COUNTS_POLL_MS = 5_000;
/** The Security screen's sign-in attempts are asked again this often while the tab is shown (beyond the spec, decision 032). */
export const SIGN_IN_ACTIVITY_POLL_MS = 30_000;
export const SUCCESS_BANNER_MS = 2_000;
export const SAVED_CONFIRMATION_MS = 1_500;
export const HIGHLIGHTS_PREVIEW_COUNT = 3;
export const MESSAGE_PREVIEW_CHARS = 40;

/** Uploaded images: at most this wide (never enlarged), re-encoded as JPEG at this quality. */
export const IMAGE_MAX_WIDTH_PX = 1200;
export const IMAGE_JPEG_QUALITY = 0.5;
/** Gallery thumbnails. */
export const THUMBNAIL_SIZE_PX = { width: 96, height: 72 } as const;
/**
 * The widths of the AVIF/WebP variants made of each excursion photo, where it is produced (the seed,
 * the admin's browser: decision 019), none wider than the photo. 320 px serves the gallery's 96 × 72
 * thumbnails (168–288 device pixels wide at a phone's density of 1.75–3) for about half the 480 px
 * file's bytes; the others the cards, the gallery's large photo and wide screens.
 */
export const IMAGE_VARIANT_WIDTHS_PX = [320, 480, 800, 1200] as const;

export const CURRENCY = 'EUR';
export const TIME_ZONE = 'Europe/Paris';

/**
 * Privacy (GDPR storage limitation): a request or conversation is deleted this many years after its
 * last activity, by the cron trigger (worker/scheduled.ts, decision 029).
 */
export const RETENTION_YEARS = 3;
