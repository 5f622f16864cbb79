// /api/admin/security (mounted behind the admin session guard): the administrator's second factor
// (decision 027) and how the sign-in is being tried from elsewhere (decision 032). GET says whether
// TOTP is on; POST /totp/setup makes a new pending secret once the password is given again; POST
// /totp/enable confirms it with a code and answers the recovery codes once; POST /totp/disable turns
// it off with a TOTP or recovery code. The rules, the limits on guessing and the sessions each
// change ends are auth/security-settings.ts's.
import type { Context } from 'hono';
import type { AdminEnv } from '../../env.ts';
import {
  totpCodeRequestSchema,
  totpSetupRequestSchema,
  type AdminSecurity,
  type TotpDisabled,
  type TotpEnabled,
  type TotpSetup,
} from '../../contract/schemas/admin-security.ts';
import { securityOf, setUpTotp, turnOffTotpWithCode, turnOnTotp, type SecurityChange } from '../../auth/security-settings.ts';
import { adminAccount, adminDeviceId, auditedClientOf } from '../../middleware/admin-session.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { rateLimitClient } from '../../middleware/rate-limit.ts';
import { validated } from '../../middleware/validated.ts';
import { adminRouter } from './router.ts';

const validCode = validated('json', totpCodeRequestSchema);

/** The change's session, account and browser, from the request. */
function changeOf(c: Context<AdminEnv>): SecurityChange {
  const origin = auditedClientOf(c);
  return {
    db: c.var.db,
    account: adminAccount(c.env),
    session: c.var.admin,
    client: rateLimitClient(origin.ip),
    origin,
    deviceId: adminDeviceId(c),
    now: new Date(),
  };
}

export const adminSecurityRoutes = adminRouter()
  .get('/', async (c) => c.json((await securityOf(c.var.db, c.var.admin.username, new Date())) satisfies AdminSecurity))
  .post('/totp/setup', jsonBody(), validated('json', totpSetupRequestSchema), async (c) =>
    c.json((await setUpTotp(c.req.valid('json').password, changeOf(c))) satisfies TotpSetup),
  )
  .post('/totp/enable', jsonBody(), validCode, async (c) => c.json((await turnOnTotp(c.req.valid('json').code, changeOf(c))) satisfies TotpEnabled))
  .post('/totp/disable', jsonBody(), validCode, async (c) => c.json((await turnOffTotpWithCode(c.req.valid('json').code, changeOf(c))) satisfies TotpDisabled))
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/totp/setup', methodNotAllowed('POST'))
  .all('/totp/enable', methodNotAllowed('POST'))
  .all('/totp/disable', methodNotAllowed('POST'));
