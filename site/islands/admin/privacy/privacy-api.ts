// The Privacy requests screen's requests to /api/admin/privacy, made by adminCall: the counts for an
// address, the export and the erasure, the address always in the JSON body (never in a URL, which
// logs keep). Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { PrivacyCounts, PrivacyErasure, PrivacyLookup } from '../../../../worker/contract/schemas/admin-privacy.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

export type { PrivacyCounts, PrivacyErasure, PrivacyLookup };

export const privacyCalls = {
  lookup: (email: string) => ((options) => api.admin.privacy.lookup.$post({ json: { email } }, options)) satisfies AdminRequest,
  export: (email: string) => ((options) => api.admin.privacy.export.$post({ json: { email } }, options)) satisfies AdminRequest,
  erase: (email: string, confirm: string) => ((options) => api.admin.privacy.erase.$post({ json: { email, confirm } }, options)) satisfies AdminRequest,
};

/** The file name the server gave the download (Content-Disposition), or a plain one. */
export function downloadName(response: Pick<Response, 'headers'>): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return named?.[1] ?? 'privacy-export.json';
}

/** Saves what the server answered as a file, as a link with `download` would have. */
export async function saveDownload(response: Pick<Response, 'headers' | 'blob'>): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(response);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
