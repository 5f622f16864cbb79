// The Security screen's calls to /api/admin/security (decision 027). Types only from the contract.
import { api } from '../../../lib/api-client.ts';
import type { AdminSecurity, TotpEnabled, TotpSetup } from '../../../../worker/contract/admin-security.ts';

export type { AdminSecurity, TotpEnabled, TotpSetup };

export const securityCalls = {
  status: () => api.admin.security.$get({}, { init: { cache: 'no-store' } }),
  setup: (password: string) => api.admin.security.totp.setup.$post({ json: { password } }),
  enable: (code: string) => api.admin.security.totp.enable.$post({ json: { code } }),
  disable: (code: string) => api.admin.security.totp.disable.$post({ json: { code } }),
};
