// answerPoll, the one way a polled answer of the back office is made: a 304 without a body (and, for
// a list, without reading a row) when the browser holds the current tag, the answer and its tag
// otherwise.
import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { answerPoll, weakEtag } from './etag.ts';

/** A list whose version and rows the test sets, counting what the answer read. */
function aList(version: string) {
  const state = { version, versionReads: 0, pageReads: 0 };
  const app = new Hono().get('/', (c) =>
    answerPoll(c, {
      tagOf: (current) => weakEtag('list', current),
      currentVersion: async () => {
        state.versionReads += 1;
        return state.version;
      },
      read: async () => {
        state.pageReads += 1;
        return { version: state.version, body: { items: [state.version] } };
      },
    }),
  );
  const poll = (etag?: string) => app.request('/', { headers: etag ? { 'If-None-Match': etag } : {} });
  return { state, poll };
}

describe('answerPoll', () => {
  it('answers a first poll with its tag, revalidated on every use, without reading the version apart', async () => {
    const { state, poll } = aList('v1');
    const first = await poll();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ items: ['v1'] });
    expect(first.headers.get('ETag')).toBe(await weakEtag('list', 'v1'));
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(state).toMatchObject({ versionReads: 0, pageReads: 1 });
  });

  it('answers an unchanged poll 304, with the same headers and no body, reading the version alone', async () => {
    const { state, poll } = aList('v1');
    const etag = (await poll()).headers.get('ETag') ?? '';
    const unchanged = await poll(etag);
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('ETag')).toBe(etag);
    expect(unchanged.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(state).toMatchObject({ versionReads: 1, pageReads: 1 });
    // Any of several tags, weak or not, and '*' match too (RFC 9110's weak comparison).
    expect((await poll(`W/"other", ${etag.replace(/^W\//, '')}`)).status).toBe(304);
    expect((await poll('*')).status).toBe(304);
  });

  it('answers a poll after a change with the new list and its new tag', async () => {
    const { state, poll } = aList('v1');
    const etag = (await poll()).headers.get('ETag') ?? '';
    state.version = 'v2';
    const changed = await poll(etag);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ items: ['v2'] });
    expect(changed.headers.get('ETag')).toBe(await weakEtag('list', 'v2'));
  });

  it('compares the tag of the answer itself when it is its own version (no version to read apart)', async () => {
    const read = vi.fn(async () => ({ version: 3, body: { count: 3 } }));
    const app = new Hono().get('/', (c) => answerPoll(c, { tagOf: (count) => weakEtag('count', String(count)), read }));
    const first = await app.request('/');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ count: 3 });
    const unchanged = await app.request('/', { headers: { 'If-None-Match': first.headers.get('ETag') ?? '' } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('Cache-Control')).toBe('private, no-cache');
    expect((await app.request('/', { headers: { 'If-None-Match': 'W/"stale"' } })).status).toBe(200);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
