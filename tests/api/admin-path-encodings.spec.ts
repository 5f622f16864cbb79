// One reading of the path (decision 032). Every dashboard page and every guarded endpoint, written
// every way a router might still read as that page or endpoint (escaped once, twice or three times, in
// mixed case, with an encoded slash or dot, overlong UTF-8, ';' parameters, trailing dots and
// slashes, a full-width letter…): without a session a page answers the redirect to the sign-in
// page and an endpoint 401, whatever the spelling. With a session, a spelling that can be read more
// than one way is refused (400), so nothing behind the guard ever chooses a reading.
import { describe, expect, it } from 'vitest';
import { isAmbiguousPath } from '../../worker/lib/path-reading.ts';
import { ADMIN_PUBLIC_FILES } from '../../worker/middleware/admin-pages.ts';
import { adminPagePaths, guardedEndpoints, requestPath } from './admin-routes.ts';
import { ORIGIN, call, errorOf, signIn } from './support.ts';

/** Ways of writing the path's first segment after `prefix` ('admin' or 'email'), and the rest of it. */
const VARIANTS: readonly [string, (prefix: string, first: string, rest: string) => string][] = [
  ['escaped once', (p, f, r) => `${p}/%${hex(f, 0)}${f.slice(1)}${r}`],
  ['escaped once, upper-case hex', (p, f, r) => `${p}/${f.slice(0, 1)}%${hex(f, 1).toUpperCase()}${f.slice(2)}${r}`],
  ['escaped twice', (p, f, r) => `${p}/%25${hex(f, 0)}${f.slice(1)}${r}`],
  ['escaped twice, second letter', (p, f, r) => `${p}/${f.slice(0, 1)}%25${hex(f, 1)}${f.slice(2)}${r}`],
  ['escaped three times', (p, f, r) => `${p}/%2525${hex(f, 0)}${f.slice(1)}${r}`],
  ['escaped twice, mixed case', (p, f, r) => `${p}/%25${hex(f, 0).toUpperCase()}${f.slice(1).toUpperCase()}${r}`],
  ['in capitals', (p, f, r) => `${p}/${f.toUpperCase()}${r.toUpperCase()}`],
  ['in mixed case', (p, f, r) => `${p}/${f.slice(0, 1).toUpperCase()}${f.slice(1)}${r}`],
  ['an encoded slash after it', (p, f, r) => (r ? `${p}/${f}%2f${r.slice(1)}` : `${p}/${f}%2f`)],
  ['an encoded slash, upper case, escaped twice', (p, f, r) => (r ? `${p}/${f}%252F${r.slice(1)}` : `${p}/${f}%252F`)],
  ['an encoded backslash after it', (p, f, r) => (r ? `${p}/${f}%5c${r.slice(1)}` : `${p}/${f}%5c`)],
  ['an encoded dot segment before it', (p, f, r) => `${p}/x/%2e%2e/${f}${r}`],
  ['an encoded dot segment, escaped twice', (p, f, r) => `${p}/x/%252e%252e/${f}${r}`],
  ['a trailing encoded dot', (p, f, r) => `${p}/${f}%2e${r}`],
  ['overlong UTF-8 for its first letter', (p, f, r) => `${p}/${overlong(f.charCodeAt(0))}${f.slice(1)}${r}`],
  ['an overlong UTF-8 slash', (p, f, r) => (r ? `${p}/${f}%c0%af${r.slice(1)}` : `${p}/${f}%c0%af`)],
  ['a full-width first letter', (p, f, r) => `${p}/${fullWidth(f.charCodeAt(0))}${f.slice(1)}${r}`],
  ['a ; parameter', (p, f, r) => `${p}/${f};jsessionid=1${r}`],
  ['a ; parameter at the end', (p, f, r) => `${p}/${f}${r};x`],
  ['a trailing dot', (p, f, r) => `${p}/${f}.${r}`],
  ['trailing dots at the end', (p, f, r) => `${p}/${f}${r}..`],
  ['a trailing slash', (p, f, r) => `${p}/${f}${r}/`],
  ['repeated slashes', (p, f, r) => `${p}//${f}//${r.slice(1)}`],
  ['a NUL after it', (p, f, r) => `${p}/${f}%00${r}`],
];

const hex = (text: string, index: number) => text.charCodeAt(index).toString(16);
/** The two-byte overlong form of an ASCII character ('a' → %c1%a1). */
const overlong = (code: number) => `%${(0xc0 | (code >> 6)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
/** The character's full-width form as UTF-8 escapes ('a' → 'ａ'). */
const fullWidth = (code: number) => [...new TextEncoder().encode(String.fromCodePoint(code - 0x21 + 0xff01))].map((byte) => `%${byte.toString(16)}`).join('');

/** `path` ('/admin/quotes', '/api/admin/quotes/1') split around its guarded segment. */
function spelled(path: string): { name: string; path: string }[] {
  const match = /^(\/api)?\/(admin|email)(\/.*)?$/.exec(path);
  if (!match) throw new Error(`not an admin path: ${path}`);
  const [, prefix = '', first = '', rest = ''] = match;
  return VARIANTS.map(([name, write]) => ({ name, path: write(prefix, first, rest) }));
}

const pages = adminPagePaths();
const endpoints = [...new Set(guardedEndpoints().map((endpoint) => requestPath(endpoint.path)))];

describe('the table itself', () => {
  it('covers every dashboard page and every guarded endpoint', () => {
    expect(pages).toEqual(expect.arrayContaining(['/admin', '/admin/login', '/admin/quotes', '/admin/security', '/admin/email-reply/1']));
    expect(endpoints).toEqual(expect.arrayContaining(['/api/admin/quotes', '/api/admin/security/totp/disable', '/api/email/send']));
  });
});

describe('every spelling of a dashboard page, without a session: the redirect to the sign-in page', () => {
  for (const page of pages) {
    it(page, async () => {
      for (const variant of spelled(page)) {
        // The URL parser resolves '/x/%2e%2e/admin/login' to the sign-in page itself, which is shown;
        // '/x/%2e%2e/admin/offline' to the unguarded offline page (admin-guard.spec.ts covers those).
        const resolved = new URL(variant.path, ORIGIN).pathname;
        if (resolved === '/admin/login' || ADMIN_PUBLIC_FILES.has(resolved)) continue;
        const response = await call(variant.path);
        expect(response.status, `${variant.name}: ${variant.path}`).toBe(302);
        expect(response.headers.get('Location'), variant.path).toBe('/admin/login');
        expect(response.headers.get('Cache-Control'), variant.path).toBe('no-store');
      }
    });
  }
});

describe('every spelling of a guarded endpoint, without a session: 401', () => {
  for (const endpoint of endpoints) {
    it(endpoint, async () => {
      for (const variant of spelled(endpoint)) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await call(variant.path, {
            method,
            headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
            ...(method === 'POST' ? { body: '{}' } : {}),
          });
          expect(response.status, `${variant.name}: ${method} ${variant.path}`).toBe(401);
          expect(await errorOf(response)).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
          expect(response.headers.get('Cache-Control')).toBe('no-store');
        }
      }
    });
  }
});

describe('with a session, a spelling that reads more than one way goes no further (400)', () => {
  it('for the pages, in the language of the path', async () => {
    const cookie = await signIn();
    for (const variant of spelled('/admin/quotes').filter(({ path }) => isAmbiguousPath(new URL(path, ORIGIN).pathname))) {
      const response = await call(variant.path, { headers: { Cookie: cookie } });
      expect(response.status, `${variant.name}: ${variant.path}`).toBe(400);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.text()).toContain('This address is not valid');
    }
    const french = await call('/fr/%2561dmin/quotes');
    expect(french.status).toBe(400);
    expect(await french.text()).toContain('Cette adresse n’est pas valide');
  });

  it('for the API, as JSON in the request’s language', async () => {
    const cookie = await signIn();
    const ambiguous = spelled('/api/admin/quotes').filter(({ path }) => isAmbiguousPath(new URL(path, ORIGIN).pathname));
    expect(ambiguous.length).toBeGreaterThan(8);
    for (const variant of ambiguous) {
      const response = await call(variant.path, { headers: { Cookie: cookie } });
      expect(response.status, `${variant.name}: ${variant.path}`).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_path');
    }
    const french = await call('/api/admin/quotes%2f1', { headers: { Cookie: cookie, 'Accept-Language': 'fr' } });
    expect(await errorOf(french)).toEqual({
      code: 'bad_path',
      message: 'Cette adresse n’est pas valide\u00a0: elle est écrite d’une façon qui peut se lire de plusieurs manières.',
    });
  });

  it('and a public page written twice-encoded is refused the same way, a plain one served as before', async () => {
    expect((await call('/%2566r/contact-us')).status).toBe(400);
    expect((await call('/api/%2565xcursions')).status).toBe(400);
    expect((await call('/api/excursions')).status).toBe(200);
  });
});
