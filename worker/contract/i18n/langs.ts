// The site's languages, in a module of their own (no dictionaries), so the browser code, the
// request schemas and the database schema read them without carrying any words.

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** The BCP 47 locale each language's dates and numbers are written in (British English, metropolitan French). */
export const LOCALES: Readonly<Record<Lang, string>> = { en: 'en-GB', fr: 'fr-FR' };
