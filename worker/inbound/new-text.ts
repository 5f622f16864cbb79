// What a customer wrote in an e-mail reply, without what their mail program added: the quoted history
// ('>' lines, and everything after an "On … wrote:" / "Le … a écrit :" attribution or an Outlook-style
// header block), the signature (after '-- ') and a phone's "Sent from my …" line. Plain text in,
// plain text out; the thread shows it escaped. Heuristics, in the order mail programs write them:
// a reply that only quotes leaves nothing, and nothing the customer typed above the quote is lost.

/** Control characters have no place in a message (tab and line breaks aside). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\ufeff]/g;

/** The signature delimiter (RFC 3676 says '-- '; many programs drop the space). */
const SIGNATURE = /^-- ?$/;
/** Outlook's and others' separators before the original message. */
const ORIGINAL_MESSAGE = /^\s*-{2,}\s*(original message|message d'origine|message d’origine|message original)\s*-{2,}\s*$/i;
/** Outlook's rule of underscores above its header block. */
const UNDERSCORES = /^\s*_{10,}\s*$/;
/**
 * The header lines of an Outlook-style quoted block, in English and French, bold ('*From:*') or not.
 * A block needs its From, a Sent or Date and a Subject line together: a customer's own "From: Orly /
 * To: the Ritz / Date: 12 December" is a trip, not a quote.
 */
const HEADER_FROM = /^\s*\*?(from|de)\s?:\*?\s/i;
const HEADER_SENT = /^\s*\*?(sent|envoyé|date)\s?:\*?\s/i;
const HEADER_SUBJECT = /^\s*\*?(subject|objet)\s?:\*?\s/i;
/** "On Tue, 24 Nov 2026 at 10:00, Name <a@b> wrote:" and "Le mar. 24 nov. 2026 à 10:00, Name <a@b> a écrit :", on one or two lines. */
const ATTRIBUTION = /^\s*(on\s.+\swrote|le\s.+\sa\s+écrit)\s?:\s*$/i;
const ATTRIBUTION_START = /^\s*(on|le)\s/i;
/** What phones and Outlook add at the end. */
const SENT_FROM =
  /^\s*(sent from my\b|sent from outlook\b|get outlook for\b|envoyé de mon\b|envoyé depuis mon\b|envoyé à partir de\b|obtenir outlook pour\b|téléchargez outlook pour\b)/i;

const isQuoted = (line: string) => /^\s*>/.test(line);
const isBlank = (line: string) => line.trim() === '';

/** An Outlook-style block starts at `index`: a From/De line with Sent/Date and Subject/Objet lines right after it. */
function isHeaderBlock(lines: readonly string[], index: number): boolean {
  if (index < 0 || index >= lines.length || !HEADER_FROM.test(lines[index]!)) return false;
  const following = lines.slice(index + 1, index + 6);
  return following.some((line) => HEADER_SENT.test(line)) && following.some((line) => HEADER_SUBJECT.test(line));
}

/** The index of the next non-blank line from `index` on, or -1. */
function nextFilledIndex(lines: readonly string[], index: number): number {
  for (let at = index; at < lines.length; at += 1) if (!isBlank(lines[at]!)) return at;
  return -1;
}

/** How many lines (1 or 2) the attribution at `index` spans, or 0 when there is none (mail programs wrap long ones). */
function attributionAt(lines: readonly string[], index: number): number {
  const line = lines[index]!;
  if (ATTRIBUTION.test(line)) return 1;
  if (ATTRIBUTION_START.test(line) && index + 1 < lines.length && ATTRIBUTION.test(`${line} ${lines[index + 1]}`)) return 2;
  return 0;
}

/** `text` cut to `max` UTF-16 code units, never inside a character, ending with '…' when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  // A high surrogate at the end would be half a character.
  if (end > 0 && /[\ud800-\udbff]/.test(text[end - 1]!)) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** The new text of a reply's plain-text body, at most `max` characters. */
export function newText(body: string, max: number): string {
  const lines = body.replace(/\r\n?/g, '\n').replace(CONTROL, '').split('\n');
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (SIGNATURE.test(line) || ORIGINAL_MESSAGE.test(line)) break;
    if (UNDERSCORES.test(line) && HEADER_FROM.test(lines[nextFilledIndex(lines, index + 1)] ?? '')) break;
    if (isHeaderBlock(lines, index)) break;
    const attribution = attributionAt(lines, index);
    if (attribution > 0) {
      // Quoted with '>' below it: the customer may go on writing after the quote (bottom-posting).
      // Otherwise the history follows as it was, unmarked: nothing after the attribution is theirs.
      if (!isQuoted(lines[nextFilledIndex(lines, index + attribution)] ?? '')) break;
      index += attribution - 1;
      continue;
    }
    if (isQuoted(line)) continue;
    kept.push(line.trimEnd());
  }
  // A phone's or Outlook's line at the end, and the blank lines around it.
  while (kept.length > 0 && (isBlank(kept.at(-1)!) || SENT_FROM.test(kept.at(-1)!))) kept.pop();
  const text = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cutText(text, max);
}
