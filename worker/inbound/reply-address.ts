// The signed reply address every customer e-mail carries as its Reply-To when inbound mail is set up
// (INBOUND_MAIL_DOMAIN): `reply+<conversation>-<expiry day>-<signature>@<domain>`. The conversation
// id and the last day the address is good for (days since the epoch, UTC) are in base 36; the
// signature is the first 128 bits of an HMAC-SHA-256 of both under a key derived from SESSION_SECRET
// for this purpose only (lib/keyed-digest.ts), in RFC 4648 base 32, 26 characters. All lower case,
// because mail systems may lower-case a local part; at most 64 characters (RFC 5321's limit on a
// local part), which a conversation id below 36^11 keeps (46 characters for realistic ids).
import { keyedDigest } from '../lib/keyed-digest.ts';

/** The local part before the '+': what Email Routing's rule (or a catch-all) sends to the Worker. */
export const REPLY_LOCAL_PART = 'reply';

/** How long a reply address stays good after the e-mail that carries it was sent. */
export const REPLY_ADDRESS_DAYS = 180;

/** The key's purpose (keyed-digest.ts): no digest made for another purpose can pass for a signature. */
const PURPOSE = 'reply-address';

const DAY_MS = 86_400_000;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** The signature's bytes: 128 bits, as many as a guess must find. */
const SIGNATURE_BYTES = 16;

/** The whole local part; numbers without leading zeros, so each address has one spelling only. */
const LOCAL_PART = /^reply\+([1-9a-z][0-9a-z]{0,10})-([1-9a-z][0-9a-z]{0,5})-([a-z2-7]{26})$/;

/** Bytes in base 32 (RFC 4648's alphabet, lower case, no padding). */
function base32(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += BASE32[(buffer << (5 - bits)) & 31];
  return output;
}

async function signature(secret: string, conversationId: number, expiryDay: number): Promise<string> {
  const hex = await keyedDigest(secret, PURPOSE, `${conversationId}.${expiryDay}`);
  const bytes = new Uint8Array(SIGNATURE_BYTES);
  for (let index = 0; index < SIGNATURE_BYTES; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return base32(bytes);
}

/** Equal strings, compared in a time that depends only on their length (both are 26 characters here). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** Days since the epoch (UTC) of `instant`. */
export const epochDay = (instant: Date) => Math.floor(instant.getTime() / DAY_MS);

export interface ReplyAddressKey {
  /** The domain inbound mail arrives at, e.g. 'reply.paris-elite-chauffeur.fr'. */
  domain: string;
  /** SESSION_SECRET: the signing key is derived from it. */
  secret: string;
}

/** The address a customer's answer to an e-mail sent at `now` goes to, for their conversation. */
export async function replyAddress(key: ReplyAddressKey, conversationId: number, now: Date): Promise<string> {
  if (!Number.isSafeInteger(conversationId) || conversationId < 1) throw new Error(`not a conversation id: ${conversationId}`);
  const expiryDay = epochDay(now) + REPLY_ADDRESS_DAYS;
  const local = `${REPLY_LOCAL_PART}+${conversationId.toString(36)}-${expiryDay.toString(36)}-${await signature(key.secret, conversationId, expiryDay)}`;
  return `${local}@${key.domain.toLowerCase()}`;
}

export type ReplyAddressCheck =
  | { ok: true; conversationId: number }
  /** 'unknown': not a reply address of ours at all; 'forged': its signature is wrong; 'expired': genuine, but past its day. */
  | { ok: false; problem: 'unknown' | 'forged' | 'expired' };

/**
 * Which conversation `address` (the envelope recipient) answers, if it is a reply address we signed
 * and it has not expired. Compared without case, as mail systems may change it. The signature is
 * checked before the expiry, so only a genuine address is ever said to be expired.
 */
export async function checkReplyAddress(key: ReplyAddressKey, address: string, now: Date): Promise<ReplyAddressCheck> {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== key.domain.toLowerCase()) return { ok: false, problem: 'unknown' };
  const local = address.slice(0, at).toLowerCase();
  const parts = LOCAL_PART.exec(local);
  if (!parts) return { ok: false, problem: local.startsWith(`${REPLY_LOCAL_PART}+`) ? 'forged' : 'unknown' };
  const conversationId = Number.parseInt(parts[1]!, 36);
  const expiryDay = Number.parseInt(parts[2]!, 36);
  if (!Number.isSafeInteger(conversationId)) return { ok: false, problem: 'forged' };
  if (!sameText(await signature(key.secret, conversationId, expiryDay), parts[3]!)) return { ok: false, problem: 'forged' };
  if (epochDay(now) > expiryDay) return { ok: false, problem: 'expired' };
  return { ok: true, conversationId };
}
