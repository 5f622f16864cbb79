// Cheap polling (decision 022): the dashboard polls its lists every 10 seconds and the pending counts
// every 5; an answer carries a weak ETag made from the data's version, and a poll that sends it back
// in If-None-Match while nothing changed gets a bodiless 304. Weak: the tag names the content's
// version, not its bytes (HEAD, compression and key order do not matter).
import type { Context } from 'hono';
import type { JSONValue } from 'hono/utils/types';

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
function noneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * An answer the browser may keep but must revalidate on every use (no-cache), for this user only
 * (private: it sits behind the admin session).
 */
function setPollHeaders(c: Context, etag: string): void {
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
}

/** 304 Not Modified, with the headers the 200 would have had. */
function notModified(c: Context, etag: string): Response {
  setPollHeaders(c, etag);
  return c.body(null, 304);
}

/** What a polled answer is made of: its data's version, the tag of a version, and the answer itself. */
export interface Poll<Version, Body> {
  /** The answer's tag at `version`: the data's version and what was asked for (search, filters, page). */
  tagOf: (version: Version) => Promise<string>;
  /**
   * The current version read alone (a few index seeks, no row), so an unchanged poll is a 304 that
   * reads no row. Without it the answer is read, and its own tag compared: for an answer that is
   * its own version (the pending counts).
   */
  currentVersion?: () => Promise<Version>;
  /** The answer and the version it was read at (in the same transaction). */
  read: () => Promise<{ version: Version; body: Body }>;
}

/**
 * Every polled answer of the back office (its lists and the pending counts): a 304 without a body
 * when the browser's If-None-Match holds the current tag; otherwise the answer with its tag,
 * `private, no-cache`.
 */
export async function answerPoll<Version, Body extends JSONValue>(c: Context, poll: Poll<Version, Body>) {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch && poll.currentVersion) {
    const etag = await poll.tagOf(await poll.currentVersion());
    if (noneMatchHits(ifNoneMatch, etag)) return notModified(c, etag);
  }
  const { version, body } = await poll.read();
  const etag = await poll.tagOf(version);
  if (!poll.currentVersion && noneMatchHits(ifNoneMatch, etag)) return notModified(c, etag);
  setPollHeaders(c, etag);
  return c.json(body);
}
