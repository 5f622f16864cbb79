import { vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
// Calls the Worker like a browser would and waits for everything it schedules (e-mail delivery).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';
import type { z } from 'zod';
import { apiErrorSchema, type ApiErrorBody } from '../../worker/contract/schemas/errors.ts';
import { database } from '../../worker/db/client.ts';
import { totpEnabledSchema, totpSetupSchema } from '../../worker/contract/schemas/admin-security.ts';
import { asc } from 'drizzle-orm';
import { outbox } from '../../worker/db/schema.ts';

export const ORIGIN = 'https://www.paris-elite-chauffeur.fr';

export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return callWithEnv({}, path, init);
}

/**
 * `call` against the Worker restarted with other configuration (a new ADMIN_PASSWORD_HASH, a
 * rotated SESSION_SECRET …): the same database, these variables changed.
 */
export async function callWithEnv(changes: Partial<Record<keyof Env, string>>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const bindings = Object.keys(changes).length === 0 ? env : { ...env, ...changes };
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const db = () => database(env.DB);

/**
 * The JSON body of `response`, checked against the contract's schema of that answer (a body the
 * schema refuses fails the test). The body itself is returned, not zod's copy of it, so a test's
 * toEqual still sees any field the schema does not name.
 */
export async function answerOf<Schema extends z.ZodType>(response: Response, schema: Schema): Promise<z.output<Schema>> {
  const body: unknown = await response.json();
  schema.parse(body);
  return body as z.output<Schema>;
}

/** The `error` of a failed answer, checked against the contract's error shape (contract/schemas/errors.ts). */
export async function errorOf(response: Response): Promise<ApiErrorBody['error']> {
  return (await answerOf(response, apiErrorSchema)).error;
}

/**
 * Fakes Date at a minute into the current rate-limit window (10 minutes, aligned to the epoch), so
 * every request of a rate-limit test counts in the same window however slowly the machine runs.
 * The test file's afterEach must call vi.useRealTimers().
 */
export function pinInsideRateLimitWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / 600_000) * 600_000 + 60_000);
}

/**
 * A fixed clock (Date only), so every expiry and window of a test is exact however slowly the
 * machine runs. The test file's afterEach must call vi.useRealTimers().
 */
export function fakeClock(start = Date.UTC(2026, 10, 20, 9, 0, 10)): { advance: (ms: number) => void } {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return { advance: (ms) => vi.setSystemTime(Date.now() + ms) };
}

/** The code an authenticator app shows for `secret` at `at` (now by default: the faked clock). */
export const totpCodeAt = (secret: string, at = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

/** The admin account the API tests' Worker is configured with (vitest.config.ts). */
export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' } as const;

/** The name of the admin session cookie (worker/middleware/admin-session.ts). */
export const ADMIN_SESSION_COOKIE = '__Host-admin_session';
/** The name of the trusted-device cookie (worker/middleware/admin-session.ts, decision 032). */
export const ADMIN_DEVICE_COOKIE = '__Host-admin_device';

/** The `name=value` of the cookie a response sets, or null when it sets none of that name. */
export function cookieSet(response: Response, name: string): string | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header ? (header.split(';')[0] ?? null) : null;
}

/**
 * Signs in as the test admin and returns the Cookie header that carries the session, for the
 * admin endpoints' tests: `call(path, { headers: { Cookie: await signIn() } })`. Mutations also
 * need `Origin: ORIGIN` and a JSON body (adminHeaders).
 */
export async function signIn(credentials: { username: string; password: string } = TEST_ADMIN): Promise<string> {
  const response = await postJson('/api/admin/login', credentials, { Origin: ORIGIN });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  const cookie = cookieSet(response, ADMIN_SESSION_COOKIE);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

/**
 * Turns TOTP on from a signed-in browser (`cookie`: its session, and its trusted-device cookie if
 * any) as the Security screen does: the password again, then a code. Answers the secret and the
 * recovery codes.
 */
export async function enrolTotp(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const security = (path: string, body: unknown) =>
    call(`/api/admin/security${path}`, { method: 'POST', headers: adminHeaders(cookie), body: JSON.stringify(body) });
  const setup = await answerOf(await security('/totp/setup', { password: TEST_ADMIN.password }), totpSetupSchema);
  const { recoveryCodes } = await answerOf(await security('/totp/enable', { code: totpCodeAt(setup.secret) }), totpEnabledSchema);
  return { secret: setup.secret, recoveryCodes };
}

/** What a request of the signed-in dashboard carries: its session cookie, the site's Origin, JSON. */
export function adminHeaders(cookie: string): Record<string, string> {
  return { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' };
}

/** The link the newest e-mail to a customer carries: /request/<token>. */
export async function latestRequestToken(): Promise<string> {
  const rows = await db().select().from(outbox).orderBy(asc(outbox.id));
  for (const row of rows.reverse()) {
    const token = /\/request\/([A-Za-z0-9_-]{43})/.exec(row.text)?.[1];
    if (token) return token;
  }
  throw new Error('no e-mail carries a request link');
}
