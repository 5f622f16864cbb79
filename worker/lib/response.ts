import type { Context } from 'hono';

/**
 * Makes `c.res` safe to change. Responses from the static-assets binding have immutable headers;
 * Hono's `res` setter copies the response into a fresh, mutable one.
 */
export function withMutableHeaders(c: Context): Headers {
  c.res = new Response(c.res.body, c.res);
  return c.res.headers;
}
