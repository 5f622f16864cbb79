// The back office's excursion calls (spec sections 3, 5 and 7): GET/POST /api/admin/excursions,
// PUT/DELETE /api/admin/excursions/{id}, and POST /api/admin/uploads for the form's image files
// (stored in R2 instead of the spec's data URLs; docs/decisions/023). The form island imports the
// types and admin-excursion-rules.ts; the Worker validates with the schemas.
import { z } from 'zod';
import { excursionFormProblems, isExcursionImageUrl, MEDIA_PATH_PREFIX, withoutBlankRows, type UploadImageType } from '../admin-excursion-rules.ts';
import { IMAGE_VARIANT_TYPES, type ImageVariant } from './excursions.ts';
import { multilineText, singleLineText } from './fields.ts';
import type { SharedMessageKey } from '../i18n/index.ts';
import { FIELD_LIMITS } from '../limits.ts';

export {
  EXCURSION_KEY_PATTERN,
  EXCURSION_PRICE_PATTERN,
  excursionFormProblems,
  isExcursionImageUrl,
  matchesExcursionSearch,
  priceCharacters,
  withoutBlankRows,
  UPLOAD_FIELD,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_LIMITS,
  type UploadImageType,
  type ExcursionFormCore,
  type ExcursionFormField,
} from '../admin-excursion-rules.ts';

const key = (k: SharedMessageKey) => k;
const LIMITS = FIELD_LIMITS.adminExcursion;

/** A list of one-line texts as the form sends it: blank rows dropped, at most `maxRows` left. */
const rows = (maxLength: number, maxRows: number) =>
  z
    .array(singleLineText(maxLength), { error: key('field.invalid') })
    .max(maxRows * 4, key('adminExcursion.field.list.tooMany'))
    .transform(withoutBlankRows)
    .pipe(z.array(z.string()).max(maxRows, key('adminExcursion.field.list.tooMany')));

/** A French list: blank rows dropped; none left (or absent) means 'show the English one'. */
const frenchRows = (maxLength: number, maxRows: number) =>
  rows(maxLength, maxRows)
    .optional()
    .transform((list) => (list && list.length > 0 ? list : null));

/** A French text: '' (or absent) means 'show the English one'. */
const frenchText = (max: number, multiline = false) =>
  (multiline ? multilineText(max) : singleLineText(max)).optional().transform((text) => (text ? text : null));

const text = (max: number) => singleLineText(max).optional().default('');
const longText = (max: number) => multilineText(max).optional().default('');

/** A smaller or modern encoding of an uploaded image: an upload of this site, of a known type. */
const imageVariantSchema = z.object(
  {
    url: z.string().refine((url) => url.startsWith(MEDIA_PATH_PREFIX) && isExcursionImageUrl(url), key('adminExcursion.field.images.variant')),
    width: z.number().int().min(1).max(8000),
    type: z.enum(IMAGE_VARIANT_TYPES),
  },
  { error: key('adminExcursion.field.images.variant') },
);

/**
 * One image row: an upload ('/media/…', from POST /api/admin/uploads) or an https address, with its
 * alternative texts. `variants` (uploads only) lists the smaller AVIF/WebP encodings the browser made;
 * when absent and the URL is already one of the excursion's images, the stored size and variants stay.
 */
export const adminExcursionImageInputSchema = z.object({
  url: singleLineText(LIMITS.imageUrl).refine((url) => url === '' || isExcursionImageUrl(url), key('adminExcursion.field.images.url')),
  alt: text(LIMITS.imageAlt),
  altFr: frenchText(LIMITS.imageAlt),
  variants: z.array(imageVariantSchema).max(12, key('adminExcursion.field.images.variant')).optional(),
});
export type AdminExcursionImageInput = z.input<typeof adminExcursionImageInputSchema>;

/**
 * The form's body for POST (create) and PUT (update, the whole excursion): spec section 3's
 * "Excursion form state" plus the French text of each field (optional: the site falls back to
 * English field by field), the photographer flag and terms. Unknown fields are refused by name.
 */
export const adminExcursionInputSchema = z
  .strictObject({
    key: singleLineText(LIMITS.key),
    title: singleLineText(LIMITS.title),
    titleFr: frenchText(LIMITS.title),
    tagline: text(LIMITS.tagline),
    taglineFr: frenchText(LIMITS.tagline),
    description: longText(LIMITS.description),
    descriptionFr: frenchText(LIMITS.description, true),
    longDescription: longText(LIMITS.longDescription),
    longDescriptionFr: frenchText(LIMITS.longDescription, true),
    goodToKnow: longText(LIMITS.goodToKnow),
    goodToKnowFr: frenchText(LIMITS.goodToKnow, true),
    price: singleLineText(LIMITS.price),
    active: z.boolean({ error: key('field.invalid') }).default(true),
    photographerChecked: z.boolean({ error: key('field.invalid') }).default(false),
    highlights: rows(LIMITS.highlight, LIMITS.highlights),
    highlightsFr: frenchRows(LIMITS.highlight, LIMITS.highlights),
    included: rows(LIMITS.includedItem, LIMITS.included),
    includedFr: frenchRows(LIMITS.includedItem, LIMITS.included),
    terms: rows(LIMITS.term, LIMITS.terms).optional().default([]),
    termsFr: frenchRows(LIMITS.term, LIMITS.terms),
    images: z
      .array(adminExcursionImageInputSchema, { error: key('field.invalid') })
      .max(LIMITS.images * 4, key('adminExcursion.field.list.tooMany'))
      .optional()
      .default([])
      // Rows left without a URL are dropped, as blank highlights are.
      .transform((images) => images.filter((image) => image.url !== ''))
      .pipe(z.array(z.any()).max(LIMITS.images, key('adminExcursion.field.list.tooMany'))),
  })
  .superRefine((form, ctx) => {
    // The same rules and words as the form (admin-excursion-rules.ts), each on its field.
    for (const [field, message] of Object.entries(excursionFormProblems(form))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type AdminExcursionInput = z.input<typeof adminExcursionInputSchema>;
export type ParsedAdminExcursionInput = z.output<typeof adminExcursionInputSchema> & {
  images: z.output<typeof adminExcursionImageInputSchema>[];
};

/** An excursion's id in a path: digits only; anything else names no excursion (404). */
export const adminExcursionIdSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});

/** One stored image as the form edits it. */
export interface AdminExcursionImage {
  url: string;
  alt: string;
  altFr: string | null;
  /** The stored file's pixels; null for an address elsewhere or an older row. */
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

/**
 * Spec section 3's "Excursion (read)" for the back office: every field in both languages (French
 * null where it falls back to English), the images as URLs (the spec's shape) and with their details.
 */
export interface AdminExcursion {
  id: number;
  _id: number;
  key: string;
  title: string;
  titleFr: string | null;
  tagline: string;
  taglineFr: string | null;
  description: string;
  descriptionFr: string | null;
  longDescription: string;
  longDescriptionFr: string | null;
  goodToKnow: string;
  goodToKnowFr: string | null;
  highlights: string[];
  highlightsFr: string[] | null;
  included: string[];
  includedFr: string[] | null;
  terms: string[];
  termsFr: string[] | null;
  /** Image URLs in display order; the first is the card image. */
  images: string[];
  imageDetails: AdminExcursionImage[];
  /** Decimal text in euros. */
  price: string;
  active: boolean;
  photographerChecked: boolean;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/excursions: every excursion, active or not, newest first (the catalogue is small; the screen searches it). */
export type AdminExcursionList = AdminExcursion[];

/** POST /api/admin/uploads → 201: where the stored file is served, and what it is. */
export interface UploadedImage {
  /** '/media/excursions/<sha-256>.<ext>': the same bytes always get the same URL. */
  url: string;
  key: string;
  type: UploadImageType;
  width: number;
  height: number;
  bytes: number;
}
