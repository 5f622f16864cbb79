// The administrator's second factor (decision 027): enrolment (setup, confirmation, ten recovery
// codes once, stored hashed and the secret encrypted), the sign-in that asks for the code, refuses a
// wrong or replayed one and counts it among the failed sign-ins, a recovery code that works once,
// and turning it off with a code. Codes are computed here with otpauth at the faked clock's instant.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminRecoveryCodes, adminSecondFactors, adminSessions, auditLog, loginAttempts } from '../../worker/db/schema.ts';
import { adminSecuritySchema, totpDisabledSchema, totpEnabledSchema, totpSetupSchema } from '../../worker/contract/schemas/admin-security.ts';
import { adminSessionSchema } from '../../worker/contract/schemas/admin-session.ts';
import {
  ADMIN_SESSION_COOKIE,
  ORIGIN,
  TEST_ADMIN,
  adminHeaders,
  answerOf,
  call,
  cookieSet,
  db,
  errorOf,
  postJson,
  signIn,
  enrolTotp,
  fakeClock,
  totpCodeAt as codeAt,
} from './support.ts';

const STEP = 30_000;

afterEach(() => {
  vi.useRealTimers();
});

const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) => postJson('/api/admin/login', body, { Origin: ORIGIN, ...headers });
const security = (path: string, cookie: string, body: unknown = {}) =>
  call(`/api/admin/security${path}`, { method: 'POST', headers: adminHeaders(cookie), body: JSON.stringify(body) });
const status = async (cookie: string) => answerOf(await call('/api/admin/security', { headers: { Cookie: cookie } }), adminSecuritySchema);

/** Signs in, sets TOTP up and confirms it: the session, the secret and the recovery codes. */
async function enrol(): Promise<{ cookie: string; secret: string; recoveryCodes: string[] }> {
  const cookie = await signIn();
  return { cookie, ...(await enrolTotp(cookie)) };
}

const failedSignIns = async () => (await db().select().from(loginAttempts).where(eq(loginAttempts.succeeded, false))).length;

describe('turning TOTP on', () => {
  it('gives a pending secret as text, otpauth URI and QR code; a right code turns it on and answers ten recovery codes once, stored hashed', async () => {
    fakeClock();
    const cookie = await signIn();
    expect(await status(cookie)).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });

    const setup = await answerOf(await security('/totp/setup', cookie, { password: TEST_ADMIN.password }), totpSetupSchema);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Paris%20Elite%20Chauffeur:admin?issuer=Paris%20Elite%20Chauffeur&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(setup.qrSvg).not.toMatch(/<script|on[a-z]+=/i);
    // Pending: the sign-in does not ask for a code yet.
    expect(await status(cookie)).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
    expect((await login(TEST_ADMIN)).status).toBe(200);

    // The secret is not in the database as such: encrypted, and bound to the username.
    const [stored] = await db().select().from(adminSecondFactors);
    expect(stored?.secretCiphertext).toMatch(/^v2\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(stored?.secretCiphertext).not.toContain(setup.secret);

    const wrong = await security('/totp/enable', cookie, { code: codeAt(setup.secret, Date.now() - 3 * STEP) });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ code: 'This code is not right or has already been used.' });

    const enabled = await answerOf(await security('/totp/enable', cookie, { code: ` ${codeAt(setup.secret)} ` }), totpEnabledSchema);
    expect(enabled.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.recoveryCodes).size).toBe(10);
    for (const code of enabled.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(cookie)).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });

    const hashes = (await db().select().from(adminRecoveryCodes)).map((row) => row.codeHash);
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes.join()).not.toContain(enabled.recoveryCodes[0]?.replace('-', ''));

    // Once on, a new setup would replace the secret in use: refused, and so is a second confirmation.
    expect((await errorOf(await security('/totp/setup', cookie, { password: TEST_ADMIN.password }))).code).toBe('conflict');
    expect((await security('/totp/enable', cookie, { code: codeAt(setup.secret) })).status).toBe(409);

    expect(
      await db()
        .select({ actor: auditLog.actor, entityType: auditLog.entityType, entityId: auditLog.entityId, detail: auditLog.detail })
        .from(auditLog)
        // The second factor's own entries (sign-ins are in the trail too, decision 028).
        .where(eq(auditLog.entityType, 'admin_second_factor')),
    ).toEqual([{ actor: 'admin', entityType: 'admin_second_factor', entityId: 'admin', detail: { changes: { totp: { from: 'off', to: 'on' } } } }]);
  });

  it("ends the administrator's other sessions, turned on or off, and keeps the one that did it", async () => {
    const clock = fakeClock();
    const other = await signIn();
    const { cookie, secret } = await enrol();
    expect((await call('/api/admin/security', { headers: { Cookie: other } })).status).toBe(401);
    expect((await call('/api/admin/security', { headers: { Cookie: cookie } })).status).toBe(200);

    clock.advance(STEP);
    const later = await login({ ...TEST_ADMIN, code: codeAt(secret) });
    const laterCookie = cookieSet(later, ADMIN_SESSION_COOKIE) ?? '';
    expect(laterCookie).not.toBe('');
    clock.advance(STEP);
    expect((await security('/totp/disable', cookie, { code: codeAt(secret) })).status).toBe(200);
    expect((await call('/api/admin/security', { headers: { Cookie: laterCookie } })).status).toBe(401);
    expect((await call('/api/admin/security', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('sets up only with the password given again: a wrong one is refused on its field and counted as a failed sign-in', async () => {
    fakeClock();
    const cookie = await signIn();
    const wrong = await security('/totp/setup', cookie, { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ password: 'This is not your password.' });
    expect(await failedSignIns()).toBe(1);
    const french = await call('/api/admin/security/totp/setup', {
      method: 'POST',
      headers: { ...adminHeaders(cookie), 'Accept-Language': 'fr' },
      body: JSON.stringify({}),
    });
    expect((await errorOf(french)).fields).toEqual({ password: 'Ce champ est obligatoire.' });
    expect(await db().select().from(adminSecondFactors)).toEqual([]);

    // Four more wrong ones reach the limit: then even the right password waits (429).
    for (let i = 0; i < 4; i += 1) expect((await security('/totp/setup', cookie, { password: `guess ${i}` })).status).toBe(400);
    expect((await security('/totp/setup', cookie, { password: TEST_ADMIN.password })).status).toBe(429);
    expect(await db().select().from(adminSecondFactors)).toEqual([]);
  });

  it('refuses a confirmation without a setup, and a code that is no code, per field, in French too', async () => {
    const cookie = await signIn();
    expect((await errorOf(await security('/totp/enable', cookie, { code: '123456' }))).code).toBe('conflict');
    const missing = await security('/totp/enable', cookie, {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toEqual({ code: 'This field is required.' });
    const french = await call('/api/admin/security/totp/disable', {
      method: 'POST',
      headers: { ...adminHeaders(cookie), 'Accept-Language': 'fr' },
      body: JSON.stringify({ code: 12 }),
    });
    expect((await errorOf(french)).fields).toEqual({ code: 'Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de secours.' });
  });
});

describe('signing in with TOTP on', () => {
  it('asks for the code after the right password only, refuses a wrong code and counts it, opens a session with the right one and refuses it replayed', async () => {
    const clock = fakeClock();
    const { secret } = await enrol();
    // Two steps on, so that the step before now is not the one the enrolment's code spent.
    clock.advance(2 * STEP);

    // A wrong password says nothing of a second factor.
    expect(await errorOf(await login({ username: 'admin', password: 'wrong' }))).toEqual({ code: 'unauthorized', message: 'Invalid username or password' });
    expect(await errorOf(await login({ username: 'nobody', password: TEST_ADMIN.password, code: codeAt(secret) }))).toEqual({
      code: 'unauthorized',
      message: 'Invalid username or password',
    });
    const before = await failedSignIns();

    const asks = await login(TEST_ADMIN);
    expect(asks.status).toBe(401);
    expect(cookieSet(asks, ADMIN_SESSION_COOKIE)).toBeNull();
    expect(await errorOf(asks)).toEqual({
      code: 'second_factor_required',
      message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    });
    expect(await failedSignIns()).toBe(before);

    const wrong = await login({ ...TEST_ADMIN, code: codeAt(secret, Date.now() + 5 * STEP) });
    expect(wrong.status).toBe(401);
    expect(cookieSet(wrong, ADMIN_SESSION_COOKIE)).toBeNull();
    expect(await errorOf(wrong)).toMatchObject({ code: 'second_factor_required', fields: { code: 'This code is not right or has already been used.' } });
    expect(await failedSignIns()).toBe(before + 1);

    const sessionsBefore = (await db().select().from(adminSessions)).length;
    // A code of the step before still passes (a phone's clock a little behind).
    const right = await login({ ...TEST_ADMIN, code: codeAt(secret, Date.now() - STEP) });
    expect(right.status).toBe(200);
    expect(cookieSet(right, ADMIN_SESSION_COOKIE)).toBeTruthy();
    await answerOf(right, adminSessionSchema);
    expect(await db().select().from(adminSessions)).toHaveLength(sessionsBefore + 1);

    // The same code again, within its window: refused and counted; so is the code of an earlier step.
    const replay = await login({ ...TEST_ADMIN, code: codeAt(secret, Date.now() - STEP) });
    expect(replay.status).toBe(401);
    expect((await errorOf(replay)).code).toBe('second_factor_required');
    expect(await failedSignIns()).toBe(before + 2);
    clock.advance(STEP);
    expect((await login({ ...TEST_ADMIN, code: codeAt(secret) })).status).toBe(200);
  });

  it('locks sign-in after 5 wrong codes like 5 wrong passwords, right code included', async () => {
    fakeClock();
    const { secret } = await enrol();
    const wrongCode = codeAt(secret, Date.now() + 10 * STEP) === codeAt(secret) ? '000000' : codeAt(secret, Date.now() + 10 * STEP);
    for (let i = 0; i < 5; i += 1) expect((await login({ ...TEST_ADMIN, code: wrongCode })).status).toBe(401);
    const locked = await login({ ...TEST_ADMIN, code: codeAt(secret, Date.now() + STEP) });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('checks no more than 5 of 12 wrong codes sent at once, and asking for the code is never counted', async () => {
    fakeClock();
    const { secret } = await enrol();
    expect((await login(TEST_ADMIN)).status).toBe(401);
    const wrongCode = codeAt(secret, Date.now() + 10 * STEP) === codeAt(secret) ? '000000' : codeAt(secret, Date.now() + 10 * STEP);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login({ ...TEST_ADMIN, code: wrongCode })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect(await failedSignIns()).toBe(5);
  });

  it('takes an unused recovery code, typed in any case with spaces, once', async () => {
    fakeClock();
    const { cookie, recoveryCodes } = await enrol();
    const [first = ''] = recoveryCodes;
    const signedIn = await login({ ...TEST_ADMIN, code: ` ${first.toUpperCase().replace('-', ' ')} ` });
    expect(signedIn.status).toBe(200);
    const again = await login({ ...TEST_ADMIN, code: first });
    expect(again.status).toBe(401);
    expect((await errorOf(again)).code).toBe('second_factor_required');
    expect(await status(cookie)).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 9 });
  });
});

describe('turning TOTP off', () => {
  it('needs a right code: a wrong one is refused and counted, a TOTP code turns it off (audited) and sign-in needs no code again', async () => {
    const clock = fakeClock();
    const { cookie, secret } = await enrol();
    clock.advance(STEP);
    const before = await failedSignIns();

    const wrong = await security('/totp/disable', cookie, { code: 'nothing-ok' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ code: 'This code is not right or has already been used.' });
    expect(await failedSignIns()).toBe(before + 1);
    expect(await status(cookie)).toMatchObject({ totpEnabled: true });

    const off = await security('/totp/disable', cookie, { code: codeAt(secret) });
    expect(await answerOf(off, totpDisabledSchema)).toEqual({ totpEnabled: false });
    expect(await db().select().from(adminSecondFactors)).toEqual([]);
    expect(await db().select().from(adminRecoveryCodes)).toEqual([]);
    expect(
      (await db().select({ detail: auditLog.detail }).from(auditLog).where(eq(auditLog.entityType, 'admin_second_factor'))).map((row) => row.detail),
    ).toEqual([{ changes: { totp: { from: 'off', to: 'on' } } }, { changes: { totp: { from: 'on', to: 'off' } } }]);
    expect((await login(TEST_ADMIN)).status).toBe(200);
    expect((await errorOf(await security('/totp/disable', cookie, { code: codeAt(secret) }))).code).toBe('conflict');
  });

  it('checks no more than 5 of 12 wrong codes sent at once, then refuses even the right one (429)', async () => {
    const clock = fakeClock();
    const { cookie, secret } = await enrol();
    clock.advance(STEP);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => security('/totp/disable', cookie, { code: '000000' === codeAt(secret) ? '111111' : '000000' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    expect(await failedSignIns()).toBe(5);
    expect((await security('/totp/disable', cookie, { code: codeAt(secret) })).status).toBe(429);
    expect(await status(cookie)).toMatchObject({ totpEnabled: true });
  });

  it('takes a recovery code too', async () => {
    fakeClock();
    const { cookie, recoveryCodes } = await enrol();
    expect((await security('/totp/disable', cookie, { code: recoveryCodes[9] })).status).toBe(200);
    expect(await status(cookie)).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });
  });
});
