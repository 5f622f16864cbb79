// The administrator the browser tests sign in as. The e2e servers (scripts/e2e-server.ts) are given
// this account on their command line, which wins over any `.dev.vars` the developer has, so the
// tests never depend on (or see) the local admin password of `npm start`.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../worker/lib/password.ts';

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password, not a secret' } as const;

/**
 * Few PBKDF2 iterations: the hash only guards test servers on 127.0.0.1, and every sign-in of the
 * suite pays for them on two busy cores.
 */
const E2E_HASH_ITERATIONS = 1_000;

/** `--var` arguments giving a wrangler dev server the test admin and fresh session and TOTP keys. */
export async function e2eAdminVars(): Promise<string[]> {
  const hash = await hashPassword(E2E_ADMIN.password, E2E_HASH_ITERATIONS);
  const sessionSecret = randomBytes(48).toString('base64url');
  const totpKey = randomBytes(48).toString('base64url');
  return [
    ...['--var', `ADMIN_USERNAME:${E2E_ADMIN.username}`, '--var', `ADMIN_PASSWORD_HASH:${hash}`],
    ...['--var', `SESSION_SECRET:${sessionSecret}`, '--var', `TOTP_ENCRYPTION_KEY:${totpKey}`],
  ];
}
