// The one way the back office calls its API: a request of the typed client (site/lib/api-client.ts)
// made by adminCall, which never takes an answer from the browser's cache, sends If-None-Match when
// the caller holds a tag (an unchanged list is then a bodiless 304), and applies the dashboard's rule
// for an ended session: a 401 sends the browser to the login page and throws SessionEnded, so the
// caller has nothing more to show. It also carries the D1 bookmark between requests (decision 045).
// Types only from the contract: no zod in the browser.
import type { ClientRequestOptions } from 'hono/client';
import { D1_BOOKMARK_HEADER, isD1Bookmark, newerD1Bookmark } from '../../../../worker/contract/d1-bookmark.ts';

export const ADMIN_LOGIN_PATH = '/admin/login';

/** The session is over (expired, revoked, signed out in another tab): sign in again. */
function toLoginPage(): void {
  window.location.assign(ADMIN_LOGIN_PATH);
}

/** Thrown after a 401 has sent the browser to the login page: nothing more to show. */
export class SessionEnded extends Error {
  constructor() {
    super('The admin session has ended');
  }
}

/** What the dashboard reads of an answer; the typed client's answers and fetch's both fit. */
export interface AdminAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  json(): Promise<unknown>;
}

/** One call of the typed client, given the options adminCall makes: `(options) => api.admin.quotes.$get({ query }, options)`. */
export type AdminRequest<Answer extends AdminAnswer = AdminAnswer> = (options: ClientRequestOptions) => Promise<Answer>;

export interface AdminCallOptions {
  /** The tag of what is shown, if any: sent as If-None-Match. */
  etag?: string | null;
  /**
   * A 401 is handed back instead of leaving the page: the sign-in itself (a 401 is a wrong password)
   * and the reply screen's changes (it keeps what the admin wrote and says so).
   */
  keepPageOn401?: boolean;
}

/** Where this tab keeps the newest D1 bookmark it was given: it outlives a move to another screen. */
const BOOKMARK_KEY = 'admin-d1-bookmark';

/** The tab's storage, or null where there is none or it refuses (the server then starts on the primary). */
function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function tabBookmark(): string | null {
  const kept = tabStorage()?.getItem(BOOKMARK_KEY) ?? null;
  return isD1Bookmark(kept) ? kept : null;
}

/**
 * Keeps the answer's bookmark if it is newer than the tab's: answers to requests that overlapped (a
 * poll and a save) arrive in any order, and an older one must not undo a newer one.
 */
function keepBookmark(answer: AdminAnswer): void {
  const given = answer.headers.get(D1_BOOKMARK_HEADER);
  if (!isD1Bookmark(given)) return;
  const newest = newerD1Bookmark(tabBookmark(), given);
  try {
    if (newest) tabStorage()?.setItem(BOOKMARK_KEY, newest);
  } catch {
    // A full or refusing storage: the next request starts on the primary, which is always right.
  }
}

/**
 * Makes the request. A tag set by the page makes the browser's cache step aside (the fetch
 * standard), so a 304 reaches the caller as a 304; no-store keeps a second copy out of the cache.
 * The tab's bookmark goes with it, and the answer's is kept, so a read after a write, even on
 * another screen of this tab, starts where the write left the database.
 * A network failure rejects, as fetch does.
 */
export async function adminCall<Answer extends AdminAnswer>(
  request: AdminRequest<Answer>,
  { etag = null, keepPageOn401 = false }: AdminCallOptions = {},
): Promise<Answer> {
  const bookmark = tabBookmark();
  const headers = { ...(etag ? { 'If-None-Match': etag } : {}), ...(bookmark ? { [D1_BOOKMARK_HEADER]: bookmark } : {}) };
  const answer = await request({ headers: Object.keys(headers).length > 0 ? headers : undefined, init: { cache: 'no-store' } });
  keepBookmark(answer);
  if (answer.status === 401 && !keepPageOn401) {
    toLoginPage();
    throw new SessionEnded();
  }
  return answer;
}

/**
 * A change's arguments with the empty JSON body every admin change sends (the routes with nothing to
 * read still check for one): the typed client writes `json` when it is there.
 */
export const withEmptyBody = <Args extends object>(args: Args): Args => ({ ...args, json: {} });
