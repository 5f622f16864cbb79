// One page file serves both languages: `pages/[...lang]/<page>.astro` builds `/<page>` (English)
// and `/fr/<page>` (French). These helpers keep each page file to a few lines.
import { DEFAULT_LANG, LANGS, isLang, unlocalizedPath, type Lang } from '../i18n/index.ts';

/**
 * `getStaticPaths` for a `[...lang]` page. English has no prefix, so its rest parameter is
 * `undefined` (Astro then builds the bare path); French gets `fr`.
 */
export function langStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang: lang === DEFAULT_LANG ? undefined : lang } }));
}

/** The page's language from its `[...lang]` parameter. */
export function langFromParams(params: Record<string, string | undefined>): Lang {
  const segment = params.lang;
  if (segment === undefined || segment === '') return DEFAULT_LANG;
  if (isLang(segment)) return segment;
  // getStaticPaths never produces another value; an on-demand page would need its own 404.
  throw new Error(`Unknown language segment "${segment}"`);
}

/**
 * The page's path without language prefix, file extension or trailing slash:
 * '/fr/taxi.html' → '/taxi', '/fr/' → '/', '/index.html' → '/'. Canonical links, hreflang
 * alternates, the language switcher and the header's active link are all built from it.
 */
export function pagePath(pathname: string): string {
  let path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  path = unlocalizedPath(path === '' ? '/' : path);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/**
 * The language of an on-demand page from its `[...lang]` parameter; null when the segment is not a
 * language (`/de/excursion`), which the page answers with a 404.
 */
export function langOfOnDemandPage(params: Record<string, string | undefined>): Lang | null {
  const segment = params.lang;
  if (segment === undefined || segment === '') return DEFAULT_LANG;
  return isLang(segment) && segment !== DEFAULT_LANG ? segment : null;
}
