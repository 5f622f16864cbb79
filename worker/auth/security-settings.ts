// The use cases behind the Security screen (/api/admin/security; decisions 027 and 032): whether
// TOTP is on and how the sign-in is being tried from elsewhere; setting TOTP up once the password is
// given again (a wrong one counts as a failed sign-in); turning it on with a code, which answers
// the recovery codes once; turning it off with a TOTP or recovery code. A wrong password or code to
// turn it off counts as a failed sign-in under the same limits (sign-in-limits.ts): a stolen session
// can neither guess the password through here nor guess its way to turning TOTP off. Turning it on
// or off ends the administrator's other sessions.
import type { AdminSecurity, TotpDisabled, TotpEnabled, TotpSetup } from '../contract/schemas/admin-security.ts';
import type { Database } from '../db/client.ts';
import type { AuditedClient } from '../db/queries/admin-audit.ts';
import { recoveryCodesLeft } from '../db/queries/admin-second-factor.ts';
import { revokeOtherSessions, trustedDeviceCount, withdrawLoginAttempt } from '../db/queries/admin-sessions.ts';
import { ApiError } from '../lib/api-error.ts';
import { verifyPassword } from '../lib/password.ts';
import { confirmTotpSetup, startTotpSetup, totpIsOn, turnOffTotp } from './second-factor.ts';
import type { AdminAccount, AdminSession } from './session.ts';
import { reserveSignInAttempt, signInActivityAt, type CheckedAttempt } from './sign-in-limits.ts';
import { trustedDevice } from './trusted-devices.ts';

/** A change made from the Security screen, gathered by the route so this knows nothing of Hono. */
export interface SecurityChange {
  db: Database;
  account: AdminAccount;
  /** The session making it: its administrator, and the one session a new second factor keeps. */
  session: AdminSession;
  /** The client as the sign-in's limits count it (middleware/rate-limit.ts's rateLimitClient). */
  client: string;
  /** Where it comes from, for the audit trail. */
  origin: AuditedClient;
  /** The id in the browser's trusted-device cookie, if it sent one. */
  deviceId: string | undefined;
  now: Date;
}

const wrongCode = () => new ApiError(400, 'validation_failed', 'api.error.validation', { code: 'adminSecurity.field.code.wrong' });
const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, 'rate_limited', 'admin.login.tooMany', undefined, { 'Retry-After': String(retryAfterSeconds) });

/** A check of the password or a code made from the dashboard, under the sign-in's limits, from this browser. */
async function reserveCheck(change: SecurityChange): Promise<CheckedAttempt> {
  const { db, session, now } = change;
  const device = await trustedDevice(db, change.deviceId, session.username, now);
  return reserveSignInAttempt(db, { client: change.client, username: session.username, device: device?.idHash ?? null }, change.origin, now);
}

export async function securityOf(db: Database, username: string, now: Date): Promise<AdminSecurity> {
  const totpEnabled = await totpIsOn(db, username);
  const [codesLeft, trustedBrowsers, signInActivity] = await Promise.all([
    totpEnabled ? recoveryCodesLeft(db, username) : 0,
    trustedDeviceCount(db, username, now),
    signInActivityAt(db, now),
  ]);
  return { totpEnabled, recoveryCodesLeft: codesLeft, trustedBrowsers, signInActivity };
}

/** A new pending secret, once the password is given again. */
export async function setUpTotp(password: string, change: SecurityChange): Promise<TotpSetup> {
  const { db, account } = change;
  const { username } = change.session;
  // The password again, under the sign-in's limit on failures: a stolen session can neither set
  // TOTP up nor guess the password through here.
  const reserved = await reserveCheck(change);
  if (reserved.outcome === 'locked') throw tooManyAttempts(reserved.retryAfterSeconds);
  if (username !== account.username || !(await verifyPassword(password, account.passwordHash))) {
    throw new ApiError(400, 'validation_failed', 'api.error.validation', { password: 'adminSecurity.field.password.wrong' });
  }
  await withdrawLoginAttempt(db, reserved.attemptId);
  const setup = await startTotpSetup(db, account, username);
  if (!setup) throw new ApiError(409, 'conflict', 'adminSecurity.error.alreadyOn');
  return setup;
}

/** TOTP on, confirmed by a code of the pending secret; the recovery codes are answered this once. */
export async function turnOnTotp(code: string, change: SecurityChange): Promise<TotpEnabled> {
  const { db, session, now } = change;
  const result = await confirmTotpSetup(db, change.account, session.username, code, now);
  if (result.outcome === 'already-on') throw new ApiError(409, 'conflict', 'adminSecurity.error.alreadyOn');
  if (result.outcome === 'no-setup') throw new ApiError(409, 'conflict', 'adminSecurity.error.noSetup');
  if (result.outcome === 'wrong-code') throw wrongCode();
  await revokeOtherSessions(db, session.username, session.id, now);
  return { totpEnabled: true, recoveryCodes: result.recoveryCodes };
}

/** TOTP off, with a TOTP or recovery code. */
export async function turnOffTotpWithCode(code: string, change: SecurityChange): Promise<TotpDisabled> {
  const { db, session, now } = change;
  // A guess at the code counts like a sign-in's, under the same limits, taken atomically.
  const reserved = await reserveCheck(change);
  if (reserved.outcome === 'locked') throw tooManyAttempts(reserved.retryAfterSeconds);
  const result = await turnOffTotp(db, change.account, session.username, code, now);
  // Only a wrong code stays counted as a failure.
  if (result !== 'wrong-code') await withdrawLoginAttempt(db, reserved.attemptId);
  if (result === 'not-on') throw new ApiError(409, 'conflict', 'adminSecurity.error.notOn');
  if (result === 'wrong-code') throw wrongCode();
  await revokeOtherSessions(db, session.username, session.id, now);
  return { totpEnabled: false };
}
