// The browsers the administrator has signed in from (decision 032, OWASP's "device cookies"). A
// successful sign-in gives the browser a random 256-bit id in its own cookie (the cookie is
// middleware/admin-session.ts's); the database keeps only the id's SHA-256, the username and an end
// that each sign-in moves on. Such a browser is limited by its own failed sign-ins only
// (sign-in-limits.ts), so failures from anywhere else never keep the administrator out. The id
// grants nothing else: the password, and the code with TOTP on, are still asked every time.
import type { Database } from '../db/client.ts';
import { findTrustedDevice, trustDevice } from '../db/queries/admin-sessions.ts';

/** A browser stays trusted this long after its last sign-in. */
export const DEVICE_TRUST_MS = 90 * 24 * 60 * 60 * 1000;

/** Longer than any id we give: anything else is not looked up. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

async function idHashOf(id: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A browser's trust, as its cookie holds it (`id`) and the database names it (`idHash`). */
export interface DeviceTrust {
  id: string;
  idHash: string;
}

/**
 * The trusted browser a cookie names, for `username` at `now`; null for no cookie, an id we never
 * gave, another username's browser, or one whose trust has ended.
 */
export async function trustedDevice(db: Database, id: string | undefined, username: string, now: Date): Promise<DeviceTrust | null> {
  if (!id || !DEVICE_ID.test(id)) return null;
  const idHash = await idHashOf(id);
  const stored = await findTrustedDevice(db, idHash);
  return stored && stored.username === username && stored.expiresAt.getTime() > now.getTime() ? { id, idHash } : null;
}

/** A new browser's trust: a fresh random id. */
export async function newDeviceTrust(): Promise<DeviceTrust> {
  const id = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { id, idHash: await idHashOf(id) };
}

/** The statement that trusts the browser for DEVICE_TRUST_MS from `now` (for the sign-in's batch). */
export function trustFor(db: Database, device: DeviceTrust, username: string, now: Date) {
  return trustDevice(db, { idHash: device.idHash, username, now, expiresAt: new Date(now.getTime() + DEVICE_TRUST_MS) });
}
