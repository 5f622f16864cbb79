// The Security screen's requests to /api/admin/security (decision 027), made by adminCall. Types only
// from the contract.
import { api } from '../../../lib/api-client.ts';
import type { AdminSecurity, TotpEnabled, TotpSetup } from '../../../../worker/contract/schemas/admin-security.ts';
import type { AdminRequest } from '../kit/admin-call.ts';

export type { AdminSecurity, TotpEnabled, TotpSetup };

export const securityCalls = {
  status: ((options) => api.admin.security.$get({}, options)) satisfies AdminRequest,
  setup: (password: string) => ((options) => api.admin.security.totp.setup.$post({ json: { password } }, options)) satisfies AdminRequest,
  enable: (code: string) => ((options) => api.admin.security.totp.enable.$post({ json: { code } }, options)) satisfies AdminRequest,
  disable: (code: string) => ((options) => api.admin.security.totp.disable.$post({ json: { code } }, options)) satisfies AdminRequest,
};
