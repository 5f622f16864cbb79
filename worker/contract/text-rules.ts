// What any text a visitor sends may contain, for the browser and the server alike (no zod here, so
// the islands can use it). Control characters have no place in a name or an address and break
// e-mail headers; a value made only of invisible characters is no value at all.
import { FIELD_LIMITS } from './limits.ts';

/**
 * The one e-mail address pattern of the product (zod's own, the stricter of the two the code had):
 * letters, digits and _ ' + - . before the @, a domain with a dot and a 2+ letter top level.
 * No angle brackets, commas, spaces or quotes, so an address is always one mailbox.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= FIELD_LIMITS.email && EMAIL_PATTERN.test(value);
}

/** C0 and C1 control characters and DEL, tab and line breaks included. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Characters that show nothing: spaces and format characters (zero-width, bidi controls, BOM). */
const INVISIBLE = /[\p{Z}\p{Cf}\s]/gu;
/** Invisible characters at either end of a value. */
const INVISIBLE_EDGES = /^[\p{Z}\p{Cf}\s]+|[\p{Z}\p{Cf}\s]+$/gu;
/** True when `value` has a control character (tab and line breaks allowed when `multiline`). */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value);
}

/** `value` without invisible characters at its ends; '' when nothing visible is left. */
export function trimInvisible(value: string): string {
  return value.replace(INVISIBLE, '') === '' ? '' : value.replace(INVISIBLE_EDGES, '');
}

/**
 * `value` on one line: bidirectional controls removed (they reorder what the reader sees), line
 * breaks and other control characters made spaces, runs of spaces one, ends trimmed. What a
 * Subject or any other header may hold (the mail layout's headerSafe is this).
 */
export function oneLine(value: string): string {
  return (
    value
      .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      // eslint-disable-next-line no-control-regex -- replacing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
