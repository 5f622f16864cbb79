import { describe, expect, it } from 'vitest';
import { eagerPathReading, isAmbiguousPath } from './path-reading.ts';

describe('eagerPathReading: the most any router could make of a path', () => {
  it.each([
    ['/admin/quotes', '/admin/quotes'],
    ['/', '/'],
    ['/Admin/QUOTES', '/admin/quotes'],
    ['/%61dmin/quotes', '/admin/quotes'],
    ['/%2561dmin/quotes', '/admin/quotes'],
    ['/%252561dmin/quotes', '/admin/quotes'],
    ['/a%2564min/quotes', '/admin/quotes'],
    ['/admin%2fquotes', '/admin/quotes'],
    ['/admin%252Fquotes', '/admin/quotes'],
    ['/admin%5cquotes', '/admin/quotes'],
    ['/x/%2e%2e/admin/quotes', '/admin/quotes'],
    ['/x/%252e%252e/admin/quotes', '/admin/quotes'],
    ['/%c1%a1dmin/quotes', '/admin/quotes'],
    ['/admin%c0%afquotes', '/admin/quotes'],
    ['/%e0%81%a1dmin/quotes', '/admin/quotes'],
    ['/%ef%bc%a1dmin/quotes', '/admin/quotes'],
    ['/admin;jsessionid=1/quotes', '/admin/quotes'],
    ['/admin/quotes;x', '/admin/quotes'],
    ['/admin./quotes', '/admin/quotes'],
    ['/admin/quotes..', '/admin/quotes'],
    ['/admin%20/quotes', '/admin/quotes'],
    ['/admin%00/quotes', '/admin/quotes'],
    ['//admin///quotes/', '/admin/quotes'],
    ['/fr/../admin', '/admin'],
    ['/..', '/'],
  ])('%s reads %s', (raw, reading) => {
    expect(eagerPathReading(raw)).toBe(reading);
  });

  it('stops after a few layers of escapes, and never throws on bytes that are not UTF-8', () => {
    expect(eagerPathReading('/%ff%fe/admin')).toBe('/\ufffd\ufffd/admin');
    expect(eagerPathReading('/%25%25%25')).toBe('/%%%');
  });
});

describe('isAmbiguousPath: a path with more than one reading', () => {
  it.each(['/', '/admin/quotes', '/fr/contact-us', '/%61dmin/quotes', '/excursion/tour-eiffel', '/%E2%82%AC', '/admin;x/quotes', '/100%25'])(
    'reads %s one way only',
    (raw) => {
      expect(isAmbiguousPath(raw)).toBe(false);
    },
  );

  it.each([
    ['encoded twice', '/%2561dmin/quotes'],
    ['encoded twice, mixed case', '/%2541DMIN/quotes'],
    ['an encoded slash', '/admin%2fquotes'],
    ['an encoded slash, upper case', '/admin%2Fquotes'],
    ['an encoded backslash', '/admin%5Cquotes'],
    ['overlong UTF-8', '/%c1%a1dmin/quotes'],
    ['a truncated escape', '/admin%E2%82'],
    ['a control character', '/admin%00/quotes'],
    ['a dot segment left by decoding', '/x/%252e%252e/admin'],
  ])('refuses %s', (_why, raw) => {
    expect(isAmbiguousPath(raw)).toBe(true);
  });
});
