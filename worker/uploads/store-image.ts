// The use case behind POST /api/admin/uploads, once the route has read the file's bytes: nothing is
// trusted but the bytes (uploaded-image.ts reads the type and the sides from them), and the image is
// stored in R2 under its content hash, served by /media/<key> (docs/decisions/019 and 023).
import { UPLOAD_FIELD, type UploadedImage } from '../contract/schemas/admin-excursions.ts';
import { MEDIA_PATH_PREFIX } from '../contract/admin-excursion-rules.ts';
import type { SharedMessageKey } from '../contract/i18n/index.ts';
import { ApiError } from '../lib/api-error.ts';
import { contentKey, inspectImage } from './uploaded-image.ts';

/** Stored files never change (their key is their hash): browsers and the edge keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The upload's field refused, with the problem's words. */
export const uploadRefused = (problem: SharedMessageKey) => new ApiError(400, 'validation_failed', 'api.error.validation', { [UPLOAD_FIELD]: problem });

export async function storeUploadedImage(media: R2Bucket, bytes: Uint8Array): Promise<UploadedImage> {
  const inspection = inspectImage(bytes);
  if (!inspection.ok) throw uploadRefused(inspection.problem);
  const { type, extension, width, height } = inspection.image;
  const key = await contentKey(bytes, extension);
  // The same bytes were stored before (the same photo twice, or a variant of two excursions): keep
  // that object rather than write it again.
  if (!(await media.head(key))) {
    await media.put(key, bytes, {
      httpMetadata: { contentType: type, cacheControl: MEDIA_CACHE_CONTROL },
      customMetadata: { width: String(width), height: String(height) },
    });
  }
  return { url: `${MEDIA_PATH_PREFIX}${key}`, key, type, width, height, bytes: bytes.byteLength };
}
