// What a request says about itself (its user agent, the username typed at sign-in) is the client's to
// choose: before it goes into the audit trail it is cut to a sane length and cleared of control and
// direction characters, so an entry can neither fill the table nor forge a line or reorder what the
// screen shows around it.

/** C0 and C1 controls (line breaks, escape, NUL…) and the Unicode direction marks, embeddings and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without control or direction characters, spaces collapsed, at most `max` characters (a surrogate pair never cut). */
export function auditText(text: string | null | undefined, max: number): string {
  const clean = (text ?? '').replace(CONTROL_OR_BIDI, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  return characters.length <= max ? clean : characters.slice(0, max).join('');
}
