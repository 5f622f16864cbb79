import { describe, expect, it } from 'vitest';
import { scriptHashesOf, scriptHashSource, withOwnScriptHashes } from './page-csp.ts';
import { FIRST_WINDOW_BYTES, firstWindowBytes, pagePathKey } from '../../worker/lib/page-css.ts';
import { carriedScriptHashes } from '../../worker/lib/content-security-policy.ts';

const LOADER = '(()=>{window.loaded=1})();';
const FORM = 'document.querySelector("form").noValidate=true;';
const OTHER = 'console.log("another page")';

/** A page whose CSP <meta> lists every inline script of the build, as Astro writes it. */
const pageWith = (body: string, hashes = [LOADER, FORM, OTHER].map(scriptHashSource)) =>
  `<html><head><meta http-equiv="content-security-policy" content="script-src 'self' https://maps.googleapis.com ${hashes.join(' ')}; style-src 'self' 'unsafe-inline' ;"></head><body>${body}</body></html>`;

const policyOf = (html: string) => /content="([^"]*)"/.exec(html)?.[1];

describe("a pre-rendered page's CSP <meta>", () => {
  it('keeps the hashes of the inline scripts the page carries, and nothing else changes', () => {
    const html = pageWith(`<script>${LOADER}</script><p>Hi</p><script type="module">${FORM}</script>`);
    expect(policyOf(withOwnScriptHashes(html))).toBe(
      `script-src 'self' https://maps.googleapis.com ${scriptHashSource(LOADER)} ${scriptHashSource(FORM)}; style-src 'self' 'unsafe-inline' ;`,
    );
  });

  it('keeps no hash on a page without an inline script: JSON-LD and a script file are not ones', () => {
    const html = pageWith(`<script type="application/ld+json">{"@type":"WebPage"}</script><script type="module" src="/_astro/form.js"></script>`);
    expect(policyOf(withOwnScriptHashes(html))).toBe(`script-src 'self' https://maps.googleapis.com; style-src 'self' 'unsafe-inline' ;`);
  });

  it('never adds a hash: a script of the page the build did not list stays refused', () => {
    const html = pageWith(`<script>${LOADER}</script><script>alert(1)</script>`, [scriptHashSource(LOADER)]);
    expect(policyOf(withOwnScriptHashes(html))).toBe(
      `script-src 'self' https://maps.googleapis.com ${scriptHashSource(LOADER)}; style-src 'self' 'unsafe-inline' ;`,
    );
  });

  it('leaves a page without the <meta> as it is', () => {
    const html = `<html><head></head><body><script>${LOADER}</script></body></html>`;
    expect(withOwnScriptHashes(html)).toBe(html);
  });
});

describe("what a pre-rendered page's policy header lists (handed to the Worker)", () => {
  it("the build's hashes, and of those the ones of the scripts the page carries; never one it did not list", () => {
    const html = pageWith(`<script>${LOADER}</script><script>alert(1)</script>`);
    expect(scriptHashesOf(html)).toEqual({ listed: [LOADER, FORM, OTHER].map(scriptHashSource), own: [scriptHashSource(LOADER)] });
    expect(scriptHashesOf('<html><body><script>alert(1)</script></body></html>')).toEqual({ listed: [], own: [] });
  });

  it('keys a page by the path it is asked at, whatever its file or a trailing slash', () => {
    expect(pagePathKey('index.html')).toBe('/');
    expect(pagePathKey('/')).toBe('/');
    expect(pagePathKey('fr/index.html')).toBe('/fr');
    expect(pagePathKey('/fr/')).toBe('/fr');
    expect(pagePathKey('services.html')).toBe('/services');
    expect(pagePathKey('/services/')).toBe('/services');
    expect(pagePathKey('fr/booking-policy.html')).toBe('/fr/booking-policy');
  });

  it('gives a page whose header lists fewer hashes that much more of the first window, less a margin', () => {
    expect(firstWindowBytes(0)).toBe(FIRST_WINDOW_BYTES);
    expect(firstWindowBytes(1)).toBe(FIRST_WINDOW_BYTES);
    expect(firstWindowBytes(13)).toBe(FIRST_WINDOW_BYTES + 13 * 54 - 150);
  });
});

describe('what the policy header of a page the Worker renders lists', () => {
  it('the hashes of the inline scripts it carries, written as the manifest writes them (the build hashes alike)', async () => {
    const html = pageWith(
      `<script>${LOADER}</script><script type="application/ld+json">{}</script><script src="/_astro/a.js"></script><script type="module">${FORM}</script>`,
    );
    expect([...(await carriedScriptHashes(html))].map((hash) => `'${hash}'`)).toEqual([scriptHashSource(LOADER), scriptHashSource(FORM)]);
  });
});
