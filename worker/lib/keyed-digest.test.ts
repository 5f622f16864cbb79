import { describe, expect, it } from 'vitest';
import { keyedDigest } from './keyed-digest.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('keyedDigest', () => {
  it('is 64 hex characters, the same for the same key, purpose and text', async () => {
    const digest = await keyedDigest(SECRET, 'privacy-address', 'claire@example.com');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await keyedDigest(SECRET, 'privacy-address', 'claire@example.com')).toBe(digest);
  });

  it('differs with the text, the purpose and the key, and is not the plain SHA-256', async () => {
    const digest = await keyedDigest(SECRET, 'privacy-address', 'claire@example.com');
    expect(await keyedDigest(SECRET, 'privacy-address', 'jean@example.com')).not.toBe(digest);
    expect(await keyedDigest(SECRET, 'another-purpose', 'claire@example.com')).not.toBe(digest);
    expect(await keyedDigest(`${SECRET}!`, 'privacy-address', 'claire@example.com')).not.toBe(digest);
    const plain = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('claire@example.com'));
    expect(digest).not.toBe([...new Uint8Array(plain)].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  });
});
