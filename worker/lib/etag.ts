// Cheap polling (issue 11): the dashboard polls its lists every 10 seconds and the pending counts
// every 5; an answer carries a weak ETag made from the data's version, and a poll that sends it back
// in If-None-Match while nothing changed gets a bodiless 304. Weak: the tag names the content's
// version, not its bytes (HEAD, compression and key order do not matter).
import type { Context } from 'hono';

/**
 * Bumped when the shape of what the tags stand for changes, so a browser holding an answer of an
 * older deploy refetches rather than keeping it.
 */
const TAG_GENERATION = '1';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** W/"<22 characters>": a SHA-256 of the parts, cut to 128 bits (plenty to tell versions apart). */
export async function weakEtag(...parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode([TAG_GENERATION, ...parts].join('\n')));
  return `W/"${base64url(new Uint8Array(digest).slice(0, 16))}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110's weak comparison for If-None-Match: any listed tag, or '*', matches. */
export function noneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * An answer the browser may keep but must revalidate on every use (no-cache), for this user only
 * (private: it sits behind the admin session).
 */
export function setPollHeaders(c: Context, etag: string): void {
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
}

/** 304 Not Modified, with the headers the 200 would have had. */
export function notModified(c: Context, etag: string): Response {
  setPollHeaders(c, etag);
  return c.body(null, 304);
}

/**
 * A poll's short way: when the browser sends a tag and it is the tag of the current version (read
 * alone, a few index seeks, no row), the 304; undefined otherwise, and the caller reads the data
 * and answers it with setPollHeaders.
 */
export async function unchangedSince(
  c: Context,
  tagOf: (version: string) => Promise<string>,
  currentVersion: () => Promise<string>,
): Promise<Response | undefined> {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (!ifNoneMatch) return undefined;
  const etag = await tagOf(await currentVersion());
  return noneMatchHits(ifNoneMatch, etag) ? notModified(c, etag) : undefined;
}
