// What each secret ends (decision 032): when it changes. A new ADMIN_PASSWORD_HASH ends every
// session opened under the old one (each records a keyed fingerprint of the hash, never the hash);
// a new SESSION_SECRET signs everyone out but leaves the second factor alone, because the TOTP
// secret is encrypted under TOTP_ENCRYPTION_KEY; a secret still under the key of old (derived from
// SESSION_SECRET) is re-encrypted at its next use and by the cron trigger. "Restarting" the Worker
// with other configuration is calling it with other variables over the same database.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { adminSecondFactors, adminSessions } from '../../worker/db/schema.ts';
import { encryptSecret } from '../../worker/auth/second-factor.ts';
import { hashPassword } from '../../worker/lib/password.ts';
import { runScheduledWork } from '../../worker/scheduled.ts';
import { ADMIN_SESSION_COOKIE, ORIGIN, TEST_ADMIN, call, callWithEnv, cookieSet, db, signIn, enrolTotp, fakeClock, totpCodeAt as codeAt } from './support.ts';

const STEP = 30_000;

afterEach(() => {
  vi.useRealTimers();
});

const ROTATED_SESSION_SECRET = 'a-rotated-session-secret-of-at-least-32-characters';

const enrol = async (cookie: string) => (await enrolTotp(cookie)).secret;

const signInWith = (changes: Partial<Record<keyof Env, string>>, body: Record<string, unknown>) =>
  callWithEnv(changes, '/api/admin/login', { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('a new ADMIN_PASSWORD_HASH', () => {
  it('ends every session opened under the old password: a cookie copied before answers 401, pages send it to the sign-in', async () => {
    const copied = await signIn();
    expect((await call('/api/admin/session', { headers: { Cookie: copied } })).status).toBe(200);

    const newHash = { ADMIN_PASSWORD_HASH: await hashPassword('a brand new passphrase', 1000) };
    expect((await callWithEnv(newHash, '/api/admin/session', { headers: { Cookie: copied } })).status).toBe(401);
    expect((await callWithEnv(newHash, '/api/admin/quotes', { headers: { Cookie: copied } })).status).toBe(401);
    const page = await callWithEnv(newHash, '/admin/quotes', { headers: { Cookie: copied } });
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/admin/login');

    // The new password opens a session that works; the old password no longer signs in.
    expect((await signInWith(newHash, TEST_ADMIN)).status).toBe(401);
    const fresh = cookieSet(await signInWith(newHash, { username: 'admin', password: 'a brand new passphrase' }), ADMIN_SESSION_COOKIE) ?? '';
    expect((await callWithEnv(newHash, '/api/admin/session', { headers: { Cookie: fresh } })).status).toBe(200);
  });

  it('keeps a fingerprint of the hash in each session, never the hash, and the same password hashed again (a new salt) is a new password', async () => {
    await signIn();
    const [stored] = await db().select().from(adminSessions);
    expect(stored?.passwordFingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(env.ADMIN_PASSWORD_HASH.split('$')[3]);
    const cookie = await signIn();
    const rehashed = { ADMIN_PASSWORD_HASH: await hashPassword(TEST_ADMIN.password, 1000) };
    expect((await callWithEnv(rehashed, '/api/admin/session', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe('a new SESSION_SECRET', () => {
  it('signs everyone out, and TOTP still works with the same authenticator', async () => {
    const clock = fakeClock();
    const cookie = await signIn();
    const secret = await enrol(cookie);
    clock.advance(STEP);

    const rotated = { SESSION_SECRET: ROTATED_SESSION_SECRET };
    expect((await callWithEnv(rotated, '/api/admin/session', { headers: { Cookie: cookie } })).status).toBe(401);
    const asked = await signInWith(rotated, TEST_ADMIN);
    expect(asked.status).toBe(401);
    const signedIn = await signInWith(rotated, { ...TEST_ADMIN, code: codeAt(secret) });
    expect(signedIn.status).toBe(200);
  });

  it('and a secret stored under the key of old (SESSION_SECRET) is re-encrypted at its next use, then survives the rotation', async () => {
    const clock = fakeClock();
    const cookie = await signIn();
    const secret = await enrol(cookie);
    // As the row was before TOTP_ENCRYPTION_KEY existed.
    const keys = { sessionSecret: env.SESSION_SECRET, totpKey: env.TOTP_ENCRYPTION_KEY };
    await db()
      .update(adminSecondFactors)
      .set({ secretCiphertext: await encryptSecret(keys, 'admin', secret, 'v1') });
    clock.advance(STEP);
    expect((await signInWith({}, { ...TEST_ADMIN, code: codeAt(secret) })).status).toBe(200);
    const [row] = await db().select().from(adminSecondFactors);
    expect(row?.secretCiphertext).toMatch(/^v2\./);

    clock.advance(STEP);
    expect((await signInWith({ SESSION_SECRET: ROTATED_SESSION_SECRET }, { ...TEST_ADMIN, code: codeAt(secret) })).status).toBe(200);
  });
});

describe('the migration of the secrets of old, by the cron trigger', () => {
  it('re-encrypts every secret still under SESSION_SECRET’s key once, and leaves one it cannot read', async () => {
    const clock = fakeClock();
    const secret = await enrol(await signIn());
    const keys = { sessionSecret: env.SESSION_SECRET, totpKey: env.TOTP_ENCRYPTION_KEY };
    await db()
      .update(adminSecondFactors)
      .set({ secretCiphertext: await encryptSecret(keys, 'admin', secret, 'v1') });

    expect((await runScheduledWork(env, new Date())).reencryptedTotpSecrets).toBe(1);
    expect((await runScheduledWork(env, new Date())).reencryptedTotpSecrets).toBe(0);
    clock.advance(STEP);
    expect((await signInWith({ SESSION_SECRET: ROTATED_SESSION_SECRET }, { ...TEST_ADMIN, code: codeAt(secret) })).status).toBe(200);

    // Under a SESSION_SECRET already rotated away, a secret of old cannot be read: it is left for its recovery codes.
    const unreadable = await encryptSecret({ ...keys, sessionSecret: ROTATED_SESSION_SECRET }, 'admin', secret, 'v1');
    await db().update(adminSecondFactors).set({ secretCiphertext: unreadable });
    expect((await runScheduledWork(env, new Date())).reencryptedTotpSecrets).toBe(0);
    const [row] = await db().select().from(adminSecondFactors);
    expect(row?.secretCiphertext).toBe(unreadable);
  });
});
