// The customer's links to their request page (decision 038): a random token of 256 bits, shown only
// in the e-mail that carries it and kept only as its SHA-256, so a leaked database opens nothing.
// Each customer e-mail carries a fresh link; they all stop working some time after the trip, or
// when the admin revokes them.
import { REQUEST_LINK_DAYS_AFTER_TRIP, REQUEST_LINK_DAYS_WITHOUT_TRIP } from '../contract/booking-words.ts';
import type { Lang } from '../contract/i18n/langs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a link is: `^[A-Za-z0-9_-]{43}$` (32 bytes in base64url). Anything else is refused before any lookup. */
export const REQUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Hex SHA-256 of a token: what the database keeps and looks up. */
export async function requestTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface NewRequestLink {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A fresh secret for a signed link: 256 random bits as a token (REQUEST_TOKEN_PATTERN), and the SHA-256 kept of it. */
export async function newSecretToken(): Promise<{ token: string; tokenHash: string }> {
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, tokenHash: await requestTokenHash(token) };
}

/** A fresh link for a request whose trip is at `trip` (null: an excursion without a date). */
export async function newRequestLink(trip: Date | null, now: Date): Promise<NewRequestLink> {
  const { token, tokenHash } = await newSecretToken();
  const expiresAt = trip
    ? new Date(Math.max(trip.getTime(), now.getTime()) + REQUEST_LINK_DAYS_AFTER_TRIP * DAY_MS)
    : new Date(now.getTime() + REQUEST_LINK_DAYS_WITHOUT_TRIP * DAY_MS);
  return { token, tokenHash, expiresAt };
}

/** The page's address in the request's language: /request/<token> or /fr/request/<token>. */
export function requestPageUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${lang === 'fr' ? '/fr' : ''}/request/${token}`;
}
