// The D1 bookmark the back office carries between its requests (decision 045): the Worker answers
// the newest one its request's D1 session reached, the browser sends back the newest it was given,
// and the next request starts at least there, so the administrator never reads older than what they
// just wrote, even from a replica. A position in the database, not a credential. Browser-safe.

/** The header that carries a bookmark both ways between the back office and the Worker. */
export const D1_BOOKMARK_HEADER = 'X-D1-Bookmark';

/**
 * A bookmark as D1 writes them (four hexadecimal groups, 8-8-8-32, e.g. `00000085-0000024c-00004c6d-
 * 8e61117bf38d7adb71b934ebbf891683`). Anything else is ignored rather than handed to D1, which would
 * fail the request's first query on it.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export const isD1Bookmark = (value: string | null | undefined): value is string => typeof value === 'string' && BOOKMARK.test(value);

/** The newer of two bookmarks: D1's bookmarks sort as text, oldest first. */
export const newerD1Bookmark = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a >= b ? a : b);
