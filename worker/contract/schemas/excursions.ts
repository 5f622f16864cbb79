// GET /api/excursions and /api/excursions/{id or key}: the public view of an excursion, in one
// language, in the spec's shape (section 3); and what the excursion pages read (the catalogue).
import { z } from 'zod';
import type { Lang } from '../i18n/langs.ts';
import { requestLang } from './fields.ts';

export const publicExcursionSchema = z.object({
  id: z.number().int(),
  /** The spec's name for the id: the same value. */
  _id: z.number().int(),
  key: z.string(),
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  longDescription: z.string(),
  goodToKnow: z.string(),
  highlights: z.array(z.string()),
  included: z.array(z.string()),
  terms: z.array(z.string()),
  /** Image URLs in display order; the first is the card image. */
  images: z.array(z.string()),
  /** The alternative text of each image, in the same order. */
  imageAlts: z.array(z.string()),
  /** Decimal text in euros. */
  price: z.string(),
  photographerChecked: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type PublicExcursion = z.infer<typeof publicExcursionSchema>;

export const excursionListResponseSchema = z.array(publicExcursionSchema);

/** `?lang=fr` gives the French text where it exists, English otherwise. */
export const excursionQuerySchema = z.object({ lang: requestLang() });

/** A numeric id or a key: lowercase letters, digits and dashes. */
export const EXCURSION_REF_PATTERN = /^([0-9]{1,12}|[a-z0-9][a-z0-9-]{0,99})$/;
export const excursionRefSchema = z.object({ ref: z.string().regex(EXCURSION_REF_PATTERN) });

/** The modern encodings an image is made in besides its original (JPEG or other), best first. */
export const IMAGE_VARIANT_TYPES = ['image/avif', 'image/webp'] as const;
export type ImageVariantType = (typeof IMAGE_VARIANT_TYPES)[number];

/**
 * A smaller or modern encoding of a stored image, made where the image is produced (the seed script
 * with sharp; the admin's browser for uploads), stored beside it in R2 under its own content hash.
 */
export interface ImageVariant {
  /** '/media/<key>'. */
  url: string;
  /** Pixel width; the height follows from the original's aspect ratio. */
  width: number;
  type: ImageVariantType;
}

/** One encoding of an image at several widths, for a <source>. */
export interface PictureSource {
  type: ImageVariantType;
  /** '<url> <width>w, …', smallest first. */
  srcset: string;
}

/** An image as the pages draw it: its own URL (the fallback), sized, with modern encodings when there are some. */
export interface ExcursionPicture {
  url: string;
  alt: string;
  /** Intrinsic size in pixels; null when unknown (the page then reserves the gallery's box). */
  width: number | null;
  height: number | null;
  /** Smaller and modern encodings of the same image; empty when only the original exists. */
  sources: PictureSource[];
}

/** What an excursion page shows: the public view, and its images drawn responsively. */
export interface ExcursionView extends PublicExcursion {
  pictures: ExcursionPicture[];
}

/**
 * How the excursion pages read the catalogue: the Worker hands one to Astro in `locals`, so the
 * pages never touch the database and a page can be served from the edge cache.
 */
export interface ExcursionCatalogue {
  /** Active excursions, in the order the company published them. */
  list(lang: Lang): Promise<ExcursionView[]>;
  /** One active excursion by id or key; undefined when there is none. */
  find(ref: string, lang: Lang): Promise<ExcursionView | undefined>;
}
