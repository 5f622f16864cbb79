import { describe, expect, it } from 'vitest';
import { hashPassword, MAX_PBKDF2_ITERATIONS, verifyPassword } from './password.ts';

describe('admin password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple', 1000);
    expect(hash).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password', 1000)).not.toBe(await hashPassword('same password', 1000));
  });

  it('uses the Workers maximum by default and refuses more', async () => {
    expect(await hashPassword('x')).toMatch(new RegExp(`^pbkdf2-sha256\\$${MAX_PBKDF2_ITERATIONS}\\$`));
    await expect(hashPassword('x', MAX_PBKDF2_ITERATIONS + 1)).rejects.toThrow(RangeError);
  });

  it('treats a malformed or foreign hash as a mismatch', async () => {
    for (const stored of ['', 'plain', 'bcrypt$10$abc$def', 'pbkdf2-sha256$0$AA==$AA==', 'pbkdf2-sha256$1000000$AA==$AA==', 'pbkdf2-sha256$1000$%%%$AA==']) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
    }
  });
});
