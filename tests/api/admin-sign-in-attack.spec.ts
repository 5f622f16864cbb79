// A stranger cannot keep the administrator out. 30 wrong passwords sent at once
// from 30 addresses slow the username down for browsers that never signed in, but the
// administrator's own browser (its trusted-device cookie) gets in at once with the password and the
// TOTP code; a browser it never used waits a short, growing delay, then gets in too. Failures and
// slowed attempts are in the audit trail and on the Security screen, by address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSecuritySchema } from '../../worker/contract/schemas/admin-security.ts';
import { adminAuditListSchema } from '../../worker/contract/schemas/admin-audit.ts';
import {
  ADMIN_DEVICE_COOKIE,
  ADMIN_SESSION_COOKIE,
  ORIGIN,
  TEST_ADMIN,
  answerOf,
  call,
  cookieSet,
  errorOf,
  postJson,
  enrolTotp,
  fakeClock,
  totpCodeAt as codeAt,
} from './support.ts';

const STEP = 30_000;

afterEach(() => {
  vi.useRealTimers();
});

const login = (body: Record<string, unknown>, ip: string, cookie?: string) =>
  postJson('/api/admin/login', body, { Origin: ORIGIN, 'CF-Connecting-IP': ip, 'User-Agent': `agent ${ip}`, ...(cookie ? { Cookie: cookie } : {}) });

/** The administrator's browser: signed in once (it is now trusted), TOTP turned on. */
async function administratorsBrowser(): Promise<{ device: string; session: string; secret: string }> {
  const first = await login(TEST_ADMIN, '192.0.2.10');
  const device = cookieSet(first, ADMIN_DEVICE_COOKIE) ?? '';
  const session = cookieSet(first, ADMIN_SESSION_COOKIE) ?? '';
  const { secret } = await enrolTotp(`${session}; ${device}`);
  return { device, session, secret };
}

const attackers = Array.from({ length: 30 }, (_, i) => `198.51.100.${i + 1}`);

describe('30 wrong passwords at once from 30 addresses', () => {
  it('slow the username for unknown browsers, and the administrator’s own browser gets in at once with the password and code', async () => {
    const clock = fakeClock();
    const admin = await administratorsBrowser();
    clock.advance(STEP);

    const answers = await Promise.all(attackers.map((ip, i) => login({ username: 'admin', password: `guess ${i}` }, ip)));
    const statuses = answers.map((answer) => answer.status);
    // Five are checked (and fail); the others are refused unchecked, each told how long to wait.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await errorOf(answer)).code).toBe('rate_limited');
    }

    const fromKnownBrowser = await login({ ...TEST_ADMIN, code: codeAt(admin.secret) }, '203.0.113.77', admin.device);
    expect(fromKnownBrowser.status).toBe(200);
    expect(cookieSet(fromKnownBrowser, ADMIN_SESSION_COOKIE)).toBeTruthy();
  });

  it('make a browser the administrator never used wait a little, then let it in', async () => {
    const clock = fakeClock();
    const admin = await administratorsBrowser();
    clock.advance(STEP);
    await Promise.all(attackers.map((ip, i) => login({ username: 'admin', password: `guess ${i}` }, ip)));

    const slowed = await login({ ...TEST_ADMIN, code: codeAt(admin.secret) }, '203.0.113.78');
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15);
    clock.advance(Math.max(wait * 1000, STEP));
    const admitted = await login({ ...TEST_ADMIN, code: codeAt(admin.secret) }, '203.0.113.78');
    expect(admitted.status).toBe(200);
    // That browser is trusted from now on.
    expect(cookieSet(admitted, ADMIN_DEVICE_COOKIE)).toMatch(new RegExp(`^${ADMIN_DEVICE_COOKIE}=`));
  });

  it('are in the audit trail (5 failed; a slowed address once per 15 minutes, however often it retries) and on the Security screen', async () => {
    const clock = fakeClock();
    const admin = await administratorsBrowser();
    clock.advance(STEP);
    const answers = await Promise.all(attackers.map((ip, i) => login({ username: 'admin', password: `guess ${i}` }, ip)));
    // One slowed address keeps trying: counted every time, written to the trail once.
    const persistent = attackers[answers.findIndex((answer) => answer.status === 429)] ?? '';
    for (let i = 0; i < 5; i += 1) expect((await login({ username: 'admin', password: 'again' }, persistent)).status).toBe(429);

    const cookie = `${admin.session}; ${admin.device}`;
    const trail = async (action: string) =>
      answerOf(await call(`/api/admin/audit?action=${action}&pageSize=100`, { headers: { Cookie: cookie } }), adminAuditListSchema);
    const failed = await trail('sign-in-failed');
    expect(failed.filteredTotal).toBe(5);
    expect(failed.items.every((entry) => entry.actor === 'admin' && attackers.includes(String(entry.detail?.['ip'])))).toBe(true);
    const throttled = await trail('sign-in-throttled');
    const slowedAddresses = throttled.items.map((entry) => String(entry.detail?.['ip']));
    expect(throttled.filteredTotal).toBe(25);
    expect(new Set(slowedAddresses).size).toBe(25);
    expect(throttled.items[0]?.detail).toMatchObject({ userAgent: expect.stringMatching(/^agent 198\.51\.100\.\d+$/) });

    const security = await answerOf(await call('/api/admin/security', { headers: { Cookie: cookie } }), adminSecuritySchema);
    expect(security.trustedBrowsers).toBe(1);
    expect(security.signInActivity).toMatchObject({ underAttack: true, failed: 5, throttled: 30, addressCount: 30 });
    expect(security.signInActivity.addresses).toHaveLength(10);
    // The busiest first: the address that kept trying.
    expect(security.signInActivity.addresses[0]).toMatchObject({ address: persistent, failed: 0, throttled: 6 });
  });

  it('are forgotten by the Security screen a day later: no attack going on', async () => {
    const clock = fakeClock();
    const admin = await administratorsBrowser();
    clock.advance(STEP);
    await Promise.all(attackers.map((ip, i) => login({ username: 'admin', password: `guess ${i}` }, ip)));
    clock.advance(24 * 60 * 60 * 1000 + 15 * 60 * 1000);
    const fresh = await login({ ...TEST_ADMIN, code: codeAt(admin.secret) }, '192.0.2.10', admin.device);
    const cookie = `${cookieSet(fresh, ADMIN_SESSION_COOKIE) ?? ''}; ${admin.device}`;
    const security = await answerOf(await call('/api/admin/security', { headers: { Cookie: cookie } }), adminSecuritySchema);
    expect(security.signInActivity).toMatchObject({ underAttack: false, failed: 0, throttled: 0, addressCount: 0, addresses: [] });
  });
});
