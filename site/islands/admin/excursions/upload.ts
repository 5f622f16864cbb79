// Sends one image file to POST /api/admin/uploads through adminCall, like every call of the back
// office, with XMLHttpRequest under the typed client in place of fetch: only it reports an upload's
// progress, which the form shows on the image's row.
import type { UploadedImage } from '../../../../worker/contract/schemas/admin-excursions.ts';
import { UPLOAD_FIELD } from '../../../../worker/contract/admin-excursion-rules.ts';
import { api, apiFailure } from '../../../lib/api-client.ts';
import { adminCall } from '../kit/admin-call.ts';

/** The server refused the file, or it could not be reached: its message, when it gave one. */
export class UploadFailed extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'The upload failed');
  }
}

/**
 * A fetch made with XMLHttpRequest, telling `onProgress` the fraction of the body sent (0 to 1). It
 * answers a Response as fetch does, and rejects as fetch does when no answer comes.
 */
function fetchWithUploadProgress(onProgress: (sent: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', String(input));
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      request.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of request.getAllResponseHeaders().trim().split(/\r?\n/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const bodiless = request.status === 204 || request.status === 304;
        resolve(new Response(bodiless ? null : request.responseText, { status: request.status, headers }));
      });
      request.addEventListener('error', () => reject(new TypeError('The upload could not be sent')));
      request.addEventListener('abort', () => reject(new TypeError('The upload was aborted')));
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/**
 * Uploads `file` as `fileName`; `onProgress` gets the fraction sent (0 to 1). Resolves to the stored
 * image; a 401 sends the browser to the login page (SessionEnded), any other failure is an
 * UploadFailed with the server's message for the file (its field message first).
 */
export async function uploadImage(file: Blob, fileName: string, onProgress: (sent: number) => void): Promise<UploadedImage> {
  const named = new File([file], fileName, { type: file.type });
  let answer;
  try {
    answer = await adminCall((options) =>
      api.admin.uploads.$post({ form: { [UPLOAD_FIELD]: named } }, { ...options, fetch: fetchWithUploadProgress(onProgress) }),
    );
  } catch (error) {
    if (error instanceof TypeError) throw new UploadFailed(null);
    throw error;
  }
  if (answer.ok) {
    onProgress(1);
    return (await answer.json()) as UploadedImage;
  }
  const { error } = await apiFailure(answer);
  throw new UploadFailed(error?.fields?.[UPLOAD_FIELD] ?? (typeof error?.message === 'string' ? error.message : null));
}
