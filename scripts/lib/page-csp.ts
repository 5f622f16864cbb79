// The Content-Security-Policy <meta> of a pre-rendered page with only that page's own script hashes.
// Astro writes into every pre-rendered page the hashes of every inline script of the whole build
// (decision 010): eleven of them, about 0.5 KB of compressed HTML that no compression shortens, on
// pages that run no inline script at all, where that half-kilobyte is what keeps the page from
// arriving in the first round trip (decision 048). The build keeps, of the hashes Astro listed, those
// of the inline scripts the page carries. It only ever removes: a script the list did not allow stays
// refused. The Worker's header, which applies as well, lists the same (scriptHashesOf, handed to it
// in the build's index).
import { createHash } from 'node:crypto';
import { INLINE_SCRIPT } from '../../worker/lib/content-security-policy.ts';

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/=]+'$/;

/** The CSP source that allows an inline script whose text is `script`. */
export const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The hash sources of the inline scripts `html` carries. */
export const carriedScriptHashes = (html: string) => new Set([...html.matchAll(INLINE_SCRIPT)].map(([, script]) => scriptHashSource(script ?? '')));

/**
 * The script hashes a page's CSP <meta> lists (Astro's: every inline script of the build), and of
 * those, the ones of the inline scripts the page carries: what its policy needs, <meta> and header.
 */
export function scriptHashesOf(html: string): { listed: string[]; own: string[] } {
  const meta = CSP_META.exec(html);
  const scriptSrc = (meta?.[1] ?? '').split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
  const listed = scriptSrc
    .trim()
    .split(/\s+/)
    .filter((source) => SCRIPT_HASH.test(source));
  const carried = carriedScriptHashes(html);
  return { listed, own: listed.filter((source) => carried.has(source)) };
}

/** `html` with its CSP <meta>'s script-src keeping only the hashes of the inline scripts it carries. */
export function withOwnScriptHashes(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) return html;
  const own = carriedScriptHashes(html);
  const policy = (meta[1] ?? '')
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive;
      const kept = sources.filter((source) => !SCRIPT_HASH.test(source) || own.has(source));
      return `${directive.slice(0, directive.indexOf('script-src'))}${[name, ...kept].join(' ')}`;
    })
    .join(';');
  return html.replace(meta[0], () => `<meta http-equiv="content-security-policy" content="${policy}">`);
}
