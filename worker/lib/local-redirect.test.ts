import { describe, expect, it } from 'vitest';
import { isPlainPath } from './local-redirect.ts';

describe('isPlainPath', () => {
  it.each(['/', '/fr/', '/taxi', '/fr/contact-us', '/taxi.html', '/%E2%82%AC', '/a-b_c~d'])('accepts %s', (path) => {
    expect(isPlainPath(path)).toBe(true);
  });

  it.each([
    ['no leading slash', 'taxi'],
    ['protocol-relative', '//evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['a double slash later on', '/fr//evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a line break', '/%0D%0ALocation:x'],
    ['NUL', '/%00'],
    ['DEL', '/%7F'],
    ['a C1 control', '/%C2%85'],
    ['a raw space', '/a b'],
    ['raw non-ASCII', '/€'],
    ['a malformed escape', '/%E0%A4%A'],
  ])('refuses %s', (_why, path) => {
    expect(isPlainPath(path)).toBe(false);
  });
});
