// Languages, translation and the URL scheme: English at the spec's paths, French under /fr/.
import { en, type Dictionary, type MessageKey } from './en.ts';
import { fr } from './fr.ts';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export type { MessageKey, Dictionary };

const dictionaries: Record<Lang, Dictionary> = { en, fr };

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'fr';
}

/** The text for `key` in `lang`, with `{name}` placeholders filled from `vars`. */
export function t(lang: Lang, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = dictionaries[lang][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator bound to one language, for components. */
export function translator(lang: Lang) {
  return (key: MessageKey, vars?: Record<string, string | number>) => t(lang, key, vars);
}

/** The language of a site path: '/fr' and '/fr/…' are French, everything else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** The path without its language prefix: '/fr/taxi' → '/taxi', '/fr/' → '/'. */
export function unlocalizedPath(pathname: string): string {
  if (pathname === '/fr' || pathname === '/fr/') return '/';
  return pathname.startsWith('/fr/') ? pathname.slice(3) : pathname;
}

/** The path of the same page in `lang`: ('/taxi', 'fr') → '/fr/taxi', ('/', 'fr') → '/fr/'. */
export function localizedPath(pathname: string, lang: Lang): string {
  const base = unlocalizedPath(pathname);
  if (lang === 'en') return base;
  return base === '/' ? '/fr/' : `/fr${base}`;
}

/**
 * The language asked for by an Accept-Language header: French only when the first listed
 * language starts with 'fr' (the architecture's rule), otherwise English.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr' : 'en';
}
