import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { FIRST_WINDOW_BYTES, pageUse, prunePageCss, withIconsWhenFree } from './page-css.ts';

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

describe('the icons inside the page', () => {
  const sprite =
    '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol><symbol id="mail" viewBox="0 0 24 24"><path d="M2 2"/></symbol></svg>';
  const page = (text: string) => `<html><body class="x"><svg><use href="/icons.svg?v=abc#phone"/></svg><p>${text}</p></body></html>`;

  it('come inline, under ids of their own, when the page fits the first window with them', () => {
    const html = withIconsWhenFree(page('short'), sprite);
    expect(html).toContain('<symbol id="icon-phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol>');
    expect(html).not.toContain('id="icon-mail"');
    expect(html).toContain('<use href="#icon-phone"/>');
    expect(html).not.toContain('/icons.svg');
  });

  it('stay in the sprite when they alone would push the page past the first window', () => {
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
    expect(withIconsWhenFree(page(text), big)).toBe(page(text));
    // Past the window anyway, the page takes its icons.
    expect(withIconsWhenFree(page(`${text} ${noise(500)}`), big)).toContain('<use href="#icon-phone"/>');
  });
});
