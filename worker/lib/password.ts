// Admin password hashing with PBKDF2-SHA256 (WebCrypto: the same code runs in workerd and Node).
// Format: 'pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>'; the count travels with the hash.

/** The most PBKDF2 iterations Cloudflare Workers allow in production. */
export const MAX_PBKDF2_ITERATIONS = 100_000;
const HASH_BYTES = 32;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = MAX_PBKDF2_ITERATIONS): Promise<string> {
  if (iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS) throw new RangeError(`iterations must be 1..${MAX_PBKDF2_ITERATIONS}`);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2-sha256$${iterations}$${toBase64(salt)}$${toBase64(await derive(password, salt, iterations))}`;
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (scheme !== 'pbkdf2-sha256' || !Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS || !saltText || !hashText) {
    return false;
  }
  let expected: Uint8Array;
  let salt: Uint8Array;
  try {
    expected = fromBase64(hashText);
    salt = fromBase64(saltText);
  } catch {
    return false;
  }
  const actual = await derive(password, salt, iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < actual.length; i += 1) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
