// The back office's sessions and sign-in attempts (the rules are admin/session.ts's). Every instant
// comes from the caller's clock, never the database's, so one clock decides a session's age.
import { and, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { selectedValues } from './selected-values.ts';
import { adminSessions, loginAttempts } from '../schema.ts';

export interface StoredAdminSession {
  id: string;
  username: string;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

export interface NewAdminSession {
  id: string;
  username: string;
  createdAt: Date;
  expiresAt: Date;
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

export interface LoginAttempt {
  /** The client as the rate limit counts it (middleware/rate-limit.ts: an IPv4 address, an IPv6 /64). */
  ip: string;
  /** The username as typed. */
  username: string;
  succeeded: boolean;
  attemptedAt: Date;
}

/** The statement that records an attempt (awaited alone, or in a batch). */
export function insertLoginAttempt(db: Database, attempt: LoginAttempt) {
  return db.insert(loginAttempts).values(attempt);
}

export interface AttemptLimit {
  /** Failures counted are those after this instant… */
  since: Date;
  /** …and an attempt is taken only while fewer than this many are, from its address and for its username. */
  max: number;
}

/**
 * Records an attempt as a failure before its password or code is checked, only while its address
 * and its username are each under the limit, and returns its id (null when the limit is reached).
 * The count and the insert are one `INSERT … SELECT … WHERE`, so parallel attempts cannot all see
 * room and all be checked: the sixth of six sent at once is refused. The caller turns the row into
 * a success (markLoginAttemptSucceeded) or withdraws it (withdrawLoginAttempt) once it knows.
 */
export async function reserveLoginAttempt(db: Database, attempt: Omit<LoginAttempt, 'succeeded'>, limit: AttemptLimit): Promise<number | null> {
  const failuresSince = (who: SQL) =>
    db
      .select({ count: count() })
      .from(loginAttempts)
      .where(and(who, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, limit.since)));
  const [row] = await db
    .insert(loginAttempts)
    .select(
      sql`select ${selectedValues(loginAttempts, { ...attempt, succeeded: false })}
          where (${failuresSince(eq(loginAttempts.ip, attempt.ip))}) < ${limit.max}
            and (${failuresSince(eq(loginAttempts.username, attempt.username))}) < ${limit.max}`,
    )
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

/**
 * The times of the latest failed attempts since `since`, newest first, at most `limit` of them: from
 * the address `ip`, or with the username `username`, as `by` says.
 */
export async function recentLoginFailures(db: Database, by: { ip: string } | { username: string }, since: Date, limit: number): Promise<Date[]> {
  const who = 'ip' in by ? eq(loginAttempts.ip, by.ip) : eq(loginAttempts.username, by.username);
  const rows = await db
    .select({ attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(limit);
  return rows.map((row) => row.attemptedAt);
}

/**
 * Housekeeping (the cron trigger): deletes the sessions that ended before `before` (absolute end
 * passed, or revoked) and the sign-in attempts made before it.
 */
export async function pruneAdminSignIns(db: Database, before: Date): Promise<{ sessions: number; attempts: number }> {
  const [sessions, attempts] = await db.batch([
    db
      .delete(adminSessions)
      .where(or(lt(adminSessions.expiresAt, before), lt(adminSessions.revokedAt, before)))
      .returning({ id: adminSessions.id }),
    db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before)).returning({ id: loginAttempts.id }),
  ]);
  return { sessions: sessions.length, attempts: attempts.length };
}
