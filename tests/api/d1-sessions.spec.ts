// Reads ready for D1's read replicas (decision 045), against the local D1, whose Sessions API keeps
// bookmarks as production does (one primary, no replica): which requests open a session and where it
// starts, that the back office's bookmark goes out with every answer and comes back, that a read after
// a write from that bookmark sees the write, that a bookmark that is not one is ignored, and that a
// binding without the Sessions API still serves everything from the primary.
import { beforeEach, describe, expect, it } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';
import type { AdminMeetingPoint } from '../../worker/contract/schemas/admin-meeting-points.ts';
import type { AdminExcursionInput } from '../../worker/contract/schemas/admin-excursions.ts';
import { catalogueReadsOf } from '../../worker/middleware/d1-session.ts';
import { lastCatalogueChange } from '../../worker/excursions/page-cache.ts';
import { excursionCatalogue } from '../../worker/excursions/catalogue.ts';
import { anExcursion } from './factories.ts';
import { ORIGIN, adminHeaders, signIn } from './support.ts';

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const HEADER = 'X-D1-Bookmark';

/** The test D1 with a record of how it was used: the sessions opened (where they started) and the queries made without one. */
function recordingD1() {
  const sessions: string[] = [];
  let plainQueries = 0;
  const d1 = {
    prepare: (query: string) => ((plainQueries += 1), env.DB.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => ((plainQueries += 1), env.DB.batch(statements)),
    exec: (query: string) => ((plainQueries += 1), env.DB.exec(query)),
    withSession: (start?: string) => (sessions.push(start ?? '(none)'), env.DB.withSession(start)),
  };
  return { d1: d1 as unknown as D1Database, sessions, plainQueries: () => plainQueries };
}

/** The test D1 as a runtime without the Sessions API would give it. */
function d1WithoutSessions(): D1Database {
  return { prepare: (query: string) => env.DB.prepare(query), batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements) } as unknown as D1Database;
}

async function callWith(d1: D1Database, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }), { ...env, DB: d1 }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const MEETING_POINTS = '/api/admin/meeting-points';
const WORDS = {
  instructionsEn: 'Your chauffeur waits at exit 8 of Terminal 2E, by the pharmacy. {minutes} minutes of waiting are included.',
  instructionsFr: 'Votre chauffeur vous attend à la porte 8 du terminal 2E, près de la pharmacie. {minutes} minutes d’attente comprises.',
};

let cookie = '';
beforeEach(async () => {
  cookie = await signIn();
});

describe('public reads', () => {
  it('read the catalogue through a session any replica may start, and answer no bookmark', async () => {
    await anExcursion({ key: 'seine-by-night' });
    for (const path of ['/api/excursions', '/api/excursions/seine-by-night']) {
      const recorder = recordingD1();
      const response = await callWith(recorder.d1, path);
      expect(response.status, path).toBe(200);
      expect(recorder.sessions, path).toEqual(['first-unconstrained']);
      expect(recorder.plainQueries(), path).toBe(0);
      expect(response.headers.has(HEADER), path).toBe(false);
    }
  });

  it('ignore a bookmark a visitor sends', async () => {
    const recorder = recordingD1();
    const response = await callWith(recorder.d1, '/api/excursions', { headers: { [HEADER]: '00000000-00000001-00000000-00000000000000000000000000000000' } });
    expect(response.status).toBe(200);
    expect(recorder.sessions).toEqual(['first-unconstrained']);
  });
});

describe('the catalogue’s pages rendered again after an edit', () => {
  const form: AdminExcursionInput = {
    key: 'giverny-gardens',
    title: 'Giverny Gardens',
    titleFr: '',
    tagline: 'Monet’s house and gardens',
    taglineFr: '',
    description: 'A day at Giverny.',
    descriptionFr: '',
    longDescription: 'Your chauffeur waits while you visit.',
    longDescriptionFr: '',
    goodToKnow: 'Open April to October.',
    goodToKnowFr: '',
    price: '420',
    active: true,
    photographerChecked: false,
    highlights: ['The water lilies'],
    highlightsFr: [],
    included: ['Private chauffeur'],
    includedFr: [],
    terms: [],
    termsFr: [],
    images: [],
  };

  it('read from the edit’s bookmark, kept here by the purge, not from any replica', async () => {
    const created = await callWith(env.DB, '/api/admin/excursions', { method: 'POST', headers: adminHeaders(cookie), body: JSON.stringify(form) });
    expect(created.status).toBe(201);
    const kept = await lastCatalogueChange();
    expect(kept).toMatch(BOOKMARK);
    // The answer's bookmark is the session's newest, read after the purge: at least the kept one.
    expect((created.headers.get(HEADER) ?? '') >= (kept ?? '')).toBe(true);

    const recorder = recordingD1();
    const catalogue = excursionCatalogue(catalogueReadsOf({ DB: recorder.d1 }));
    expect(recorder.sessions).toEqual([]);
    expect((await catalogue.find('giverny-gardens', 'en'))?.title).toBe('Giverny Gardens');
    expect((await catalogue.list('en')).map((excursion) => excursion.key)).toContain('giverny-gardens');
    // One session for the page's reads, opened at the first of them, where the edit left the database.
    expect(recorder.sessions).toEqual([kept]);
    expect(recorder.plainQueries()).toBe(0);
  });
});

describe('the back office', () => {
  it('reads through a session on the primary without a bookmark, the guard’s read included, and answers the session’s bookmark', async () => {
    const recorder = recordingD1();
    const response = await callWith(recorder.d1, MEETING_POINTS, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(recorder.sessions).toEqual(['first-primary']);
    expect(recorder.plainQueries()).toBe(0);
    expect(response.headers.get(HEADER)).toMatch(BOOKMARK);
  });

  it('starts at the bookmark it is sent: a read after a write sees the write, and the bookmark never goes back', async () => {
    const write = await callWith(env.DB, `${MEETING_POINTS}/cdg-2e`, { method: 'PUT', headers: adminHeaders(cookie), body: JSON.stringify(WORDS) });
    expect(write.status).toBe(200);
    const afterWrite = write.headers.get(HEADER) ?? '';
    expect(afterWrite).toMatch(BOOKMARK);

    const recorder = recordingD1();
    const read = await callWith(recorder.d1, MEETING_POINTS, { headers: { Cookie: cookie, [HEADER]: afterWrite } });
    expect(read.status).toBe(200);
    expect(recorder.sessions).toEqual([afterWrite]);
    expect(((await read.json()) as AdminMeetingPoint[]).find((place) => place.placeId === 'cdg-2e')).toMatchObject({ ...WORDS, edited: true });
    expect((read.headers.get(HEADER) ?? '') >= afterWrite).toBe(true);
  });

  it('answers the bookmark from sign-in on (its new session included), and on a refusal that read the database', async () => {
    const login = await callWith(env.DB, '/api/admin/login', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'correct horse battery staple' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get(HEADER)).toMatch(BOOKMARK);
    // The guard read the session, then refused a change without the site's Origin.
    const refused = await callWith(env.DB, `${MEETING_POINTS}/cdg-2e`, {
      method: 'PUT',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(WORDS),
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get(HEADER)).toMatch(BOOKMARK);
    // A stranger's request reads nothing: no bookmark to give.
    expect((await callWith(env.DB, MEETING_POINTS)).headers.has(HEADER)).toBe(false);
  });

  it('ignores what is not a bookmark and starts on the primary', async () => {
    for (const sent of [
      'garbage',
      'ffffffff-ffffffff-ffffffff-ffff',
      `${'A'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(32)}`,
      `x${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(32)}`,
      'FIRST-UNCONSTRAINED',
    ]) {
      const recorder = recordingD1();
      const response = await callWith(recorder.d1, MEETING_POINTS, { headers: { Cookie: cookie, [HEADER]: sent } });
      expect(response.status, sent).toBe(200);
      expect(recorder.sessions, sent).toEqual(['first-primary']);
    }
  });
});

describe('everything else', () => {
  it('keeps the plain binding, the primary: a public form', async () => {
    const recorder = recordingD1();
    const response = await callWith(recorder.d1, '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'A question about a transfer to Orly on Friday.', lang: 'en' }),
    });
    expect(response.status).toBeLessThan(500);
    expect(recorder.sessions).toEqual([]);
    expect(recorder.plainQueries()).toBeGreaterThan(0);
  });
});

describe('a runtime without the Sessions API', () => {
  it('serves the catalogue and the back office from the primary, with no bookmark', async () => {
    await anExcursion({ key: 'versailles-day' });
    const d1 = d1WithoutSessions();
    expect((await callWith(d1, '/api/excursions')).status).toBe(200);
    const write = await callWith(d1, `${MEETING_POINTS}/cdg-2e`, { method: 'PUT', headers: adminHeaders(cookie), body: JSON.stringify(WORDS) });
    expect(write.status).toBe(200);
    expect(write.headers.has(HEADER)).toBe(false);
    const read = await callWith(d1, MEETING_POINTS, { headers: { Cookie: cookie } });
    expect(((await read.json()) as AdminMeetingPoint[]).find((place) => place.placeId === 'cdg-2e')).toMatchObject(WORDS);
  });
});
