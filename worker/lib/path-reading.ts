// One reading of a request's path for every part of the Worker (decision 032). Routers
// decode a path a different number of times (Hono once, Astro's page router twice), so a guard
// that decodes once can judge '/%2561dmin/quotes' a stranger's page while the router serves the
// dashboard. Two readings settle it:
// - the *eager* reading: decoded until nothing changes, overlong UTF-8 taken at its code point,
//   ';' parameters, trailing dots and spaces, '.' and '..' segments, backslashes and repeated
//   slashes resolved, case folded: the most any router could make of the path. A guard asks
//   whether *that* is an admin path, so no decoding depth reaches the dashboard around it;
// - *ambiguous*: the path as sent does not decode once into a plain path (a second layer of
//   escapes, an encoded slash or backslash, a control character, a dot segment, bytes that are not
//   UTF-8). Such a path has more than one reading, and is refused (400) once the guard has spoken.

/** More layers than this is no path anyone typed: the reading stops there (and it is ambiguous anyway). */
const MAX_DECODING_ROUNDS = 8;

const REPLACEMENT = 0xfffd;

/**
 * The UTF-8 `bytes` as text, leniently: an overlong form (0xC1 0xA1 for 'a') gives its code point,
 * as a careless decoder would; a byte that starts no sequence gives U+FFFD.
 */
function lenientUtf8(bytes: readonly number[]): string {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i] ?? 0;
    const length = lead < 0x80 ? 1 : lead >= 0xc0 && lead < 0xe0 ? 2 : lead >= 0xe0 && lead < 0xf0 ? 3 : lead >= 0xf0 && lead < 0xf8 ? 4 : 0;
    if (length === 0) {
      text += String.fromCodePoint(REPLACEMENT);
      i += 1;
      continue;
    }
    let codePoint = length === 1 ? lead : lead & (0xff >> (length + 1));
    let read = 1;
    while (read < length && ((bytes[i + read] ?? 0) & 0xc0) === 0x80) {
      codePoint = (codePoint << 6) | ((bytes[i + read] ?? 0) & 0x3f);
      read += 1;
    }
    const valid = read === length && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    text += String.fromCodePoint(valid ? codePoint : REPLACEMENT);
    i += read;
  }
  return text;
}

const encoder = new TextEncoder();

/** One round of percent-decoding, every escape included (%2F too), bytes read leniently. */
function decodeOnceEagerly(text: string): string {
  if (!text.includes('%')) return text;
  const bytes: number[] = [];
  for (let i = 0; i < text.length;) {
    const escape = /^%[0-9a-fA-F]{2}/.exec(text.slice(i, i + 3));
    if (escape) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 3;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i) ?? REPLACEMENT);
    bytes.push(...encoder.encode(char));
    i += char.length;
  }
  return lenientUtf8(bytes);
}

/**
 * The most any router could make of `rawPath` (a URL's pathname, still percent-encoded), lower
 * case: '/%2561DMIN;x/./quotes.' reads '/admin/quotes'. Always starts with '/', never ends with one
 * (but the root), no empty, '.' or '..' segment.
 */
export function eagerPathReading(rawPath: string): string {
  let path = rawPath;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    const next = decodeOnceEagerly(path);
    if (next === path) break;
    path = next;
  }
  const segments: string[] = [];
  for (const raw of path.normalize('NFKC').replaceAll('\\', '/').split('/')) {
    const segment = raw
      .replace(/;.*$/s, '')
      // eslint-disable-next-line no-control-regex -- control characters are what some servers cut a path at
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .toLowerCase();
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment.replace(/[.\s]+$/, ''));
  }
  return `/${segments.filter((segment) => segment !== '').join('/')}`;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPLAIN_DECODED = /[\u0000-\u001f\u007f\\]|%[0-9a-fA-F]{2}|(^|\/)\.{1,2}(\/|$)/;

/**
 * True when `rawPath` can be read more than one way: it does not decode as UTF-8, or once decoded
 * it still holds an escape (it was encoded twice), a backslash, a control character or a '.'/'..'
 * segment, or it encodes a slash or backslash (one router splits there, another does not).
 */
export function isAmbiguousPath(rawPath: string): boolean {
  if (/%(2f|5c)/i.test(rawPath)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  return UNPLAIN_DECODED.test(decoded);
}

/** `path` (an eager reading) is `prefix` or under it. */
export const isAtOrUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
