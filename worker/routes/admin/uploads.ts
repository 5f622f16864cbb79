// /api/admin/uploads (mounted behind the admin session guard, which lets multipart/form-data through
// on this path only, still from the site's own Origin): the excursion form's image files. Here the
// file is read from the multipart body, never more bytes than allowed; uploads/store-image.ts checks
// what the bytes are and stores them (docs/decisions/023).
import { readAtMost } from '../../lib/bounded-read.ts';
import { UPLOAD_FIELD, UPLOAD_LIMITS, type UploadedImage } from '../../contract/schemas/admin-excursions.ts';
import { ApiError } from '../../lib/api-error.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { storeUploadedImage, uploadRefused } from '../../uploads/store-image.ts';
import { adminRouter } from './router.ts';

/** Room for the multipart envelope around the file (boundaries, part headers, a long file name). */
const ENVELOPE_BYTES = 16 * 1024;
const tooLarge = () => new ApiError(413, 'payload_too_large', 'api.error.tooLarge', { [UPLOAD_FIELD]: 'adminUpload.field.file.tooLarge' });

/**
 * The body, read no further than `limit` bytes: a declared Content-Length over it is refused before
 * a byte is read, and a body without one (chunked) is cut off as soon as it passes it.
 */
async function boundedBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const body = await readAtMost(request.body, limit);
  if (!body) throw tooLarge();
  return body;
}

/** The file of the multipart body; a body that is not multipart or has no file names no file. */
async function uploadedFile(request: Request): Promise<Uint8Array> {
  const contentType = request.headers.get('Content-Type') ?? '';
  const body = await boundedBody(request, UPLOAD_LIMITS.maxBytes + ENVELOPE_BYTES);
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw uploadRefused('adminUpload.field.file.required');
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw uploadRefused('adminUpload.field.file.required');
  }
  const file = form.get(UPLOAD_FIELD);
  if (file === null || typeof file === 'string' || file.size === 0) throw uploadRefused('adminUpload.field.file.required');
  if (file.size > UPLOAD_LIMITS.maxBytes) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

export const adminUploadsRoutes = adminRouter()
  .post('/', async (c) => {
    const image = await storeUploadedImage(c.env.MEDIA, await uploadedFile(c.req.raw));
    return c.json(image satisfies UploadedImage, 201);
  })
  .all('/', methodNotAllowed('POST'));
