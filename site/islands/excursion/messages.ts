// The texts the excursion islands show, picked on the server by the excursion page and passed to the
// islands as flat objects, so the dictionaries never reach the browser bundle. The islands import
// only the types of this module.
import { enShared, localizedPath, t, type Lang, type SharedMessageKey } from '../../../worker/contract/i18n/index.ts';

type GalleryKey = Extract<SharedMessageKey, `excursion.gallery.${string}`>;
/** The gallery's and the lightbox's words: 'excursion.gallery.open' → 'View photo {n} of {total}'… */
export type GalleryLabels = Readonly<Record<GalleryKey, string>>;

/** Texts of other areas the booking island reuses (the stops' rules and address fields, the e-mail check). */
const SHARED_KEYS = [
  'booking.error.maxStops',
  'booking.error.outOfArea',
  'booking.place.listLabel',
  'booking.place.count.one',
  'booking.place.count.other',
  'field.email.invalid',
  'contactForm.requiredNote',
] as const satisfies readonly SharedMessageKey[];

/** Every `excursion.*` text but the gallery's, and the shared ones. */
export type ExcursionBookingKey = Exclude<Extract<SharedMessageKey, `excursion.${string}`>, GalleryKey> | (typeof SHARED_KEYS)[number];

/** An island's words: `say(key, vars)` is the text of `key` with its placeholders filled. */
export type Say<Key extends string> = (key: Key, vars?: Record<string, string | number>) => string;

/** What the page's language decides for the booking island: its words, the request's language, the Back link. */
export interface ExcursionBookingTexts {
  lang: Lang;
  /** The excursion list in the page's language ('/excursion', '/fr/excursion'): the success popup's Back link. */
  excursionsPath: string;
  words: Readonly<Record<ExcursionBookingKey, string>>;
}

const sharedKeys = Object.keys(enShared) as SharedMessageKey[];
const isGalleryKey = (key: string): key is GalleryKey => key.startsWith('excursion.gallery.');
const isBookingKey = (key: string): key is Exclude<Extract<SharedMessageKey, `excursion.${string}`>, GalleryKey> =>
  key.startsWith('excursion.') && !isGalleryKey(key);

const pick = <Key extends SharedMessageKey>(lang: Lang, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, t(lang, key)])) as Readonly<Record<Key, string>>;

/** The gallery's words in `lang` (server side only). */
export function galleryLabels(lang: Lang): GalleryLabels {
  return pick(lang, sharedKeys.filter(isGalleryKey));
}

/** The booking island's words and language-dependent settings in `lang` (server side only). */
export function bookingTexts(lang: Lang): ExcursionBookingTexts {
  return {
    lang,
    excursionsPath: localizedPath('/excursion', lang),
    words: pick<ExcursionBookingKey>(lang, [...sharedKeys.filter(isBookingKey), ...SHARED_KEYS]),
  };
}
