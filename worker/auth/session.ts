// The administrator's sign-in and sessions. A session is a row in `admin_sessions` (so it can be
// revoked) named by a random id, which travels in a token signed with SESSION_SECRET (jose, HS256):
// a forged or altered token never reaches the database. A session ends 12 hours after sign-in
// however busy, after 30 minutes without a request, at sign-out, or when the password changes (it
// records a keyed fingerprint of the password hash it was opened under). Failed sign-ins are
// limited by sign-in-limits.ts; a successful one trusts the browser (trusted-devices.ts). Knows
// nothing of Hono: the cookies are middleware/admin-session.ts's.
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/client.ts';
import { auditSignOut, insertSignInAudit, type AuditedClient } from '../db/queries/admin-audit.ts';
import {
  findAdminSession,
  insertAdminSession,
  type StoredAdminSession,
  markLoginAttemptSucceeded,
  revokeAdminSession,
  touchAdminSession,
  withdrawLoginAttempt,
} from '../db/queries/admin-sessions.ts';
import { keyedDigest } from '../lib/keyed-digest.ts';
import { verifyPassword } from '../lib/password.ts';
import { spendSecondFactorCode, totpIsOn } from './second-factor.ts';
import { reserveSignInAttempt } from './sign-in-limits.ts';
import { DEVICE_TRUST_MS, newDeviceTrust, trustFor, trustedDevice } from './trusted-devices.ts';

/** The absolute end of a session, counted from sign-in. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A session unused for this long has ended. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** The last use is written at most this often, so a busy dashboard does not write on every request. */
export const LAST_SEEN_PRECISION_MS = 60 * 1000;

/** Who may sign in, the key that signs the session tokens and the one that encrypts the TOTP secret (from the checked configuration). */
export interface AdminAccount {
  username: string;
  /** 'pbkdf2-sha256$<iterations>$<salt>$<hash>' (lib/password.ts). */
  passwordHash: string;
  sessionSecret: string;
  /** TOTP_ENCRYPTION_KEY (second-factor.ts). */
  totpKey: string;
}

/** A session in use. */
export interface AdminSession {
  id: string;
  username: string;
  /** When it ends unless used again: the earlier of its idle end and its absolute end. */
  expiresAt: Date;
}

export interface SignInAttempt {
  username: string;
  password: string;
  /** The client as the rate limit counts it (middleware/rate-limit.ts's rateLimitClient). */
  client: string;
  /** Where the attempt came from, for the audit trail (decision 028). */
  origin: AuditedClient;
  now: Date;
  /** The TOTP or recovery code, when the administrator has TOTP on (decision 027). */
  code?: string | undefined;
  /** The id in the browser's trusted-device cookie, if it sent one (decision 032). */
  deviceId?: string | undefined;
}

export type SignInResult =
  /** `device`: the browser's trusted-device id, to keep in its cookie until `expiresAt`. */
  | { outcome: 'signed-in'; session: AdminSession; token: string; device: { id: string; expiresAt: Date } }
  /** Unknown username or wrong password: deliberately one outcome. */
  | { outcome: 'refused' }
  /** The password is right and TOTP is on: the code is needed too. Not a failure: nothing counted. */
  | { outcome: 'second-factor-required' }
  /** The password is right but the code is not (or was used before): counted as a failure. */
  | { outcome: 'wrong-code' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/** Tokens are for this purpose only, should SESSION_SECRET ever sign anything else. */
const TOKEN_AUDIENCE = 'admin-session';

const secretKey = (secret: string) => new TextEncoder().encode(secret);

function randomSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * A hash no password matches, as costly to check as the account's own (same scheme, iteration count
 * and salt; the expected bytes are zeros): checked for an unknown username so that it takes as long
 * as a wrong password for the right one.
 */
function standInHash(passwordHash: string): string {
  const [scheme, iterations, salt] = passwordHash.split('$');
  return `${scheme}$${iterations}$${salt}$${btoa(String.fromCharCode(...new Uint8Array(32)))}`;
}

/**
 * What a session records of the password it was opened under: a keyed digest (HMAC under a key
 * derived from SESSION_SECRET) of the configured hash, never the hash itself. A new
 * ADMIN_PASSWORD_HASH gives another fingerprint, and every session opened before is refused.
 */
let fingerprintMemo: { secret: string; hash: string; fingerprint: Promise<string> } | undefined;
export function passwordFingerprint(account: Pick<AdminAccount, 'sessionSecret' | 'passwordHash'>): Promise<string> {
  // One per isolate: the account changes only with a deployment.
  if (fingerprintMemo?.secret !== account.sessionSecret || fingerprintMemo.hash !== account.passwordHash) {
    fingerprintMemo = {
      secret: account.sessionSecret,
      hash: account.passwordHash,
      fingerprint: keyedDigest(account.sessionSecret, 'admin-password-fingerprint', account.passwordHash),
    };
  }
  return fingerprintMemo.fingerprint;
}

async function signedToken(session: { id: string; username: string; createdAt: Date; expiresAt: Date }, secret: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(session.id)
    .setSubject(session.username)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(session.createdAt)
    .setExpirationTime(session.expiresAt)
    .sign(secretKey(secret));
}

/** What a token of ours says of its session: its id, its administrator and its absolute end. */
export interface SessionClaims {
  id: string;
  username: string;
  expiresAt: Date;
}

/** The claims a token carries, or null when it is not ours, altered, or past its absolute end. */
export async function sessionClaimsOf(token: string, secret: string, now: Date): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'], audience: TOKEN_AUDIENCE, currentDate: now });
    const { jti, sub, exp } = payload;
    if (typeof jti !== 'string' || jti === '' || typeof sub !== 'string' || typeof exp !== 'number') return null;
    return { id: jti, username: sub, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}

async function sessionIdOf(token: string, secret: string, now: Date): Promise<string | null> {
  return (await sessionClaimsOf(token, secret, now))?.id ?? null;
}

/**
 * Checks the username and password and, when both are right, opens a session. The password is
 * hashed whatever the username, so an unknown username and a wrong password take about as long
 * and get the same answer.
 */
export async function signIn(db: Database, account: AdminAccount, attempt: SignInAttempt): Promise<SignInResult> {
  const { username, password, client, origin, now } = attempt;
  const device = await trustedDevice(db, attempt.deviceId, username, now);
  const reserved = await reserveSignInAttempt(db, { client, username, device: device?.idHash ?? null }, origin, now);
  if (reserved.outcome === 'locked') return reserved;
  const { attemptId } = reserved;

  // The comparison of the usernames takes nanoseconds next to PBKDF2; its timing tells nothing useful.
  const isTheAdmin = username === account.username;
  const passwordMatches = await verifyPassword(password, isTheAdmin ? account.passwordHash : standInHash(account.passwordHash));
  if (!isTheAdmin || !passwordMatches) {
    // The reserved attempt stays a failure.
    await insertSignInAudit(db, { username, action: 'sign-in-failed', client: origin, at: now });
    return { outcome: 'refused' };
  }
  // Only past the right password does the answer say a code is needed, so it tells a stranger nothing.
  if (await totpIsOn(db, username)) {
    if (!attempt.code) {
      await withdrawLoginAttempt(db, attemptId);
      return { outcome: 'second-factor-required' };
    }
    if (!(await spendSecondFactorCode(db, account, username, attempt.code, now))) {
      // A failed sign-in like a wrong password: counted (the reservation stays), and in the audit trail.
      await insertSignInAudit(db, { username, action: 'sign-in-failed', client: origin, at: now });
      return { outcome: 'wrong-code' };
    }
  }

  const session = {
    id: randomSessionId(),
    username,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    passwordFingerprint: await passwordFingerprint(account),
  };
  const token = await signedToken(session, account.sessionSecret);
  // The browser is trusted from now on, or for longer if it already was.
  const trust = device ?? (await newDeviceTrust());
  // Successes are recorded (who signed in from where) but never count towards the limit.
  await db.batch([
    insertAdminSession(db, session),
    markLoginAttemptSucceeded(db, attemptId),
    trustFor(db, trust, username, now),
    insertSignInAudit(db, { username, action: 'sign-in', client: origin, at: now }),
  ]);
  return {
    outcome: 'signed-in',
    session: { id: session.id, username, expiresAt: effectiveEnd(session.expiresAt, now) },
    token,
    device: { id: trust.id, expiresAt: new Date(now.getTime() + DEVICE_TRUST_MS) },
  };
}

const effectiveEnd = (absoluteEnd: Date, lastSeenAt: Date) => new Date(Math.min(absoluteEnd.getTime(), lastSeenAt.getTime() + SESSION_IDLE_MS));

/**
 * The session a token names if it is still going at `now`, recording this use (at most once a
 * minute); null when the token is not valid or the session was revoked, idle too long, over, or
 * opened under another password.
 */
export async function currentSession(db: Database, account: AdminAccount, token: string, now: Date): Promise<AdminSession | null> {
  const claims = await sessionClaimsOf(token, account.sessionSecret, now);
  return claims ? openSession(db, account, claims, now) : null;
}

/**
 * The session a verified token names, if it is still open (recording the use), else null: the
 * database's half of currentSession, for a caller that verified the token itself.
 */
export async function openSession(db: Database, account: AdminAccount, claims: SessionClaims, now: Date): Promise<AdminSession | null> {
  return sessionStillOpen(db, account, await findAdminSession(db, claims.id), now);
}

/**
 * The session of the row `stored` (as findAdminSession reads it) if it is still open at `now`,
 * recording this use (at most once a minute); null when there is no row, or it was revoked, idle
 * too long, over, or opened under another password.
 */
export async function sessionStillOpen(db: Database, account: AdminAccount, stored: StoredAdminSession | null, now: Date): Promise<AdminSession | null> {
  if (!stored || stored.revokedAt) return null;
  const { id } = stored;
  // Opened under another password: whoever holds the cookie (a stolen one, a forgotten tablet) signs in again.
  if (stored.passwordFingerprint !== (await passwordFingerprint(account))) return null;
  const nowMs = now.getTime();
  if (nowMs >= stored.expiresAt.getTime() || nowMs >= stored.lastSeenAt.getTime() + SESSION_IDLE_MS) return null;
  let lastSeenAt = stored.lastSeenAt;
  if (nowMs - lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    await touchAdminSession(db, id, now);
    lastSeenAt = now;
  }
  return { id, username: stored.username, expiresAt: effectiveEnd(stored.expiresAt, lastSeenAt) };
}

/**
 * Revokes the session a token names, if the token is valid, with its audit entry in the same batch
 * (only for a session still open); nothing happens otherwise.
 */
export async function signOut(db: Database, secret: string, token: string, now: Date, origin: AuditedClient): Promise<void> {
  const id = await sessionIdOf(token, secret, now);
  if (id) await db.batch([auditSignOut(db, id, origin, now), revokeAdminSession(db, id, now)]);
}
