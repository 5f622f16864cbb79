// The administrator's second factor (decision 027): TOTP (RFC 6238: SHA-1, 6 digits, 30-second
// steps, one step either side accepted for clock drift) with otpauth, the QR code with uqr, and ten
// single-use recovery codes. The secret is kept encrypted (AES-GCM, key derived by HKDF from
// TOTP_ENCRYPTION_KEY, a secret of its own) so a copy of the database alone does not reveal it, and
// rotating SESSION_SECRET (which signs everyone out) leaves it readable; recovery codes are kept as
// SHA-256 hashes. A secret still under the key of old, derived from SESSION_SECRET ('v1.'), is
// re-encrypted under the new one at its next use and by the cron trigger (decision 032). A code is spent by recording its step: the same code, or an earlier one, never passes
// twice. Knows nothing of Hono; every instant comes from the caller (the tests fake it).
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { company } from '../contract/company.ts';
import { RECOVERY_CODE_COUNT, type TotpSetup } from '../contract/schemas/admin-security.ts';
import type { Database } from '../db/client.ts';
import {
  disableSecondFactor,
  enableSecondFactor,
  findSecondFactor,
  replaceSecretCiphertext,
  savePendingSecret,
  secondFactorsNotUnder,
  spendRecoveryCode,
  spendTotpStep,
  type StoredSecondFactor,
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

/** The secrets that encrypt the TOTP secret: its own key, and SESSION_SECRET for the secrets of old. */
export interface TotpKeys {
  /** TOTP_ENCRYPTION_KEY. */
  totpKey: string;
  /** SESSION_SECRET: only to read a secret stored before TOTP_ENCRYPTION_KEY existed. */
  sessionSecret: string;
}

/** How each version of the stored secret derives its AES-GCM key from which configured secret. */
const KEY_VERSIONS = {
  /** The first key: from SESSION_SECRET, so rotating that secret lost the second factor. */
  v1: { secret: (keys: TotpKeys) => keys.sessionSecret, info: 'totp-secret-aes-gcm-v1' },
  v2: { secret: (keys: TotpKeys) => keys.totpKey, info: 'totp-secret-aes-gcm-v2' },
} as const;
type KeyVersion = keyof typeof KEY_VERSIONS;
const CURRENT_VERSION: KeyVersion = 'v2';

async function encryptionKey(keys: TotpKeys, version: KeyVersion): Promise<CryptoKey> {
  const { secret, info } = KEY_VERSIONS[version];
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret(keys)), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('paris-elite-chauffeur/admin-totp'), info: encoder.encode(info) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** 'v2.<iv>.<ciphertext>'; the username is authenticated with it, so a secret moved to another row does not decrypt. */
export async function encryptSecret(keys: TotpKeys, username: string, secret: string, version: KeyVersion = CURRENT_VERSION): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(username) },
    await encryptionKey(keys, version),
    encoder.encode(secret),
  );
  return `${version}.${base64url(iv)}.${base64url(new Uint8Array(sealed))}`;
}

const isKeyVersion = (text: string | undefined): text is KeyVersion => text !== undefined && Object.hasOwn(KEY_VERSIONS, text);

/** The base32 secret, or null when it does not decrypt (its key rotated away, or altered). */
export async function decryptSecret(keys: TotpKeys, username: string, stored: string): Promise<string | null> {
  const [version, iv, sealed] = stored.split('.');
  if (!isKeyVersion(version) || !iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: encoder.encode(username) },
      await encryptionKey(keys, version),
      fromBase64url(sealed),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/**
 * The secret of a stored row, decrypted; a secret still under an older key is re-encrypted under
 * the current one on the way (only if nobody changed the row meanwhile).
 */
async function readSecret(db: Database, keys: TotpKeys, factor: StoredSecondFactor): Promise<string | null> {
  const secret = await decryptSecret(keys, factor.username, factor.secretCiphertext);
  if (secret !== null && !factor.secretCiphertext.startsWith(`${CURRENT_VERSION}.`)) {
    await replaceSecretCiphertext(db, factor.username, factor.secretCiphertext, await encryptSecret(keys, factor.username, secret));
  }
  return secret;
}

/**
 * The migration to TOTP_ENCRYPTION_KEY (run by the cron trigger, and by each use of a secret): every secret
 * still under the key derived from SESSION_SECRET is re-encrypted under TOTP_ENCRYPTION_KEY. How
 * many were; a secret that no longer decrypts is left as it is (its recovery codes still work).
 */
export async function reencryptOldSecrets(db: Database, keys: TotpKeys): Promise<number> {
  let moved = 0;
  for (const factor of await secondFactorsNotUnder(db, `${CURRENT_VERSION}.`)) {
    const secret = await decryptSecret(keys, factor.username, factor.secretCiphertext);
    if (secret === null) continue;
    if (await replaceSecretCiphertext(db, factor.username, factor.secretCiphertext, await encryptSecret(keys, factor.username, secret))) moved += 1;
  }
  return moved;
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
export async function startTotpSetup(db: Database, keys: TotpKeys, username: string): Promise<TotpSetup | null> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  if (!(await savePendingSecret(db, username, await encryptSecret(keys, username, secret)))) return null;
  const uri = totpOf(secret, username).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { ecc: 'M', border: 2 }) };
}

export type ConfirmResult = { outcome: 'enabled'; recoveryCodes: string[] } | { outcome: 'already-on' } | { outcome: 'no-setup' } | { outcome: 'wrong-code' };

/** Turns TOTP on when `code` is right for the pending secret; the recovery codes are answered this once. */
export async function confirmTotpSetup(db: Database, keys: TotpKeys, username: string, code: string, now: Date): Promise<ConfirmResult> {
  const factor = await findSecondFactor(db, username);
  if (!factor) return { outcome: 'no-setup' };
  if (factor.enabled) return { outcome: 'already-on' };
  const secret = await readSecret(db, keys, factor);
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
export async function spendSecondFactorCode(db: Database, keys: TotpKeys, username: string, code: string, now: Date): Promise<boolean> {
  const factor = await findSecondFactor(db, username);
  if (!factor?.enabled) return false;
  const typed = code.trim();
  if (TOTP_CODE.test(typed)) {
    const secret = await readSecret(db, keys, factor);
    const step = secret === null ? null : matchingStep(secret, username, typed, now);
    return step !== null && spendTotpStep(db, username, step);
  }
  return spendRecoveryCode(db, username, await hashRecoveryCode(typed), now);
}

export type TurnOffResult = 'disabled' | 'not-on' | 'wrong-code';

/** Turns TOTP off when `code` (TOTP or recovery) is right. */
export async function turnOffTotp(db: Database, keys: TotpKeys, username: string, code: string, now: Date): Promise<TurnOffResult> {
  if (!(await totpIsOn(db, username))) return 'not-on';
  if (!(await spendSecondFactorCode(db, keys, username, code, now))) return 'wrong-code';
  return (await disableSecondFactor(db, username, username)) ? 'disabled' : 'not-on';
}
