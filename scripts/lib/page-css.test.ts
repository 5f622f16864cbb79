import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cssIndexOf, FIRST_WINDOW_BYTES, inlinePageCss, pageUse, prunePageCss, withIconsWhenFree } from './page-css.ts';
import { withPageCss } from '../../worker/lib/page-css.ts';

const prune = (css: string, html: string, scripts = '') => prunePageCss([css], pageUse(html, scripts))[0];

describe("a page's own CSS", () => {
  it('keeps the rules whose classes the page uses and drops the others', () => {
    const css = '.flex{display:flex}.grid{display:grid}.md\\:grid{@media (width>=48rem){display:grid}}';
    expect(prune(css, '<div class="flex md:grid"></div>')).toBe('.flex{display:flex}.md\\:grid{@media (width>=48rem){display:grid}}');
  });

  it('keeps a class a script may add, and the selectors of a list that match', () => {
    expect(prune('.is-open,.unused{display:block}', '<div></div>', "el.classList.add('is-open')")).toBe('.is-open{display:block}');
  });

  it("requires what Tailwind's :where() and :is() wrap, and nothing under :not()", () => {
    const css = ':where(.space-y-2>:not(:last-child)){margin:0}:where(.space-y-4>:not(:last-child)){margin:1px}.a:not(.b){color:red}';
    expect(prune(css, '<ul class="space-y-2 a"></ul>')).toBe(':where(.space-y-2>:not(:last-child)){margin:0}.a:not(.b){color:red}');
  });

  it("drops a component's scoped rules when the component is not on the page, and elements the page lacks", () => {
    const css = '.x[data-astro-cid-abc]{color:red}.y[data-astro-cid-def]{color:blue}table{border-collapse:collapse}p{margin:0}';
    expect(prune(css, '<p class="x" data-astro-cid-abc>hi</p>')).toBe('.x[data-astro-cid-abc]{color:red}p{margin:0}');
  });

  it('keeps only the hex fallback of a transparent colour, and the variables something reads', () => {
    const css =
      ':root{--color-gold:#d6b46f;--color-navy:#0b1221}@property --tw-shadow{syntax:"*";inherits:false}.border-gold\\/20{border-color:#d6b46f33}@supports (color:color-mix(in lab, red, red)){.border-gold\\/20{border-color:color-mix(in oklab, var(--color-gold) 20%, transparent)}}.text-navy{color:var(--color-navy)}';
    expect(prune(css, '<p class="border-gold/20 text-navy"></p>')).toBe(
      ':root{--color-navy:#0b1221}.border-gold\\/20{border-color:#d6b46f33}.text-navy{color:var(--color-navy)}',
    );
  });

  it("keeps a variable read by another of the page's stylesheets", () => {
    const [global, component] = prunePageCss(
      [':root{--color-gold:#d6b46f}', '.c[data-astro-cid-x]{color:var(--color-gold)}'],
      pageUse('<p class="c" data-astro-cid-x></p>', ''),
    );
    expect(global).toBe(':root{--color-gold:#d6b46f}');
    expect(component).toBe('.c[data-astro-cid-x]{color:var(--color-gold)}');
  });
});

describe('a pre-rendered page, rewritten after the build', () => {
  it('keeps the classes of a module its inline script loads on first use, by its URL, and of what that imports', async () => {
    const client = mkdtempSync(path.join(tmpdir(), 'page-css-'));
    try {
      mkdirSync(path.join(client, '_astro'));
      writeFileSync(path.join(client, '_astro', 'site.css'), '.form{display:grid}.is-sent{color:green}.is-late{color:red}.unused{color:blue}');
      // As scripts/lib/late-modules.ts writes it: the URL between backquotes, the module's imports relative.
      writeFileSync(path.join(client, '_astro', 'contact-form.js'), 'import{t}from"./status.js";el.classList.add("is-sent")');
      writeFileSync(path.join(client, '_astro', 'status.js'), 'export const t=()=>el.classList.add("is-late")');
      const page = path.join(client, 'contact.html');
      writeFileSync(
        page,
        '<html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><form class="form"></form><script type="module">var n=`/_astro/contact-form.js`;form.onfocus=()=>import(n)</script></body></html>',
      );
      await inlinePageCss(client);
      expect(readFileSync(page, 'utf8')).toContain('<style>.form{display:grid}.is-sent{color:green}.is-late{color:red}</style>');
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});

describe('a page rendered on demand, from the index the build hands the Worker', () => {
  const site = '.flex{display:flex}.grid{display:grid}@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}.is-open{display:block}';
  const index = {
    sheets: { '/_astro/site.css': cssIndexOf(site), '/_astro/hero.css': cssIndexOf('.hero[data-astro-cid-h]{color:red}') },
    scripts: { '/_astro/gallery.js': 'is-open' },
    sprite: '',
  };
  const page = (body: string) =>
    `<html><head><link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/hero.css"><link rel="stylesheet" href="/_astro/other.css"><style>.x{color:blue}</style></head><body>${body}</body></html>`;

  it('puts the rules the page matches in place of each stylesheet the index knows, in one block per at-rule, and drops one it does not match', () => {
    const html = withPageCss(page('<div class="flex sm:grid sm:flex"></div>'), index);
    expect(html).toContain(
      '<head><style>.flex{display:flex}@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}</style><link rel="stylesheet" href="/_astro/other.css">',
    );
    expect(html).not.toContain('/_astro/site.css');
    expect(html).not.toContain('/_astro/hero.css');
    // An inline style is the page's own already.
    expect(html).toContain('<style>.x{color:blue}</style>');
  });

  it('keeps the classes a script it loads names, and the scoped rules of a component on the page', () => {
    const html = withPageCss(page('<h1 class="hero" data-astro-cid-h></h1><astro-island component-url="/_astro/gallery.js"></astro-island>'), index);
    expect(html).toContain('<style>.is-open{display:block}</style><style>.hero[data-astro-cid-h]{color:red}</style>');
  });

  it('keeps the classes of a script file an inline script loads later by its URL', () => {
    const html = withPageCss(page('<script type="module">var n=`/_astro/gallery.js`;onfocus=()=>import(n)</script>'), index);
    expect(html).toContain('<style>.is-open{display:block}</style>');
  });

  it('leaves a page that links no stylesheet of the index as it is', () => {
    const html = '<html><head><link rel="stylesheet" href="/_astro/admin.css"></head><body class="flex"></body></html>';
    expect(withPageCss(html, index)).toBe(html);
  });
});

describe('the icons inside the page', () => {
  const sprite =
    '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol><symbol id="mail" viewBox="0 0 24 24"><path d="M2 2"/></symbol></svg>';
  const page = (text: string) => `<html><body class="x"><svg><use href="/icons.svg?v=abc#phone"/></svg><p>${text}</p></body></html>`;

  const weigh = (text: string) => gzipSync(text, { level: 9 }).length;

  it('come inline, under ids of their own, when the page fits the first window with them', async () => {
    const html = await withIconsWhenFree(page('short'), sprite, weigh);
    expect(html).toContain('<symbol id="icon-phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol>');
    expect(html).not.toContain('id="icon-mail"');
    expect(html).toContain('<use href="#icon-phone"/>');
    expect(html).not.toContain('/icons.svg');
  });

  it('stay in the sprite when they alone would push the page past the first window', async () => {
    let seed = 1;
    /** Text that hardly compresses (a linear congruential generator's numbers). */
    const noise = (count: number) =>
      Array.from({ length: count }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed.toString(36);
      }).join(' ');
    let text = '';
    while (gzipSync(page(`${text} ${noise(100)}`), { level: 9 }).length < FIRST_WINDOW_BYTES - 100) text += ` ${noise(100)}`;
    expect(gzipSync(page(text), { level: 9 }).length).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    const big = sprite.replace('M1 1', noise(300));
    expect(await withIconsWhenFree(page(text), big, weigh)).toBe(page(text));
    // Past the window anyway, the page takes its icons.
    expect(await withIconsWhenFree(page(`${text} ${noise(500)}`), big, weigh)).toContain('<use href="#icon-phone"/>');
    // So does a page whose first screen waits for a photograph, whatever they weigh.
    const withPhoto = page(`${text}<img src="/a.avif" loading="eager" fetchpriority="high" alt="">`);
    expect(await withIconsWhenFree(withPhoto, big, weigh)).toContain('<use href="#icon-phone"/>');
    // …but not for a photograph it asks for later.
    const lazyPhoto = page(`${text}<img src="/a.avif" loading="lazy" alt="">`);
    expect(await withIconsWhenFree(lazyPhoto, big, weigh)).toBe(lazyPhoto);
  });
});
