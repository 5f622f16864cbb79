// The administrator's second factor (decision 027): TOTP (RFC 6238: SHA-1, 6 digits, 30-second
// steps, one step either side accepted for clock drift) with otpauth, the QR code with uqr, and ten
// single-use recovery codes. The secret is kept encrypted (AES-GCM, key derived from SESSION_SECRET
// by HKDF) so a copy of the database alone does not reveal it; recovery codes are kept as SHA-256
// hashes. A code is spent by recording its step: the same code, or an earlier one, never passes
// twice. Knows nothing of Hono; every instant comes from the caller (the tests fake it).
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { company } from '../contract/company.ts';
import { RECOVERY_CODE_COUNT, type TotpSetup } from '../contract/admin-security.ts';
import type { Database } from '../db/client.ts';
import {
  disableSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  savePendingSecret,
  spendRecoveryCode,
  spendTotpStep,
} from '../db/queries/admin-second-factor.ts';

/** RFC 6238's defaults, which every authenticator app understands. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps accepted either side of now: a phone's clock may be up to 30 seconds off. */
const DRIFT_STEPS = 1;
/** 160 bits, as RFC 4226 recommends. */
const SECRET_BYTES = 20;

const TOTP_CODE = /^[0-9]{6}$/;
/** Recovery codes: 10 characters of an alphabet without 0/o, 1/l/i, shown as xxxxx-xxxxx (about 50 bits each). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The key that encrypts the secrets: SESSION_SECRET through HKDF, for this purpose only. */
async function secretKey(sessionSecret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(sessionSecret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('paris-elite-chauffeur/admin-totp'), info: encoder.encode('totp-secret-aes-gcm-v1') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** 'v1.<iv>.<ciphertext>'; the username is authenticated with it, so a secret moved to another row does not decrypt. */
export async function encryptSecret(sessionSecret: string, username: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(username) },
    await secretKey(sessionSecret),
    encoder.encode(secret),
  );
  return `v1.${base64url(iv)}.${base64url(new Uint8Array(sealed))}`;
}

/** The base32 secret, or null when it does not decrypt (SESSION_SECRET rotated, or altered). */
export async function decryptSecret(sessionSecret: string, username: string, stored: string): Promise<string | null> {
  const [version, iv, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: encoder.encode(username) },
      await secretKey(sessionSecret),
      fromBase64url(sealed),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

const totpOf = (secret: string, username: string) => new TOTP({ issuer: company.name, label: username, secret: Secret.fromBase32(secret), ...TOTP_SETTINGS });

/** The step a 6-digit code matches at `now` (±1 step), or null. */
export function matchingStep(secret: string, username: string, code: string, now: Date): number | null {
  if (!TOTP_CODE.test(code)) return null;
  const totp = totpOf(secret, username);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** A code as typed, compared without spaces, hyphens or case. */
const normalized = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export async function hashRecoveryCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(normalized(code)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function newRecoveryCode(): string {
  // 31 letters: rejecting bytes ≥ 248 keeps every letter equally likely.
  let code = '';
  while (code.length < RECOVERY_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(RECOVERY_LENGTH * 2))) {
      if (byte < 248 && code.length < RECOVERY_LENGTH) code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Starts a setup: a new secret, kept pending until a code confirms it; null when TOTP is already on. */
export async function startTotpSetup(db: Database, sessionSecret: string, username: string): Promise<TotpSetup | null> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  if (!(await savePendingSecret(db, username, await encryptSecret(sessionSecret, username, secret)))) return null;
  const uri = totpOf(secret, username).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { ecc: 'M', border: 2 }) };
}

export type ConfirmResult = { outcome: 'enabled'; recoveryCodes: string[] } | { outcome: 'already-on' } | { outcome: 'no-setup' } | { outcome: 'wrong-code' };

/** Turns TOTP on when `code` is right for the pending secret; the recovery codes are answered this once. */
export async function confirmTotpSetup(db: Database, sessionSecret: string, username: string, code: string, now: Date): Promise<ConfirmResult> {
  const factor = await findSecondFactor(db, username);
  if (!factor) return { outcome: 'no-setup' };
  if (factor.enabled) return { outcome: 'already-on' };
  const secret = await decryptSecret(sessionSecret, username, factor.secretCiphertext);
  if (!secret) return { outcome: 'no-setup' };
  const step = matchingStep(secret, username, code.trim(), now);
  if (step === null) return { outcome: 'wrong-code' };
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const recoveryCodeHashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
  const enabled = await enableSecondFactor(db, { username, step, now, recoveryCodeHashes, actor: username });
  return enabled ? { outcome: 'enabled', recoveryCodes } : { outcome: 'already-on' };
}

/** Whether TOTP is on for the username (the sign-in then needs a code). */
export async function totpIsOn(db: Database, username: string): Promise<boolean> {
  return (await findSecondFactor(db, username))?.enabled === true;
}

/**
 * Checks and spends a code: a 6-digit TOTP code of the current step (±1) not used before, or an
 * unused recovery code. False for anything else, TOTP being off included.
 */
export async function spendSecondFactorCode(db: Database, sessionSecret: string, username: string, code: string, now: Date): Promise<boolean> {
  const factor = await findSecondFactor(db, username);
  if (!factor?.enabled) return false;
  const typed = code.trim();
  if (TOTP_CODE.test(typed)) {
    const secret = await decryptSecret(sessionSecret, username, factor.secretCiphertext);
    const step = secret === null ? null : matchingStep(secret, username, typed, now);
    return step !== null && spendTotpStep(db, username, step);
  }
  return spendRecoveryCode(db, username, await hashRecoveryCode(typed), now);
}

export type TurnOffResult = 'disabled' | 'not-on' | 'wrong-code';

/** Turns TOTP off when `code` (TOTP or recovery) is right. */
export async function turnOffTotp(db: Database, sessionSecret: string, username: string, code: string, now: Date): Promise<TurnOffResult> {
  if (!(await totpIsOn(db, username))) return 'not-on';
  if (!(await spendSecondFactorCode(db, sessionSecret, username, code, now))) return 'wrong-code';
  return (await disableSecondFactor(db, username, username)) ? 'disabled' : 'not-on';
}
