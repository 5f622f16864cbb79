// The admin's reply (POST /api/email/send) arrives as HTML. Before it goes into an e-mail it is
// rebuilt from scratch: the runtime's own HTML parser (HTMLRewriter, lol-html: the HTML standard's
// tokenizer) reads it, and only an allowlist of formatting tags comes out (p, br, strong, em, b, i,
// u, ul, ol, li, h2-h4, blockquote, and a with an http(s), mailto or tel href), with no attribute
// but that href; every text is decoded and escaped again. Nothing of the input is copied through as
// markup, so however the input is malformed (unclosed tags, odd quotes, entities, script hidden in
// comments), the output is well-formed, balanced and inert. The same pass writes the plain-text
// alternative. Why the runtime's parser and not a library: docs/decisions/033.
import { escapeHtml } from '../contract/escape-html.ts';

/**
 * Elements dropped with everything inside them: scripts and styles, embedded documents and foreign
 * content (svg, math), form controls and the document head. Their content is skipped until the parser
 * ends them (their end tag, or the end tag of an element around them; never, and so the rest of the
 * input, when they are not closed).
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

/**
 * Text with its character references decoded: '&lt;' → '<', '&#233;' → 'é', '&#x1F600;' → '😀'.
 * The parser hands over text and attribute values as written, so this is where they are read.
 */
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

/**
 * The runtime's parser refused to read the message, so it cannot be rebuilt whole and is refused
 * rather than sent cut short. Two things make it refuse, neither written by an editor (the dashboard's
 * own HTML is flat paragraphs): more elements opened and never closed than it follows (it keeps each
 * until its end tag, and stops at 16,384), and markup only a browser's full tree builder could settle,
 * such as a <style> inside <select> (mutation-XSS shapes), where it cannot tell whether what follows
 * is text or tags.
 */
export class UnreadableReplyError extends Error {
  constructor(options?: ErrorOptions) {
    super("The runtime's HTML parser could not read the message.", options);
    this.name = 'UnreadableReplyError';
  }
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

/**
 * Calls `onEnd` when the parser ends `element` (its end tag, or the end tag of an element around it);
 * false when it never will: void elements (br, img) and self-closed foreign ones (<svg/>), for which
 * the runtime refuses an end-tag handler.
 */
function whenEnded(element: Element, onEnd: () => void): boolean {
  try {
    element.onEndTag(onEnd);
    return true;
  } catch {
    return false;
  }
}

/** `input` rebuilt with only the allowlisted tags, balanced, every text escaped; with its text alternative. */
export async function sanitizeReplyHtml(input: string): Promise<SanitizedHtml> {
  // Output in parts, joined once at the end: slicing a string being built would copy it every time.
  const html: string[] = [];
  const text: string[] = [];
  const stack: OpenElement[] = [];
  /** Open elements whose content is being dropped (a script, or anything inside one). */
  let dropping = 0;
  /** Text read since the last tag: the parser hands it over in chunks, which may split a reference. */
  let pendingText = '';

  const flushText = () => {
    if (pendingText === '') return;
    const value = decodeEntities(pendingText).replace(CONTROL, '');
    pendingText = '';
    html.push(escapeHtml(value));
    // As HTML shows it: runs of white space are one space (no-break spaces are kept).
    text.push(value.replace(/[ \t\n\r\f]+/g, ' '));
  };
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
  /** Closes `element` if it is still open, and every element opened inside it. */
  const closeElement = (element: OpenElement) => {
    const index = stack.indexOf(element);
    if (index === -1) return;
    for (const inner of stack.splice(index).reverse()) close(inner);
  };
  /** Closes the open elements down to and including the last one named `name`. */
  const closeThrough = (name: string) => {
    const index = stack.map((element) => element.name).lastIndexOf(name);
    if (index !== -1) closeElement(stack[index]!);
  };
  const isOpen = (name: string) => stack.some((element) => element.name === name);

  /** The kept counterpart of a start tag, opened in the output; undefined when the tag is left out. */
  const open = (element: Element, tagName: string): OpenElement | undefined => {
    const name = ALIASES[tagName] ?? tagName;
    if (!ALLOWED.has(name)) return undefined;
    if (name === 'br') {
      html.push('<br>');
      text.push('\n');
      return undefined;
    }
    // A new block ends an open paragraph or heading; a new item ends the open item of its list.
    if (BLOCKS.has(name)) {
      if (isOpen('p')) closeThrough('p');
      for (const heading of HEADINGS) if (HEADINGS.has(name) && isOpen(heading)) closeThrough(heading);
    }
    if (name === 'li') {
      const names = stack.map((open) => open.name);
      if (names.lastIndexOf('li') > Math.max(names.lastIndexOf('ul'), names.lastIndexOf('ol'))) closeThrough('li');
    }
    if (stack.length >= MAX_DEPTH) return undefined;

    if (name === 'a') {
      const href = element.getAttribute('href');
      const safe = href === null ? null : safeHref(href);
      // A link to nowhere safe is no link: its text stays, as text.
      if (safe === null) return undefined;
      if (isOpen('a')) closeThrough('a');
      const link: OpenElement = { name, at: html.length, href: safe, textAt: text.length };
      stack.push(link);
      html.push(`<a href="${escapeHtml(safe)}">`);
      return link;
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
    const kept: OpenElement = { name, at: html.length };
    stack.push(kept);
    html.push(`<${name}>`);
    return kept;
  };

  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        flushText();
        const tagName = element.tagName;
        if (dropping > 0 || DROPPED_WITH_CONTENT.has(tagName)) {
          if (DROPPED_WITH_CONTENT.has(tagName) && whenEnded(element, () => (dropping -= 1))) dropping += 1;
          return;
        }
        const kept = open(element, tagName);
        // An element the input never closes stays open until the end (closed there with the rest).
        if (kept)
          whenEnded(element, () => {
            flushText();
            closeElement(kept);
          });
      },
    })
    // Comments, doctypes and processing instructions have no handler: nothing of them comes out.
    .onDocument({
      text(chunk) {
        if (dropping === 0) pendingText += chunk.text;
      },
    });
  try {
    // Encoded here so a lone surrogate is one replacement character, as a browser reads it. The
    // parser's output is the input again: only its events are wanted.
    const body = new TextEncoder().encode(input);
    await rewriter.transform(new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })).arrayBuffer();
  } catch (error) {
    // The parser's own refusals; an error thrown by the handlers above is a bug, and goes on as one.
    if (error instanceof Error && error.message.startsWith('Parser error:')) throw new UnreadableReplyError({ cause: error });
    throw error;
  }
  flushText();
  for (const element of stack.splice(0).reverse()) close(element);

  return { html: html.join('').trim(), text: tidyText(text.join('')) } as SanitizedHtml;
}
