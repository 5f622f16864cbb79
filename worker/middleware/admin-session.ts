// The admin session cookie and the guard of every admin endpoint. The cookie holds the signed token
// of auth/session.ts under the `__Host-` prefix (the browser keeps it only if it is Secure, for
// Path=/ and without Domain, so no subdomain can set or read it); HttpOnly, so no script reads it;
// SameSite=Strict, so no other site's page sends it. It has no Max-Age: it ends with the browser,
// and the server ends the session itself (12 h absolute, 30 min idle, sign-out, a new password).
// A second cookie, the same way, marks a browser the administrator signed in from (decision 032):
// it outlives the session (a Max-Age of 90 days), so the next sign-in from it is not slowed by the
// failures of others.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { appConfig, type AdminEnv, type AppEnv, type Bindings } from '../env.ts';
import { database, type Database } from '../db/client.ts';
import { currentSession, openSession, sessionClaimsOf, sessionStillOpen, type AdminAccount, type AdminSession } from '../auth/session.ts';
import { adminSessionStatement, storedSessionOf } from '../db/queries/admin-sessions.ts';
import { rideAlong, type D1Reads } from '../db/ride-along.ts';
import { ApiError } from '../lib/api-error.ts';
import { AUDIT_TEXT_LIMITS } from '../contract/audit-words.ts';
import type { AuditedClient } from '../db/queries/admin-audit.ts';
import { auditText } from '../lib/audit-text.ts';
import { clientAddress } from './rate-limit.ts';

export const ADMIN_SESSION_COOKIE = '__Host-admin_session';
export const ADMIN_DEVICE_COOKIE = '__Host-admin_device';

const COOKIE_ATTRIBUTES = { path: '/', secure: true, httpOnly: true, sameSite: 'Strict' } as const;

/**
 * The admin account and the session key from the checked configuration. Missing ones are a
 * deployment mistake (`npm start` writes them locally; docs/deploy.md lists them): a clear failure,
 * logged by the error handler, rather than a back office nobody can enter without knowing why.
 */
export function adminAccount(env: Bindings): AdminAccount {
  const config = appConfig(env);
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD_HASH: passwordHash, SESSION_SECRET: sessionSecret, TOTP_ENCRYPTION_KEY: totpKey } = config;
  if (!username || !passwordHash || !sessionSecret || !totpKey) {
    throw new Error('The admin account is not configured: set ADMIN_USERNAME, ADMIN_PASSWORD_HASH, SESSION_SECRET and TOTP_ENCRYPTION_KEY');
  }
  return { username, passwordHash, sessionSecret, totpKey };
}

export function setAdminSessionCookie(c: Context, token: string): void {
  setCookie(c, ADMIN_SESSION_COOKIE, token, COOKIE_ATTRIBUTES);
}

export function clearAdminSessionCookie(c: Context): void {
  setCookie(c, ADMIN_SESSION_COOKIE, '', { ...COOKIE_ATTRIBUTES, maxAge: 0 });
}

export function adminSessionToken(c: Context): string | undefined {
  return getCookie(c, ADMIN_SESSION_COOKIE) || undefined;
}

/** Keeps the browser's trusted-device id until `expiresAt` (the server checks it again at each sign-in). */
export function setAdminDeviceCookie(c: Context, device: { id: string; expiresAt: Date }): void {
  setCookie(c, ADMIN_DEVICE_COOKIE, device.id, { ...COOKIE_ATTRIBUTES, maxAge: Math.max(0, Math.floor((device.expiresAt.getTime() - Date.now()) / 1000)) });
}

export function adminDeviceId(c: Context): string | undefined {
  return getCookie(c, ADMIN_DEVICE_COOKIE) || undefined;
}

/** Where a sign-in, a check of the password or code, or a sign-out comes from, cleaned for the audit trail (decision 028). */
export const auditedClientOf = (c: Context): AuditedClient => ({
  // The forwarded address is the client's to write where no edge sets it: cleaned like the rest.
  ip: auditText(
    clientAddress((name) => c.req.header(name)),
    AUDIT_TEXT_LIMITS.ip,
  ),
  userAgent: auditText(c.req.header('User-Agent'), AUDIT_TEXT_LIMITS.userAgent),
});

/**
 * The request's admin session if it has a valid one (recording the use), else null. Read through
 * `db`, the back office's D1 session on its endpoints (decision 045); the page guards read the primary.
 */
export async function adminSessionOf<E extends { Bindings: Bindings }>(c: Context<E>, db: Database = database(c.env.DB)): Promise<AdminSession | null> {
  const token = adminSessionToken(c);
  if (!token) return null;
  return currentSession(db, adminAccount(c.env), token, new Date());
}

/** Methods that only read; every other one changes something. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * 401 without a valid admin session; otherwise the session is `c.var.admin` for what follows.
 *
 * A token that is not ours never reaches the database. A change waits for the session's row before
 * it runs. A read (GET, HEAD, which change nothing: a standard of the API) runs beside that check,
 * not after it: the session's row rides along with the read's first batch (or goes beside its
 * first statement), so the back office's lists, polls and Insights pay one database round trip,
 * not two (issue 27; decision 047). The read sees `c.var.admin` as the signed token says (its id,
 * its administrator, its absolute end); when the row says the session is over (signed out, idle,
 * another password) the read's answer is thrown away and the 401 answered instead, whatever the
 * read found.
 */
export const requireAdmin = () =>
  createMiddleware<AdminEnv>(async (c, next) => {
    const token = adminSessionToken(c);
    const account = adminAccount(c.env);
    const now = new Date();
    const claims = token ? await sessionClaimsOf(token, account.sessionSecret, now) : null;
    if (!claims) throw new ApiError(401, 'unauthorized', 'admin.session.required');
    if (!READ_METHODS.has(c.req.method)) {
      const session = await openSession(c.var.db, account, claims, now);
      if (!session) throw new ApiError(401, 'unauthorized', 'admin.session.required');
      c.set('admin', session);
      return next();
    }
    // The session's row rides along with the read's first batch (db/ride-along.ts): one round trip.
    const reads = c.var.db.$client as D1Reads;
    const rider = rideAlong(reads, adminSessionStatement(reads, claims.id));
    c.set('db', database(rider.d1));
    c.set('admin', claims);
    // Reading c.res makes Hono start the answer from the headers set so far (by the middleware
    // before this one), and keep those apart; what the read sets goes onto its own answer.
    void c.res;
    await next();
    let session: AdminSession | null;
    try {
      session = await sessionStillOpen(database(reads), account, storedSessionOf(await rider.result()), now);
    } catch (error) {
      // The check failed (the database): the read's answer does not leave either.
      c.res = undefined;
      throw error;
    }
    if (!session) {
      // Forget the read's answer and every header it set (an ETag, its caching): the 401 starts
      // again from the headers set before the read.
      c.res = undefined;
      throw new ApiError(401, 'unauthorized', 'admin.session.required');
    }
  });

const JSON_CONTENT_TYPE = /^application\/(.+\+)?json\s*(;|$)/i;
const MULTIPART_CONTENT_TYPE = /^multipart\/form-data\s*;/i;
/** The one admin endpoint that takes a file: its form is multipart, as a browser sends a file. */
export const ADMIN_UPLOAD_PATH = '/api/admin/uploads';

/**
 * A change must come from the site's own pages and carry JSON: 403 when `Origin` is missing or
 * another origin, and 403 when a body is sent as anything but JSON. SameSite=Strict already keeps
 * the cookie off other sites' requests; this is the second lock, and Hono's csrf() alone would let
 * a JSON request through. A change without a body (a DELETE) needs no Content-Type. The image upload
 * (POST /api/admin/uploads) alone may send multipart/form-data instead, from the same Origin all the
 * same (docs/decisions/023); a multipart body anywhere else is refused as any non-JSON one.
 */
export const sameOriginJson = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (READ_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    if (!origin || origin !== new URL(c.req.url).origin) throw new ApiError(403, 'forbidden', 'admin.request.foreignOrigin');
    const contentType = c.req.header('Content-Type');
    const hasBody = c.req.raw.body !== null && c.req.header('Content-Length') !== '0';
    const isUpload = c.req.method === 'POST' && c.req.path === ADMIN_UPLOAD_PATH && MULTIPART_CONTENT_TYPE.test(contentType ?? '');
    if ((contentType !== undefined || hasBody) && !isUpload && !JSON_CONTENT_TYPE.test(contentType ?? '')) {
      throw new ApiError(403, 'forbidden', 'admin.request.notJson');
    }
    await next();
  });

/**
 * Answers about the admin's data are never stored by a proxy, errors included: `no-store`, unless a
 * route chose `private, no-cache` itself (the polled lists: the browser keeps them only to ask
 * again with If-None-Match, and an unchanged list is a 304).
 */
export const noStore = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status === 304 || /^private\b/.test(c.res.headers.get('Cache-Control') ?? '')) return;
    c.header('Cache-Control', 'no-store');
  });
