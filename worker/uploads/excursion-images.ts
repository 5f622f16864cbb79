// The image rows of a saved excursion, from what the form sends (docs/decisions/023): an upload's
// size is the one recorded in R2 when it was uploaded, its variants those the browser made; an
// image the excursion already had keeps its size and variants when the form sends none; an address
// elsewhere has neither. An upload that is not in R2 is refused: a page would show a broken image.
// And after a save or a delete, the files nobody uses any more are removed from R2.
import type { ParsedAdminExcursionInput } from '../contract/schemas/admin-excursions.ts';
import { MEDIA_PATH_PREFIX } from '../contract/admin-excursion-rules.ts';
import type { ImageVariant } from '../contract/schemas/excursions.ts';
import type { SharedMessageKey } from '../contract/i18n/index.ts';
import type { ExcursionImageRow, NewExcursionImage } from '../db/queries/excursions.ts';
import { UPLOADS_PREFIX } from './uploaded-image.ts';

/** The R2 key of a '/media/…' URL; undefined for an address elsewhere. */
export const mediaKeyOf = (url: string): string | undefined => (url.startsWith(MEDIA_PATH_PREFIX) ? url.slice(MEDIA_PATH_PREFIX.length) : undefined);

const sizeOf = (value: string | undefined): number | null => {
  const size = Number(value);
  return Number.isInteger(size) && size > 0 ? size : null;
};

export type ResolvedImages = { ok: true; images: NewExcursionImage[] } | { ok: false; problem: SharedMessageKey };

/**
 * The rows to store for the form's images, in order. `existing` are the excursion's images as stored
 * (none for a new one).
 */
export async function resolveImages(
  media: R2Bucket,
  images: ParsedAdminExcursionInput['images'],
  existing: readonly ExcursionImageRow[] = [],
): Promise<ResolvedImages> {
  const stored = new Map(existing.map((image) => [image.url, image]));
  const rows: NewExcursionImage[] = [];
  for (const image of images) {
    const alts = { alt: image.alt, altFr: image.altFr };
    const key = mediaKeyOf(image.url);
    const before = stored.get(image.url);
    if (key === undefined) {
      rows.push({ url: image.url, ...alts, width: null, height: null, variants: [] });
      continue;
    }
    // The form sent an image back as it got it: what is stored about it stands.
    if (before && image.variants === undefined) {
      rows.push({ url: image.url, ...alts, width: before.width, height: before.height, variants: before.variants });
      continue;
    }
    const object = await media.head(key);
    if (!object) return { ok: false, problem: 'adminExcursion.field.images.missing' };
    const variants: ImageVariant[] = image.variants ?? [];
    for (const variant of variants) {
      const variantKey = mediaKeyOf(variant.url);
      if (variantKey === undefined || !(await media.head(variantKey))) return { ok: false, problem: 'adminExcursion.field.images.variant' };
    }
    const width = sizeOf(object.customMetadata?.['width']) ?? before?.width ?? null;
    const height = sizeOf(object.customMetadata?.['height']) ?? before?.height ?? null;
    rows.push({ url: image.url, ...alts, width, height, variants: variants.map(({ url, width: w, type }) => ({ url, width: w, type })) });
  }
  return { ok: true, images: rows };
}

/**
 * Deletes from R2 the uploads among `usedBefore` (URLs an excursion pointed at before a save or a
 * delete) that `stillUsed` (every URL any image row points at now) no longer holds. Only uploads
 * ('excursions/…', the seed's files included) are deleted, never another key of the bucket or an
 * address elsewhere; a file another excursion uses stays.
 */
export async function deleteUnusedUploads(media: R2Bucket, usedBefore: readonly string[], stillUsed: ReadonlySet<string>): Promise<string[]> {
  const unused = [
    ...new Set(
      usedBefore
        .filter((url) => !stillUsed.has(url))
        .map(mediaKeyOf)
        .filter((key): key is string => key !== undefined && key.startsWith(UPLOADS_PREFIX)),
    ),
  ];
  if (unused.length > 0) await media.delete(unused);
  return unused;
}
