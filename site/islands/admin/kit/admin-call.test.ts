// adminCall, the back office's one way to its API (against a stubbed fetch): what every request
// carries, what a 401 does, and that no screen calls the API another way.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ClientRequestOptions } from 'hono/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_LOGIN_PATH, adminCall, SessionEnded } from './admin-call.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { assign } });
  return assign;
}

const counts = (options: ClientRequestOptions) => api.admin.metrics['pending-counts'].$get(undefined, options);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adminCall', () => {
  it('never takes an answer from the cache, and asks with the tag it holds', async () => {
    const fetch = stubFetch(async () => new Response(null, { status: 304 }));
    const answer = await adminCall(counts, { etag: 'W/"counts-1"' });
    expect(answer.status).toBe(304);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/metrics/pending-counts');
    expect(init?.cache).toBe('no-store');
    expect(new Headers(init?.headers).get('If-None-Match')).toBe('W/"counts-1"');
  });

  it('sends no If-None-Match without a tag', async () => {
    const fetch = stubFetch(async () => json(200, {}));
    await adminCall(counts);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('If-None-Match')).toBe(false);
    expect(fetch.mock.calls[0]![1]?.cache).toBe('no-store');
  });

  it('hands back every answer but a 401, refusals and failures included', async () => {
    const assign = stubLocation();
    for (const status of [200, 400, 403, 404, 500]) {
      stubFetch(async () => json(status, {}));
      expect((await adminCall(counts)).status).toBe(status);
    }
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the browser to the login page on a 401, and says the session has ended', async () => {
    const assign = stubLocation();
    stubFetch(async () => json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue.' } }));
    await expect(adminCall(counts)).rejects.toBeInstanceOf(SessionEnded);
    expect(assign).toHaveBeenCalledWith(ADMIN_LOGIN_PATH);
  });

  it('hands a 401 back when the caller keeps the page (a wrong password, the reply being written)', async () => {
    const assign = stubLocation();
    stubFetch(async () => json(401, {}));
    expect((await adminCall(counts, { keepPageOn401: true })).status).toBe(401);
    expect(assign).not.toHaveBeenCalled();
  });

  it('rejects as fetch does when no answer comes', async () => {
    stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(adminCall(counts)).rejects.toBeInstanceOf(TypeError);
  });
});

describe('adminCall and the D1 bookmark (decision 045)', () => {
  const OLDER = '00000000-00000010-00000000-00000000000000000000000000000000';
  const NEWER = '00000000-00000020-00000000-00000000000000000000000000000000';
  const withBookmark = (bookmark: string) => new Response('{}', { status: 200, headers: { 'X-D1-Bookmark': bookmark } });
  const sentBookmark = (fetch: ReturnType<typeof stubFetch>, call: number) => new Headers(fetch.mock.calls[call]![1]?.headers).get('X-D1-Bookmark');

  /** The tab's sessionStorage, as a map. */
  function stubTabStorage(): Map<string, string> {
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) });
    return kept;
  }

  it('sends none before the Worker has given one, then sends back the one it was given, with the tag', async () => {
    stubTabStorage();
    const fetch = stubFetch(async () => withBookmark(OLDER));
    await adminCall(counts);
    await adminCall(counts, { etag: 'W/"counts-1"' });
    expect(sentBookmark(fetch, 0)).toBeNull();
    expect(sentBookmark(fetch, 1)).toBe(OLDER);
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get('If-None-Match')).toBe('W/"counts-1"');
  });

  it('keeps the newest: an older answer arriving last (a poll overlapping a save) does not undo a newer one', async () => {
    stubTabStorage();
    const answers = [NEWER, OLDER, 'not-a-bookmark'];
    const fetch = stubFetch(async () => withBookmark(answers.shift() ?? OLDER));
    for (let call = 0; call < 4; call += 1) await adminCall(counts);
    expect(sentBookmark(fetch, 3)).toBe(NEWER);
  });

  it('works without a tab storage (the server then starts on the primary)', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    const fetch = stubFetch(async () => withBookmark(NEWER));
    await adminCall(counts);
    await adminCall(counts);
    expect(sentBookmark(fetch, 1)).toBeNull();
  });
});

describe('the back office', () => {
  const SITE = path.resolve(import.meta.dirname, '../../..');
  const files = [
    ...readdirSync(path.join(SITE, 'islands/admin'), { recursive: true, encoding: 'utf8' }).map((name) => path.join('islands/admin', name)),
    'browser/admin-shell.ts',
  ].filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'));

  it('calls its API only through adminCall: no fetch, no path written by hand', () => {
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => /\bfetch\(|['"`]\/api\//.test(readFileSync(path.join(SITE, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
