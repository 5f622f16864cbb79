// Sends one image file to POST /api/admin/uploads. XMLHttpRequest rather than fetch: only it reports
// an upload's progress, which the form shows on the image's row.
import type { UploadedImage } from '../../../../worker/contract/admin-excursions.ts';
import { UPLOAD_FIELD } from '../../../../worker/contract/admin-excursion-rules.ts';
import type { ApiErrorBody } from '../../../../worker/contract/errors.ts';
import { SessionEnded, toLoginPage } from '../admin-api.ts';

export const UPLOADS_PATH = '/api/admin/uploads';

/** The server refused the file, or it could not be reached: its message, when it gave one. */
export class UploadFailed extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'The upload failed');
  }
}

/** The server's message for the file (its field message first), null without one. */
function messageOf(body: unknown): string | null {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  if (!error || typeof error !== 'object') return null;
  return error.fields?.[UPLOAD_FIELD] ?? (typeof error.message === 'string' ? error.message : null);
}

/**
 * Uploads `file`; `onProgress` gets the fraction sent (0 to 1). Resolves to the stored image; a 401
 * sends the browser to the login page (SessionEnded), any other failure is an UploadFailed.
 */
export function uploadImage(file: Blob, fileName: string, onProgress: (sent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOADS_PATH);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 401) {
        toLoginPage();
        reject(new SessionEnded());
      } else if (request.status === 201 || request.status === 200) {
        onProgress(1);
        resolve(request.response as UploadedImage);
      } else {
        reject(new UploadFailed(messageOf(request.response)));
      }
    });
    request.addEventListener('error', () => reject(new UploadFailed(null)));
    request.addEventListener('abort', () => reject(new UploadFailed(null)));
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, fileName);
    request.send(body);
  });
}
