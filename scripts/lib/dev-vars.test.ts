import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../worker/lib/password.ts';
import { declaredSecrets, DEV_VARS_EXAMPLE, GENERATED_SECRETS, parseDevVars, prepareDevVars } from './dev-vars.ts';
import { ROOT } from './run.ts';

function tempFiles(example = readFileSync(DEV_VARS_EXAMPLE, 'utf8')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-vars-'));
  const files = { devVars: path.join(dir, '.dev.vars'), example: path.join(dir, '.dev.vars.example') };
  writeFileSync(files.example, example);
  return files;
}

describe('.dev.vars.example, the one list of secret names', () => {
  it('declares every secret npm start writes, each under a comment', () => {
    const lines = readFileSync(DEV_VARS_EXAMPLE, 'utf8').split('\n');
    const declared = declaredSecrets();
    for (const name of GENERATED_SECRETS) expect(declared.has(name), name).toBe(true);
    for (const name of declared.keys()) {
      const index = lines.findIndex((line) => line.startsWith(`${name}=`));
      expect(lines[index - 1], `comment above ${name}`).toMatch(/^# \S/);
    }
  });

  it("are the README's secrets", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const secretRows = [...readme.matchAll(/^\| `([A-Z0-9_]+)` \| yes \|/gm)].map((match) => match[1]);
    expect(secretRows.sort()).toEqual([...declaredSecrets().keys()].sort());
  });
});

describe('prepareDevVars', () => {
  it('writes the generated secrets to a private .dev.vars, with a password that matches its hash', async () => {
    const files = tempFiles();
    const admin = await prepareDevVars({}, files);
    const values = parseDevVars(readFileSync(files.devVars, 'utf8'));

    expect([...values.keys()]).toEqual([...GENERATED_SECRETS]);
    expect(values.get('ADMIN_USERNAME')).toBe(admin.username);
    expect(await verifyPassword(admin.password, values.get('ADMIN_PASSWORD_HASH') ?? '')).toBe(true);
    expect(values.get('SESSION_SECRET')?.length).toBeGreaterThanOrEqual(32);
    expect(statSync(files.devVars).mode & 0o777).toBe(0o600);
  });

  it('keeps its values and the developer’s own variables from one start to the next', async () => {
    const files = tempFiles();
    const first = await prepareDevVars({}, files);
    writeFileSync(files.devVars, `${readFileSync(files.devVars, 'utf8')}PUBLIC_GOOGLE_MAPS_API_KEY="maps-key"\nMAIL_API_KEY="re_real"\n`);
    const before = parseDevVars(readFileSync(files.devVars, 'utf8'));

    const second = await prepareDevVars({}, files);
    const after = parseDevVars(readFileSync(files.devVars, 'utf8'));
    expect(second).toEqual(first);
    expect(after).toEqual(before);
  });

  it('replaces the placeholders of a copied example', async () => {
    const files = tempFiles();
    writeFileSync(files.devVars, readFileSync(files.example, 'utf8'));
    const placeholders = declaredSecrets(files.example);

    await prepareDevVars({}, files);
    const values = parseDevVars(readFileSync(files.devVars, 'utf8'));
    expect(values.get('SESSION_SECRET')).not.toBe(placeholders.get('SESSION_SECRET'));
    expect(values.get('ADMIN_PASSWORD_HASH')).toMatch(/^pbkdf2-sha256\$/);
    expect(values.has('MAIL_API_KEY')).toBe(false);
  });

  it('refuses to write a secret the example does not declare', async () => {
    const files = tempFiles('SESSION_SECRET="x"\nTOTP_ENCRYPTION_KEY="y"\nADMIN_USERNAME="admin"\n');
    await expect(prepareDevVars({}, files)).rejects.toThrow(/Declare ADMIN_PASSWORD_HASH in \.dev\.vars\.example/);
  });
});
