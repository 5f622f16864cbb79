// The admin's reply (POST /api/email/send) arrives as HTML. Before it goes into an e-mail it is
// rebuilt from scratch: a small tokenizer reads it, and only an allowlist of formatting tags comes
// out (p, br, strong, em, b, i, u, ul, ol, li, h2-h4, blockquote, and a with an http(s), mailto or
// tel href), with no attribute but that href; every text is decoded and escaped again. Nothing of the
// input is copied through as markup, so however the input is malformed (unclosed tags, odd quotes,
// entities, script hidden in comments), the output is well-formed, balanced and inert. The same pass
// writes the plain-text alternative.
import { escapeHtml } from './escape.ts';

export type Token =
  { type: 'text'; value: string } | { type: 'start'; name: string; attributes: Array<[name: string, value: string]> } | { type: 'end'; name: string };

/**
 * Elements dropped with everything inside them: scripts and styles, embedded documents and foreign
 * content (svg, math), form controls and the document head. Their content is skipped up to the
 * matching end tag (or to the end of the input), never read as markup.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'head',
  'plaintext',
]);

const isLetter = (char: string | undefined) => char !== undefined && /^[A-Za-z]$/.test(char);
const isSpace = (char: string | undefined) => char !== undefined && /^[\t\n\f\r ]$/.test(char);

/**
 * The input as text runs, start tags (lower-case name, attributes) and end tags, the way an HTML
 * parser splits it. Comments, doctypes and processing instructions are dropped; so is a tag the input
 * ends inside (as a browser does). A '<' that starts no tag is text.
 */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flushText = () => {
    if (text) tokens.push({ type: 'text', value: text });
    text = '';
  };
  const length = input.length;
  let i = 0;

  /** Index after the next '>' from `from`, or the end of the input when there is none. */
  const afterNextGt = (from: number) => {
    const gt = input.indexOf('>', from);
    return gt === -1 ? length : gt + 1;
  };
  const readName = (from: number): [name: string, end: number] => {
    let end = from;
    while (end < length && !isSpace(input[end]) && input[end] !== '/' && input[end] !== '>') end += 1;
    return [input.slice(from, end).toLowerCase(), end];
  };

  while (i < length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      text += input.slice(i);
      break;
    }
    text += input.slice(i, lt);
    i = lt;
    const next = input[i + 1];

    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end === -1 ? length : end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      i = afterNextGt(i + 2);
      continue;
    }
    if (next === '/') {
      if (isLetter(input[i + 2])) {
        const [name, end] = readName(i + 2);
        const gt = input.indexOf('>', end);
        if (gt === -1) break; // the input ends inside the tag
        flushText();
        tokens.push({ type: 'end', name });
        i = gt + 1;
      } else {
        // '</>' is nothing; '</ x>' and the like are bogus comments.
        i = afterNextGt(i + 2);
      }
      continue;
    }
    if (!isLetter(next)) {
      text += '<';
      i += 1;
      continue;
    }

    // A start tag: its name, then attributes up to the '>' that is not inside a quoted value.
    const [name, nameEnd] = readName(i + 1);
    const attributes: Array<[string, string]> = [];
    let j = nameEnd;
    let closed = false;
    while (j < length) {
      while (j < length && (isSpace(input[j]) || input[j] === '/')) j += 1;
      if (input[j] === '>') {
        closed = true;
        j += 1;
        break;
      }
      if (j >= length) break;
      const attributeStart = j;
      // The first character may be '=' (a browser reads it as part of the name).
      j += 1;
      while (j < length && !isSpace(input[j]) && input[j] !== '/' && input[j] !== '>' && input[j] !== '=') j += 1;
      const attributeName = input.slice(attributeStart, j).toLowerCase();
      while (j < length && isSpace(input[j])) j += 1;
      let value = '';
      if (input[j] === '=') {
        j += 1;
        while (j < length && isSpace(input[j])) j += 1;
        const quote = input[j];
        if (quote === '"' || quote === "'") {
          const close = input.indexOf(quote, j + 1);
          if (close === -1) {
            j = length;
            break;
          }
          value = input.slice(j + 1, close);
          j = close + 1;
        } else {
          const valueStart = j;
          while (j < length && !isSpace(input[j]) && input[j] !== '>') j += 1;
          value = input.slice(valueStart, j);
        }
      }
      attributes.push([attributeName, value]);
    }
    if (!closed) break; // the input ends inside the tag: the tag and the rest are dropped
    i = j;
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (name === 'plaintext') break;
      // Skip to the matching end tag, whatever the content looks like.
      const closing = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'ig');
      closing.lastIndex = i;
      const found = closing.exec(input);
      if (!found) break;
      i = afterNextGt(found.index + 2 + name.length);
      continue;
    }
    flushText();
    tokens.push({ type: 'start', name, attributes });
  }
  flushText();
  return tokens;
}

/** The named character references a message plausibly uses; any other stays as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  Eacute: 'É',
  Egrave: 'È',
  Agrave: 'À',
  Ccedil: 'Ç',
};

/** Text with its character references decoded: '&lt;' → '<', '&#233;' → 'é', '&#x1F600;' → '😀'. */
export function decodeEntities(value: string): string {
  return value.replace(/&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name]! : whole;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    // NUL, surrogates and values beyond Unicode become the replacement character, as in a browser.
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
  });
}

/** Control characters have no place in a message (tab and line breaks aside): dropped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const MAX_HREF_LENGTH = 2048;

/**
 * The href a link may keep: an absolute http(s) URL with a host, or a mailto: or tel: address; null
 * for anything else (javascript:, data:, vbscript:, relative and protocol-relative addresses). Read
 * as a browser reads it: entities decoded, tabs and line breaks inside ignored, controls and spaces
 * at the ends trimmed, so 'java&#x09;script:' or ' javascript:' is still javascript:.
 */
export function safeHref(raw: string): string | null {
  const href = decodeEntities(raw)
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex -- what a browser trims from a URL's ends
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex -- a control character left inside is refused
  if (href === '' || href.length > MAX_HREF_LENGTH || /[\u0000-\u001f\u007f-\u009f]/.test(href)) return null;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(href)?.[1]?.toLowerCase();
  if (!scheme || !LINK_SCHEMES.has(scheme)) return null;
  if (scheme === 'http' || scheme === 'https') {
    try {
      const url = new URL(href);
      return url.hostname ? url.href : null;
    } catch {
      return null;
    }
  }
  return href;
}

/** The tags that come out, each without attributes except a link's href. */
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote']);
/** Tags read as their nearest allowed kind, so a pasted message keeps its shape. */
const ALIASES: Record<string, string> = { div: 'p', h1: 'h2', h5: 'h4', h6: 'h4' };
/** Blocks: each starts on a new paragraph of the text part, and closes an open paragraph (as in HTML). */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote']);
const HEADINGS = new Set(['h2', 'h3', 'h4']);
/** Deeper nesting than this is flattened (its tags dropped, its text kept). */
const MAX_DEPTH = 24;

declare const sanitized: unique symbol;
/** HTML made by sanitizeReplyHtml, and its text alternative: the only HTML the mail layout takes from outside. */
export interface SanitizedHtml {
  readonly html: string;
  readonly text: string;
  readonly [sanitized]: true;
}

interface OpenElement {
  name: string;
  /** Index of its start tag among the output's parts: an element closed with nothing in it is removed. */
  at: number;
  /** A link's address, for the text part. */
  href?: string;
  /** Index of its first text part (links). */
  textAt?: number;
  /** Items so far (ordered lists, for the text part's numbers). */
  items?: number;
}

/** The plain-text alternative: collapsed spaces, trimmed lines, at most one blank line in a row. */
function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\r]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `input` rebuilt with only the allowlisted tags, balanced, every text escaped; with its text alternative. */
export function sanitizeReplyHtml(input: string): SanitizedHtml {
  // Output in parts, joined once at the end: slicing a string being built would copy it every time.
  const html: string[] = [];
  const text: string[] = [];
  const stack: OpenElement[] = [];

  const close = (element: OpenElement) => {
    // An element with nothing in it is left out: '<p></p>' helps no one.
    if (html.length === element.at + 1) html.pop();
    else html.push(`</${element.name}>`);
    if (BLOCKS.has(element.name)) text.push('\n\n');
    if (element.name === 'a' && element.href !== undefined) {
      const label = text.slice(element.textAt).join('').trim();
      const address = element.href.replace(/^(mailto|tel):/i, '');
      if (!label.includes(address)) text.push(` (${element.href})`);
    }
  };
  /** Closes the open elements down to and including the last one named `name`. */
  const closeThrough = (name: string) => {
    const index = stack.map((element) => element.name).lastIndexOf(name);
    if (index === -1) return;
    for (const element of stack.splice(index).reverse()) close(element);
  };
  const isOpen = (name: string) => stack.some((element) => element.name === name);

  for (const token of tokenize(input)) {
    if (token.type === 'text') {
      const value = decodeEntities(token.value).replace(CONTROL, '');
      html.push(escapeHtml(value));
      // As HTML shows it: runs of white space are one space (no-break spaces are kept).
      text.push(value.replace(/[ \t\n\r\f]+/g, ' '));
      continue;
    }
    const name = ALIASES[token.name] ?? token.name;
    if (!ALLOWED.has(name)) continue;

    if (token.type === 'end') {
      // </br> is read as <br> by browsers; here it is simply ignored.
      if (name !== 'br') closeThrough(name);
      continue;
    }

    if (name === 'br') {
      html.push('<br>');
      text.push('\n');
      continue;
    }
    // A new block ends an open paragraph or heading; a new item ends the open item of its list.
    if (BLOCKS.has(name)) {
      if (isOpen('p')) closeThrough('p');
      for (const heading of HEADINGS) if (HEADINGS.has(name) && isOpen(heading)) closeThrough(heading);
    }
    if (name === 'li') {
      const names = stack.map((element) => element.name);
      if (names.lastIndexOf('li') > Math.max(names.lastIndexOf('ul'), names.lastIndexOf('ol'))) closeThrough('li');
    }
    if (stack.length >= MAX_DEPTH) continue;

    if (name === 'a') {
      const href = token.attributes.find(([attribute]) => attribute === 'href')?.[1];
      const safe = href === undefined ? null : safeHref(href);
      // A link to nowhere safe is no link: its text stays, as text.
      if (safe === null) continue;
      if (isOpen('a')) closeThrough('a');
      stack.push({ name, at: html.length, href: safe, textAt: text.length });
      html.push(`<a href="${escapeHtml(safe)}">`);
      continue;
    }

    if (BLOCKS.has(name)) text.push('\n\n');
    if (name === 'li') {
      const list = stack.findLast((open) => open.name === 'ul' || open.name === 'ol');
      if (list?.name === 'ol') {
        list.items = (list.items ?? 0) + 1;
        text.push(`\n${list.items}. `);
      } else {
        text.push('\n• ');
      }
    }
    stack.push({ name, at: html.length });
    html.push(`<${name}>`);
  }
  for (const element of stack.splice(0).reverse()) close(element);

  return { html: html.join('').trim(), text: tidyText(text.join('')) } as SanitizedHtml;
}
