// Redirects that never leave the site. A page path is redirected only when it is plain: one leading
// slash, printable ASCII as it arrived (percent-encoded), and, once decoded, no second slash in a
// row, no backslash and no control character. Browsers read '//host', '/\host' and '/<tab>/host'
// as another site, and a control character cannot be put in a header at all (a 500).
import type { Context } from 'hono';

/** Decoded characters that make a path unsafe to echo: C0/C1 controls, DEL and the backslash. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_DECODED = /[\u0000-\u001f\u007f-\u009f\\]/;

/** True when `rawPath` (a URL's pathname, still percent-encoded) may be part of a Location. */
export function isPlainPath(rawPath: string): boolean {
  if (!/^\/[\x21-\x7e]*$/.test(rawPath) || rawPath.startsWith('//')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  return !UNSAFE_DECODED.test(decoded) && !decoded.includes('//');
}

/** The request's path as it arrived, percent-encoded (Hono's c.req.path is decoded). */
export function rawPathOf(c: Context): string {
  return new URL(c.req.url).pathname;
}

/**
 * A redirect to `path` on this site, the request's query string kept. Refuses (throws) anything but
 * a plain path, so no caller can send a visitor elsewhere by mistake.
 */
export function localRedirect(c: Context, path: string, status: 301 | 302 | 303): Response {
  if (!isPlainPath(path)) throw new Error(`refused a redirect to ${JSON.stringify(path)}: not a plain local path`);
  return c.redirect(`${path}${new URL(c.req.url).search}`, status);
}
