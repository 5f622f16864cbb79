// An Astro integration (decision 048): every pre-rendered public page carries, inline in its <head>,
// only the CSS rules its own markup (and the scripts it loads) can match, in place of the site-wide
// stylesheets. Those are render-blocking requests: over a slow mobile network each costs the first
// paint a round trip or two (and over HTTP/1.1 a connection's handshake), while the rules a page
// uses come to about 3–4 KB gzip, so the page paints from its HTML alone and that HTML stays within
// the first TCP window (about 14 KB). The stylesheets stay in dist/ for the pages rendered on demand
// (the excursions, the 404) and the back office.
//
// A rule is kept when every class and every `data-astro-cid-…` attribute its selector requires
// (outside :not(), :is(), :where(), :has()… which are kept whatever they name) appears in the page:
// classes in its `class` attributes or, as for Tailwind's own scanning, anywhere in the text of its
// inline scripts and of the script files it loads (islands and their imports included), since a
// script may add a class.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import postcss, { type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { AstroIntegration } from 'astro';

/** A linked stylesheet (its URL) or an inline one (its text). */
const CSS_PIECE = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"\s*\/?>|<style>([\s\S]*?)<\/style>/g;
const SCRIPT_BLOCK = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const SCRIPT_URL = /(?:src|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g;
const RELATIVE_IMPORT = /["'](\.{1,2}\/[^"']+\.js)["']/g;
/** The chunks a script imports lazily, as Vite lists them for its preloader ("_astro/step.js"). */
const ASSET_IMPORT = /["']\/?(_astro\/[^"']+\.js)["']/g;

/** What a page offers its selectors: the classes of its markup, its attributes' names and its scripts' text. */
export interface PageUse {
  classes: Set<string>;
  html: string;
  scripts: string;
}

export function pageUse(html: string, scripts: string): PageUse {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of (value ?? '').split(/\s+/)) if (name) classes.add(name);
  return { classes, html, scripts };
}

/** Whether every class and scoped-style attribute the selector requires is in the page. */
function selectorIsUsed(selector: selectorParser.Selector, use: PageUse): boolean {
  return selector.nodes.every((node) => {
    if (node.type === 'class') return use.classes.has(node.value) || use.scripts.includes(node.value);
    if (node.type === 'attribute' && node.attribute.startsWith('data-astro-cid-')) return use.html.includes(node.attribute);
    if (node.type === 'tag' && /^[a-z][a-z0-9]*$/.test(node.value)) return use.html.includes(`<${node.value}`) || use.scripts.includes(node.value);
    // :is(.a) and :where(.a > *), as Tailwind writes its variants, require what they name; a list
    // (:is(.a, .b)) requires only one of them, and :not(.a) nothing.
    if (node.type === 'pseudo' && /^:(is|where|has)$/.test(node.value)) {
      return node.nodes.length !== 1 || selectorIsUsed(node.nodes[0] as selectorParser.Selector, use);
    }
    return true;
  });
}

/** The rules of one stylesheet the page can match: every other rule, and at-rules left empty, taken out. */
function pruneRules(css: string, use: PageUse): Root {
  const root: Root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    let kept: string[] = [];
    selectorParser((selectors) => {
      kept = selectors.nodes.filter((selector) => selectorIsUsed(selector, use)).map((selector) => selector.toString().trim());
    }).processSync(rule.selector);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selector = kept.join(',');
  });
  // Tailwind writes each colour with transparency twice: a hex fallback, then the same colour mixed in
  // oklab inside @supports. They draw the same sRGB colour; the fallback alone is kept.
  root.walkAtRules('supports', (atRule) => {
    if (atRule.params.startsWith('(color:color-mix(')) atRule.remove();
  });
  return root;
}

/** A page's stylesheets (in order) reduced to what the page can match; custom properties none of them reads go too. */
export function prunePageCss(sheets: readonly string[], use: PageUse): string[] {
  const roots = sheets.map((css) => pruneRules(css, use));
  dropUnusedProperties(roots, use);
  return roots.map((root) => {
    removeEmptyAtRules(root);
    return root.toString();
  });
}

/** Media and support queries, layers' blocks… whose rules were all taken out. */
function removeEmptyAtRules(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) {
        rule.remove();
        removed = true;
      }
    });
  }
}

/**
 * Custom properties no kept rule, inline style or script reads: the theme's variables, Tailwind's
 * @property registrations and their fallback declarations. Repeated, as a variable may read another.
 */
function dropUnusedProperties(roots: readonly Root[], use: PageUse): void {
  for (let pass = 0; pass < 3; pass += 1) {
    const read = new Set<string>();
    for (const root of roots)
      root.walkDecls((decl) => {
        for (const [, name] of decl.value.matchAll(/var\((--[\w-]+)/g)) read.add(name ?? '');
      });
    const isRead = (name: string) => read.has(name) || use.html.includes(`var(${name}`) || use.scripts.includes(name);
    for (const root of roots) {
      root.walkAtRules('property', (atRule) => {
        if (!isRead(atRule.params.trim())) atRule.remove();
      });
      // The theme's variables and the fallbacks of Tailwind's registered ones; a utility's own
      // variable (--tw-shadow on .shadow-lg) stays with the rule that reads it.
      root.walkDecls(/^--/, (decl) => {
        const rule = decl.parent?.type === 'rule' ? (decl.parent as Rule) : undefined;
        const isDefault = rule !== undefined && /(^|,)\s*(:root|:host|\*|:before|:after|::backdrop)\s*(,|$)/.test(rule.selector);
        if (isDefault && !isRead(decl.prop)) decl.remove();
      });
    }
  }
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The text of the page's scripts: inline ones, and the files it loads with everything they import. */
async function scriptsText(html: string, clientDir: string, read: (file: string) => Promise<string>): Promise<string> {
  const texts = [...html.matchAll(SCRIPT_BLOCK)].map(([, body]) => body ?? '');
  const seen = new Set<string>();
  const queue = [...html.matchAll(SCRIPT_URL)].map(([, url]) => path.join(clientDir, url ?? ''));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await read(file);
    texts.push(text);
    for (const [, relative] of text.matchAll(RELATIVE_IMPORT)) queue.push(path.resolve(path.dirname(file), relative ?? ''));
    for (const [, asset] of text.matchAll(ASSET_IMPORT)) queue.push(path.join(clientDir, asset ?? ''));
  }
  return texts.join('\n');
}

/**
 * What a page's compressed HTML may weigh to arrive in the first TCP window of a new connection
 * (10 segments of 1,460 bytes) together with its response's headers (about 1.6 KB, most of it the
 * security policy).
 */
export const FIRST_WINDOW_BYTES = 13_000;

const SPRITE_USE = /(<use href=")\/icons\.svg\?v=[\w-]+#([\w-]+)"/g;

/**
 * The page with the icons it draws inside it (one hidden <svg> of their symbols, each <use> pointing
 * at its symbol) when that costs no round trip: when the page fits the first window with them, or
 * needs a second one without them anyway. Then the sprite's request (over HTTP/1.1 a second
 * connection, asked beside the page's first image) is no longer on the way to the first screen.
 * Other pages keep /icons.svg, cached across pages.
 */
export function withIconsWhenFree(html: string, sprite: string): string {
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
  const weight = (text: string) => gzipSync(text, { level: 9 }).length;
  return weight(inline) <= FIRST_WINDOW_BYTES || weight(html) > FIRST_WINDOW_BYTES ? inline : html;
}

/** Rewrites every pre-rendered page outside the back office with its own CSS inline. */
export async function inlinePageCss(clientDir: string): Promise<void> {
  const cache = new Map<string, Promise<string>>();
  const read = (file: string) => {
    if (!cache.has(file))
      cache.set(
        file,
        readFile(file, 'utf8').catch(() => ''),
      );
    return cache.get(file) as Promise<string>;
  };
  for (const file of await htmlFiles(clientDir)) {
    if (path.relative(clientDir, file).startsWith(`admin${path.sep}`)) continue;
    const html = await readFile(file, 'utf8');
    if (!/<link rel="stylesheet"|<style>/.test(html)) continue;
    const use = pageUse(html, await scriptsText(html, clientDir, read));
    // Its stylesheets, linked and inline, in their order, so the cascade stays the same.
    const pieces = [...html.matchAll(CSS_PIECE)];
    const sheets = await Promise.all(pieces.map(([, url, css]) => (url ? read(path.join(clientDir, url)) : Promise.resolve(css ?? ''))));
    const pruned = prunePageCss(sheets, use);
    let index = 0;
    const rewritten = html.replace(CSS_PIECE, () => {
      const css = pruned[index++] ?? '';
      return css === '' ? '' : `<style>${css}</style>`;
    });
    await writeFile(file, withIconsWhenFree(rewritten, await read(path.join(clientDir, 'icons.svg'))));
  }
}

export function pageCss(): AstroIntegration {
  return {
    name: 'page-css',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await inlinePageCss(fileURLToPath(dir));
      },
    },
  };
}
