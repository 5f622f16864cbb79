// The Privacy requests screen's calls to /api/admin/privacy: the counts for an address, the export's
// address (a plain link: the browser downloads it with the session cookie) and the erasure. Types
// only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { PrivacyCounts, PrivacyErasure, PrivacyLookup } from '../../../../worker/contract/admin-privacy.ts';

export type { PrivacyCounts, PrivacyErasure, PrivacyLookup };

export const privacyCalls = {
  lookup: (email: string) => api.admin.privacy.$get({ query: { email } }),
  erase: (email: string, confirm: string) => api.admin.privacy.erase.$post({ json: { email, confirm } }),
};

export const exportHref = (email: string) => `/api/admin/privacy/export?${new URLSearchParams({ email }).toString()}`;
