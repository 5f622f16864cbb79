import { describe, expect, it } from 'vitest';
import { REQUEST_TOKEN_PATTERN, newRequestLink, requestPageUrl, requestTokenHash } from './request-links.ts';

const DAY = 24 * 3_600_000;
const now = new Date('2026-11-26T10:00:00Z');

describe('the customer’s link', () => {
  it('is 256 random bits in base64url, never twice the same, kept as a SHA-256', async () => {
    const links = await Promise.all(Array.from({ length: 50 }, () => newRequestLink(null, now)));
    for (const link of links) {
      expect(link.token).toMatch(REQUEST_TOKEN_PATTERN);
      expect(link.tokenHash).toBe(await requestTokenHash(link.token));
      expect(link.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(link.tokenHash).not.toContain(link.token);
    }
    expect(new Set(links.map((link) => link.token)).size).toBe(50);
  });

  it('expires 30 days after the trip, or 180 days after it is made when the request has no date', async () => {
    const trip = new Date(now.getTime() + 10 * DAY);
    expect((await newRequestLink(trip, now)).expiresAt).toEqual(new Date(trip.getTime() + 30 * DAY));
    expect((await newRequestLink(null, now)).expiresAt).toEqual(new Date(now.getTime() + 180 * DAY));
    // A trip already past still leaves the link 30 days from now.
    expect((await newRequestLink(new Date(now.getTime() - DAY), now)).expiresAt).toEqual(new Date(now.getTime() + 30 * DAY));
  });

  it('lives at the request’s language’s address', () => {
    expect(requestPageUrl('https://www.example.test/', 'en', 'abc')).toBe('https://www.example.test/request/abc');
    expect(requestPageUrl('https://www.example.test', 'fr', 'abc')).toBe('https://www.example.test/fr/request/abc');
  });
});
