// A page's own CSS (decision 048): of its stylesheets, only the rules its markup and scripts can
// match, written inline in place of the render-blocking <link>s. The stylesheets are read once, at
// build time (scripts/lib/page-css.ts, with postcss), into an index: each rule with what each of its
// selectors requires (classes, scoped-style attributes, elements), the custom properties it reads,
// and the at-rules around it. Choosing a page's rules from the index is string matching, cheap
// enough for the Worker to do on the pages it renders on demand (the excursions, the 404, a
// customer's page) as the build does for the pre-rendered ones: one implementation for both.

/**
 * What a selector requires of the page, every one of them: `.name` a class, `[name` a scoped-style
 * attribute (`data-astro-cid-…`), `<name` an element.
 */
export type Requirement = string;

/** One selector of a rule, as written, and what it requires. */
export type IndexedSelector = [text: string, requires: Requirement[]];

export type CssIndexItem =
  /** Kept whatever the page: comments, keyframes, @font-face, `@layer a, b;`. */
  | { chain: number; raw: string }
  /** An `@property` registration: kept while something reads its custom property. */
  | { chain: number; property: string; raw: string }
  /** A rule: kept when one of its selectors matches; `body` is everything after the selector. */
  | { chain: number; selectors: IndexedSelector[]; body: string; reads: string[] }
  /**
   * A rule that sets defaults (`:root`, `*`, `::backdrop`…): kept as a rule, but the custom
   * properties nothing reads go (the theme's variables, Tailwind's fallbacks). `decls` are its
   * declarations in order: a custom property's name, its text and what it reads; others have no name.
   */
  | { chain: number; selectors: IndexedSelector[]; between: string; decls: [property: string | null, text: string, reads: string[]][]; semicolon: boolean };

export interface CssIndex {
  /** The at-rules around the items (their text up to `{`), outermost first; item.chain points here. */
  chains: string[][];
  items: CssIndexItem[];
}

/** What a page offers its selectors: the classes of its markup, its text and its scripts' text. */
export interface PageUse {
  classes: Set<string>;
  html: string;
  scripts: string;
}

/** A linked stylesheet (its URL) or an inline one (its text). */
export const CSS_PIECE = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>|<style>([\s\S]*?)<\/style>/g;
export const SCRIPT_BLOCK = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
/** The script files a page loads: module scripts, islands and their renderers. */
export const SCRIPT_URL = /(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g;
/** A script file an inline script loads later by its URL (scripts/lib/late-modules.ts), however quoted. */
export const LOADED_SCRIPT_URL = /["'`](\/_astro\/[^"'`]+\.js)["'`]/g;

export function pageUse(html: string, scripts: string): PageUse {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of (value ?? '').split(/\s+/)) if (name) classes.add(name);
  return { classes, html, scripts };
}

function meets(requirement: Requirement, use: PageUse, found: Map<string, boolean>): boolean {
  let answer = found.get(requirement);
  if (answer === undefined) {
    const name = requirement.slice(1);
    if (requirement.startsWith('.')) answer = use.classes.has(name) || use.scripts.includes(name);
    else if (requirement.startsWith('[')) answer = use.html.includes(name);
    else answer = use.html.includes(`<${name}`) || use.scripts.includes(name);
    found.set(requirement, answer);
  }
  return answer;
}

type Kept = { chain: number; text: () => string };

/**
 * The page's stylesheets (their indexes, in order) reduced to the rules it can match, as CSS text,
 * one per stylesheet ('' when none of it applies). A custom property is read when a kept rule, one
 * of its sibling stylesheets, the page's inline styles or its scripts name it.
 */
export function pageCss(indexes: readonly CssIndex[], use: PageUse): string[] {
  const found = new Map<string, boolean>();
  const selected = indexes.map((index) =>
    index.items.flatMap((item): { item: CssIndexItem; selectors: string[] }[] => {
      if (!('selectors' in item)) return [{ item, selectors: [] as string[] }];
      const selectors = item.selectors.filter(([, requires]) => requires.every((requirement) => meets(requirement, use, found))).map(([text]) => text);
      return selectors.length === 0 ? [] : [{ item, selectors }];
    }),
  );
  // A variable may read another: three rounds, as many as the theme nests.
  const isReadByPage = (name: string) => use.html.includes(`var(${name}`) || use.scripts.includes(name);
  let dropped = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    const read = new Set<string>();
    for (const kept of selected)
      for (const { item } of kept) {
        if ('reads' in item) for (const name of item.reads) read.add(name);
        if ('decls' in item)
          for (const [property, , reads] of item.decls) if (property === null || !dropped.has(property)) for (const name of reads) read.add(name);
      }
    const next = new Set<string>();
    for (const kept of selected)
      for (const { item } of kept) {
        if ('property' in item && !read.has(item.property) && !isReadByPage(item.property)) next.add(item.property);
        if ('decls' in item) for (const [property] of item.decls) if (property !== null && !read.has(property) && !isReadByPage(property)) next.add(property);
      }
    dropped = next;
  }
  return indexes.map((index, sheet) => {
    const kept: Kept[] = [];
    for (const { item, selectors } of selected[sheet] ?? []) {
      if ('property' in item) {
        if (!dropped.has(item.property)) kept.push({ chain: item.chain, text: () => item.raw });
      } else if ('raw' in item) kept.push({ chain: item.chain, text: () => item.raw });
      else if ('body' in item) kept.push({ chain: item.chain, text: () => `${selectors.join(',')}${item.body}` });
      else {
        const decls = item.decls.filter(([property]) => property === null || !dropped.has(property)).map(([, text]) => text);
        if (decls.length > 0)
          kept.push({ chain: item.chain, text: () => `${selectors.join(',')}${item.between}{${decls.join(';')}${item.semicolon ? ';' : ''}}` });
      }
    }
    return withAtRules(kept, index.chains);
  });
}

/** The kept items with the at-rules around them, each opened once for a run of items inside it. */
function withAtRules(kept: readonly Kept[], chains: readonly string[][]): string {
  let css = '';
  let open: readonly string[] = [];
  for (const { chain, text } of kept) {
    const wanted = chains[chain] ?? [];
    let shared = 0;
    while (shared < open.length && shared < wanted.length && open[shared] === wanted[shared]) shared += 1;
    css += '}'.repeat(open.length - shared);
    for (const atRule of wanted.slice(shared)) css += `${atRule}{`;
    css += text();
    open = wanted;
  }
  return css + '}'.repeat(open.length);
}

/** What the build hands the Worker: the index of every stylesheet, the names each script file (with its imports) mentions, the icons. */
export interface BuildCssIndex {
  sheets: Record<string, CssIndex>;
  /** By URL (`/_astro/…js`): the classes, elements and custom properties of the stylesheets its text names. */
  scripts: Record<string, string>;
  /** The icon sprite (/icons.svg), for withIconsWhenFree. */
  sprite: string;
  /**
   * By page path (`pagePathKey`): the hashes of the inline scripts each pre-rendered page carries
   * ('sha256-…', as the manifest writes them), which its Content-Security-Policy header lists
   * instead of the whole build's (decision 048).
   */
  pageScriptHashes?: Record<string, string[]>;
}

/** A page's key in `pageScriptHashes`, from its path as asked (`/fr/`, `/services/`) or its file (`fr/index.html`). */
export function pagePathKey(path: string): string {
  const page = `/${path.replace(/^\/+/, '')}`
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return page === '' ? '/' : page;
}

/** What one script hash adds to the policy header: `'sha256-` + 44 characters of base64 + `'` and a space. */
const SCRIPT_HASH_HEADER_BYTES = 54;
/** How much larger than the build's measure (gzip at its best) a page may arrive compressed by the server. */
const SERVED_COMPRESSION_MARGIN_BYTES = 150;

/**
 * What a page's compressed HTML may weigh to arrive in the first window when its policy header
 * leaves out `hashesLeftOut` of the build's script hashes (a pre-rendered page lists only its own):
 * FIRST_WINDOW_BYTES and the room they took, less a margin for the server's compression.
 */
export function firstWindowBytes(hashesLeftOut: number): number {
  return FIRST_WINDOW_BYTES + Math.max(0, hashesLeftOut * SCRIPT_HASH_HEADER_BYTES - SERVED_COMPRESSION_MARGIN_BYTES);
}

/**
 * What a page's compressed HTML may weigh to arrive in the first TCP window of a new connection
 * (10 segments of 1,460 bytes) together with its response's headers (about 1.6 KB, most of it the
 * security policy).
 */
export const FIRST_WINDOW_BYTES = 13_000;

const SPRITE_USE = /(<use href=")\/icons\.svg\?v=[\w-]+#([\w-]+)"/g;

/** An image the first screen waits for: the page's photograph, asked for at once (`fetchpriority="high"`). */
const FIRST_SCREEN_PHOTO = /<img\b[^>]*\sfetchpriority="high"/;

/**
 * The page with the icons it draws inside it (one hidden <svg> of their symbols, each <use> pointing
 * at its symbol) unless the sprite is cheaper: inline when the page fits the first window with them,
 * needs a second one without them anyway, or waits for a photograph on its first screen. There, over
 * HTTP/1.1, the photograph takes the page's connection and the sprite's request (asked while the page
 * is parsed) a new one beside it: a handshake and a round trip, which Lighthouse counts in the first
 * screen's time (both graphs of its simulated LCP), where a second window of the page costs one round
 * trip. `window` is FIRST_WINDOW_BYTES, more for a page whose headers are shorter (a pre-rendered
 * page's policy lists only its own scripts' hashes). The others (a policy page, whose largest paint is
 * its text, drawn before the sprite arrives) keep /icons.svg, cached across pages. `weigh` gives a
 * text's compressed size.
 */
export async function withIconsWhenFree(
  html: string,
  sprite: string,
  weigh: (text: string) => number | Promise<number>,
  window: number = FIRST_WINDOW_BYTES,
): Promise<string> {
  const names = new Set([...html.matchAll(SPRITE_USE)].map(([, , name]) => name ?? ''));
  if (names.size === 0) return html;
  const symbols = [...sprite.matchAll(/<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g)]
    .filter(([, id]) => names.has(id ?? ''))
    // Prefixed: a page's own ids (a form's "phone" field) must not meet an icon's.
    .map(([symbol]) => symbol.replace('<symbol id="', '<symbol id="icon-'));
  const body = html.indexOf('>', html.indexOf('<body')) + 1;
  if (body === 0 || symbols.length !== names.size) return html;
  const inline =
    `${html.slice(0, body)}<svg aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">${symbols.join('')}</svg>${html.slice(body)}`.replace(
      SPRITE_USE,
      '$1#icon-$2"',
    );
  return FIRST_SCREEN_PHOTO.test(html) || (await weigh(inline)) <= window || (await weigh(html)) > window ? inline : html;
}

/**
 * The page with each linked stylesheet the index knows replaced by a <style> of the rules the page
 * can match (none when it matches nothing); inline <style>s and unknown stylesheets stay as they are.
 */
export function withPageCss(html: string, index: BuildCssIndex): string {
  const linked = [...html.matchAll(CSS_PIECE)].flatMap(([, url]) => (url && index.sheets[url] ? [url] : []));
  if (linked.length === 0) return html;
  const inline = [...html.matchAll(SCRIPT_BLOCK)].map(([, body]) => body ?? '');
  const urls = [...html.matchAll(SCRIPT_URL), ...inline.flatMap((body) => [...body.matchAll(LOADED_SCRIPT_URL)])].map(([, url]) => url ?? '');
  const scripts = [...inline, ...urls.map((url) => index.scripts[url] ?? '')].join('\n');
  const css = pageCss(
    linked.map((url) => index.sheets[url] as CssIndex),
    pageUse(html, scripts),
  );
  let at = 0;
  return html.replace(CSS_PIECE, (piece, url: string | undefined) => {
    if (!url || !index.sheets[url]) return piece;
    const text = css[at++] ?? '';
    return text === '' ? '' : `<style>${text}</style>`;
  });
}
