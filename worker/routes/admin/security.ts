// /api/admin/security (mounted behind the admin session guard): the administrator's second factor
// (decision 027). GET says whether TOTP is on; POST /totp/setup makes a new pending secret once the
// password is given again (a wrong one counts as a failed sign-in); POST
// /totp/enable confirms it with a code and answers the recovery codes once; POST /totp/disable turns
// it off with a TOTP or recovery code. A wrong code to turn it off counts as a failed sign-in (the
// same limits, admin/sign-in-limits.ts): a stolen session cannot guess its way to turning it off.
// Turning it on or off ends the administrator's other sessions. GET also says how the sign-in is
// being tried from elsewhere (failed and slowed attempts of the last day, by address; decision 032).
import type { AdminEnv } from '../../env.ts';
import {
  totpCodeRequestSchema,
  totpSetupRequestSchema,
  type AdminSecurity,
  type TotpDisabled,
  type TotpEnabled,
  type TotpSetup,
} from '../../contract/admin-security.ts';
import type { Context } from 'hono';
import { confirmTotpSetup, startTotpSetup, totpIsOn, turnOffTotp } from '../../admin/second-factor.ts';
import { reserveSignInAttempt, signInActivityAt, type CheckedAttempt } from '../../admin/sign-in-limits.ts';
import { trustedDevice } from '../../admin/trusted-devices.ts';
import { database, type Database } from '../../db/client.ts';
import { recoveryCodesLeft } from '../../db/queries/admin-second-factor.ts';
import { revokeOtherSessions, trustedDeviceCount, withdrawLoginAttempt } from '../../db/queries/admin-sessions.ts';
import { ApiError } from '../../lib/api-error.ts';
import { adminAccount, adminDeviceId, auditedClientOf } from '../../middleware/admin-session.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { methodNotAllowed } from '../../middleware/methods.ts';
import { rateLimitClient } from '../../middleware/rate-limit.ts';
import { validated } from '../../middleware/validated.ts';
import { verifyPassword } from '../../lib/password.ts';
import { adminRouter } from './router.ts';

const wrongCode = () => new ApiError(400, 'validation_failed', 'api.error.validation', { code: 'adminSecurity.field.code.wrong' });
const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', 'admin.login.tooMany', undefined, { 'Retry-After': String(retryAfterSeconds) });
const validCode = validated('json', totpCodeRequestSchema);

/** A check of the password or a code made from the dashboard, under the sign-in's limits, from this browser. */
async function reserveCheck(db: Database, c: Context<AdminEnv>, now: Date): Promise<CheckedAttempt> {
  const { username } = c.var.admin;
  const origin = auditedClientOf(c);
  const device = await trustedDevice(db, adminDeviceId(c), username, now);
  return reserveSignInAttempt(db, { client: rateLimitClient(origin.ip), username, device: device?.idHash ?? null }, origin, now);
}

export const adminSecurityRoutes = adminRouter()
  .get('/', async (c) => {
    const db = database(c.env.DB);
    const { username } = c.var.admin;
    const now = new Date();
    const totpEnabled = await totpIsOn(db, username);
    const [codesLeft, trustedBrowsers, signInActivity] = await Promise.all([
      totpEnabled ? recoveryCodesLeft(db, username) : 0,
      trustedDeviceCount(db, username, now),
      signInActivityAt(db, now),
    ]);
    return c.json({ totpEnabled, recoveryCodesLeft: codesLeft, trustedBrowsers, signInActivity } satisfies AdminSecurity);
  })
  .post('/totp/setup', jsonBody(), validated('json', totpSetupRequestSchema), async (c) => {
    const db = database(c.env.DB);
    const account = adminAccount(c.env);
    const { username } = c.var.admin;
    // The password again, under the sign-in's limit on failures: a stolen session can neither set
    // TOTP up nor guess the password through here.
    const reserved = await reserveCheck(db, c, new Date());
    if (reserved.outcome === 'locked') throw tooManyAttempts(reserved.retryAfterSeconds);
    if (username !== account.username || !(await verifyPassword(c.req.valid('json').password, account.passwordHash))) {
      throw new ApiError(400, 'validation_failed', 'api.error.validation', { password: 'adminSecurity.field.password.wrong' });
    }
    await withdrawLoginAttempt(db, reserved.attemptId);
    const setup = await startTotpSetup(db, account, username);
    if (!setup) throw new ApiError(409, 'conflict', 'adminSecurity.error.alreadyOn');
    return c.json(setup satisfies TotpSetup);
  })
  .post('/totp/enable', jsonBody(), validCode, async (c) => {
    const db = database(c.env.DB);
    const { username } = c.var.admin;
    const now = new Date();
    const result = await confirmTotpSetup(db, adminAccount(c.env), username, c.req.valid('json').code, now);
    if (result.outcome === 'already-on') throw new ApiError(409, 'conflict', 'adminSecurity.error.alreadyOn');
    if (result.outcome === 'no-setup') throw new ApiError(409, 'conflict', 'adminSecurity.error.noSetup');
    if (result.outcome === 'wrong-code') throw wrongCode();
    await revokeOtherSessions(db, username, c.var.admin.id, now);
    return c.json({ totpEnabled: true, recoveryCodes: result.recoveryCodes } satisfies TotpEnabled);
  })
  .post('/totp/disable', jsonBody(), validCode, async (c) => {
    const db = database(c.env.DB);
    const { username } = c.var.admin;
    const now = new Date();
    // A guess at the code counts like a sign-in's, under the same limits, taken atomically.
    const reserved = await reserveCheck(db, c, now);
    if (reserved.outcome === 'locked') throw tooManyAttempts(reserved.retryAfterSeconds);
    const result = await turnOffTotp(db, adminAccount(c.env), username, c.req.valid('json').code, now);
    // Only a wrong code stays counted as a failure.
    if (result !== 'wrong-code') await withdrawLoginAttempt(db, reserved.attemptId);
    if (result === 'not-on') throw new ApiError(409, 'conflict', 'adminSecurity.error.notOn');
    if (result === 'wrong-code') throw wrongCode();
    await revokeOtherSessions(db, username, c.var.admin.id, now);
    return c.json({ totpEnabled: false } satisfies TotpDisabled);
  })
  .all('/', methodNotAllowed('GET', 'HEAD'))
  .all('/totp/setup', methodNotAllowed('POST'))
  .all('/totp/enable', methodNotAllowed('POST'))
  .all('/totp/disable', methodNotAllowed('POST'));
