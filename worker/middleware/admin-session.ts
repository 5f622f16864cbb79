// The admin session cookie and the guard of every admin endpoint. The cookie holds the signed token
// of admin/session.ts under the `__Host-` prefix (the browser keeps it only if it is Secure, for
// Path=/ and without Domain, so no subdomain can set or read it); HttpOnly, so no script reads it;
// SameSite=Strict, so no other site's page sends it. It has no Max-Age: it ends with the browser,
// and the server ends the session itself (12 h absolute, 30 min idle, sign-out).
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { appConfig, type AdminEnv, type AppEnv, type Bindings } from '../env.ts';
import { database } from '../db/client.ts';
import { currentSession, type AdminAccount, type AdminSession } from '../admin/session.ts';
import { ApiError } from '../lib/api-error.ts';

export const ADMIN_SESSION_COOKIE = '__Host-admin_session';

const COOKIE_ATTRIBUTES = { path: '/', secure: true, httpOnly: true, sameSite: 'Strict' } as const;

/**
 * The admin account and the session key from the checked configuration. Missing ones are a
 * deployment mistake (`npm start` writes them locally; docs/deploy.md lists them): a clear failure,
 * logged by the error handler, rather than a back office nobody can enter without knowing why.
 */
export function adminAccount(env: Bindings): AdminAccount {
  const config = appConfig(env);
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD_HASH: passwordHash, SESSION_SECRET: sessionSecret } = config;
  if (!username || !passwordHash || !sessionSecret) {
    throw new Error('The admin account is not configured: set ADMIN_USERNAME, ADMIN_PASSWORD_HASH and SESSION_SECRET');
  }
  return { username, passwordHash, sessionSecret };
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

/** The request's admin session if it has a valid one (recording the use), else null. */
export async function adminSessionOf<E extends { Bindings: Bindings }>(c: Context<E>): Promise<AdminSession | null> {
  const token = adminSessionToken(c);
  if (!token) return null;
  return currentSession(database(c.env.DB), adminAccount(c.env).sessionSecret, token, new Date());
}

/** 401 without a valid admin session; otherwise the session is `c.var.admin` for what follows. */
export const requireAdmin = () =>
  createMiddleware<AdminEnv>(async (c, next) => {
    const session = await adminSessionOf(c);
    if (!session) throw new ApiError(401, 'unauthorized', 'admin.session.required');
    c.set('admin', session);
    await next();
  });

/** Methods that only read; every other one changes something. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
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
