// What the excursion form makes of a photo the admin picks (spec section 5, decision 019): decoded in
// the browser, downscaled to at most IMAGE_MAX_WIDTH_PX wide (never enlarged), re-encoded as a JPEG of
// quality IMAGE_JPEG_QUALITY (the image's own URL, which every browser draws), plus WebP and AVIF
// variants at the pages' widths when this browser can encode them. The server never resizes.
import { IMAGE_JPEG_QUALITY, IMAGE_MAX_WIDTH_PX, IMAGE_VARIANT_WIDTHS_PX } from '../../../../worker/contract/constants.ts';
import type { ImageVariantType } from '../../../../worker/contract/schemas/excursions.ts';

/** Variant qualities: WebP and AVIF look as good as the JPEG at a lower setting. */
const VARIANT_QUALITY: Record<ImageVariantType, number> = { 'image/webp': 0.6, 'image/avif': 0.5 };

/** AVIF first, as the pages list their sources: the smaller file when the browser can make it. */
const VARIANT_TYPES: readonly ImageVariantType[] = ['image/avif', 'image/webp'];

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size a photo is stored at: its own when it is at most `maxWidth` wide, else `maxWidth` wide
 * with the same proportions (the height rounded, at least 1 px). Never enlarged.
 */
export function storedSize(original: PixelSize, maxWidth: number = IMAGE_MAX_WIDTH_PX): PixelSize {
  if (original.width <= maxWidth) return { width: original.width, height: original.height };
  return { width: maxWidth, height: Math.max(1, Math.round((original.height * maxWidth) / original.width)) };
}

/** The variant widths worth making for a stored JPEG `width` px wide: none wider than it. */
export const variantWidthsFor = (width: number): number[] => IMAGE_VARIANT_WIDTHS_PX.filter((variantWidth) => variantWidth <= width);

/** An encoded file ready to upload, with its pixel width. */
export interface EncodedImage {
  blob: Blob;
  width: number;
  type: string;
}

/** What a picked photo becomes: the JPEG and its variants, not yet uploaded. */
export interface PreparedImage {
  jpeg: EncodedImage;
  variants: (EncodedImage & { type: ImageVariantType })[];
}

/** The picked file could not be decoded as an image (a damaged or unsupported file). */
export class UnreadableImage extends Error {
  constructor() {
    super('The file could not be decoded as an image');
  }
}

function canvasOf(bitmap: ImageBitmap, size: PixelSize): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new UnreadableImage();
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas;
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The JPEG and the variants of a picked file. A browser that cannot encode a type answers a PNG
 * (or nothing) for it: that type is then skipped, and the pages offer what there is.
 */
export async function prepareImage(file: Blob): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    // The photo's EXIF orientation is applied, so a portrait shot stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImage();
  }
  try {
    const size = storedSize(bitmap);
    const jpegBlob = await encode(canvasOf(bitmap, size), 'image/jpeg', IMAGE_JPEG_QUALITY);
    if (!jpegBlob || jpegBlob.type !== 'image/jpeg') throw new UnreadableImage();
    const variants: PreparedImage['variants'] = [];
    for (const width of variantWidthsFor(size.width)) {
      const canvas = canvasOf(bitmap, storedSize(size, width));
      for (const type of VARIANT_TYPES) {
        const blob = await encode(canvas, type, VARIANT_QUALITY[type]);
        if (blob && blob.type === type) variants.push({ blob, width, type });
      }
    }
    return { jpeg: { blob: jpegBlob, width: size.width, type: 'image/jpeg' }, variants };
  } finally {
    bitmap.close();
  }
}
