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
import postcss, { type ChildNode, type Root, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { AstroIntegration } from 'astro';
import { scriptHashesOf, withOwnScriptHashes } from './page-csp.ts';
import {
  CSS_PIECE,
  firstWindowBytes,
  pagePathKey,
  pageCss as pageCssOf,
  pageUse,
  SCRIPT_BLOCK,
  SCRIPT_URL,
  withIconsWhenFree,
  type BuildCssIndex,
  type CssIndex,
  type CssIndexItem,
  type IndexedSelector,
  type PageUse,
  type Requirement,
} from '../../worker/lib/page-css.ts';

export { FIRST_WINDOW_BYTES, firstWindowBytes, pageUse, withIconsWhenFree } from '../../worker/lib/page-css.ts';

const RELATIVE_IMPORT = /["'](\.{1,2}\/[^"']+\.js)["']/g;
/**
 * The chunks a script imports lazily, as Vite lists them for its preloader ("_astro/step.js"), and
 * the modules it loads on first use by their URL (`/_astro/contact-form.js`: scripts/lib/late-modules.ts).
 */
const ASSET_IMPORT = /["'`]\/?(_astro\/[^"'`]+\.js)["'`]/g;

/** What a selector requires of the page (worker/lib/page-css.ts): its classes, scoped-style attributes and elements. */
function requirementsOf(selector: selectorParser.Selector): Requirement[] {
  return selector.nodes.flatMap((node): Requirement[] => {
    if (node.type === 'class') return [`.${node.value}`];
    if (node.type === 'attribute' && node.attribute.startsWith('data-astro-cid-')) return [`[${node.attribute}`];
    if (node.type === 'tag' && /^[a-z][a-z0-9]*$/.test(node.value)) return [`<${node.value}`];
    // :is(.a) and :where(.a > *), as Tailwind writes its variants, require what they name; a list
    // (:is(.a, .b)) requires only one of them, and :not(.a) nothing.
    if (node.type === 'pseudo' && /^:(is|where|has)$/.test(node.value) && node.nodes.length === 1)
      return requirementsOf(node.nodes[0] as selectorParser.Selector);
    return [];
  });
}

function selectorsOf(rule: Rule): IndexedSelector[] {
  let selectors: IndexedSelector[] = [];
  selectorParser((root) => {
    selectors = root.nodes.map((selector) => [selector.toString().trim(), [...new Set(requirementsOf(selector))]]);
  }).processSync(rule.selector);
  // Written as it was when every selector stays.
  if (selectors.length === 1 && selectors[0]) selectors[0][0] = rule.selector;
  return selectors;
}

const readsOf = (text: string) => [...new Set([...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name ?? ''))];

/** A rule setting defaults, whose custom properties go when nothing reads them. */
const SETS_DEFAULTS = /(^|,)\s*(:root|:host|\*|:before|:after|::backdrop)\s*(,|$)/;

/**
 * A stylesheet read into its index (worker/lib/page-css.ts): its rules in order, each with what its
 * selectors require and the custom properties it reads, and the at-rules around it. Tailwind writes
 * each colour with transparency twice, a hex fallback and the same colour mixed in oklab inside
 * @supports; they draw the same sRGB colour, so the fallback alone is indexed.
 */
export function cssIndexOf(css: string): CssIndex {
  const root: Root = postcss.parse(css);
  root.walkAtRules('supports', (atRule) => {
    if (atRule.params.startsWith('(color:color-mix(')) atRule.remove();
  });
  const chains: string[][] = [];
  const chainIds = new Map<string, number>();
  const items: CssIndexItem[] = [];
  const chainOf = (atRules: string[]) => {
    const key = JSON.stringify(atRules);
    if (!chainIds.has(key)) {
      chainIds.set(key, chains.length);
      chains.push(atRules);
    }
    return chainIds.get(key) as number;
  };
  const visit = (nodes: readonly ChildNode[], atRules: string[]) => {
    const chain = chainOf(atRules);
    for (const node of nodes) {
      const text = node.toString();
      if (node.type === 'rule') {
        const written = node.raws.selector?.raw ?? node.selector;
        const body = text.slice(written.length);
        if (!SETS_DEFAULTS.test(node.selector)) {
          items.push({ chain, selectors: selectorsOf(node), body, reads: readsOf(body) });
        } else {
          const decls = node.nodes.map((child): [string | null, string, string[]] => {
            const declText = child.toString();
            return [
              child.type === 'decl' && child.prop.startsWith('--') ? child.prop : null,
              declText,
              readsOf(child.type === 'decl' ? child.value : declText),
            ];
          });
          items.push({ chain, selectors: selectorsOf(node), between: node.raws.between ?? '', decls, semicolon: node.raws.semicolon === true });
        }
      } else if (node.type === 'atrule' && node.name === 'property') {
        items.push({ chain, property: node.params.trim(), raw: text });
      } else if (node.type === 'atrule' && !/keyframes$/i.test(node.name) && node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule')) {
        visit(node.nodes, [...atRules, text.slice(0, text.indexOf('{'))]);
      } else {
        items.push({ chain, raw: text });
      }
    }
  };
  visit(root.nodes, []);
  return { chains, items };
}

/** A page's stylesheets (in order) reduced to what the page can match; custom properties none of them reads go too. */
export function prunePageCss(sheets: readonly string[], use: PageUse): string[] {
  return pageCssOf(sheets.map(cssIndexOf), use);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The text of the page's scripts: inline ones, and the files it loads with everything they import. */
async function scriptsText(html: string, clientDir: string, read: (file: string) => Promise<string>): Promise<string> {
  const texts = [...html.matchAll(SCRIPT_BLOCK)].map(([, body]) => body ?? '');
  const seen = new Set<string>();
  const queue = [
    ...[...html.matchAll(SCRIPT_URL)].map(([, url]) => path.join(clientDir, url ?? '')),
    ...texts.flatMap((text) => [...text.matchAll(ASSET_IMPORT)].map(([, asset]) => path.join(clientDir, asset ?? ''))),
  ];
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

/** The placeholder the Worker's build carries where the index goes (worker/middleware/page-css.ts). */
export const INDEX_PLACEHOLDER = '__PAGE_CSS_INDEX__';

/**
 * The index the Worker uses for the pages it renders: every stylesheet of the build, and for every
 * script file the names of those stylesheets (classes, elements, custom properties) that its text,
 * or the text of what it imports, contains — what the page's selectors look for in its scripts.
 */
async function buildCssIndex(clientDir: string, read: (file: string) => Promise<string>): Promise<BuildCssIndex> {
  const assets = await readdir(path.join(clientDir, '_astro'));
  const sheets: Record<string, CssIndex> = {};
  for (const name of assets.filter((file) => file.endsWith('.css'))) sheets[`/_astro/${name}`] = cssIndexOf(await read(path.join(clientDir, '_astro', name)));
  const names = new Set<string>();
  for (const index of Object.values(sheets))
    for (const item of index.items) {
      if ('selectors' in item)
        for (const [, requires] of item.selectors) for (const requirement of requires) if (!requirement.startsWith('[')) names.add(requirement.slice(1));
      if ('property' in item) names.add(item.property);
      if ('decls' in item) for (const [property] of item.decls) if (property) names.add(property);
    }
  const scripts: Record<string, string> = {};
  for (const name of assets.filter((file) => file.endsWith('.js'))) {
    const text = await scriptsText(`<script src="/_astro/${name}"></script>`, clientDir, read);
    scripts[`/_astro/${name}`] = [...names].filter((candidate) => text.includes(candidate)).join(' ');
  }
  return { sheets, scripts, sprite: await read(path.join(clientDir, 'icons.svg')) };
}

/** A page's weight compressed as the server sends it (gzip at its best). */
const gzipWeight = (text: string) => gzipSync(text, { level: 9 }).length;

/** The Worker's modules with the index in place of its placeholder (once, in one of them). */
async function writeIndexIntoWorker(serverDir: string, index: BuildCssIndex): Promise<void> {
  const entries = await readdir(serverDir, { recursive: true, withFileTypes: true });
  const placeholder = new RegExp(`(["'\`])${INDEX_PLACEHOLDER}\\1`, 'g');
  let written = 0;
  for (const entry of entries.filter((candidate) => candidate.isFile() && candidate.name.endsWith('.mjs'))) {
    const file = path.join(entry.parentPath, entry.name);
    const code = await readFile(file, 'utf8');
    if (!code.includes(INDEX_PLACEHOLDER)) continue;
    await writeFile(
      file,
      code.replace(placeholder, () => JSON.stringify(JSON.stringify(index))),
    );
    written += 1;
  }
  if (written !== 1) throw new Error(`page-css: the Worker's placeholder for the CSS index was found in ${written} modules, not 1`);
}

/** Rewrites every pre-rendered page outside the back office with its own CSS inline; gives the Worker the index for the others. */
export async function inlinePageCss(clientDir: string, serverDir?: string): Promise<void> {
  const cache = new Map<string, Promise<string>>();
  const read = (file: string) => {
    if (!cache.has(file))
      cache.set(
        file,
        readFile(file, 'utf8').catch(() => ''),
      );
    return cache.get(file) as Promise<string>;
  };
  const index = await buildCssIndex(clientDir, read);
  const pageScriptHashes: Record<string, string[]> = {};
  for (const file of await htmlFiles(clientDir)) {
    if (path.relative(clientDir, file).startsWith(`admin${path.sep}`)) continue;
    const html = await readFile(file, 'utf8');
    if (!/<link rel="stylesheet"|<style>/.test(html)) continue;
    const use = pageUse(html, await scriptsText(html, clientDir, read));
    // Its stylesheets, linked and inline, in their order, so the cascade stays the same.
    const pieces = [...html.matchAll(CSS_PIECE)];
    const indexes = await Promise.all(
      pieces.map(async ([, url, css]) => (url ? (index.sheets[url] ?? cssIndexOf(await read(path.join(clientDir, url)))) : cssIndexOf(css ?? ''))),
    );
    const pruned = pageCssOf(indexes, use);
    let at = 0;
    const rewritten = html.replace(CSS_PIECE, () => {
      const css = pruned[at++] ?? '';
      return css === '' ? '' : `<style>${css}</style>`;
    });
    // Its policy header lists only its own scripts' hashes too (worker/middleware/astro-script-hashes.ts):
    // the header is shorter by the others, and the first window holds as much more of the page.
    const { listed, own } = scriptHashesOf(rewritten);
    // As the manifest writes them ('sha256-…'), without the policy's quotes.
    pageScriptHashes[pagePathKey(path.relative(clientDir, file))] = own.map((source) => source.slice(1, -1));
    await writeFile(file, await withIconsWhenFree(withOwnScriptHashes(rewritten), index.sprite, gzipWeight, firstWindowBytes(listed.length - own.length)));
  }
  if (serverDir) await writeIndexIntoWorker(serverDir, { ...index, pageScriptHashes });
}

export function pageCss(): AstroIntegration {
  let serverDir: string | undefined;
  return {
    name: 'page-css',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = fileURLToPath(config.build.server);
      },
      'astro:build:done': async ({ dir }) => {
        await inlinePageCss(fileURLToPath(dir), serverDir);
      },
    },
  };
}
