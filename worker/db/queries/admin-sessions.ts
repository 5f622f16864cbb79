// The back office's sessions and sign-in attempts (the rules are auth/session.ts's). Every instant
// comes from the caller's clock, never the database's, so one clock decides a session's age.
import { and, count, desc, eq, gt, gte, isNull, lt, max, ne, or, sql, sum } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { selectedValues } from './selected-values.ts';
import { adminSessions, adminTrustedDevices, loginAttempts, rateLimits } from '../schema.ts';

export interface StoredAdminSession {
  id: string;
  username: string;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  passwordFingerprint: string;
}

export interface NewAdminSession {
  id: string;
  username: string;
  createdAt: Date;
  expiresAt: Date;
  /** A keyed digest of the password hash it is opened under (auth/session.ts). */
  passwordFingerprint: string;
}

/** The statement that stores a new session (last seen at its creation), for the sign-in's batch. */
export function insertAdminSession(db: Database, session: NewAdminSession) {
  return db.insert(adminSessions).values({ ...session, lastSeenAt: session.createdAt });
}

export async function findAdminSession(db: Database, id: string): Promise<StoredAdminSession | null> {
  const [row] = await db.select().from(adminSessions).where(eq(adminSessions.id, id)).limit(1);
  return row ?? null;
}

/**
 * The session `id`'s row as one plain D1 statement, to ride along with a read's first batch
 * (db/ride-along.ts, decision 047); storedSessionOf reads its result. The columns by their SQL names.
 */
export const adminSessionStatement = (d1: Pick<D1Database, 'prepare'>, id: string) =>
  d1.prepare('select id, username, created_at, expires_at, last_seen_at, revoked_at, password_fingerprint from admin_sessions where id = ? limit 1').bind(id);

interface AdminSessionColumns {
  id: string;
  username: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  password_fingerprint: string;
}

/** The session adminSessionStatement found, as findAdminSession answers it; null for none. */
export function storedSessionOf(result: D1Result): StoredAdminSession | null {
  const row = result.results[0] as AdminSessionColumns | undefined;
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    lastSeenAt: new Date(row.last_seen_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    passwordFingerprint: row.password_fingerprint,
  };
}

/**
 * Records a use of the session at `now`, unless a later one is already recorded or the session
 * was revoked meanwhile (a sign-out must not be undone by a request that was already running).
 */
export async function touchAdminSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt), lt(adminSessions.lastSeenAt, now)));
}

/** Ends the session at `now` (awaited alone, or in a batch); a session already revoked keeps its first revocation time. */
export function revokeAdminSession(db: Database, id: string, now: Date) {
  return db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.id, id), isNull(adminSessions.revokedAt)));
}

/**
 * Ends every other open session of `username` at `now` (after the second factor is turned on or off:
 * a session opened before, maybe by whoever knew the password, must sign in again). The number ended.
 */
export async function revokeOtherSessions(db: Database, username: string, keepId: string, now: Date): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.username, username), ne(adminSessions.id, keepId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return ended.length;
}

/** A sign-in attempt, recorded as a failure before its password or code is checked (reserveLoginAttempt). */
export interface LoginAttempt {
  /** The client as the rate limit counts it (middleware/rate-limit.ts: an IPv4 address, an IPv6 /64). */
  ip: string;
  /** The username as typed. */
  username: string;
  /** The trusted browser it came from (its id's hash), null from any other. */
  device: string | null;
  attemptedAt: Date;
}

/** The limits an attempt is checked against (auth/sign-in-limits.ts holds their values and meaning). */
export interface AttemptLimits {
  /** Failures counted are those after this instant… */
  since: Date;
  /** …and a trusted browser, or an address, is refused once it has this many; */
  max: number;
  /**
   * from any other browser, once the username has `max` failures from such browsers, the next is
   * let through only `baseMs × 2^(failures − max)` (at most `capMs`) after the latest of them.
   */
  usernameDelay: { baseMs: number; capMs: number };
}

const failed = (since: Date) => and(eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since));

/**
 * Records an attempt as a failure before its password or code is checked, only while its limits
 * allow it, and returns its id (null when they do not). From a trusted browser: fewer than `max`
 * failures of that browser in the window. From any other: fewer than `max` failures from its
 * address by untrusted browsers, and the username's growing delay passed. The checks and the insert
 * are one `INSERT … SELECT … WHERE`, so parallel attempts cannot all see room and all be checked:
 * the sixth of six sent at once is refused. The caller turns the row into a success
 * (markLoginAttemptSucceeded) or withdraws it (withdrawLoginAttempt) once it knows.
 */
export async function reserveLoginAttempt(db: Database, attempt: LoginAttempt, limits: AttemptLimits): Promise<number | null> {
  const { since, max: limit, usernameDelay } = limits;
  const failures = (who: SQL | undefined) =>
    db
      .select({ count: count() })
      .from(loginAttempts)
      .where(and(who, failed(since)));
  const untrusted = isNull(loginAttempts.device);
  const allowed =
    attempt.device !== null
      ? sql`(${failures(eq(loginAttempts.device, attempt.device))}) < ${limit}`
      : sql`(${failures(and(eq(loginAttempts.ip, attempt.ip), untrusted))}) < ${limit}
            and (select case when count(*) < ${limit} then 1
                        else ${attempt.attemptedAt.getTime()} >= max(${loginAttempts.attemptedAt})
                             + min(${usernameDelay.baseMs} * (1 << min(count(*) - ${limit}, 30)), ${usernameDelay.capMs}) end
                 from ${loginAttempts}
                 where ${and(eq(loginAttempts.username, attempt.username), untrusted, failed(since))}) = 1`;
  const [row] = await db
    .insert(loginAttempts)
    .select(sql`select ${selectedValues(loginAttempts, { ...attempt, succeeded: false })} where ${allowed}`)
    .returning({ id: loginAttempts.id });
  return row?.id ?? null;
}

/** The statement that turns a reserved attempt into a success (which never counts towards the limit). */
export function markLoginAttemptSucceeded(db: Database, id: number) {
  return db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
}

/** Takes back a reserved attempt that turned out to be neither a success nor a failure (e.g. a code still to come). */
export async function withdrawLoginAttempt(db: Database, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** Whose failures to read: an address's from untrusted browsers, a username's from untrusted browsers, or a trusted browser's. */
export type FailuresOf = { ip: string } | { username: string } | { device: string };

/** The times of the latest failed attempts since `since`, newest first, at most `limit` of them. */
export async function recentLoginFailures(db: Database, of: FailuresOf, since: Date, limit: number): Promise<Date[]> {
  const who =
    'device' in of
      ? eq(loginAttempts.device, of.device)
      : and(isNull(loginAttempts.device), 'ip' in of ? eq(loginAttempts.ip, of.ip) : eq(loginAttempts.username, of.username));
  const rows = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(who, failed(since)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(limit);
  return rows.map((row) => row.attemptedAt);
}

/** How many failures `of` has since `since`, and the latest one's time. */
export async function loginFailureCount(db: Database, of: { username: string }, since: Date): Promise<{ count: number; latest: Date | null }> {
  const [row] = await db
    .select({ count: count(), latest: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, of.username), isNull(loginAttempts.device), failed(since)));
  return { count: row?.count ?? 0, latest: row?.latest ?? null };
}

/** What the Security screen says of the sign-in attempts since `since` (auth/sign-in-limits.ts reads it). */
export interface StoredSignInActivity {
  /** Failed attempts per address (the rate limit's client), with the latest. */
  failures: { address: string; count: number; latest: Date }[];
  /** Attempts refused without a check, per address, by window (the 'sign-in-throttled' counter). */
  throttled: { address: string; count: number; windowStart: number }[];
  /** Failures from untrusted browsers since `recentSince`. */
  recentUntrustedFailures: number;
}

export async function signInActivity(db: Database, since: Date, recentSince: Date, throttledBucket: string): Promise<StoredSignInActivity> {
  const [failures, throttled, recent] = await db.batch([
    db
      .select({ address: loginAttempts.ip, count: count(), latest: max(loginAttempts.attemptedAt) })
      .from(loginAttempts)
      .where(failed(since))
      .groupBy(loginAttempts.ip),
    db
      .select({ address: rateLimits.client, count: sum(rateLimits.hits).mapWith(Number), windowStart: max(rateLimits.windowStart) })
      .from(rateLimits)
      .where(and(eq(rateLimits.bucket, throttledBucket), gte(rateLimits.windowStart, since.getTime())))
      .groupBy(rateLimits.client),
    db
      .select({ count: count() })
      .from(loginAttempts)
      .where(and(isNull(loginAttempts.device), failed(recentSince))),
  ]);
  return {
    failures: failures.map((row) => ({ address: row.address, count: row.count, latest: row.latest ?? since })),
    throttled: throttled.map((row) => ({ address: row.address, count: row.count, windowStart: row.windowStart ?? 0 })),
    recentUntrustedFailures: recent[0]?.count ?? 0,
  };
}

export interface StoredTrustedDevice {
  idHash: string;
  username: string;
  expiresAt: Date;
}

export async function findTrustedDevice(db: Database, idHash: string): Promise<StoredTrustedDevice | null> {
  const [row] = await db
    .select({ idHash: adminTrustedDevices.idHash, username: adminTrustedDevices.username, expiresAt: adminTrustedDevices.expiresAt })
    .from(adminTrustedDevices)
    .where(eq(adminTrustedDevices.idHash, idHash))
    .limit(1);
  return row ?? null;
}

/** The statement that trusts a browser after a sign-in from it, or moves its end on (for the sign-in's batch). */
export function trustDevice(db: Database, device: { idHash: string; username: string; now: Date; expiresAt: Date }) {
  return db
    .insert(adminTrustedDevices)
    .values({ idHash: device.idHash, username: device.username, createdAt: device.now, lastSignedInAt: device.now, expiresAt: device.expiresAt })
    .onConflictDoUpdate({ target: adminTrustedDevices.idHash, set: { lastSignedInAt: device.now, expiresAt: device.expiresAt } });
}

/** How many browsers `username` signed in from are still trusted at `now`. */
export async function trustedDeviceCount(db: Database, username: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminTrustedDevices)
    .where(and(eq(adminTrustedDevices.username, username), gt(adminTrustedDevices.expiresAt, now)));
  return row?.n ?? 0;
}

/**
 * Housekeeping (the cron trigger): deletes the sessions that ended before `before` (absolute end
 * passed, or revoked), the sign-in attempts made before it, and the browsers no longer trusted.
 */
export async function pruneAdminSignIns(db: Database, before: Date): Promise<{ sessions: number; attempts: number }> {
  const [sessions, attempts] = await db.batch([
    db
      .delete(adminSessions)
      .where(or(lt(adminSessions.expiresAt, before), lt(adminSessions.revokedAt, before)))
      .returning({ id: adminSessions.id }),
    db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before)).returning({ id: loginAttempts.id }),
    db.delete(adminTrustedDevices).where(lt(adminTrustedDevices.expiresAt, before)),
  ]);
  return { sessions: sessions.length, attempts: attempts.length };
}
