// A keyed digest (HMAC-SHA-256, hex) of a short text under a key derived from SESSION_SECRET for one
// purpose (HKDF): what is kept where the text itself must not be. A plain hash of a guessable text
// (an e-mail address) can be found again by trying candidates; without the
// key, a copy of the database alone cannot.
const encoder = new TextEncoder();

async function digestKey(secret: string, purpose: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('paris-elite-chauffeur/keyed-digest'), info: encoder.encode(purpose) },
    material,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
}

/** `purpose` names what the digest is for ('privacy-address'): each has its own key, so digests of two kinds never match. */
export async function keyedDigest(secret: string, purpose: string, text: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await digestKey(secret, purpose), encoder.encode(text));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
