// Per-IP fixed-window rate limiting for public submissions, counted in D1 so every Worker instance
// shares the count (db/queries/rate-limits.ts). Over the limit: 429 `rate_limited` with Retry-After
// until the window ends.
import { createMiddleware } from 'hono/factory';
import ipaddr from 'ipaddr.js';
import { appConfig, type AppConfig, type AppEnv } from '../env.ts';
import { database } from '../db/client.ts';
import { countClientRequest } from '../db/queries/rate-limits.ts';
import { ApiError } from '../lib/api-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A number, or one read from the checked configuration (so an env var can override it). */
type Setting = number | ((config: AppConfig) => number);

export interface RateLimitOptions {
  /** What is counted, e.g. 'quote'; each bucket has its own count per client. */
  bucket: string;
  /** Requests allowed per client and window. */
  limit: Setting;
  /** Window length in seconds, at most a day (older windows are deleted). */
  windowSeconds: Setting;
}

/** Public form submissions: RATE_LIMIT_SUBMISSIONS per RATE_LIMIT_WINDOW_SECONDS per IP (10 per 600 s). */
export const PUBLIC_SUBMISSIONS = {
  limit: (config) => config.RATE_LIMIT_SUBMISSIONS,
  windowSeconds: (config) => config.RATE_LIMIT_WINDOW_SECONDS,
} satisfies Omit<RateLimitOptions, 'bucket'>;

export interface FixedWindow {
  /** Start of the window holding `nowMs`, ms since the epoch. */
  start: number;
  /** Whole seconds until the window ends, at least 1: the Retry-After value. */
  retryAfterSeconds: number;
}

/** The fixed window of `windowSeconds` that holds the instant `nowMs`; windows are aligned to the epoch. */
export function fixedWindow(nowMs: number, windowSeconds: number): FixedWindow {
  const length = windowSeconds * 1000;
  const start = nowMs - (nowMs % length);
  return { start, retryAfterSeconds: Math.max(1, Math.ceil((start + length - nowMs) / 1000)) };
}

/** Longest accepted client key; an IPv6 address is at most 45 characters. */
const MAX_CLIENT_LENGTH = 64;

/**
 * The client's IP: Cloudflare's CF-Connecting-IP (set by the edge, not spoofable there), else the
 * first X-Forwarded-For entry (local proxies), else 'unknown'.
 */
export function clientAddress(header: (name: string) => string | undefined): string {
  const forwarded = header('X-Forwarded-For')?.split(',')[0];
  const address = header('CF-Connecting-IP')?.trim() || forwarded?.trim() || 'unknown';
  return address.slice(0, MAX_CLIENT_LENGTH);
}

/**
 * What the rate limit counts as one client: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64, so counting single addresses would let one
 * machine change address at will); an IPv4 address written in IPv6 form counts as the IPv4 one.
 */
export function rateLimitClient(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}

const resolve = (setting: Setting, config: AppConfig) => (typeof setting === 'function' ? setting(config) : setting);

/** Counts the request for its client; answers 429 once the client is over the limit in this window. */
export const rateLimit = (options: RateLimitOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const config = appConfig(c.env);
    const limit = resolve(options.limit, config);
    const window = fixedWindow(Date.now(), resolve(options.windowSeconds, config));
    const hits = await countClientRequest(database(c.env.DB), {
      bucket: options.bucket,
      client: rateLimitClient(clientAddress((name) => c.req.header(name))),
      windowStart: window.start,
      forgetBefore: window.start - DAY_MS,
    });
    if (hits > limit) {
      throw new ApiError(429, 'rate_limited', 'booking.error.rateLimited', undefined, { 'Retry-After': String(window.retryAfterSeconds) });
    }
    await next();
  });

/**
 * Who is looking up a secret link (a request page, a chauffeur's sheet) and how many lookups they
 * get per window: RATE_LIMIT_LINK_LOOKUPS (the browser suite raises it; every journey is 127.0.0.1).
 */
export function linkClient(c: { env: AppEnv['Bindings']; req: { header(name: string): string | undefined } }): { client: string; lookupLimit: number } {
  return { client: rateLimitClient(clientAddress((name) => c.req.header(name))), lookupLimit: appConfig(c.env).RATE_LIMIT_LINK_LOOKUPS };
}
