// Strict security headers on every response, pages, assets and API alike.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { withMutableHeaders } from '../lib/response.ts';

/** Origins the pages may load from when Google Maps is configured. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

/**
 * Page policy. Astro adds a <meta> CSP with the hashes of its inline scripts and styles; both
 * policies apply, so inline code must match those hashes while this header carries what a <meta>
 * cannot (frame-ancestors) and bounds everything else.
 */
export function pageContentSecurityPolicy(withGoogleMaps: boolean, overHttps = true): string {
  const maps = (list: string[]) => (withGoogleMaps ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${maps(GOOGLE_MAPS.script)}`,
    `style-src 'self' 'unsafe-inline'${maps(GOOGLE_MAPS.style)}`,
    `img-src 'self' data: blob:${maps(GOOGLE_MAPS.img)}`,
    `font-src 'self'${maps(GOOGLE_MAPS.font)}`,
    `connect-src 'self'${maps(GOOGLE_MAPS.connect)}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Not on plain-http local servers, where it would break every same-origin load.
    ...(overHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** JSON and media never run code. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const securityHeaders = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = withMutableHeaders(c);
    const path = c.req.path;
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');
    headers.set(
      'Content-Security-Policy',
      isApi
        ? API_CONTENT_SECURITY_POLICY
        : pageContentSecurityPolicy(Boolean(c.env.PUBLIC_GOOGLE_MAPS_API_KEY), new URL(c.req.url).protocol === 'https:'),
    );
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set(
      'Permissions-Policy',
      'camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), geolocation=(self)',
    );
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  });
