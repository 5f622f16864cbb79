// The admin guard, proved over every admin route the API registers, so a route added later is
// covered without writing a test for it: without a session 401; with one, a change from another
// origin, without an Origin or with a body that is not JSON 403; a wrong method 405; the right call
// passes the guard. Then the pages: no dashboard page without a session.
import { beforeEach, describe, expect, it } from 'vitest';
import { FUTURE_ROUTE, METHODS, guardedEndpoints, requestPath, type Method } from './admin-routes.ts';
import { ADMIN_PUBLIC_FILES } from '../../worker/middleware/admin-pages.ts';
import { eq } from 'drizzle-orm';
import { quotes } from '../../worker/db/schema.ts';
import { aStoredQuote } from './factories.ts';
import { ORIGIN, adminHeaders, call, db, errorOf, signIn } from './support.ts';

const CHANGES: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
const endpoints = guardedEndpoints();
/** The calls to try: each registered method, and every method on a path registered for all (the guard's wildcard). */
const calls = endpoints.flatMap(({ path, methods }) => (methods.length ? methods : [...METHODS]).map((method) => ({ path, method })));

function request(method: Method, headers: Record<string, string>, body = '{}'): RequestInit {
  return { method, headers, ...(method === 'GET' ? {} : { body }) };
}

describe('the admin guard over every registered admin route', () => {
  let cookie = '';
  beforeEach(async () => {
    cookie = await signIn();
  });

  it('finds the guard on /api/admin/* and /api/email/*', () => {
    expect(endpoints.map((endpoint) => endpoint.path)).toEqual(expect.arrayContaining(['/admin/*', '/email/*']));
  });

  for (const { path, method } of calls) {
    const target = requestPath(path);

    it(`${method} ${target}: 401 without a session`, async () => {
      const withoutSession: Record<string, string>[] = [
        { Origin: ORIGIN, 'Content-Type': 'application/json' },
        { Cookie: '__Host-admin_session=forged.token.value', Origin: ORIGIN, 'Content-Type': 'application/json' },
      ];
      for (const headers of withoutSession) {
        const response = await call(target, request(method, headers));
        expect(response.status).toBe(401);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(await errorOf(response)).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
      }
    });

    if (CHANGES.includes(method)) {
      it(`${method} ${target}: 403 from another origin, without an Origin, or with a body that is not JSON`, async () => {
        const foreign = await call(target, request(method, { ...adminHeaders(cookie), Origin: 'https://evil.example' }));
        expect(foreign.status).toBe(403);
        expect(await errorOf(foreign)).toEqual({ code: 'forbidden', message: 'This request must come from the site itself.' });

        const { Origin: _origin, ...withoutOrigin } = adminHeaders(cookie);
        expect((await call(target, request(method, withoutOrigin))).status).toBe(403);
        // A look-alike origin: another scheme or port of the same host is another origin.
        expect((await call(target, request(method, { ...adminHeaders(cookie), Origin: ORIGIN.replace('https:', 'http:') }))).status).toBe(403);

        const text = await call(target, request(method, { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'text/plain' }, '{}'));
        expect(text.status).toBe(403);
        expect(await errorOf(text)).toEqual({ code: 'forbidden', message: 'Send the request body as JSON (Content-Type: application/json).' });
        // A body without a declared type is no JSON either.
        const untyped = await call(target, { method, headers: { Cookie: cookie, Origin: ORIGIN }, body: new Uint8Array([123, 125]) });
        expect(untyped.status).toBe(403);
      });
    }

    it(`${method} ${target}: let through with a session from the site`, async () => {
      const response = await call(target, request(method, adminHeaders(cookie)));
      expect([401, 403, 405]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
      // Never kept by a proxy: no-store, or private for the polled lists (revalidated with their ETag).
      expect(response.headers.get('Cache-Control')).toMatch(/^(no-store|private, no-cache)$/);
    });
  }

  for (const { path, methods } of endpoints.filter((endpoint) => endpoint.methods.length > 0)) {
    // GET also answers HEAD; any other method that is not registered is wrong.
    const wrong = METHODS.find((method) => !methods.includes(method));
    if (!wrong) continue;
    it(`${wrong} ${requestPath(path)}: 405 with the methods allowed`, async () => {
      const response = await call(requestPath(path), request(wrong, adminHeaders(cookie)));
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBeTruthy();
      expect((await errorOf(response)).code).toBe('method_not_allowed');
    });
  }

  it('answers 401 to a session that has ended, on every route and method, whatever a read found meanwhile', async () => {
    // A read runs beside the session's check (decision 047): its answer must never reach a cookie whose session is over.
    await aStoredQuote({ firstName: 'Ended', lastName: 'Session' });
    await call('/api/admin/logout', { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN } });
    for (const { path, method } of calls) {
      const response = await call(requestPath(path), request(method, adminHeaders(cookie)));
      expect(response.status, `${method} ${requestPath(path)}`).toBe(401);
      expect(response.headers.get('ETag')).toBeNull();
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await errorOf(response)).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
    }
    const list = await call('/api/admin/quotes', { headers: { Cookie: cookie } });
    expect(await list.text()).not.toContain('Ended');
  });

  it('runs no change for a session that has ended', async () => {
    const quote = await aStoredQuote();
    await call('/api/admin/logout', { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN } });
    const response = await call(`/api/admin/quotes/${quote.id}`, {
      method: 'PATCH',
      headers: adminHeaders(cookie),
      body: JSON.stringify({ status: 'replied' }),
    });
    expect(response.status).toBe(401);
    const [stored] = await db().select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(stored?.status).toBe('pending');
  });

  it('lets a multipart body through on the image upload only, and from the site only', async () => {
    const form = () => {
      const body = new FormData();
      body.append('file', new File(['not an image'], 'a.jpg', { type: 'image/jpeg' }));
      return body;
    };
    const upload = await call('/api/admin/uploads', { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN }, body: form() });
    // Past the guard: the upload itself refuses the file.
    expect(upload.status).toBe(400);
    for (const [path, method] of [
      ['/api/admin/excursions', 'POST'],
      ['/api/admin/excursions/1', 'PUT'],
      ['/api/admin/quotes/1', 'PATCH'],
      ['/api/admin/uploads', 'PUT'],
    ] as const) {
      const response = await call(path, { method, headers: { Cookie: cookie, Origin: ORIGIN }, body: form() });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const foreign = await call('/api/admin/uploads', { method: 'POST', headers: { Cookie: cookie, Origin: 'https://evil.example' }, body: form() });
    expect(foreign.status).toBe(403);
  });

  it('lets a change without a body through without a Content-Type (a DELETE)', async () => {
    const response = await call(`/api/admin/${FUTURE_ROUTE}`, { method: 'DELETE', headers: { Cookie: cookie, Origin: ORIGIN } });
    expect(response.status).toBe(404);
  });
});

describe('the admin pages', () => {
  const page = (path: string, cookie?: string) => call(path, { headers: cookie ? { Cookie: cookie } : {} });

  function expectPrivate(response: Response) {
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  }

  it('send a visitor without a session to /admin/login before any HTML (302)', async () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/quotes',
      '/admin/exquotes',
      '/admin/excursions',
      '/admin/email-reply',
      '/admin/email-reply/1',
      '/admin/messages',
      '/admin/outbox',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('Location'), path).toBe('/admin/login');
      expect(response.headers.get('Content-Type') ?? '', path).not.toMatch(/html/);
      expectPrivate(response);
    }
    const head = await call('/admin/quotes', { method: 'HEAD' });
    expect(head.status).toBe(302);
    expect(head.headers.get('Location')).toBe('/admin/login');
  });

  it('cannot be reached around the guard by spelling the path differently', async () => {
    for (const path of ['/Admin/quotes', '/ADMIN', '/admin//quotes', '/%61dmin/quotes', '/admin%2Fquotes', '/admin/%71uotes']) {
      const response = await page(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('Location'), path).toBe('/admin/login');
    }
  });

  it('let the installable back office’s files through without a session, in their one spelling only', async () => {
    for (const path of ADMIN_PUBLIC_FILES) {
      const response = await page(path);
      expect(response.status, path).not.toBe(302);
    }
    for (const path of ['/Admin/sw.js', '/admin/%73w.js', '/admin//sw.js', '/admin/offline/', '/admin/sw.js.map', '/admin/offline.html']) {
      const response = await page(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('Location'), path).toBe('/admin/login');
    }
  });

  it('show the login page without a session, never cached', async () => {
    const response = await page('/admin/login');
    // No Astro in the API tests: the page itself would come next.
    expect(response.status).not.toBe(302);
    expectPrivate(response);
  });

  it('send a signed-in admin from the login page and from /admin to /admin/quotes (302)', async () => {
    const cookie = await signIn();
    for (const path of ['/admin/login', '/admin', '/admin/']) {
      const response = await page(path, cookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('Location'), path).toBe('/admin/quotes');
      expectPrivate(response);
    }
    const dashboard = await page('/admin/quotes', cookie);
    expect(dashboard.status).not.toBe(302);
    expectPrivate(dashboard);
  });

  it('treat a cookie whose session has ended as no session', async () => {
    const cookie = await signIn();
    await call('/api/admin/logout', { method: 'POST', headers: { Cookie: cookie, Origin: ORIGIN } });
    const response = await page('/admin/quotes', cookie);
    expect(response.headers.get('Location')).toBe('/admin/login');
    expect((await page('/admin/login', cookie)).status).not.toBe(302);
  });
});

describe('the language of the back office’s answers', () => {
  it('is the dashboard’s choice when this browser made one, else Accept-Language; the public API ignores it', async () => {
    const cookie = await signIn();
    const refusal = (headers: Record<string, string>) => call('/api/admin/quotes?status=bogus', { headers: { Cookie: cookie, ...headers } });
    expect((await errorOf(await refusal({}))).message).toBe('Some fields need your attention.');
    expect((await errorOf(await refusal({ Cookie: `${cookie}; __Host-admin_lang=fr` }))).message).toBe('Certains champs doivent être corrigés.');
    // The choice wins over the browser's languages; a value that is no language is no choice.
    expect((await errorOf(await refusal({ Cookie: `${cookie}; __Host-admin_lang=en`, 'Accept-Language': 'fr' }))).message).toBe(
      'Some fields need your attention.',
    );
    expect((await errorOf(await refusal({ Cookie: `${cookie}; __Host-admin_lang=xx`, 'Accept-Language': 'fr' }))).message).toBe(
      'Certains champs doivent être corrigés.',
    );
    const publicApi = await call('/api/excursions/nope', { headers: { Cookie: '__Host-admin_lang=fr' } });
    expect((await errorOf(publicApi)).message).toBe('This excursion does not exist or is no longer offered.');
  });
});
