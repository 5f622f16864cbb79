// Reading and writing excursions and their ordered images.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { excursionImages, excursions } from '../schema.ts';
import {
  IMAGE_VARIANT_TYPES,
  type ExcursionPicture,
  type ExcursionView,
  type ImageVariant,
  type PictureSource,
  type PublicExcursion,
} from '../../contract/schemas/excursions.ts';
import type { Lang } from '../../contract/i18n/index.ts';

export type ExcursionRow = typeof excursions.$inferSelect;
export type ExcursionImageRow = typeof excursionImages.$inferSelect;
export type NewExcursion = typeof excursions.$inferInsert;
/** An image to store with an excursion: its URL and alt texts, and when known its size and variants. */
export type NewExcursionImage = Omit<typeof excursionImages.$inferInsert, 'excursionId' | 'position' | 'id'>;

export interface ExcursionWithImages extends ExcursionRow {
  images: ExcursionImageRow[];
}

export async function attachImages(db: Database, rows: ExcursionRow[]): Promise<ExcursionWithImages[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(excursionImages)
    .where(
      inArray(
        excursionImages.excursionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(excursionImages.excursionId), asc(excursionImages.position));
  return rows.map((row) => ({ ...row, images: images.filter((image) => image.excursionId === row.id) }));
}

/** Active excursions, oldest first (the order the company published them). */
export async function listActiveExcursions(db: Database): Promise<ExcursionWithImages[]> {
  const rows = await db.select().from(excursions).where(eq(excursions.active, true)).orderBy(asc(excursions.createdAt), asc(excursions.id));
  return attachImages(db, rows);
}

/** One active excursion by numeric id or by key; undefined when absent or inactive. */
export async function findActiveExcursion(db: Database, ref: string): Promise<ExcursionWithImages | undefined> {
  const match = /^[0-9]+$/.test(ref) ? eq(excursions.id, Number(ref)) : eq(excursions.key, ref);
  const rows = await db
    .select()
    .from(excursions)
    .where(and(match, eq(excursions.active, true)))
    .limit(1);
  return (await attachImages(db, rows))[0];
}

/** Creates an excursion with its images in one atomic batch. Returns the new id. */
export async function createExcursion(db: Database, excursion: NewExcursion, images: NewExcursionImage[]): Promise<number> {
  const excursionId = sql<number>`(select id from ${excursions} where ${excursions.key} = ${excursion.key})`;
  await db.batch([
    db.insert(excursions).values(excursion),
    ...images.map((image, position) => db.insert(excursionImages).values({ ...image, position, excursionId })),
  ]);
  const [created] = await db.select({ id: excursions.id }).from(excursions).where(eq(excursions.key, excursion.key));
  if (!created) throw new Error(`excursion ${excursion.key} was not stored`);
  return created.id;
}

const pick = <T>(lang: Lang, english: T, french: T | null | undefined): T =>
  lang === 'fr' && french !== null && french !== undefined && (typeof french !== 'string' || french !== '') ? french : english;

/** The public view in one language, in the spec's shape; French falls back to English field by field. */
export function toPublicExcursion(excursion: ExcursionWithImages, lang: Lang): PublicExcursion {
  return {
    id: excursion.id,
    _id: excursion.id,
    key: excursion.key,
    title: pick(lang, excursion.title, excursion.titleFr),
    tagline: pick(lang, excursion.tagline, excursion.taglineFr),
    description: pick(lang, excursion.description, excursion.descriptionFr),
    longDescription: pick(lang, excursion.longDescription, excursion.longDescriptionFr),
    goodToKnow: pick(lang, excursion.goodToKnow, excursion.goodToKnowFr),
    highlights: pick(lang, excursion.highlights, excursion.highlightsFr?.length ? excursion.highlightsFr : null),
    included: pick(lang, excursion.included, excursion.includedFr?.length ? excursion.includedFr : null),
    terms: pick(lang, excursion.terms, excursion.termsFr?.length ? excursion.termsFr : null),
    images: excursion.images.map((image) => image.url),
    imageAlts: excursion.images.map((image) => pick(lang, image.alt, image.altFr)),
    price: excursion.price,
    photographerChecked: excursion.photographerChecked,
    createdAt: excursion.createdAt.toISOString(),
  };
}

const positiveSize = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * The <source> elements of an image: one per encoding, AVIF first then WebP, each listing its widths
 * smallest first. Variants of another type, without a usable width or URL, or repeating a width, are left out.
 */
export function pictureSources(variants: readonly ImageVariant[]): PictureSource[] {
  return IMAGE_VARIANT_TYPES.flatMap((type) => {
    const byWidth = new Map<number, string>();
    for (const variant of variants) {
      const width = positiveSize(variant.width);
      if (variant.type !== type || width === null || typeof variant.url !== 'string' || variant.url === '' || byWidth.has(width)) continue;
      // A srcset separates candidates by white space: a URL must not contain any.
      byWidth.set(width, variant.url.replace(/\s/g, encodeURIComponent));
    }
    if (byWidth.size === 0) return [];
    const srcset = [...byWidth]
      .sort(([a], [b]) => a - b)
      .map(([width, url]) => `${url} ${width}w`)
      .join(', ');
    return [{ type, srcset }];
  });
}

/** The images as the pages draw them: each with its alt text (same order), its size when known and its sources. */
export function picturesOf(images: readonly Pick<ExcursionImageRow, 'url' | 'width' | 'height' | 'variants'>[], alts: readonly string[]): ExcursionPicture[] {
  return images.map((image, index) => {
    const width = positiveSize(image.width);
    const height = positiveSize(image.height);
    // A size is only useful whole: a page reserves the box from the ratio of both.
    const sized = width !== null && height !== null;
    return {
      url: image.url,
      alt: alts[index] ?? '',
      width: sized ? width : null,
      height: sized ? height : null,
      sources: pictureSources(Array.isArray(image.variants) ? image.variants : []),
    };
  });
}

/** What an excursion page shows: the public view and its images, sized where their size is known. */
export function toExcursionView(excursion: ExcursionWithImages, lang: Lang): ExcursionView {
  const view = toPublicExcursion(excursion, lang);
  return { ...view, pictures: picturesOf(excursion.images, view.imageAlts) };
}
