// How failed sign-ins slow guessing without letting a stranger lock the administrator out (decision 032:
// OWASP's "device cookies"). A browser that has signed in before carries a random id
// (trusted-devices.ts) and is limited by its own failures only: 5 in 15 minutes, then it waits. Any
// other browser is limited by its address (5 failures in 15 minutes, then it waits) and by the
// username: after 5 failures for it from untrusted browsers, wherever they come from, each further
// attempt waits a delay that doubles with each failure (15 s, 30 s, 1 min … at most 15 min), instead
// of the hard lock that a script could renew for ever. The right password and code from the
// administrator's own browser therefore always get in, even while an attack runs from elsewhere.
// Every check first records itself as a failure, atomically with the count (reserveLoginAttempt).
// An attempt refused by a limit is counted per address (for the Security screen) and written once
// per address and window to the audit trail, so a flood cannot grow the trail at will (decision 028).
import type { Database } from '../db/client.ts';
import { insertSignInAudit, type AuditedClient } from '../db/queries/admin-audit.ts';
import { loginFailureCount, recentLoginFailures, reserveLoginAttempt, signInActivity } from '../db/queries/admin-sessions.ts';
import { countClientRequest } from '../db/queries/rate-limits.ts';
import type { SignInActivity } from '../contract/schemas/admin-security.ts';

/** Failed sign-ins allowed per trusted browser, per address, and (before delays start) per username… */
export const LOGIN_FAILURE_LIMIT = 5;
/** …in a window of this length, sliding: each failure counts for this long after it. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The username's delay after its limit is reached from untrusted browsers, doubled at each further failure… */
export const USERNAME_DELAY_BASE_MS = 15 * 1000;
/** …up to this. */
export const USERNAME_DELAY_CAP_MS = LOGIN_FAILURE_WINDOW_MS;
/** The rate-limit counter of the attempts refused by these limits, per address and window. */
export const THROTTLED_BUCKET = 'sign-in-throttled';
/** The Security screen looks this far back (the cron forgets older attempts, scheduled.ts). */
export const SIGN_IN_ACTIVITY_MS = 24 * 60 * 60 * 1000;
/** Addresses the Security screen lists, the busiest first. */
export const SIGN_IN_ACTIVITY_ADDRESSES = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who is attempting: the client as the rate limit counts it, the username as typed, the trusted browser if any. */
export interface Attempter {
  client: string;
  username: string;
  /** The hash of a trusted browser's id (trusted-devices.ts), null from any other browser. */
  device: string | null;
}

export type CheckedAttempt = { outcome: 'locked'; retryAfterSeconds: number } | { outcome: 'reserved'; attemptId: number };

/** The wait the username imposes after `failures` failures from untrusted browsers, the latest being the last. */
export function usernameDelayMs(failures: number): number {
  if (failures < LOGIN_FAILURE_LIMIT) return 0;
  return Math.min(USERNAME_DELAY_BASE_MS * 2 ** Math.min(failures - LOGIN_FAILURE_LIMIT, 30), USERNAME_DELAY_CAP_MS);
}

/** Seconds until the oldest of the limit's failures leaves the window, when the limit is reached. */
function windowWaitMs(failures: Date[], now: Date): number {
  const oldest = failures[LOGIN_FAILURE_LIMIT - 1];
  return oldest ? oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime() : 0;
}

/**
 * Seconds until an attempt would be let through. A refused attempt is not itself counted as a
 * failure, so the wait never grows by retrying.
 */
async function lockedForSeconds(db: Database, who: Attempter, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  let waitMs: number;
  if (who.device !== null) {
    waitMs = windowWaitMs(await recentLoginFailures(db, { device: who.device }, since, LOGIN_FAILURE_LIMIT), now);
  } else {
    const [fromAddress, forUsername] = await Promise.all([
      recentLoginFailures(db, { ip: who.client }, since, LOGIN_FAILURE_LIMIT),
      loginFailureCount(db, { username: who.username }, since),
    ]);
    const usernameWaitMs = forUsername.latest ? forUsername.latest.getTime() + usernameDelayMs(forUsername.count) - now.getTime() : 0;
    waitMs = Math.max(windowWaitMs(fromAddress, now), usernameWaitMs);
  }
  // At least a second: a limit was reached when the reservation was refused, whatever was read since.
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * Counts a refused attempt for its address, and writes it to the audit trail when it is the
 * address's first refusal in this window.
 */
async function recordThrottled(db: Database, who: Attempter, origin: AuditedClient, now: Date): Promise<void> {
  const windowStart = now.getTime() - (now.getTime() % LOGIN_FAILURE_WINDOW_MS);
  const refusals = await countClientRequest(db, { bucket: THROTTLED_BUCKET, client: who.client, windowStart, forgetBefore: windowStart - DAY_MS });
  if (refusals === 1) await insertSignInAudit(db, { username: who.username, action: 'sign-in-throttled', client: origin, at: now });
}

/**
 * Takes a place under the limits for a check about to be made (a password, a TOTP code): the
 * attempt is recorded as a failure first, atomically with the counts, so parallel guesses cannot
 * slip past; or, refused, it is recorded as throttled and says how long to wait.
 */
export async function reserveSignInAttempt(db: Database, who: Attempter, origin: AuditedClient, now: Date): Promise<CheckedAttempt> {
  const attemptId = await reserveLoginAttempt(
    db,
    { ip: who.client, username: who.username, device: who.device, attemptedAt: now },
    {
      since: new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS),
      max: LOGIN_FAILURE_LIMIT,
      usernameDelay: { baseMs: USERNAME_DELAY_BASE_MS, capMs: USERNAME_DELAY_CAP_MS },
    },
  );
  if (attemptId !== null) return { outcome: 'reserved', attemptId };
  await recordThrottled(db, who, origin, now);
  return { outcome: 'locked', retryAfterSeconds: await lockedForSeconds(db, who, now) };
}

/** The sign-in attempts of the last day by address, and whether an attack is going on now. */
export async function signInActivityAt(db: Database, now: Date): Promise<SignInActivity> {
  const since = new Date(now.getTime() - SIGN_IN_ACTIVITY_MS);
  const recentSince = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const stored = await signInActivity(db, since, recentSince, THROTTLED_BUCKET);
  const byAddress = new Map<string, { address: string; failed: number; throttled: number; latestMs: number }>();
  const entry = (address: string) => {
    const found = byAddress.get(address) ?? { address, failed: 0, throttled: 0, latestMs: 0 };
    byAddress.set(address, found);
    return found;
  };
  for (const row of stored.failures) {
    const address = entry(row.address);
    address.failed += row.count;
    address.latestMs = Math.max(address.latestMs, row.latest.getTime());
  }
  let throttledRecently = 0;
  for (const row of stored.throttled) {
    const address = entry(row.address);
    address.throttled += row.count;
    // The window's end stands for its latest refusal: the counter keeps no finer time.
    address.latestMs = Math.max(address.latestMs, Math.min(row.windowStart + LOGIN_FAILURE_WINDOW_MS, now.getTime()));
    if (row.windowStart + LOGIN_FAILURE_WINDOW_MS > recentSince.getTime()) throttledRecently += row.count;
  }
  const addresses = [...byAddress.values()].sort((a, b) => b.failed + b.throttled - (a.failed + a.throttled) || b.latestMs - a.latestMs);
  return {
    since: since.toISOString(),
    underAttack: stored.recentUntrustedFailures >= LOGIN_FAILURE_LIMIT || throttledRecently > 0,
    failed: addresses.reduce((total, address) => total + address.failed, 0),
    throttled: addresses.reduce((total, address) => total + address.throttled, 0),
    addressCount: addresses.length,
    addresses: addresses.slice(0, SIGN_IN_ACTIVITY_ADDRESSES).map(({ address, failed, throttled, latestMs }) => ({
      address,
      failed,
      throttled,
      latestAt: new Date(latestMs).toISOString(),
    })),
  };
}
