import { describe, expect, it } from 'vitest';
import { pageUse, prunePageCss } from './page-css.ts';

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
