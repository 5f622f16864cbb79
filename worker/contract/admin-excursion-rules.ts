// The back office's excursion form rules (spec section 5, "Admin excursion form"), without zod: the
// form island runs them as the admin types and saves, and admin-excursions.ts runs them again inside
// the request schema, so both say the same thing in the same words.
import type { SharedMessageKey } from './i18n/index.ts';

const key = (k: SharedMessageKey) => k;

/**
 * An excursion's URL key: lowercase letters, digits and dashes, starting with a letter or digit and
 * holding at least one letter (a key of digits alone would read as an id in /excursion/{id}).
 */
export const EXCURSION_KEY_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9][a-z0-9-]{0,99}$/;

/** Decimal euros: whole euros, or euros and one or two decimals ('450', '129.50'). */
export const EXCURSION_PRICE_PATTERN = /^[0-9]{1,6}(\.[0-9]{1,2})?$/;

/** What the price field keeps of what is typed: digits and the dot (the spec's decimal keypad field). */
export const priceCharacters = (typed: string) => typed.replace(/[^0-9.]/g, '');

/** A list as the form holds it (one text per row), without its blank rows: what is saved. */
export const withoutBlankRows = (rows: readonly string[]) => rows.map((row) => row.trim()).filter((row) => row !== '');

/** The fields the form checks before saving, as typed. */
export interface ExcursionFormCore {
  key: string;
  title: string;
  price: string;
  highlights: readonly string[];
  included: readonly string[];
}

export type ExcursionFormField = keyof ExcursionFormCore;

/**
 * The spec's messages per field: 'Key is required', 'Title is required', 'Price is required', 'At
 * least one highlight is required', 'At least one included item is required'; beyond the spec, a key
 * or a price that cannot be one. Uniqueness of the key is the server's to say.
 */
export function excursionFormProblems(form: ExcursionFormCore): Partial<Record<ExcursionFormField, SharedMessageKey>> {
  const problems: Partial<Record<ExcursionFormField, SharedMessageKey>> = {};
  const excursionKey = form.key.trim();
  if (excursionKey === '') problems.key = key('adminExcursion.field.key.required');
  else if (!EXCURSION_KEY_PATTERN.test(excursionKey)) problems.key = key('adminExcursion.field.key.invalid');
  if (form.title.trim() === '') problems.title = key('adminExcursion.field.title.required');
  const price = form.price.trim();
  if (price === '') problems.price = key('adminExcursion.field.price.required');
  else if (!EXCURSION_PRICE_PATTERN.test(price)) problems.price = key('adminExcursion.field.price.invalid');
  if (withoutBlankRows(form.highlights).length === 0) problems.highlights = key('adminExcursion.field.highlights.required');
  if (withoutBlankRows(form.included).length === 0) problems.included = key('adminExcursion.field.included.required');
  return problems;
}

/** What the Excursions Management search reads of an excursion. */
export interface SearchableExcursion {
  title: string;
  description: string;
  highlights: readonly string[];
}

/**
 * The spec's search (section 5): a case-insensitive substring of the title, the description or a
 * highlight. A blank search matches everything.
 */
export function matchesExcursionSearch(excursion: SearchableExcursion, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [excursion.title, excursion.description, ...excursion.highlights].some((text) => text.toLocaleLowerCase('fr').includes(needle));
}

/** Where uploaded files are served from: '/media/<key>'. */
export const MEDIA_PATH_PREFIX = '/media/';

/** An image row's URL: an upload ('/media/…') or an https address. */
export function isExcursionImageUrl(url: string): boolean {
  if (url.startsWith(MEDIA_PATH_PREFIX)) return /^\/media\/[a-z0-9][a-z0-9._/-]{0,200}$/.test(url) && !url.includes('..');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The image types an upload may be, recognised by their first bytes, never by name or header. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** POST /api/admin/uploads limits: the browser sends at most 1200 px JPEGs; these stop abuse. */
export const UPLOAD_LIMITS = {
  /** Bytes of the file. */
  maxBytes: 8 * 1024 * 1024,
  /** Pixels on either side. */
  maxSide: 8000,
  /** Pixels in all: stops a small file that would decode to gigabytes (a decompression bomb). */
  maxPixels: 40_000_000,
} as const;

/** The multipart field holding the file. */
export const UPLOAD_FIELD = 'file';
