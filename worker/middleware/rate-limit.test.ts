import { describe, expect, it } from 'vitest';
import { appConfig, type Bindings } from '../env.ts';
import { clientAddress, fixedWindow, PUBLIC_SUBMISSIONS, rateLimitClient } from './rate-limit.ts';

describe('fixedWindow', () => {
  const TEN_MINUTES = 600;
  const start = Date.UTC(2026, 2, 14, 9, 30); // a multiple of 10 minutes

  it('puts an instant in the window that starts at the last multiple of its length', () => {
    expect(fixedWindow(start, TEN_MINUTES).start).toBe(start);
    expect(fixedWindow(start + 1, TEN_MINUTES).start).toBe(start);
    expect(fixedWindow(start + 599_999, TEN_MINUTES).start).toBe(start);
    expect(fixedWindow(start + 600_000, TEN_MINUTES).start).toBe(start + 600_000);
  });

  it('says how many whole seconds remain, rounded up and never 0', () => {
    expect(fixedWindow(start, TEN_MINUTES).retryAfterSeconds).toBe(600);
    expect(fixedWindow(start + 1, TEN_MINUTES).retryAfterSeconds).toBe(600);
    expect(fixedWindow(start + 1000, TEN_MINUTES).retryAfterSeconds).toBe(599);
    expect(fixedWindow(start + 599_001, TEN_MINUTES).retryAfterSeconds).toBe(1);
    expect(fixedWindow(start + 599_999, TEN_MINUTES).retryAfterSeconds).toBe(1);
  });

  it('works for any window length', () => {
    expect(fixedWindow(61_500, 60)).toEqual({ start: 60_000, retryAfterSeconds: 59 });
    expect(fixedWindow(61_500, 1)).toEqual({ start: 61_000, retryAfterSeconds: 1 });
  });
});

describe('clientAddress', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];

  it("prefers Cloudflare's CF-Connecting-IP", () => {
    expect(clientAddress(headers({ 'CF-Connecting-IP': '203.0.113.7', 'X-Forwarded-For': '198.51.100.1' }))).toBe('203.0.113.7');
  });

  it('falls back to the first X-Forwarded-For entry, then to unknown', () => {
    expect(clientAddress(headers({ 'X-Forwarded-For': ' 198.51.100.1 , 10.0.0.1' }))).toBe('198.51.100.1');
    expect(clientAddress(headers({ 'CF-Connecting-IP': '  ' }))).toBe('unknown');
    expect(clientAddress(headers({}))).toBe('unknown');
  });

  it('bounds the length of what a client can make us store', () => {
    expect(clientAddress(headers({ 'X-Forwarded-For': 'x'.repeat(500) }))).toHaveLength(64);
  });
});

describe('PUBLIC_SUBMISSIONS', () => {
  const bindings = (vars: Partial<Bindings>) => ({ ...vars }) as Bindings;

  it('allows 10 submissions per 10 minutes by default', () => {
    const config = appConfig(bindings({}));
    expect([PUBLIC_SUBMISSIONS.limit(config), PUBLIC_SUBMISSIONS.windowSeconds(config)]).toEqual([10, 600]);
  });

  it('reads RATE_LIMIT_SUBMISSIONS and RATE_LIMIT_WINDOW_SECONDS when set', () => {
    const config = appConfig(bindings({ RATE_LIMIT_SUBMISSIONS: '1000', RATE_LIMIT_WINDOW_SECONDS: '60' }));
    expect([PUBLIC_SUBMISSIONS.limit(config), PUBLIC_SUBMISSIONS.windowSeconds(config)]).toEqual([1000, 60]);
  });

  it('refuses a malformed override by name', () => {
    expect(() => appConfig(bindings({ RATE_LIMIT_SUBMISSIONS: 'lots' }))).toThrow(/RATE_LIMIT_SUBMISSIONS: RATE_LIMIT_SUBMISSIONS must be a number/);
    expect(() => appConfig(bindings({ RATE_LIMIT_WINDOW_SECONDS: '0' }))).toThrow(/RATE_LIMIT_WINDOW_SECONDS: .*at least 1/);
    expect(() => appConfig(bindings({ RATE_LIMIT_WINDOW_SECONDS: '90000' }))).toThrow(/RATE_LIMIT_WINDOW_SECONDS: .*at most 86400/);
  });
});

describe('rateLimitClient', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0DB8:00AA:00BB:ffff::1', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (address, client) => {
    expect(rateLimitClient(address)).toBe(client);
  });
});
