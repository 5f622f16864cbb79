// The back office's sign-in, session check and sign-out: the cookie, the single answer for an
// unknown user and a wrong password, the limit on failures, idle and absolute expiry on a faked
// clock, revocation, and tokens that are not ours.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { adminSessions, adminTrustedDevices, loginAttempts } from '../../worker/db/schema.ts';
import { adminSessionSchema } from '../../worker/contract/schemas/admin-session.ts';
import { runScheduledWork } from '../../worker/scheduled.ts';
import {
  ADMIN_DEVICE_COOKIE,
  ADMIN_SESSION_COOKIE,
  ORIGIN,
  TEST_ADMIN,
  answerOf,
  call,
  cookieSet,
  db,
  errorOf,
  postJson,
  signIn,
  fakeClock,
} from './support.ts';

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

const login = (body: unknown, headers: Record<string, string> = {}) => postJson('/api/admin/login', body, { Origin: ORIGIN, ...headers });
const sessionWith = (cookie: string) => call('/api/admin/session', { headers: { Cookie: cookie } });
const logout = (headers: Record<string, string>) => call('/api/admin/logout', { method: 'POST', headers });

describe('POST /api/admin/login', () => {
  it('signs in with the right username and password: a __Host- cookie, HttpOnly, Secure, SameSite=Strict, Path=/, nothing else', async () => {
    const clock = Date.UTC(2026, 10, 20, 9, 0, 0);
    fakeClock(clock);
    const response = await login(TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await answerOf(response, adminSessionSchema)).toEqual({
      authenticated: true,
      username: 'admin',
      // Unused, it ends after 30 idle minutes, well before its 12 hours.
      expiresAt: new Date(clock + 30 * MINUTE).toISOString(),
    });

    const cookies = response.headers.getSetCookie();
    // The session, and the browser's trusted-device id (decision 032).
    expect(cookies).toHaveLength(2);
    const parts = (name: string) => (cookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? '').split(';').map((part) => part.trim());
    const [nameValue, ...attributes] = parts(ADMIN_SESSION_COOKIE);
    expect(nameValue).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    // No Domain (the __Host- prefix forbids it), no Max-Age or Expires (it ends with the browser).
    expect(attributes.map((attribute) => attribute.toLowerCase()).sort()).toEqual(['httponly', 'path=/', 'samesite=strict', 'secure']);
    // The device's cookie outlives the browser's session: 90 days, then the next sign-in renews it.
    const [deviceValue, ...deviceAttributes] = parts(ADMIN_DEVICE_COOKIE);
    expect(deviceValue).toMatch(new RegExp(`^${ADMIN_DEVICE_COOKIE}=[A-Za-z0-9_-]{43}$`));
    expect(deviceAttributes.map((attribute) => attribute.toLowerCase()).sort()).toEqual([
      'httponly',
      `max-age=${90 * 24 * 60 * 60}`,
      'path=/',
      'samesite=strict',
      'secure',
    ]);
    // Only its hash is kept.
    const [device] = await db().select().from(adminTrustedDevices);
    expect(device).toMatchObject({ username: 'admin', lastSignedInAt: new Date(clock), expiresAt: new Date(clock + 90 * 24 * 60 * MINUTE) });
    expect(device?.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(device?.idHash).not.toContain(deviceValue?.split('=')[1]);

    const [stored] = await db().select().from(adminSessions);
    expect(stored).toMatchObject({
      username: 'admin',
      createdAt: new Date(clock),
      lastSeenAt: new Date(clock),
      expiresAt: new Date(clock + 12 * 60 * MINUTE),
      revokedAt: null,
    });
    // The cookie names the session; the session id itself is random and not the username.
    expect(stored?.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a wrong password and an unknown username alike: 401 "Invalid username or password", no cookie', async () => {
    const wrongPassword = await login({ username: 'admin', password: 'not the password' });
    const unknownUser = await login({ username: 'someone', password: TEST_ADMIN.password });
    const wrongCase = await login({ username: 'Admin', password: TEST_ADMIN.password });
    for (const response of [wrongPassword, unknownUser, wrongCase]) {
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await errorOf(response)).toEqual({ code: 'unauthorized', message: 'Invalid username or password' });
    }
    const french = await login({ username: 'someone', password: 'x' }, { 'Accept-Language': 'fr-FR' });
    expect(await errorOf(french)).toEqual({ code: 'unauthorized', message: 'Identifiant ou mot de passe incorrect' });
    expect(await db().select().from(adminSessions)).toEqual([]);
  });

  it('refuses a body without username or password, or with more, per field, in English and in French (400)', async () => {
    const english = await login({ username: '  ' });
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toEqual({
      code: 'validation_failed',
      message: 'Some fields need your attention.',
      fields: { username: 'This field is required.', password: 'This field is required.' },
    });

    const french = await login({ username: 'admin', password: '', remember: true }, { 'Accept-Language': 'fr' });
    expect(french.status).toBe(400);
    expect(await errorOf(french)).toEqual({
      code: 'validation_failed',
      message: 'Certains champs doivent être corrigés.',
      fields: { password: 'Ce champ est obligatoire.', remember: 'Ce champ ne fait pas partie de cette demande.' },
    });

    const tooLong = await login({ username: 'a'.repeat(81), password: 'p'.repeat(257) });
    expect((await errorOf(tooLong)).fields).toEqual({ username: 'This is too long.', password: 'This is too long.' });
    // Nothing above was a sign-in attempt.
    expect(await db().select().from(loginAttempts)).toEqual([]);
  });

  it('keeps the password as typed: surrounding spaces are part of it', async () => {
    expect((await login({ username: 'admin', password: ` ${TEST_ADMIN.password} ` })).status).toBe(401);
    expect((await login({ username: ' admin ', password: TEST_ADMIN.password })).status).toBe(200);
  });

  it('comes only from the site itself, as JSON (403 otherwise)', async () => {
    const foreign = await postJson('/api/admin/login', TEST_ADMIN, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toEqual({ code: 'forbidden', message: 'This request must come from the site itself.' });
    expect((await postJson('/api/admin/login', TEST_ADMIN)).status).toBe(403);
    const form = await call('/api/admin/login', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=x',
    });
    expect(form.status).toBe(403);
    expect((await errorOf(form)).code).toBe('forbidden');
  });

  it('answers other methods with 405', async () => {
    const response = await call('/api/admin/login', { headers: { Origin: ORIGIN } });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});

describe('failed sign-ins from browsers that never signed in: 5 per 15 minutes per address, then growing delays for the username', () => {
  const from = (ip: string) => ({ 'CF-Connecting-IP': ip });

  it('slows the username after 5 failures from anywhere: each further attempt waits a delay that doubles (15 s, 30 s …), never a lock a script can renew', async () => {
    const clock = fakeClock();
    for (let i = 1; i <= 5; i += 1) {
      expect((await login({ username: 'admin', password: `guess ${i}` }, from(`198.51.100.${i}`))).status).toBe(401);
    }
    const refused = await login(TEST_ADMIN, from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('15');
    expect(await errorOf(refused)).toEqual({
      code: 'rate_limited',
      message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    });
    expect(refused.headers.getSetCookie()).toEqual([]);
    // Another username from that address is not concerned.
    expect((await login({ username: 'someone', password: 'x' }, from('203.0.113.9'))).status).toBe(401);

    // 15 seconds later one attempt is let through; a wrong one doubles the wait.
    clock.advance(15_000);
    expect((await login({ username: 'admin', password: 'guess 6' }, from('198.51.100.6'))).status).toBe(401);
    const slower = await login(TEST_ADMIN, from('203.0.113.9'));
    expect(slower.status).toBe(429);
    expect(slower.headers.get('Retry-After')).toBe('30');
    // A refused attempt does not count: once the wait is over, the right password gets in.
    clock.advance(30_000);
    expect((await login(TEST_ADMIN, from('203.0.113.9'))).status).toBe(200);
  });

  it('never makes the username wait longer than 15 minutes, and forgets failures older than that', async () => {
    const clock = fakeClock();
    // 12 failures, each let through as soon as its delay allows: 15 s, 30 s … up to the 15-minute cap.
    for (let i = 1; i <= 12; i += 1) {
      let answer = await login({ username: 'admin', password: `guess ${i}` }, from(`198.51.100.${i}`));
      while (answer.status === 429) {
        clock.advance(Number(answer.headers.get('Retry-After')) * 1000);
        answer = await login({ username: 'admin', password: `guess ${i}` }, from(`198.51.100.${i}`));
      }
      expect(answer.status).toBe(401);
    }
    const waited = await login(TEST_ADMIN, from('203.0.113.9'));
    expect(waited.status).toBe(429);
    expect(Number(waited.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    clock.advance(15 * 60 * 1000);
    expect((await login(TEST_ADMIN, from('203.0.113.9'))).status).toBe(200);
  });

  it('refuses the 6th attempt from an address within 15 minutes, whatever the username', async () => {
    const clock = fakeClock();
    for (const username of ['root', 'administrator', 'office', 'admin1', 'paris']) {
      expect((await login({ username, password: 'x' }, from('192.0.2.7'))).status).toBe(401);
    }
    const refused = await login(TEST_ADMIN, from('192.0.2.7'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(15 * 60));
    // The admin from another address signs in.
    expect((await login(TEST_ADMIN, from('192.0.2.8'))).status).toBe(200);
    // Failures older than 15 minutes no longer count.
    clock.advance(15 * 60 * 1000);
    expect((await login(TEST_ADMIN, from('192.0.2.7'))).status).toBe(200);
  });

  it('counts an IPv6 address by its /64 network, like the other limits', async () => {
    fakeClock();
    for (let i = 1; i <= 5; i += 1) {
      expect((await login({ username: `user${i}`, password: 'x' }, from(`2001:db8:1:2::${i}`))).status).toBe(401);
    }
    expect((await login(TEST_ADMIN, from('2001:db8:1:2::ff'))).status).toBe(429);
  });

  it('lets no more than 5 of 12 wrong passwords sent at once be checked: the counts and the record are one statement', async () => {
    fakeClock();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login({ username: 'admin', password: `guess ${i}` }, from(`198.51.100.${i + 1}`))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect(await db().select().from(loginAttempts)).toHaveLength(5);
    expect((await login(TEST_ADMIN, from('203.0.113.50'))).status).toBe(429);
  });

  it('never counts a successful sign-in', async () => {
    fakeClock();
    for (let i = 0; i < 8; i += 1) expect((await login(TEST_ADMIN, from('192.0.2.20'))).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login({ username: 'admin', password: 'x' }, from('192.0.2.20'))).status).toBe(401);
    expect((await login(TEST_ADMIN, from('192.0.2.20'))).status).toBe(429);
  });
});

describe('a browser that signed in before (its trusted-device cookie)', () => {
  const from = (ip: string, device?: string) => ({ 'CF-Connecting-IP': ip, ...(device ? { Cookie: device } : {}) });
  /** Signs in once from `ip` and returns the browser's device cookie (name=value). */
  async function trustedBrowser(ip = '192.0.2.50'): Promise<string> {
    const response = await login(TEST_ADMIN, from(ip));
    expect(response.status).toBe(200);
    return cookieSet(response, ADMIN_DEVICE_COOKIE) ?? '';
  }

  it('gets in with the right password at once while the username is slowed by failures from elsewhere, and keeps its id', async () => {
    fakeClock();
    const device = await trustedBrowser();
    await Promise.all(Array.from({ length: 12 }, (_, i) => login({ username: 'admin', password: `guess ${i}` }, from(`198.51.100.${i + 1}`))));
    // A stranger, even with the right password, waits…
    expect((await login(TEST_ADMIN, from('192.0.2.50'))).status).toBe(429);
    // …the administrator's own browser does not, from the same address or another.
    for (const ip of ['192.0.2.50', '198.51.100.1']) {
      const response = await login(TEST_ADMIN, from(ip, device));
      expect(response.status, ip).toBe(200);
      expect(cookieSet(response, ADMIN_DEVICE_COOKIE)).toBe(device);
    }
    expect(await db().select().from(adminTrustedDevices)).toHaveLength(1);
  });

  it('is limited by its own failures only: 5 in 15 minutes, then it waits, and others are not concerned', async () => {
    const clock = fakeClock();
    const device = await trustedBrowser();
    for (let i = 0; i < 5; i += 1) expect((await login({ username: 'admin', password: 'typo' }, from('192.0.2.50', device))).status).toBe(401);
    const locked = await login(TEST_ADMIN, from('192.0.2.50', device));
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe(String(15 * 60));
    // Its failures are not counted against the username or the address for other browsers.
    expect((await login(TEST_ADMIN, from('192.0.2.50'))).status).toBe(200);
    clock.advance(15 * 60 * 1000);
    expect((await login(TEST_ADMIN, from('192.0.2.50', device))).status).toBe(200);
  });

  it('is a stranger with an id we never gave, another username’s id, or once 90 days have passed since its last sign-in', async () => {
    const clock = fakeClock();
    const device = await trustedBrowser();
    await Promise.all(Array.from({ length: 6 }, (_, i) => login({ username: 'admin', password: `guess ${i}` }, from(`198.51.100.${i + 1}`))));
    for (const forged of [`${ADMIN_DEVICE_COOKIE}=${'A'.repeat(43)}`, `${ADMIN_DEVICE_COOKIE}=not-an-id`, `${ADMIN_DEVICE_COOKIE}=`]) {
      expect((await login(TEST_ADMIN, from('192.0.2.51', forged))).status, forged).toBe(429);
    }
    // Trusted for 'admin' only.
    expect((await login({ username: 'someone', password: 'x' }, from('192.0.2.52', device))).status).toBe(401);
    clock.advance(90 * 24 * 60 * MINUTE);
    await Promise.all(Array.from({ length: 6 }, (_, i) => login({ username: 'admin', password: `guess ${i}` }, from(`198.51.100.${i + 1}`))));
    expect((await login(TEST_ADMIN, from('192.0.2.50', device))).status).toBe(429);
  });

  it('stays trusted after signing out', async () => {
    fakeClock();
    const device = await trustedBrowser();
    const response = await login(TEST_ADMIN, from('192.0.2.50', device));
    const session = cookieSet(response, ADMIN_SESSION_COOKIE) ?? '';
    const out = await logout({ Cookie: `${session}; ${device}`, Origin: ORIGIN });
    expect(out.headers.getSetCookie().some((cookie) => cookie.startsWith(`${ADMIN_DEVICE_COOKIE}=`))).toBe(false);
    await Promise.all(Array.from({ length: 6 }, (_, i) => login({ username: 'admin', password: `guess ${i}` }, from(`198.51.100.${i + 1}`))));
    expect((await login(TEST_ADMIN, from('192.0.2.50', device))).status).toBe(200);
  });
});

describe('GET /api/admin/session', () => {
  it('answers 200 with the session while signed in, 401 without one', async () => {
    const cookie = await signIn();
    const signedIn = await sessionWith(cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    expect(await answerOf(signedIn, adminSessionSchema)).toMatchObject({ authenticated: true, username: 'admin' });

    const anonymous = await call('/api/admin/session');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('Cache-Control')).toBe('no-store');
    expect(await errorOf(anonymous)).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
    expect((await call('/api/admin/session', { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN } })).status).toBe(405);
  });

  it('ends after 30 minutes without a request, and records a use at most once a minute', async () => {
    const start = Date.UTC(2026, 10, 20, 9, 0, 0);
    const clock = fakeClock(start);
    const cookie = await signIn();
    const lastSeen = async () => (await db().select({ at: adminSessions.lastSeenAt }).from(adminSessions))[0]?.at.getTime();

    clock.advance(30_000);
    expect((await sessionWith(cookie)).status).toBe(200);
    expect(await lastSeen()).toBe(start); // less than a minute later: nothing written

    clock.advance(29 * MINUTE);
    const kept = await sessionWith(cookie);
    expect(kept.status).toBe(200);
    expect(await lastSeen()).toBe(start + 29 * MINUTE + 30_000);
    expect((await answerOf(kept, adminSessionSchema)).expiresAt).toBe(new Date(start + 59 * MINUTE + 30_000).toISOString());

    clock.advance(30 * MINUTE);
    const idle = await sessionWith(cookie);
    expect(idle.status).toBe(401);
    // The spent cookie is cleared.
    expect(cookieSet(idle, ADMIN_SESSION_COOKIE)).toBe(`${ADMIN_SESSION_COOKIE}=`);
  });

  it('ends 12 hours after sign-in however busy', async () => {
    const clock = fakeClock();
    const cookie = await signIn();
    for (let elapsed = 20 * MINUTE; elapsed < 12 * 60 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expect((await sessionWith(cookie)).status, `after ${elapsed / MINUTE} minutes`).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await sessionWith(cookie)).status).toBe(401);
  });

  it('refuses a token that was altered, signed with another key, unsigned, or names no session (401)', async () => {
    const cookie = await signIn();
    const token = cookie.slice(ADMIN_SESSION_COOKIE.length + 1);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const [session] = await db().select().from(adminSessions);
    if (!session) throw new Error('no session stored');

    const forged = (key: string, claims: { jti: string; sub?: string }) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(claims.jti)
        .setSubject(claims.sub ?? 'admin')
        .setAudience('admin-session')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(key));
    const base64url = (value: object) => btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

    const refused = [
      // The first character of the signature changed (not the last: its low bits are base64url
      // padding, which decoders ignore, so changing it may leave the same signature bytes).
      `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      // Another session id in the payload, the signature kept.
      `${header}.${base64url({ ...JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))), jti: 'x'.repeat(43) })}.${signature}`,
      // The real session id, signed with a key that is not SESSION_SECRET.
      await forged('another-secret-of-at-least-32-characters!!', { jti: session.id }),
      // Unsigned ('alg: none').
      `${base64url({ alg: 'none' })}.${payload}.`,
      // Signed with the right key, but no such session.
      await forged('test-session-secret-of-at-least-32-characters', { jti: 'no-such-session' }),
      'not-a-token',
    ];
    for (const candidate of refused) {
      expect((await sessionWith(`${ADMIN_SESSION_COOKIE}=${candidate}`)).status, candidate).toBe(401);
    }
    // The genuine cookie still works.
    expect((await sessionWith(cookie)).status).toBe(200);
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the session and clears the cookie: the old cookie is refused afterwards', async () => {
    const cookie = await signIn();
    const response = await logout({ Cookie: cookie, Origin: ORIGIN });
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie()[0] ?? '';
    expect(cleared).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=;`));
    expect(cleared.toLowerCase()).toContain('max-age=0');
    expect(cleared.toLowerCase()).toContain('secure');

    const [session] = await db().select().from(adminSessions);
    expect(session?.revokedAt).toBeInstanceOf(Date);
    expect((await sessionWith(cookie)).status).toBe(401);
    const page = await call('/admin/quotes', { headers: { Cookie: cookie } });
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/admin/login');
  });

  it('answers 204 without a session too, and refuses another origin (403)', async () => {
    expect((await logout({ Origin: ORIGIN })).status).toBe(204);
    const cookie = await signIn();
    expect((await logout({ Cookie: cookie, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await logout({ Cookie: cookie })).status).toBe(403);
    // Still signed in.
    expect((await sessionWith(cookie)).status).toBe(200);
    const [session] = await db().select().from(adminSessions).where(eq(adminSessions.username, 'admin'));
    expect(session?.revokedAt).toBeNull();
  });
});

describe('housekeeping', () => {
  it('the cron trigger forgets the sessions that ended and the sign-in attempts made more than a day ago', async () => {
    const clock = fakeClock();
    await signIn();
    const revoked = await signIn();
    await logout({ Cookie: revoked, Origin: ORIGIN });
    expect((await login({ username: 'admin', password: 'x' })).status).toBe(401);
    // The first session's absolute end (12 h) and the revocation are now more than a day old.
    clock.advance(37 * 60 * MINUTE);
    const current = await signIn();

    await runScheduledWork(env, new Date());
    const sessions = await db().select().from(adminSessions);
    expect(sessions).toHaveLength(1);
    expect((await sessionWith(current)).status).toBe(200);
    expect(await db().select({ succeeded: loginAttempts.succeeded }).from(loginAttempts)).toEqual([{ succeeded: true }]);
  });
});
